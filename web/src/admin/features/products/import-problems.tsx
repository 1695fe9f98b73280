import { useLingui } from '@lingui/react/macro';
import type { ImportProblems_ProblemFragment } from '@web/__generated__/admin-graphql';
import { adminErrorMessage } from '@web/admin/shared/ui/error-message';
import styles from '@web/admin/shared/ui/admin-ui.module.css';

/** Every problem of a CSV file: its line, SKU, column and reason (translated), in file order. */
export function ImportProblems({ problems }: { problems: readonly ImportProblems_ProblemFragment[] }) {
  const { i18n, t } = useLingui();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.muted}>{t`Problems found, in file order`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Line`}</th>
            <th scope="col">{t`SKU`}</th>
            <th scope="col">{t`Column`}</th>
            <th scope="col">{t`Reason`}</th>
          </tr>
        </thead>
        <tbody>
          {problems.map((p, i) => (
            <tr key={`${p.line ?? 'file'}-${i}`}>
              <td>{p.line ?? t`Whole file`}</td>
              <td>{p.sku ?? ''}</td>
              <td>{p.field?.join(' ') ?? ''}</td>
              <td>{i18n._(adminErrorMessage(`ERROR_API_${p.code}`))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
