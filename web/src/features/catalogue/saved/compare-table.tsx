import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { CompareTable_ProductFragment as Product } from '@web/__generated__/graphql';
import { useFormatMoney } from '@web/shared/format/use-format-money';
import { compareVar, removeFromList } from '@web/shared/state/product-lists';
import { RatingStars } from '../ui/rating-stars';
import { StockLabel } from '../ui/product-labels';
import styles from './saved.module.css';

type Row = { key: string; label: string; cells: React.ReactNode[]; values: string[] };

/** Rows of every property any compared product has; a row whose values differ is highlighted. */
export function compareRows(products: readonly Product[]) {
  const attributes = new Map<string, string>();
  for (const p of products) for (const a of p.attributes) if (!attributes.has(a.slug)) attributes.set(a.slug, a.name);
  return [...attributes].map(([slug, name]) => ({
    key: slug,
    label: name,
    values: products.map(
      (p) =>
        p.attributes
          .find((a) => a.slug === slug)
          ?.values.map((v) => v.name)
          .join(', ') ?? '—',
    ),
  }));
}

export function CompareTable({
  products,
  onlyDifferences,
}: {
  products: readonly Product[];
  onlyDifferences: boolean;
}) {
  const { t, i18n } = useLingui();
  const format = useFormatMoney();
  const rows: Row[] = [
    { key: 'price', label: t`Price`, values: products.map((p) => format(p.price)), cells: [] },
    { key: 'brand', label: t`Brand`, values: products.map((p) => p.brand.name), cells: [] },
    {
      key: 'rating',
      label: t`Rating`,
      values: products.map((p) => `${p.rating}|${p.reviews}`),
      cells: products.map((p) => (
        <span key={p.id} className={styles.rating}>
          <RatingStars rating={p.rating} size="sm" /> {i18n.number(p.reviews)}
        </span>
      )),
    },
    {
      key: 'stock',
      label: t`Availability`,
      values: products.map((p) => p.stock),
      cells: products.map((p) => <StockLabel key={p.id} stock={p.stock} />),
    },
    { key: 'sku', label: t`SKU`, values: products.map((p) => p.sku), cells: [] },
    ...compareRows(products).map((r) => ({ ...r, cells: [] })),
  ];
  const differs = (row: Row) => new Set(row.values).size > 1;
  const shown = onlyDifferences ? rows.filter(differs) : rows;
  return (
    <div className={styles.scroller}>
      <table className={styles.compare}>
        <caption className={styles.hidden}>{t`Comparison table`}</caption>
        <thead>
          <tr>
            <td>
              <span className={styles.hidden}>{t`Property`}</span>
            </td>
            {products.map((p) => (
              <th key={p.id} scope="col">
                {p.images[0] && <img src={p.images[0].url} alt="" width={120} height={120} loading="lazy" />}
                <Link to={`/products/${p.slug}`}>{p.name}</Link>
                <button type="button" className={styles.remove} onClick={() => removeFromList(compareVar, p.id)}>
                  {t`Remove`}
                  <span className={styles.hidden}>: {p.name}</span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.key} className={differs(row) ? styles.differs : undefined}>
              <th scope="row">
                {row.label}
                {differs(row) && products.length > 1 && <span className={styles.hidden}> ({t`differs`})</span>}
              </th>
              {products.map((p, i) => (
                <td key={p.id}>{row.cells[i] ?? row.values[i]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
