import { Trans, useLingui } from '@lingui/react/macro';
import { useAuditLogQuery } from '@web/__generated__/admin-graphql';
import { ErrorAlert } from '@web/admin/shared/ui/error-alert';
import { useAdminFormat } from '@web/admin/shared/ui/use-admin-format';
import { useAdminTitle } from '@web/admin/shared/ui/use-admin-title';
import styles from '@web/admin/shared/ui/admin-ui.module.css';

/** Owners: every change made in the back office, newest first, 50 at a time. */
export function AuditPage() {
  const { t } = useLingui();
  useAdminTitle(t`Audit log`);
  const format = useAdminFormat();
  const { data, error, fetchMore, loading } = useAuditLogQuery({ notifyOnNetworkStatusChange: true });
  const page = data?.auditLog;
  return (
    <>
      <h1>
        <Trans>Audit log</Trans>
      </h1>
      {error ? <ErrorAlert keys={['ERROR_API_UNEXPECTED']} /> : null}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={styles.muted}>{t`Changes, newest first`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`When`}</th>
              <th scope="col">{t`Who`}</th>
              <th scope="col">{t`What`}</th>
              <th scope="col">{t`Before`}</th>
              <th scope="col">{t`After`}</th>
            </tr>
          </thead>
          <tbody>
            {page?.items.map((entry) => (
              <tr key={entry.id}>
                <td>{format.dateTime(entry.at)}</td>
                <td>{entry.staffEmail}</td>
                <td>
                  <code>{entry.operation}</code>
                  <div className={styles.muted}>
                    {entry.entityType}
                    {entry.entityId ? ` ${entry.entityId}` : ''}
                  </div>
                </td>
                <td>
                  <pre className={styles.pre}>{entry.before ?? '—'}</pre>
                </td>
                <td>
                  <pre className={styles.pre}>{entry.after ?? '—'}</pre>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {page && page.items.length === 0 ? (
        <p>
          <Trans>No changes yet.</Trans>
        </p>
      ) : null}
      {page?.cursorInfo.hasNextPage ? (
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.secondary}
            disabled={loading}
            onClick={() =>
              fetchMore({
                variables: { after: page.cursorInfo.endCursor },
                updateQuery: (previous, { fetchMoreResult }) => ({
                  auditLog: {
                    ...fetchMoreResult.auditLog,
                    items: [...previous.auditLog.items, ...fetchMoreResult.auditLog.items],
                  },
                }),
              })
            }
          >
            <Trans>Show older changes</Trans>
          </button>
        </div>
      ) : null}
    </>
  );
}
