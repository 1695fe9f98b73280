import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styles from './blog.module.css';

/** Page links for a list; `href(page)` builds each page's URL. */
export function Pagination({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  const { t } = useLingui();
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, i) => i + 1);
  return (
    <nav aria-label={t`Pages`} className={styles.pagination}>
      {page > 1 && (
        <Link to={href(page - 1)} className={styles.pageLink}>
          {t`Previous`}
        </Link>
      )}
      {numbers.map((n) => (
        <Link
          key={n}
          to={href(n)}
          className={styles.pageLink}
          aria-current={n === page ? 'page' : undefined}
          aria-label={t`Page ${n}`}
        >
          {n}
        </Link>
      ))}
      {page < pages && (
        <Link to={href(page + 1)} className={styles.pageLink}>
          {t`Next`}
        </Link>
      )}
    </nav>
  );
}
