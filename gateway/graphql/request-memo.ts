/**
 * A value kept for one request (a DataLoader, a tree read once), made on first use and held by
 * the request's context object, so it lives exactly as long as the request and never serves
 * another one.
 *
 * Held on the context, not in a module-level WeakMap keyed by it: V8's young-generation collector
 * keeps the values of a long-lived WeakMap alive even when their key has died, so every row a
 * request had loaded was copied into the old generation, and scavenges took about half as long
 * again (docs/decisions/023).
 */
export function requestMemo<T>(description: string): (context: object, make: () => T) => T {
  const slot = Symbol(description);
  return (context, make) => {
    const holder = context as { [slot]?: T };
    if (!(slot in holder)) holder[slot] = make();
    return holder[slot] as T;
  };
}
