import { Link } from 'react-router-dom';
import { useFormat } from '@web/shared/format/use-format';
import type { FilterOf } from './filter-labels';
import styles from './filter-sidebar.module.css';

type Props = { filter: FilterOf<'CategoryFilter'>; categoryHref: (slug: string) => string };

/**
 * The category tree with counts. The selected category's ancestors, children and siblings show;
 * other branches collapse to their top level so the list stays short.
 */
export function CategoryFilter({ filter, categoryHref }: Props) {
  const { count } = useFormat();
  const selected = filter.items.find((i) => i.selected);
  const bySlug = new Map(filter.items.map((i) => [i.slug, i]));
  const path = new Set<string>();
  for (let c = selected; c; c = c.parentSlug ? bySlug.get(c.parentSlug) : undefined) path.add(c.slug);
  const visible = filter.items.filter(
    (i) => i.level === 0 || (i.parentSlug !== null && path.has(i.parentSlug)) || path.has(i.slug),
  );
  return (
    <ul className={styles.tree}>
      {visible.map((item) => (
        <li key={item.slug} style={{ paddingInlineStart: `${item.level * 0.875}rem` }}>
          <Link
            to={categoryHref(item.slug)}
            aria-current={item.selected ? 'page' : undefined}
            className={item.selected ? styles.current : undefined}
          >
            {item.name}
          </Link>
          <span className={styles.count}>{count(item.count)}</span>
        </li>
      ))}
    </ul>
  );
}
