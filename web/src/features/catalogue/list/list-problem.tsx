import type { ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styles from './product-list-page.module.css';

/** A list that could not load: bad filters in a shared link, or the shop being unreachable. */
export function ListProblem({
  error,
  onRetry,
  compact = false,
}: {
  error: ErrorLike;
  onRetry: () => void;
  compact?: boolean;
}) {
  const { t } = useLingui();
  const badInput =
    CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.['code'] === 'BAD_USER_INPUT');
  return (
    <div className={compact ? styles.problemCompact : styles.problem} role="alert">
      {badInput ? (
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
