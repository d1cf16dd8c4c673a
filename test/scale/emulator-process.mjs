// The emulator in its own process for the scale test, with its rate limits from the same variables as
// `npm run emulator` (EMULATOR_GLOBAL_LIMIT, ...): requests are timed by an event loop that no test client shares.
// SEED_FILE is a JSON seed (unset: the sandbox community); a second loopback port (CONTROL) lets the test read the request log and guild
// state and inject faults. It prints both ports on stdout.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { startEmulator } from '../../dist/emulator/emulator.js';
import { rateLimitsFromEnv } from '../../dist/emulator/rate-limit-env.js';
import { sandboxCommunity } from '../../dist/emulator/seed/sandbox-community.js';

const seed = process.env.SEED_FILE ? JSON.parse(readFileSync(process.env.SEED_FILE, 'utf8')) : sandboxCommunity;
const emulator = await startEmulator({ seed, validate: false, rateLimits: rateLimitsFromEnv(process.env) });

function guildShape(id) {
  const g = emulator.state.guilds.get(id);
  const channel = (cid) => emulator.state.channels.get(cid);
  return {
    roles: [...g.roles.values()].filter((r) => !r.managed && r.name !== '@everyone').map((r) => `${r.name}:${r.permissions}`).sort(),
    channels: [...g.channels].map(channel).filter(Boolean).map((c) => `${c.type}:${c.parent_id ? channel(c.parent_id)?.name : null}/${c.name}`).sort(),
    automod: [...emulator.state.automodRules.values()].filter((r) => r.guild_id === id).map((r) => r.name).sort(),
  };
}

const control = createServer(async (req, res) => {
  const url = new URL(req.url, 'http://control');
  let body = '';
  for await (const chunk of req) body += chunk;
  const json = (value) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
  if (url.pathname === '/log') return json(emulator.log.entries.map((e) => ({ method: e.method, path: e.path, template: e.template, status: e.status, at: e.at, auditReason: e.auditReason })));
  if (url.pathname === '/log/clear') return (emulator.log.clear(), json({}));
  if (url.pathname === '/fault') {
    const spec = JSON.parse(body);
    emulator.faults.inject({ ...spec, path: new RegExp(spec.path) });
    return json({});
  }
  if (url.pathname.startsWith('/guild/')) return json(guildShape(url.pathname.slice('/guild/'.length)));
  res.writeHead(404).end();
});
// Idle connections stay open: the test blocks its event loop for seconds (spawnSync of `doctor`), and a connection
// the server closed meanwhile would be reused by its next fetch and fail ("other side closed").
control.keepAliveTimeout = 0;
control.listen(0, '127.0.0.1', () => {
  process.stdout.write(`emulator ${emulator.url} token ${emulator.state.botToken} control ${control.address().port}\n`);
});
process.once('SIGTERM', async () => {
  control.close();
  await emulator.close();
  process.exit(0);
});
