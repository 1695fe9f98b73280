import { relative } from 'node:path';
import type { Reporter, TestCase, TestModule, Vitest } from 'vitest/node';

/** What the report needs of a test that ran more than once (a Vitest `TestCase`, or plain data in its test). */
export interface RetriedTest {
  file: string;
  name: string;
  passed: boolean;
  failedTries: { errors?: readonly { name?: string; message: string; stack?: string; diff?: string }[] }[];
}

/**
 * The lines that name every test that passed only on a retry, with each failed try's error
 * (Vitest prints a passed test's earlier errors nowhere; a failed test's are printed as usual).
 */
export function retriedTestsReport(tests: readonly RetriedTest[]): string {
  const flaky = tests.filter((t) => t.passed && t.failedTries.length > 0);
  if (flaky.length === 0) return '';
  const lines = [`Passed only on a retry (${flaky.length}): a flake to fix, not a pass (docs/decisions/045)`];
  for (const test of flaky) {
    lines.push('', `RETRIED ${test.file} > ${test.name}`);
    test.failedTries.forEach((attempt, index) => {
      lines.push(`  try ${index + 1} failed:`);
      for (const error of attempt.errors ?? [{ message: '(no error recorded)' }]) {
        const text = [error.stack ?? `${error.name ?? 'Error'}: ${error.message}`, error.diff ?? ''].join('\n');
        const own = text
          .trimEnd()
          .split('\n')
          .filter((line) => !line.includes('/node_modules/'));
        lines.push(...own.map((line) => `    ${line}`));
      }
    });
  }
  return lines.join('\n');
}

function asRetried(test: TestCase): RetriedTest {
  return {
    file: relative(process.cwd(), test.module.moduleId),
    name: test.fullName,
    passed: test.result().state === 'passed',
    failedTries: test.attempts().filter((attempt) => attempt.state === 'failed'),
  };
}

/** Prints, at the end of the run, every test that failed and then passed on its retry. */
export class RetriedTestsReporter implements Reporter {
  private vitest?: Vitest;

  onInit(vitest: Vitest) {
    this.vitest = vitest;
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const report = retriedTestsReport(modules.flatMap((m) => [...m.children.allTests()].map(asRetried)));
    if (report) this.vitest?.logger.log(`\n${report}\n`);
  }
}
