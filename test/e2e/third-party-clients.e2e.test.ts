import { Client as V2Client, StreamableHTTPClientTransport as V2Http } from '@modelcontextprotocol/client';
import { StdioClientTransport as V2Stdio } from '@modelcontextprotocol/client/stdio';
import { Client as V1LatestClient } from 'mcp-sdk-v1-latest/client/index.js';
import { StdioClientTransport as V1LatestStdio } from 'mcp-sdk-v1-latest/client/stdio.js';
import { StreamableHTTPClientTransport as V1LatestHttp } from 'mcp-sdk-v1-latest/client/streamableHttp.js';
import { Client as V1OldClient } from 'mcp-sdk-v1-12/client/index.js';
import { StdioClientTransport as V1OldStdio } from 'mcp-sdk-v1-12/client/stdio.js';
import { StreamableHTTPClientTransport as V1OldHttp } from 'mcp-sdk-v1-12/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI } from '../helpers/mcp-session.js';
import { ACCESS_TOKEN, startHttpServer, type HttpServerProcess } from '../http/spawn-http-server.js';

/**
 * Errors as clients the team did not write see them: the deployed TypeScript SDK 1.x (the newest 1.x and the 1.12
 * line, which validate structuredContent against the output schema even on isError results) and the v2 client,
 * over stdio and Streamable HTTP against the sandbox. The agent must receive each error's code and next step from
 * callTool, which must not throw. One server per configuration (stdio needs one per client).
 */

const GUILD = '1100000000000000001';
const OTHER_GUILD = '1100000000000000999';
const GENERAL = '1100000000000000403';
const MEMBER_ROLE = '1100000000000000014';

const SERVER_ENV = {
  ALLOWED_GUILDS: GUILD,
  MCP_WRITE_MODE: 'preview',
  MCP_CATEGORIES: 'events,roles,messages,channels',
  CHAT_MCP_LOG_LEVEL: 'warn',
};

/** The part of the client API the three SDK lines share. */
interface AnyClient {
  connect(transport: never): Promise<void>;
  listTools(): Promise<{ tools: { name: string }[] }>;
  callTool(params: { name: string; arguments: Record<string, unknown> }): Promise<Record<string, unknown>>;
  listResourceTemplates(): Promise<{ resourceTemplates: unknown[] }>;
  readResource(params: { uri: string }): Promise<unknown>;
  close(): Promise<void>;
}

interface ClientLine {
  line: string;
  make(): AnyClient;
  stdio(): unknown;
  http(url: string): unknown;
}

const stdioParams = () => ({ command: process.execPath, args: [CLI, 'serve', '--sandbox'], env: { PATH: process.env.PATH ?? '', ...SERVER_ENV }, stderr: 'ignore' as const });
const httpInit = { requestInit: { headers: { authorization: `Bearer ${ACCESS_TOKEN}` } } };

const LINES: ClientLine[] = [
  {
    line: '@modelcontextprotocol/sdk 1.32 (newest 1.x)',
    make: () => new V1LatestClient({ name: 'third-party-v1-latest', version: '1.0.0' }) as unknown as AnyClient,
    stdio: () => new V1LatestStdio(stdioParams()),
    http: (url) => new V1LatestHttp(new URL(url), httpInit),
  },
  {
    line: '@modelcontextprotocol/sdk 1.12',
    make: () => new V1OldClient({ name: 'third-party-v1-12', version: '1.0.0' }) as unknown as AnyClient,
    stdio: () => new V1OldStdio(stdioParams()),
    http: (url) => new V1OldHttp(new URL(url), httpInit),
  },
  {
    line: '@modelcontextprotocol/client 2.x',
    make: () => new V2Client({ name: 'third-party-v2', version: '1.0.0' }) as unknown as AnyClient,
    stdio: () => new V2Stdio(stdioParams()),
    http: (url) => new V2Http(new URL(url), httpInit),
  },
];

const textOf = (result: Record<string, unknown>) => ((result.content as { type: string; text?: string }[]) ?? []).map((c) => c.text ?? '').join('\n');

/** What the agent must be able to read from an error result, whatever the client. */
function expectAgentSees(result: Record<string, unknown>, code: string, nextStep: RegExp): Record<string, any> {
  expect(result.isError).toBe(true);
  expect(result.structuredContent).toBeUndefined();
  const text = textOf(result);
  expect(text.split('\n')[0]).toMatch(new RegExp(`^Error ${code}: `));
  const hint = /\nNext step: (.+)/.exec(text)?.[1];
  expect(hint).toMatch(nextStep);
  const body = (result._meta as Record<string, any> | undefined)?.['chat-mcp/error'];
  expect(body).toMatchObject({ code, retriable: false });
  expect(body.recovery_hint).toBe(hint);
  return body;
}

/** Every call an agent commonly gets refused, on one connected client. */
async function proveErrorsReachTheAgent(client: AnyClient): Promise<void> {
  // Listing first: that is when SDK 1.x caches the output-schema validators it then applies to every result.
  const { tools } = await client.listTools();
  expect(tools.map((t) => t.name)).toContain('messages_send');

  const invalid = await client.callTool({ name: 'channels_get', arguments: { channel_id: `<#${GENERAL}>` } });
  const validation = expectAgentSees(invalid, 'VALIDATION_ERROR', /strip a mention .* to its digits/);
  expect(textOf(invalid)).toContain(`pass only its digits, "${GENERAL}"`);
  expect(validation.issues).toEqual([expect.objectContaining({ field: 'channel_id' })]);

  const outside = await client.callTool({ name: 'events_list', arguments: { guild_id: OTHER_GUILD } });
  expectAgentSees(outside, 'GUILD_NOT_ALLOWED', /ALLOWED_GUILDS/);

  const unconfirmed = await client.callTool({ name: 'roles_delete', arguments: { guild_id: GUILD, role_id: MEMBER_ROLE } });
  const dryRun = expectAgentSees(unconfirmed, 'DRY_RUN_PREVIEW', /"__confirm": true/);
  expect(dryRun.preview.would).toEqual({ method: 'DELETE', route: `/guilds/${GUILD}/roles/${MEMBER_ROLE}` });
  expect(textOf(unconfirmed)).toContain(`"route":"/guilds/${GUILD}/roles/${MEMBER_ROLE}"`);

  const previewed = await client.callTool({ name: 'messages_send', arguments: { channel_id: GENERAL, content: 'hello from a preview' } });
  const preview = expectAgentSees(previewed, 'WRITE_PREVIEW', /MCP_WRITE_MODE=allow/);
  expect(preview.preview.would).toMatchObject({ method: 'POST', route: `/channels/${GENERAL}/messages`, body: { content: 'hello from a preview' } });
  // The complete request, in the text too, inside the untrusted fence.
  expect(textOf(previewed)).toMatch(/<<untrusted platform data>>\n\{.*"content":"hello from a preview".*\}\n<<\/untrusted platform data>>/s);

  const mistyped = await client.callTool({ name: 'event_list', arguments: { guild_id: GUILD } });
  const unknown = expectAgentSees(mistyped, 'UNKNOWN_TOOL', /^Call events_list /);
  expect(unknown.suggestions[0]).toBe('events_list');
  expect(textOf(mistyped)).toContain('Did you mean events_list');
}

async function proveResourceAnswers(client: AnyClient): Promise<void> {
  expect(await client.listResourceTemplates()).toMatchObject({ resourceTemplates: [] });
  const uri = 'chat://components-v2/templates/no_such_template';
  const failure = await client.readResource({ uri }).then(
    () => undefined,
    (error: unknown) => error as { code?: number; data?: unknown },
  );
  expect(failure?.code).toBe(-32602);
  expect(failure?.data).toEqual({ uri });
}

describe.each(LINES)('$line over stdio (serve --sandbox)', (line) => {
  let client: AnyClient;
  beforeAll(async () => {
    client = line.make();
    await client.connect(line.stdio() as never);
  });
  afterAll(() => client?.close());

  it('hands every refusal to the agent with its code and next step', () => proveErrorsReachTheAgent(client));
  it('lists an empty template list and names the URI of a missed read', () => proveResourceAnswers(client));
});

describe('over Streamable HTTP (serve --sandbox --http)', () => {
  let server: HttpServerProcess;
  beforeAll(async () => {
    server = await startHttpServer(SERVER_ENV, ['--sandbox']);
  });
  afterAll(() => server?.stop());

  describe.each(LINES)('$line', (line) => {
    let client: AnyClient;
    beforeAll(async () => {
      client = line.make();
      await client.connect(line.http(server.url) as never);
    });
    afterAll(() => client?.close());

    it('hands every refusal to the agent with its code and next step', () => proveErrorsReachTheAgent(client));
    it('lists an empty template list and names the URI of a missed read', () => proveResourceAnswers(client));
  });
});
