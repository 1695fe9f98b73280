import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAdminOrdersQuery } from '@web/__generated__/admin-graphql';
import { ErrorAlert } from '@web/admin/shared/ui/error-alert';
import { requestErrors } from '@web/admin/shared/ui/server-errors';
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
  // A refused filter (e.g. ERROR_FORM_OUT_OF_RANGE on filter.to) goes on its field, the rest above the list.
  const problems = error ? requestErrors(error) : [];
  const filterProblems = problems.filter((e) => e.field?.[0] === 'filter');
  const otherProblems = problems.filter((e) => e.field?.[0] !== 'filter');
  return (
    <>
      <h1>
        <Trans>Orders</Trans>
      </h1>
      <OrderFilters
        values={values}
        serverErrors={filterProblems}
        onApply={(next) => {
          setCursors([null]);
          setParams(filterParams(next));
        }}
      />
      <ErrorAlert keys={otherProblems.map((e) => `ERROR_API_${e.code}`)} />
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
