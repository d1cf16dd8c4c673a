import { Client } from 'mcp-sdk-v1-latest/client/index.js';
import { StdioClientTransport } from 'mcp-sdk-v1-latest/client/stdio.js';
const env = { PATH: process.env.PATH, CHAT_MCP_LOG_LEVEL: 'warn', ...JSON.parse(process.argv[2] ?? '{}') };
const t = new StdioClientTransport({ command: process.execPath, args: ['dist/cli/main.js', 'serve', '--sandbox'], env, stderr: 'ignore' });
const c = new Client({ name: 'probe', version: '1' });
await c.connect(t);
await c.listTools();
const G = '1100000000000000001';
for (const [name, args] of [
  ['events_list', { guild_id: 'general' }],
  ['channels_get', { channel_id: '<#1100000000000000403>' }],
  ['events_list', { guild_id: G }],
  ['roles_delete', { guild_id: G, role_id: '1100000000000000014' }],
  ['messages_send', { channel_id: '1100000000000000403', content: 'hi' }],
  ['messages_send', { channel_id: '1100000000000000401', content: 'hi' }],
  ['event_list', {}],
  ['channels_create_guild_channel', { guild_id: G, name: 'x', type: 15, available_tags: [] }],
]) {
  try { const r = await c.callTool({ name, arguments: args }); console.log(name, JSON.stringify(r).slice(0, 900)); }
  catch (e) { console.log(name, 'THREW', e.message); }
}
try { console.log(JSON.stringify(await c.listResourceTemplates())); } catch (e) { console.log('templates THREW', e.message); }
try { await c.readResource({ uri: 'chat://nope' }); } catch (e) { console.log('read THREW', e.code, e.message, JSON.stringify(e.data)); }
await c.close();
