#!/usr/bin/env node
// The shared rate limiter for chat-mcp replicas (docs/operations.md): one @discordjs/proxy process per bot token.
// Every replica sets CHAT_API_BASE_URL=http://<this host>:<PORT>/api; the proxy then holds the one set of
// per-route buckets and the one global counter for all of them.
//
// Needs `npm install @discordjs/proxy@2 @discordjs/rest@2` beside it. Variables:
//   DISCORD_API        upstream API base (default https://discord.com/api)
//   HOST, PORT         where to listen (default 127.0.0.1:8080; keep it on a private network)
//   GLOBAL_PER_SECOND  requests per second it lets through (default 48): a little under Discord's 50, so network
//                      jitter at the edge of a one-second window does not push one of Discord's windows over 50.
import { createServer } from 'node:http';
import { proxyRequests } from '@discordjs/proxy';
import { REST } from '@discordjs/rest';

const perSecond = Number(process.env.GLOBAL_PER_SECOND ?? 48);
if (!Number.isInteger(perSecond) || perSecond < 1 || perSecond > 50) {
  process.stderr.write('GLOBAL_PER_SECOND must be a whole number from 1 to 50\n');
  process.exit(2);
}
// The default queueing mode: a request that meets a rate limit waits for it here instead of being answered 429
// (the stock container image sets rejectOnRateLimit, which lets a few requests slip past the global limit).
const rest = new REST({ api: process.env.DISCORD_API ?? 'https://discord.com/api', version: '10', globalRequestsPerSecond: perSecond });
const forward = proxyRequests(rest);

const server = createServer((req, res) => {
  // A replica that goes away mid-answer (killed, restarted) makes the library's response pipe reject; unhandled,
  // that would end this process and every replica's calls with it.
  Promise.resolve(forward(req, res)).catch((error) => {
    if (!res.headersSent && !res.destroyed) {
      res.statusCode = 502;
      res.end();
    }
    if (error?.code !== 'ERR_STREAM_PREMATURE_CLOSE') process.stderr.write(`rate-limit proxy: ${error?.message ?? error}\n`);
  });
});
server.listen(Number(process.env.PORT ?? 8080), process.env.HOST ?? '127.0.0.1', () => {
  process.stdout.write(`proxy listening on ${server.address().port}\n`);
});
// A stop cuts in-flight calls: a replica retries a cut read and reports a cut write as outcome unknown.
const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
