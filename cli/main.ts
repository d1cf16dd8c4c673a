#!/usr/bin/env node
import module from 'node:module';
import { setFlagsFromString } from 'node:v8';
import { beginStartup } from './support/startup-tiering.js';

// Node 22+ keeps compiled code between starts (a faster cold start); Node 20 has no such API and skips it.
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
// A stdio server mostly waits for its one client: keep V8's young generation at its initial size instead of letting
// start-up garbage grow it (about 20 MB of resident memory, no measurable CPU cost; bench/README.md). HTTP serving,
// with many requests in flight, keeps V8's default growth.
if (!process.argv.includes('--http')) setFlagsFromString('--semi-space-growth-factor=1');
beginStartup();

// Imported after the settings above so that they apply to everything the command loads.
await import('reflect-metadata');
const { runCli } = await import('./run-cli.js');
const code = await runCli(process.argv.slice(2));
process.exitCode = code;
// Library timers (rate-limit sweepers, sockets) must not keep a finished command alive; the grace period lets
// piped stdout drain first.
setTimeout(() => process.exit(code), 250).unref();
