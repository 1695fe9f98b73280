import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { MouseEvent } from 'react';
import type { ListPagination_ListFragment } from '@web/__generated__/graphql';
import { withCursor, withPage } from './list-params';
import styles from './list-pagination.module.css';

/** Page numbers around the current one, with gaps: 1 … 4 5 6 … 12. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? [null, p] : [p]));
}

export type PageLink = (build: (current: URLSearchParams) => URLSearchParams) => {
  to: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
};

/**
 * Page links (page mode) or previous/next by cursor (cursor mode, e.g. interior parts). `link`
 * makes each link from the list state (useListState's pageLink).
 */
export function ListPagination({ list, link }: { list: ListPagination_ListFragment; link: PageLink }) {
  const { t } = useLingui();
  if (list.mode === 'CURSOR') {
    const { startCursor, endCursor, hasPreviousPage, hasNextPage } = list.cursor;
    if (!hasPreviousPage && !hasNextPage) return null;
    return (
      <nav className={styles.pagination} aria-label={t`Pages`}>
        {hasPreviousPage && startCursor && (
          <Link {...link((p) => withCursor(p, 'before', startCursor))} rel="prev" className={styles.step}>
            {t`Previous`}
          </Link>
        )}
        {hasNextPage && endCursor && (
          <Link {...link((p) => withCursor(p, 'after', endCursor))} rel="next" className={styles.step}>
            {t`Next`}
          </Link>
        )}
      </nav>
    );
  }
  const info = list.page;
  if (!info || info.pages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t`Pages`}>
      {info.page > 1 && (
        <Link {...link((p) => withPage(p, info.page - 1))} rel="prev" className={styles.step}>
          {t`Previous`}
        </Link>
      )}
      <ul>
        {pageWindow(info.page, info.pages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                {...link((current) => withPage(current, p))}
                aria-current={p === info.page ? 'page' : undefined}
                aria-label={t`Page ${p}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ul>
      {info.page < info.pages && (
        <Link {...link((p) => withPage(p, info.page + 1))} rel="next" className={styles.step}>
          {t`Next`}
        </Link>
      )}
    </nav>
  );
}
