import { useState } from 'react';
import styles from './admin-ui.module.css';

/**
 * Pages of a cursor list: the cursors of the pages before this one (to go back) and the one to
 * ask with; `reset` goes back to the first page (after a filter changes).
 */
export function useCursorPages() {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  return {
    after: cursors[cursors.length - 1] ?? null,
    hasPrevious: cursors.length > 1,
    previous: () => setCursors(cursors.slice(0, -1)),
    next: (cursor: string | null | undefined) => setCursors([...cursors, cursor ?? null]),
    reset: () => setCursors([null]),
  };
}

/** "Newer" and "Older" buttons under a list whose pages come by cursor. */
export function CursorPager({
  label,
  pages,
  cursorInfo,
  loading,
  newer,
  older,
}: {
  label: string;
  pages: ReturnType<typeof useCursorPages>;
  cursorInfo: { endCursor?: string | null; hasNextPage: boolean } | undefined;
  loading: boolean;
  newer: string;
  older: string;
}) {
  return (
    <nav aria-label={label} className={styles.actions}>
      {pages.hasPrevious ? (
        <button type="button" className={styles.secondary} onClick={pages.previous}>
          {newer}
        </button>
      ) : null}
      {cursorInfo?.hasNextPage ? (
        <button
          type="button"
          className={styles.secondary}
          disabled={loading}
          onClick={() => pages.next(cursorInfo.endCursor)}
        >
          {older}
        </button>
      ) : null}
    </nav>
  );
}
