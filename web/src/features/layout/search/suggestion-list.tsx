import { useLingui } from '@lingui/react/macro';
import type { UseComboboxPropGetters } from 'downshift';
import type { SuggestionList_CategoryFragment, SuggestionList_ProductFragment } from '@web/__generated__/graphql';
import { useFormatMoney } from '@web/shared/format/use-format-money';
import styles from './search-box.module.css';

export type Suggestion =
  | { kind: 'product'; product: SuggestionList_ProductFragment }
  | { kind: 'category'; category: SuggestionList_CategoryFragment };

export const suggestionPath = (s: Suggestion) =>
  s.kind === 'product'
    ? `/products/${encodeURIComponent(s.product.slug)}`
    : `/catalog/${encodeURIComponent(s.category.slug)}/products`;

export const suggestionText = (s: Suggestion | null) =>
  s === null ? '' : s.kind === 'product' ? s.product.name : s.category.name;

interface SuggestionListProps {
  items: Suggestion[];
  highlightedIndex: number;
  getItemProps: UseComboboxPropGetters<Suggestion>['getItemProps'];
  idPrefix: string;
}

/** The two groups of the suggestions listbox: products (image, name, price) then categories. */
export function SuggestionList({ items, highlightedIndex, getItemProps, idPrefix }: SuggestionListProps) {
  const { t } = useLingui();
  const formatMoney = useFormatMoney();
  const option = (s: Suggestion) => {
    const index = items.indexOf(s);
    const className = `${styles.option} ${index === highlightedIndex ? styles.highlighted : ''}`;
    if (s.kind === 'category') {
      return (
        <li key={`c${s.category.id}`} className={className} {...getItemProps({ item: s, index })}>
          <span className={styles.categoryName}>{s.category.name}</span>
        </li>
      );
    }
    const { product } = s;
    return (
      <li key={`p${product.id}`} className={className} {...getItemProps({ item: s, index })}>
        <img src={product.images[0]?.url} alt="" width="48" height="48" className={styles.thumb} />
        <span className={styles.productText}>
          <span className={styles.productName}>{product.name}</span>
          <span className={styles.sku}>{t`SKU: ${product.sku}`}</span>
        </span>
        <span className={styles.price}>{formatMoney(product.price)}</span>
      </li>
    );
  };
  const products = items.filter((s) => s.kind === 'product');
  const categories = items.filter((s) => s.kind === 'category');
  return (
    <>
      {products.length > 0 && (
        <li role="presentation">
          <span id={`${idPrefix}-products`} className={styles.groupTitle}>{t`Products`}</span>
          <ul role="group" aria-labelledby={`${idPrefix}-products`} className={styles.group}>
            {products.map(option)}
          </ul>
        </li>
      )}
      {categories.length > 0 && (
        <li role="presentation">
          <span id={`${idPrefix}-categories`} className={styles.groupTitle}>{t`Categories`}</span>
          <ul role="group" aria-labelledby={`${idPrefix}-categories`} className={styles.group}>
            {categories.map(option)}
          </ul>
        </li>
      )}
    </>
  );
}
