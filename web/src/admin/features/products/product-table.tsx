import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { ProductTable_LineFragment } from '@web/__generated__/admin-graphql';
import { useAdminFormat } from '@web/admin/shared/ui/use-admin-format';
import styles from '@web/admin/shared/ui/admin-ui.module.css';
import { useStockStatusName } from './stock-status';

/** Products as rows: name (to the edit form), SKU, brand, price and MRP, stock. */
export function ProductTable({ products }: { products: readonly ProductTable_LineFragment[] }) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const stockName = useStockStatusName();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.muted}>{t`Products, newest first`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Product`}</th>
            <th scope="col">{t`Brand`}</th>
            <th scope="col">{t`Price`}</th>
            <th scope="col">{t`Stock`}</th>
          </tr>
        </thead>
        <tbody>
          {products.map((p) => (
            <tr key={p.id}>
              <td>
                <Link to={`/admin/products/${p.id}`}>{p.name}</Link>
                <div className={styles.muted}>{p.sku}</div>
              </td>
              <td>{p.brandName}</td>
              <td>
                <div>{format.money(p.price.amount)}</div>
                {p.mrp ? <div className={styles.muted}>{t`MRP ${format.money(p.mrp.amount)}`}</div> : null}
              </td>
              <td>
                <div>{p.stockQuantity}</div>
                <div className={styles.muted}>{stockName(p.stockStatus)}</div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
