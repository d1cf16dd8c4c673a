import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Vite 8 transforms TypeScript with oxc; decorators need these flags explicitly (toolchain note P2).
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: true } },
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-route-coverage.ts'],
    setupFiles: ['reflect-metadata'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Vitest's default (cores - 1) is one worker on a 2-core CI machine, running every file in turn. Most files wait
    // on CLI subprocesses, sockets and the emulator, so a second worker overlaps them: about 38% less wall time for
    // test/{reliability,security,e2e,surfaces,http} on 2 cores. Larger machines keep vitest's own choice.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
