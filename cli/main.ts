#!/usr/bin/env node
import 'reflect-metadata';
import { runCli } from './run-cli.js';

const code = await runCli(process.argv.slice(2));
process.exitCode = code;
// Library timers (rate-limit sweepers, sockets) must not keep a finished command alive; the grace period lets
// piped stdout drain first.
setTimeout(() => process.exit(code), 250).unref();
