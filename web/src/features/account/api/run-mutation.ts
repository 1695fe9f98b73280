import type { ServerError } from '../ui/server-errors';

/** Runs a mutation; a network or unexpected GraphQL failure becomes the generic UNEXPECTED code. */
export async function runMutation<T>(run: () => Promise<T>): Promise<{ result: T | null; errors: ServerError[] }> {
  try {
    return { result: await run(), errors: [] };
  } catch {
    return { result: null, errors: [{ code: 'UNEXPECTED' }] };
  }
}
