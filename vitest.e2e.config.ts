import { defineConfig } from 'vitest/config';
import { budget } from './tests/support/contention.ts';
import { RetriedTestsReporter } from './tests/support/retried-tests-reporter.ts';

/**
 * `npm run test:e2e`: shopper journeys in Chromium against the built app, two files at a time. The
 * global setup builds what is out of date and seeds one database that every file's app copies
 * (docs/decisions/045).
 */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/setup/e2e-templates.ts'],
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    // Two files at a time, each with its own app, database copy, outbox and browser: one file at a
    // time used 370 s of CPU in a 1145 s run, a file mostly waiting on its pages and its app
    // (docs/decisions/045).
    fileParallelism: true,
    maxWorkers: 2,
    // A journey that fails is run once more, so that a rare race with the other file's load does not
    // decide a CI run; one that passes only on its retry is listed at the end of the run with the
    // error of its failed try (RetriedTestsReporter), a flake to fix (docs/decisions/045).
    retry: 1,
    reporters: ['default', new RetriedTestsReporter()],
    // Budgets for a quiet machine, stretched on a busy one (tests/support/contention.ts), as in
    // vitest.config.ts; `expect.poll` without its own timeout waits 5 s (Vitest's default is 1 s).
    testTimeout: budget(120_000),
    hookTimeout: budget(180_000),
    expect: { poll: { timeout: budget(5_000), interval: 50 } },
  },
});
