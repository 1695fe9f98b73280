import { describe, expect, it } from 'vitest';
import { type RetriedTest, retriedTestsReport } from '../support/retried-tests-reporter';

const journey = (over: Partial<RetriedTest>): RetriedTest => ({
  file: 'tests/e2e/garage.e2e.test.ts',
  name: 'garage > adds a vehicle',
  passed: true,
  failedTries: [],
  ...over,
});

describe('retried tests report: a journey that passed only on its retry shows why its first try failed', () => {
  it('names the test and prints the failed try’s error and diff', () => {
    const report = retriedTestsReport([
      journey({
        failedTries: [
          {
            errors: [
              {
                message: 'expected false to be true',
                stack: 'AssertionError: expected false to be true\n    at tests/e2e/garage.e2e.test.ts:78:57',
                diff: '- true\n+ false',
              },
            ],
          },
        ],
      }),
    ]);
    expect(report).toContain('Passed only on a retry (1)');
    expect(report).toContain('RETRIED tests/e2e/garage.e2e.test.ts > garage > adds a vehicle');
    expect(report).toContain(
      '  try 1 failed:\n    AssertionError: expected false to be true\n        at tests/e2e/garage.e2e.test.ts:78:57',
    );
    expect(report).toContain('    - true\n    + false');
  });

  it('says nothing of tests that passed at once, or failed every try (Vitest prints those)', () => {
    const failedTry = { errors: [{ message: 'boom' }] };
    expect(retriedTestsReport([journey({}), journey({ passed: false, failedTries: [failedTry, failedTry] })])).toBe('');
  });
});
