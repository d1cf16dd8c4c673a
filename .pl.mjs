import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { readFileSync } from 'node:fs';
const { progressiveTools } = await import('/work/wt/search/dist/core/surfaces/progressive-surface.js');
const listing = JSON.parse(readFileSync('/work/wt/search/dist/core/surfaces/tool-listing.json','utf8'));
const m = new Map(listing.map(e=>[e.tool.name,e.tool]));
const tools = progressiveTools((n)=>m.get(n), true);
for (const t of tools) console.log(t.name, encode(JSON.stringify(t)).length, 'desc', encode(t.description).length, 'in', encode(JSON.stringify(t.inputSchema)).length, 'out', t.outputSchema? encode(JSON.stringify(t.outputSchema)).length:0);
const s = tools.find(t=>t.name==='mcp_tools_search'); console.log(JSON.stringify(s.inputSchema)); console.log(JSON.stringify(s.outputSchema));
