/**
 * PostgreSQL's codes for a transaction it aborted so that another could go on: the victim of a
 * deadlock (40P01), or a serialization failure (40001). Nothing the transaction wrote remains.
 */
const ABORTED_FOR_ANOTHER = new Set(['40P01', '40001']);

/** Whether PostgreSQL (or PGlite) aborted the transaction for another one's sake. */
export function abortedForAnother(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && ABORTED_FOR_ANOTHER.has(code);
}

/**
 * Runs a transaction, and again (at most `attempts` times in all) when PostgreSQL aborted it for
 * another: its writes were rolled back, so running it again is safe when it does nothing outside
 * the transaction. Writers lock product rows in id order (docs/decisions/062), so this should not
 * happen; when it does, a shopper gets the order instead of an unexpected error.
 */
export async function runAgainIfAborted<T>(
  transaction: () => Promise<T>,
  onAborted: (error: unknown, attempt: number) => void,
  attempts = 3,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= attempts || !abortedForAnother(error)) throw error;
      onAborted(error, attempt);
    }
  }
}
