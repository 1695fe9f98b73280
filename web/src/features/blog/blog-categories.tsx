import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { BlogCategories_CategoryFragment } from '@web/__generated__/graphql';
import { useFormat } from '@web/shared/format/use-format';
import styles from './blog.module.css';

const listPath = (slug?: string) => (slug ? `/blogs?category=${encodeURIComponent(slug)}` : '/blogs');

/** The blog's categories with post counts; the current one is marked. */
export function BlogCategories({
  categories,
  current,
}: {
  categories: BlogCategories_CategoryFragment[];
  current?: string;
}) {
  const { t } = useLingui();
  const { count } = useFormat();
  const item = (c: { id: string; name: string; slug: string; items: number }) => (
    <Link to={listPath(c.slug)} aria-current={c.slug === current ? 'page' : undefined} className={styles.categoryLink}>
      <span>{c.name}</span>
      <span className={styles.categoryCount}>{count(c.items)}</span>
    </Link>
  );
  return (
    <nav aria-labelledby="blog-categories" className={styles.categories}>
      <h2 id="blog-categories" className={styles.sideTitle}>{t`Categories`}</h2>
      <ul>
        <li>
          <Link to={listPath()} aria-current={current ? undefined : 'page'} className={styles.categoryLink}>
            {t`All posts`}
          </Link>
        </li>
        {categories.map((c) => (
          <li key={c.id}>
            {item(c)}
            {c.children.length > 0 && (
              <ul>
                {c.children.map((child) => (
                  <li key={child.id}>{item(child)}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
