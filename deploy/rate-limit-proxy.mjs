#!/usr/bin/env node
// The shared rate limiter for chat-mcp replicas (docs/operations.md): one @discordjs/proxy process per bot token.
// Every replica sets CHAT_API_BASE_URL=http://<this host>:<PORT>/api; the proxy then holds the one set of
// per-route buckets and the one global counter for all of them.
//
// Needs `npm install @discordjs/proxy@2 @discordjs/rest@2` beside it. Variables:
//   DISCORD_API        upstream API base (default https://discord.com/api)
//   HOST, PORT         where to listen (default 127.0.0.1:8080; keep it on a private network)
//   GLOBAL_WINDOW_MS   at most 50 requests leave in any window of this many milliseconds (default 1100, 1000 to
//                      2000): a sliding window a little longer than Discord's second, so neither the phase of
//                      Discord's windows nor network jitter up to the margin can put a 51st request into one.
import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { proxyRequests } from '@discordjs/proxy';
import { DefaultRestOptions, REST } from '@discordjs/rest';

const GLOBAL_LIMIT = 50;
const windowMs = Number(process.env.GLOBAL_WINDOW_MS ?? 1100);
if (!Number.isInteger(windowMs) || windowMs < 1000 || windowMs > 2000) {
  process.stderr.write('GLOBAL_WINDOW_MS must be a whole number of milliseconds from 1000 to 2000\n');
  process.exit(2);
}

/**
 * The library's global counter counts fixed one-second windows that start at its first request; Discord's windows
 * start elsewhere, so a request late in one of ours and the burst at the start of the next can land in one of
 * Discord's. This pacer, in front of every request the library sends, keeps any sliding window of `windowMs`
 * to GLOBAL_LIMIT requests, first come first served.
 */
function slidingWindowPacer(limit, span) {
  const sent = [];
  let queue = Promise.resolve();
  return () =>
    (queue = queue.then(async () => {
      for (;;) {
        const now = Date.now();
        while (sent.length && now - sent[0] >= span) sent.shift();
        if (sent.length < limit) return void sent.push(now);
        await sleep(span - (now - sent[0]));
      }
    }));
}
const pace = slidingWindowPacer(GLOBAL_LIMIT, windowMs);

// The default queueing mode: a request that meets a rate limit waits for it here instead of being answered 429
// (the stock container image sets rejectOnRateLimit, which lets a few requests slip past the global limit).
const rest = new REST({
  api: process.env.DISCORD_API ?? 'https://discord.com/api',
  version: '10',
  makeRequest: async (url, init) => {
    await pace();
    return DefaultRestOptions.makeRequest(url, init);
  },
});
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
