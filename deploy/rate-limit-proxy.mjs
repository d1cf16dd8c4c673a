#!/usr/bin/env node
// The shared rate limiter for chat-mcp replicas (docs/operations.md): one @discordjs/proxy process per bot token.
// Every replica sets CHAT_API_BASE_URL=http://<this host>:<PORT>/api; the proxy then holds the one set of
// per-route buckets and the one global counter for all of them.
//
// Needs `npm install @discordjs/proxy@2 @discordjs/rest@2` beside it. Variables:
//   CHAT_TOKEN         the bot token this proxy serves (`Bot <token>` or the bare token), or instead
//   BOT_TOKEN_SHA256   the hex SHA-256 of the bare token, so this host need not hold the token itself. A request
//                      whose Authorization is not `Bot <that token>` is answered 401 here and never sent on
//                      (save the routes whose own credential Discord checks: TOKEN_PATH, COMMAND_PERMISSIONS).
//   DISCORD_API        upstream API base (default https://discord.com/api)
//   HOST, PORT         where to listen (default 127.0.0.1:8080; keep it on a private network)
//   GLOBAL_WINDOW_MS   at most 50 requests leave in any window of this many milliseconds (default 1100, 1000 to
//                      2000): a sliding window a little longer than Discord's second, so neither the phase of
//                      Discord's windows nor network jitter up to the margin can put a 51st request into one.
//   BODY_TIMEOUT_MS    a request's whole body must arrive within this many milliseconds (default 10000), else 408
//   MAX_BODY_BYTES     a larger body is answered 413 (default 33554432, 32 MiB: above Discord's upload limit)
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { populateErrorResponse, populateSuccessfulResponse } from '@discordjs/proxy';
import { DefaultRestOptions, REST } from '@discordjs/rest';

const GLOBAL_LIMIT = 50;
const refuseToStart = (problem) => {
  process.stderr.write(`rate-limit proxy: ${problem}\n`);
  process.exit(2);
};
const windowMs = Number(process.env.GLOBAL_WINDOW_MS ?? 1100);
if (!Number.isInteger(windowMs) || windowMs < 1000 || windowMs > 2000) refuseToStart('GLOBAL_WINDOW_MS must be a whole number of milliseconds from 1000 to 2000');
const bodyTimeoutMs = Number(process.env.BODY_TIMEOUT_MS ?? 10_000);
if (!Number.isInteger(bodyTimeoutMs) || bodyTimeoutMs < 1) refuseToStart('BODY_TIMEOUT_MS must be a positive whole number of milliseconds');
const maxBodyBytes = Number(process.env.MAX_BODY_BYTES ?? 32 * 1024 * 1024);
if (!Number.isInteger(maxBodyBytes) || maxBodyBytes < 1) refuseToStart('MAX_BODY_BYTES must be a positive whole number of bytes');

const sha256 = (text) => createHash('sha256').update(text).digest();

/** The digest of the one bot token served; the token itself is not kept, and never logged. */
function servedTokenDigest() {
  const { CHAT_TOKEN: token, BOT_TOKEN_SHA256: hex } = process.env;
  if (token && hex) refuseToStart('set CHAT_TOKEN or BOT_TOKEN_SHA256, not both');
  if (hex) {
    if (!/^[0-9a-f]{64}$/i.test(hex.trim())) refuseToStart('BOT_TOKEN_SHA256 must be 64 hex digits: the SHA-256 of the bare bot token');
    return Buffer.from(hex.trim(), 'hex');
  }
  const bare = token?.trim().replace(/^Bot\s+/i, '');
  if (!bare) refuseToStart('set CHAT_TOKEN (the bot token this proxy serves) or BOT_TOKEN_SHA256 (its hex SHA-256): requests without it are refused');
  return sha256(bare);
}
const served = servedTokenDigest();
delete process.env.CHAT_TOKEN;

/**
 * Routes where Discord checks a credential the request carries instead of the bot token: a webhook or interaction
 * token in the path (chat-mcp sends these without Authorization), and a user's OAuth bearer for application command
 * permissions. The proxy cannot verify those credentials; Discord does.
 */
const TOKEN_PATH = /^\/(webhooks|interactions)\/\d+\/[^/]+/;
const COMMAND_PERMISSIONS = /^\/applications\/\d+\/guilds\/\d+\/commands\/\d+\/permissions$/;

/** Whether a request is one of this bot's (its Authorization is the served token, compared by digest in constant time). */
function admitted(authorization, route) {
  if (authorization === undefined) return TOKEN_PATH.test(route);
  if (/^Bearer\s/i.test(authorization)) return COMMAND_PERMISSIONS.test(route);
  const bot = /^Bot\s+(\S+)$/i.exec(authorization.trim());
  return bot !== null && timingSafeEqual(sha256(bot[1]), served);
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

/** Answers a request the proxy itself refuses, and closes the connection (its body is not read). */
function refuse(res, status, message) {
  res.writeHead(status, { 'content-type': 'application/json', connection: 'close' });
  res.end(JSON.stringify({ message: `${status}: ${message}`, code: 0 }));
}

/**
 * The whole body, before the request may enter a bucket's queue: a client trickling its body would otherwise hold
 * the route's bucket (and every replica's requests behind it) for as long as it likes. null once answered 408/413.
 */
function readBody(req, res) {
  return new Promise((resolve) => {
    if (Number(req.headers['content-length'] ?? 0) > maxBodyBytes) {
      refuse(res, 413, `request body larger than ${maxBodyBytes} bytes`);
      return resolve(null);
    }
    const chunks = [];
    let size = 0;
    const finish = (body) => {
      clearTimeout(timer);
      req.off('data', onData).off('end', onEnd).off('error', onError);
      resolve(body);
    };
    const onData = (chunk) => {
      size += chunk.length;
      if (size <= maxBodyBytes) return void chunks.push(chunk);
      refuse(res, 413, `request body larger than ${maxBodyBytes} bytes`);
      finish(null);
    };
    const onEnd = () => finish(Buffer.concat(chunks, size));
    const onError = () => finish(null);
    const timer = setTimeout(() => {
      refuse(res, 408, `request body not received within ${bodyTimeoutMs} ms`);
      finish(null);
    }, bodyTimeoutMs);
    req.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

/** What @discordjs/proxy's proxyRequests does, with the body already read: it passes the stream into the queue. */
async function forward(req, res, url, route, body) {
  const headers = { 'Content-Type': req.headers['content-type'] };
  if (req.headers.authorization) headers.authorization = req.headers.authorization;
  if (req.headers['x-audit-log-reason']) headers['x-audit-log-reason'] = req.headers['x-audit-log-reason'];
  try {
    const answer = await rest.queueRequest({ body: body.length ? body : undefined, fullRoute: route, method: req.method, auth: false, passThroughBody: true, query: url.searchParams, headers });
    await populateSuccessfulResponse(res, answer);
  } catch (error) {
    if (!populateErrorResponse(res, error)) throw error;
  } finally {
    res.end();
  }
}

async function handle(req, res) {
  const url = new URL(req.url ?? '/', 'http://proxy');
  const route = url.pathname.replace(/^\/api(\/v\d+)?/, '');
  if (!admitted(req.headers.authorization, route)) return refuse(res, 401, 'Unauthorized (this proxy serves one bot token; nothing was sent to Discord)');
  const body = await readBody(req, res);
  if (body) await forward(req, res, url, route, body);
}

const server = createServer((req, res) => {
  // A replica that goes away mid-answer (killed, restarted) makes the library's response pipe reject; unhandled,
  // that would end this process and every replica's calls with it.
  handle(req, res).catch((error) => {
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
