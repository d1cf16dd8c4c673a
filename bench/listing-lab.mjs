// What the full listing costs an SDK client, for issue 25 item 4: per tool, the ajv compile time of its outputSchema
// under the set-up the SDK clients use (v2: Ajv2020, 1.x: draft-07; strict off, allErrors, ajv-formats) and the size
// of the code ajv generates (a steadier figure than time on a shared machine); the listing's o200k tokens; and the
// v2 and 1.32 clients' listTools() on a served listing (fresh client each, median). With `--against <repo dir>`
// (another built checkout) every figure is also taken on that build's listing, interleaved; with `--reference`,
// on the reference implementation's stored listing (bench/fixtures), replayed by bench/listing-replay-server.mjs.
//   node bench/listing-lab.mjs [--runs 11] [--top 12] [--against /path/to/other/checkout] [--reference]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { startBenchEmulator } from './lib/bench-emulator.mjs';
import { sdkAjv } from './lib/sdk-validators.mjs';
import { median, round } from './lib/stats.mjs';
import { readStoredListing } from './lib/stored-listing.mjs';
import { clientListCost } from './suites/ready.mjs';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '11' }, top: { type: 'string', default: '12' }, against: { type: 'string' }, reference: { type: 'boolean', default: false } },
});
const here = fileURLToPath(new URL('..', import.meta.url));
const referenceFile = fileURLToPath(new URL('./fixtures/reference-listing.json', import.meta.url));
const replayServer = fileURLToPath(new URL('./listing-replay-server.mjs', import.meta.url));
/** Each listing measured: its tools, and how to serve it to a client. */
const checkout = (dir) => ({
  tools: JSON.parse(readFileSync(join(dir, 'dist/core/surfaces/tool-listing.json'), 'utf8')).map((e) => e.tool),
  served: (bench) => ({ args: [join(dir, 'dist/cli/main.js'), 'serve'], env: bench.env() }),
});
const builds = [
  ['now', checkout(here)],
  ...(values.against ? [['against', checkout(values.against)]] : []),
  ...(values.reference ? [['reference', { tools: readStoredListing(referenceFile), served: () => ({ args: [replayServer, referenceFile], env: { PATH: process.env.PATH ?? '' } }) }]] : []),
];

/** Compile every outputSchema with fresh engines `runs` times: median total and per-tool times, generated code size. */
function compileCost(tools, runs) {
  const perTool = new Map(tools.map((t) => [t.name, []]));
  const totals = { v2: [], v1: [] };
  let code = 0;
  for (let r = 0; r <= runs; r++) {
    for (const [key, sdk] of [['v2', 'v2'], ['v1', '1.x']]) {
      const ajv = sdkAjv(sdk, { source: true });
      const fresh = structuredClone(tools);
      const started = performance.now();
      for (const tool of fresh) {
        const t0 = performance.now();
        const validate = ajv.compile(tool.outputSchema);
        if (r > 0 && key === 'v2') perTool.get(tool.name).push(performance.now() - t0);
        if (r === 0 && key === 'v2') code += validate.source.validateCode.length;
      }
      if (r > 0) totals[key].push(performance.now() - started);
    }
  }
  return { v2_ms: round(median(totals.v2)), v1_ms: round(median(totals.v1)), code_chars: code, perTool: new Map([...perTool].map(([n, a]) => [n, median(a)])) };
}

const runs = Number(values.runs);
const out = {};
for (const [label, { tools }] of builds) {
  const frame = JSON.stringify({ result: { tools }, jsonrpc: '2.0', id: 2 });
  const cost = compileCost(tools, runs);
  out[label] = { tools: tools.length, bytes: Buffer.byteLength(frame), o200k_tokens: encode(frame).length, ajv_compile_all_v2_ms: cost.v2_ms, ajv_compile_all_1x_ms: cost.v1_ms, ajv_code_chars: cost.code_chars };
  const top = [...cost.perTool].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top));
  out[label].top_offenders_v2_ms = Object.fromEntries(top.map(([n, ms]) => [n, round(ms, 2)]));
}
const bench = await startBenchEmulator();
try {
  const samples = Object.fromEntries(builds.map(([label]) => [label, { v2: [], v1: [] }]));
  for (let r = 0; r <= runs; r++) {
    for (const [label, { served }] of builds) {
      const serve = served(bench);
      const v2 = await clientListCost(serve, 'v2');
      const v1 = await clientListCost(serve, '1.x');
      if (r > 0) samples[label].v2.push(v2), samples[label].v1.push(v1);
    }
  }
  for (const [label] of builds) {
    out[label].list_tools_v2_ms = round(median(samples[label].v2));
    out[label].list_tools_1x_ms = round(median(samples[label].v1));
  }
} finally {
  await bench.close();
}
process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
process.exit(0);
