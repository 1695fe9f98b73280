import { describe, expect, it } from 'vitest';
import { runAgainIfAborted } from '../../../gateway/store/run-again';

/** A transaction that fails with these codes in turn, then answers `done`; counts its runs. */
function failing(...codes: string[]) {
  const runs = { n: 0 };
  const transaction = async () => {
    const code = codes[runs.n++];
    if (code) throw Object.assign(new Error(code), { code });
    return 'done';
  };
  return { runs, transaction };
}

describe('a transaction PostgreSQL aborted for another', () => {
  it('runs again after a deadlock or a serialization failure, and tells each abort', async () => {
    const { runs, transaction } = failing('40P01', '40001');
    const told: number[] = [];
    await expect(runAgainIfAborted(transaction, (_error, attempt) => told.push(attempt))).resolves.toBe('done');
    expect({ runs: runs.n, told }).toEqual({ runs: 3, told: [1, 2] });
  });

  it('gives up after three runs, with the last error', async () => {
    const { runs, transaction } = failing('40P01', '40P01', '40P01', '40P01');
    await expect(runAgainIfAborted(transaction, () => {})).rejects.toMatchObject({ code: '40P01' });
    expect(runs.n).toBe(3);
  });

  it('does not run again after any other error (a constraint, a rejected checkout)', async () => {
    const { runs, transaction } = failing('23505');
    await expect(runAgainIfAborted(transaction, () => {})).rejects.toMatchObject({ code: '23505' });
    expect(runs.n).toBe(1);
  });
});
