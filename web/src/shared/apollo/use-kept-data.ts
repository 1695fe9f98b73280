import { useState } from 'react';

/**
 * A query's last answer for `key` (the product shown), kept on screen while the query asks again.
 * A language switch empties Apollo's cache (`resetStore`, docs/decisions/034), after which a query
 * answers nothing until the network does: the product page fell back to its skeleton and its related
 * products vanished for that long (a second or more on a busy phone; docs/decisions/045). An answer
 * for another key (another product) is never shown in place of this one's.
 */
export function useKeptData<T>(data: T | undefined, key: string): T | undefined {
  const [kept, setKept] = useState<{ key: string; data: T } | null>(null);
  // Stored during render (React's "state from the previous render"), so no frame shows the gap.
  if (data !== undefined && (kept?.key !== key || kept.data !== data)) setKept({ key, data });
  if (data !== undefined) return data;
  return kept?.key === key ? kept.data : undefined;
}
