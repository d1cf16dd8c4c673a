#!/usr/bin/env node
import module from 'node:module';
import { setFlagsFromString } from 'node:v8';

// Node 22+ keeps compiled code between starts (a faster cold start); Node 20 has no such API and skips it.
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
// A stdio server mostly waits for its one client. Keep V8's young generation at its initial size instead of letting
// start-up garbage grow it (about 20 MB of resident memory, no measurable CPU cost), and leave its optimising
// compiler off: the code a start runs once is not worth optimising (about 5-8 MB of peak RSS), and one client's pace
// never needs it (bench/README.md, "Ready"). Both are set once, before anything loads, and never changed after.
// HTTP serving, with many requests in flight, keeps V8's defaults.
if (!process.argv.includes('--http')) setFlagsFromString('--semi-space-growth-factor=1 --no-opt');
// undici parses Discord's answers with a WASM build of llhttp. V8 compiles it with its baseline compiler, then, after
// the third or so answer, optimises the hot parser function on background threads: a burst of about 20 MB of resident
// memory for a parser whose speed never matters here (Discord allows a bot 50 requests a second). A far larger tiering
// budget leaves the baseline code in place for any session's life (bench/README.md, "Ready"); it cannot fail the way
// --liftoff-only could on a platform whose baseline compiler lacks an instruction.
setFlagsFromString('--wasm-tiering-budget=2000000000');

// Everything below is imported after the settings above so that they apply to everything the command loads.
// zod compiles each object schema into a function on its first parse (about a millisecond, and resident code): it
// pays off over many parses of one schema. A stdio server parses each kind of protocol message a handful of times,
// so there every first call paid the compile; an HTTP server under load keeps the compiled parsers. Tools' own
// schemas are parsed without it everywhere (core/tools/contract.ts, TOOL_PARSE; bench/README.md, "Ready").
if (!process.argv.includes('--http')) (await import('zod')).config({ jitless: true });
const { runCli } = await import('./run-cli.js');
const code = await runCli(process.argv.slice(2));
process.exitCode = code;
// A finished command exits as soon as its output and pending writes (audit records) are flushed: library timers,
// sockets and a start-up still loading packs behind a listing must not keep it alive (a host that closes stdin
// expects the process gone at once). The bound keeps a stuck stream from holding the exit.
const { exitWhenFlushed } = await import('./support/exit-when-flushed.js');
await exitWhenFlushed(code);
