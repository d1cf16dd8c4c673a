import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../core/config/config.js';
import { requireAccessToken } from '../../core/transports/http/access-token.js';
import { bearerChallenge, createBearerCheck } from '../../core/transports/http/bearer-check.js';
import { Bulkhead } from '../../core/transports/http/bulkhead.js';
import { checkLoopbackHostAndOrigin, isLoopbackAddress } from '../../core/transports/http/loopback-guard.js';
import { checkServeFlags } from '../../cli/commands/serve-flags.js';

const GOOD = 'tK7pW2qZ9xV4mR8sL1nB6cJ3hF0dG5yA-Eu';

describe('requireAccessToken', () => {
  it('accepts a random 32+ character secret (hex or base64) and trims it', () => {
    expect(requireAccessToken(` ${GOOD} `, 'bot-token')).toBe(GOOD);
    expect(requireAccessToken('9f86d081884c7d659a2feaa0c55ad015', 'bot-token')).toBe('9f86d081884c7d659a2feaa0c55ad015');
  });

  it.each([
    ['missing', undefined, /is required with --http/],
    ['31 characters', GOOD.slice(0, 31), /at least 32 characters \(got 31\)/],
    ['equal to the bot token', GOOD, /must differ from CHAT_TOKEN/],
    ['equal to the bot token with its Bot prefix', `Bot ${GOOD}`, /must differ from CHAT_TOKEN/],
    ['one repeated character', 'z'.repeat(64), /low-entropy/],
    ['two alternating characters', 'ab'.repeat(20), /low-entropy/],
    ['a repeated 8-character word', 'passw0rd'.repeat(4), /low-entropy/],
    ['containing spaces', `${GOOD} ${GOOD}`, /must not contain spaces/],
  ])('refuses a token %s with a ConfigError that does not echo it', (_label, token, message) => {
    let caught: unknown;
    try {
      requireAccessToken(token, GOOD);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect((caught as Error).message).toMatch(/^CHAT_MCP_ACCESS_TOKEN: /);
    expect((caught as Error).message).toMatch(message);
    if (token) expect((caught as Error).message).not.toContain(token.trim());
  });
});

describe('bearer check', () => {
  const check = createBearerCheck(GOOD);

  it('accepts only the exact token under the Bearer scheme (scheme case-insensitive)', () => {
    expect(check(`Bearer ${GOOD}`)).toBe('ok');
    expect(check(`bearer ${GOOD}`)).toBe('ok');
    expect(check(undefined)).toBe('missing');
    expect(check('')).toBe('missing');
    expect(check(`Bearer ${GOOD}x`)).toBe('invalid');
    expect(check(`Bearer ${GOOD.slice(0, -1)}`)).toBe('invalid');
    expect(check(`Basic ${GOOD}`)).toBe('invalid');
    expect(check(GOOD)).toBe('invalid');
    expect(check(`Bearer ${GOOD} extra`)).toBe('invalid');
  });

  it('challenges with the Bearer scheme, naming invalid_token only when one was sent', () => {
    expect(bearerChallenge('missing')).toBe('Bearer realm="chat-mcp"');
    expect(bearerChallenge('invalid')).toBe('Bearer realm="chat-mcp", error="invalid_token"');
  });
});

describe('loopback Host/Origin guard', () => {
  it('treats 127.0.0.0/8 and ::1 in any spelling as loopback addresses, and nothing else (names are not addresses)', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '::ffff:7f00:1']) expect(isLoopbackAddress(host)).toBe(true);
    for (const host of ['0.0.0.0', '::', '10.0.0.5', '::ffff:10.0.0.5', 'example.com', 'localhost']) expect(isLoopbackAddress(host)).toBe(false);
  });

  it.each([
    [{ host: '127.0.0.1:3000' }, undefined],
    [{ host: 'localhost:3000', origin: 'http://localhost:5173' }, undefined],
    [{ host: '[::1]:3000', origin: 'https://127.0.0.1' }, undefined],
    [{}, 'forbidden_host'],
    [{ host: 'evil.example' }, 'forbidden_host'],
    [{ host: 'localhost.evil.example:3000' }, 'forbidden_host'],
    [{ host: '127.0.0.1:3000', origin: 'http://evil.example' }, 'forbidden_origin'],
    [{ host: '127.0.0.1:3000', origin: 'null' }, 'forbidden_origin'],
    [{ host: '127.0.0.1:3000', origin: 'file:///etc/passwd' }, 'forbidden_origin'],
  ])('%j → %s', (headers, expected) => {
    expect(checkLoopbackHostAndOrigin(headers)?.error).toBe(expected);
  });
});

describe('bulkhead', () => {
  it('refuses above capacity, frees a slot once per release, and reports idleness', async () => {
    const bulkhead = new Bulkhead(2);
    const a = bulkhead.tryAcquire()!;
    const b = bulkhead.tryAcquire()!;
    expect(bulkhead.tryAcquire()).toBeUndefined();
    let idle = false;
    const whenIdle = bulkhead.whenIdle().then(() => (idle = true));
    a();
    a();
    expect(bulkhead.active).toBe(1);
    const c = bulkhead.tryAcquire();
    expect(c).toBeDefined();
    expect(bulkhead.tryAcquire()).toBeUndefined();
    b();
    c!();
    await whenIdle;
    expect(idle).toBe(true);
    expect(bulkhead.active).toBe(0);
  });
});

describe('serve transport flags', () => {
  const flags = { gateway: false, http: false, host: undefined, port: undefined };

  it('defaults --http to 127.0.0.1:3000 and leaves stdio alone', () => {
    expect(checkServeFlags(flags)).toBeUndefined();
    expect(checkServeFlags({ ...flags, http: true })).toEqual({ host: '127.0.0.1', port: 3000 });
    expect(checkServeFlags({ ...flags, http: true, host: '0.0.0.0', port: '0' })).toEqual({ host: '0.0.0.0', port: 0 });
  });

  it.each([
    [{ ...flags, http: true, gateway: true }, /--gateway cannot be combined with --http/],
    [{ ...flags, http: true, port: '65536' }, /--port/],
    [{ ...flags, http: true, port: '-1' }, /--port/],
    [{ ...flags, host: 'localhost' }, /apply only with --http/],
  ])('refuses %j', (input, message) => {
    expect(() => checkServeFlags(input)).toThrow(message);
  });
});
