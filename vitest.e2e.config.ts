import { defineConfig } from 'vitest/config';

/** `npm run test:e2e`: shopper journeys in Chromium against the built app, one file at a time. */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
