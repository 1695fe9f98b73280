import { Plural, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { CategoryHeader_CategoryFragment } from '@web/__generated__/graphql';
import styles from './category-intro.module.css';

type Props = { title: string; category?: CategoryHeader_CategoryFragment | null; showChildren: boolean };

/** Breadcrumbs, heading, description and (on a department page) its subcategory tiles. */
export function CategoryIntro({ title, category, showChildren }: Props) {
  const { t } = useLingui();
  const trail = [
    { to: '/', label: t`Home` },
    ...(category ? [{ to: '/catalog', label: t`Shop` }] : []),
    ...(category?.parent ? [{ to: `/catalog/${category.parent.slug}`, label: category.parent.name }] : []),
  ];
  return (
    <header className={styles.intro}>
      <nav aria-label={t`Breadcrumb`}>
        <ol className={styles.breadcrumbs}>
          {trail.map((c) => (
            <li key={c.to}>
              <Link to={c.to}>{c.label}</Link>
            </li>
          ))}
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <h1 className={styles.title}>{title}</h1>
      {category?.description && <p className={styles.description}>{category.description}</p>}
      {showChildren && category && category.children.length > 0 && (
        <ul className={styles.subcategories} aria-label={t`Subcategories`}>
          {category.children.map((child) => (
            <li key={child.id}>
              <Link to={`/catalog/${child.slug}/products`} className={styles.tile}>
                {child.image && <img src={child.image} alt="" width={56} height={56} />}
                <span>
                  <strong>{child.name}</strong>
                  <span className={styles.muted}>
                    <Plural value={child.items} one="# product" other="# products" />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </header>
  );
}
