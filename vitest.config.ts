import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { budget } from './tests/support/contention.ts';

const require = createRequire(import.meta.url);

/**
 * `npm test`: every test except the browser ones. Gateway and script tests run in Node; web
 * component tests run in jsdom with the same Lingui and React transforms as the app.
 */
export default defineConfig({
  plugins: [react(), lingui(), babel({ presets: [linguiTransformerBabelPreset()] })],
  resolve: {
    alias: [
      { find: '@web', replacement: fileURLToPath(new URL('./web/src', import.meta.url)) },
      { find: '@gateway', replacement: fileURLToPath(new URL('./gateway', import.meta.url)) },
      { find: '@rules', replacement: fileURLToPath(new URL('./rules', import.meta.url)) },
      // graphql ships CJS and ESM builds; Yoga (loaded by Node) gets the CJS one, so our code
      // must too, or schema types come from two realms ("from another module or realm").
      { find: /^graphql$/, replacement: require.resolve('graphql') },
    ],
  },
  test: {
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    // Budgets for the work of a test on a quiet machine, stretched on a busy one (tests/support/contention.ts).
    testTimeout: budget(30_000),
    // One test file per core. Vitest's default leaves a core free (one worker on a 2-core machine), which
    // left the second core idle while a file waited on its database: 28 order and account files took
    // 342 s with one worker and 299 s with two at load 7.
    maxWorkers: availableParallelism(),
    hookTimeout: budget(60_000),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          globalSetup: ['tests/setup/pglite-template.ts'],
          include: ['tests/gateway/**/*.test.ts', 'tests/rules/**/*.test.ts', 'tests/scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/web.ts'],
        },
      },
    ],
  },
});
