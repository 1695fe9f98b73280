import { afterEach, beforeEach, type MockInstance, vi } from 'vitest';

/**
 * A test that logs an unexpected console.error fails (it usually hides a real problem). Tests that
 * run side by side (`it.concurrent`) share one spy, set by the first to start and removed by the
 * last to end; an error logged meanwhile fails the first of them to end.
 */
let errors: unknown[][] = [];
let running = 0;
let spy: MockInstance<typeof console.error> | null = null;

beforeEach(() => {
  if (running++ > 0) return;
  errors = [];
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  if (--running === 0) {
    spy?.mockRestore();
    spy = null;
  }
  if (errors.length > 0) {
    const found = errors;
    errors = [];
    const first = found[0]!.map((a) => (a instanceof Error ? a.stack : String(a))).join(' ');
    throw new Error(
      `console.error was called ${found.length} time(s)${running > 0 ? ' (by this test or one running beside it)' : ''}; first: ${first}`,
    );
  }
});
