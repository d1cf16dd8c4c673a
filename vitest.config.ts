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
  },
});
