import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAdminOrdersQuery } from '@web/__generated__/admin-graphql';
import { ErrorAlert } from '@web/admin/shared/ui/error-alert';
import { useAdminTitle } from '@web/admin/shared/ui/use-admin-title';
import styles from '@web/admin/shared/ui/admin-ui.module.css';
import { filterParams, filterValuesFrom, orderFilter } from './order-filter-params';
import { OrderFilters } from './order-filters';
import { OrderTable } from './order-table';

/** Orders, newest first, 20 a page, with filters kept in the address. */
export function OrdersPage() {
  const { t } = useLingui();
  useAdminTitle(t`Orders`);
  const [params, setParams] = useSearchParams();
  const values = filterValuesFrom(params);
  // Cursors of the pages before this one, to go back; the address keeps only the filter.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const after = cursors[cursors.length - 1] ?? null;
  const { data, error, loading } = useAdminOrdersQuery({ variables: { filter: orderFilter(values), after } });
  const page = data?.orders;
  return (
    <>
      <h1>
        <Trans>Orders</Trans>
      </h1>
      <OrderFilters
        values={values}
        onApply={(next) => {
          setCursors([null]);
          setParams(filterParams(next));
        }}
      />
      {error ? <ErrorAlert keys={['ERROR_API_UNEXPECTED']} /> : null}
      {page ? <OrderTable orders={page.items} caption={t`Orders, newest first`} /> : null}
      {page && page.items.length === 0 ? (
        <p role="status">
          <Trans>No orders match these filters.</Trans>
        </p>
      ) : null}
      <nav aria-label={t`Pages of orders`} className={styles.actions}>
        {cursors.length > 1 ? (
          <button type="button" className={styles.secondary} onClick={() => setCursors(cursors.slice(0, -1))}>
            <Trans>Newer orders</Trans>
          </button>
        ) : null}
        {page?.cursorInfo.hasNextPage ? (
          <button
            type="button"
            className={styles.secondary}
            disabled={loading}
            onClick={() => setCursors([...cursors, page.cursorInfo.endCursor ?? null])}
          >
            <Trans>Older orders</Trans>
          </button>
        ) : null}
      </nav>
    </>
  );
}
