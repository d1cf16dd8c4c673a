import 'reflect-metadata';
const jitless = process.argv[2] === 'jitless';
const z = await import('zod');
if (jitless) z.config({ jitless: true });
const { ToolRegistry } = await import('/work/wt/exp/dist/core/tools/registry.js');
const reg = new ToolRegistry();
const pack = (await import('/work/wt/exp/dist/packs/events/index.js')).default;
for (const t of pack.tools) reg.register(t);
const samp = await import('/work/wt/exp/dist/packs/roles/index.js'); for (const t of samp.default.tools) reg.register(t);
// warm zod with roles_list
const r = reg.get('roles_list'); r.inputSchema.safeParse({ guild_id: '100000000000000000' }); r.outputSchema.safeParse({ roles: [], count: 0 });
const ev = { id: '1100000000000000501', guild_id: '1100000000000000001', name: 'x', description: null, scheduled_start_time: '2026-01-01T00:00:00Z', scheduled_end_time: null, status: 1, entity_type: 2, channel_id: '1100000000000000002', creator_id: null, privacy_level: 2 };
let t = performance.now(); const e = reg.get('events_list'); const i = e.inputSchema; const o = e.outputSchema; const tb = performance.now() - t;
t = performance.now(); i.safeParse({ guild_id: '1100000000000000001' }); const r1 = o.safeParse({ events: [ev], count: 1 }); const tp1 = performance.now() - t;
t = performance.now(); i.safeParse({ guild_id: '1100000000000000001' }); o.safeParse({ events: [ev], count: 1 }); const tp2 = performance.now() - t;
console.log(jitless ? 'jitless' : 'jit', 'build', tb.toFixed(2), 'first parse', tp1.toFixed(2), 'second', tp2.toFixed(2), r1.success);
