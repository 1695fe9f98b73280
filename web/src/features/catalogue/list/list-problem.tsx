import type { ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { PageLink } from './list-pagination';
import { withPage } from './list-params';
import styles from './product-list-page.module.css';

/**
 * A list that could not load: a page past the last one, bad filters in a shared link, or the shop
 * being unreachable.
 */
export function ListProblem({
  error,
  onRetry,
  page,
  link,
  compact = false,
}: {
  error: ErrorLike;
  onRetry: () => void;
  /** The page number asked for, and how to link to another page of this list. */
  page: number;
  link: PageLink;
  compact?: boolean;
}) {
  const { t } = useLingui();
  const badInput =
    CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.['code'] === 'BAD_USER_INPUT');
  const lastPage = lastPageOf(error);
  return (
    <div className={compact ? styles.problemCompact : styles.problem} role="alert">
      {lastPage !== null ? (
        <>
          <h2>{t`There is no page ${page}; the last page is ${lastPage}.`}</h2>
          <Link {...link((current) => withPage(current, lastPage))} className={styles.primary}>
            {t`Go to page ${lastPage}`}
          </Link>
        </>
      ) : badInput ? (
        <>
          <h2>{t`This link has filters we do not recognise`}</h2>
          <p>{t`Some filters in the address are unknown or no longer available.`}</p>
          <Link to="?" className={styles.primary}>
            {t`Show all products`}
          </Link>
        </>
      ) : (
        <>
          <h2>{t`We could not load the products`}</h2>
          <p>{t`Please check your connection and try again.`}</p>
          <button type="button" className={styles.primary} onClick={onRetry}>
            {t`Try again`}
          </button>
        </>
      )}
    </div>
  );
}

/** The path's category does not exist: the gateway rejects the first filter (the category) as invalid. */
export function isUnknownCategory(error: ErrorLike | undefined): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((e) => (e.extensions?.['field'] as string[] | undefined)?.join('.') === 'filters.0.value')
  );
}

/** The list's last page when the page asked for is past it (CATALOGUE_PAGE_NOT_FOUND), else null. */
export function lastPageOf(error: unknown): number | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const found = error.errors.find((e) => e.extensions?.['errorCode'] === 'CATALOGUE_PAGE_NOT_FOUND');
  const lastPage = found?.extensions?.['lastPage'];
  return typeof lastPage === 'number' ? lastPage : null;
}
