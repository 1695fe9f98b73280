import { useLingui } from '@lingui/react/macro';
import type { ProductSpecs_ProductFragment } from '@web/__generated__/graphql';
import styles from './product-page.module.css';

/** The specification table: the product's attributes under their group headings. */
export function ProductSpecs({ product }: { product: ProductSpecs_ProductFragment }) {
  const { t } = useLingui();
  const groups = product.type.attributeGroups.filter((g) => g.attributes.length > 0);
  if (groups.length === 0) return <p>{t`No specifications listed for this part.`}</p>;
  return (
    <div className={styles.specs}>
      {groups.map((group) => (
        <table key={group.slug} className={styles.specTable}>
          <caption>{group.name}</caption>
          <tbody>
            {group.attributes.map((a) => (
              <tr key={a.slug}>
                <th scope="row">{a.name}</th>
                <td>{a.values.map((v) => v.name).join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
