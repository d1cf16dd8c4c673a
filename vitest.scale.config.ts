import { defineConfig } from 'vitest/config';

/**
 * `npm run test:scale`: replicas, Redis, nginx and @discordjs/proxy as real processes (issue 26). Kept apart from
 * `npm test`, which stays free of external servers; `.ci/run` runs it after `npm test`.
 */
export default defineConfig({
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: true } },
  test: {
    include: ['test/scale/**/*.scale.ts'],
    setupFiles: ['reflect-metadata'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    maxWorkers: 1,
  },
});
