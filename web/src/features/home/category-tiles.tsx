import { Plural, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { CategoryTiles_CategoryFragment } from '@web/__generated__/graphql';
import styles from './home.module.css';

/** The top-level departments as picture tiles. */
export function CategoryTiles({ categories }: { categories: CategoryTiles_CategoryFragment[] | undefined }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="home-categories" className={styles.block}>
      <div className={styles.blockHead}>
        <h2 id="home-categories">{t`Shop by category`}</h2>
        <Link to="/catalog" className={styles.more}>
          {t`All departments`}
        </Link>
      </div>
      <ul className={styles.tiles}>
        {(categories ?? []).map((c) => (
          <li key={c.id}>
            <Link to={`/catalog/${encodeURIComponent(c.slug)}`} className={styles.tile}>
              {c.image && <img src={c.image} alt="" width="96" height="96" />}
              <span className={styles.tileName}>{c.name}</span>
              <span className={styles.tileCount}>
                <Plural value={c.items} one="# part" other="# parts" />
              </span>
            </Link>
          </li>
        ))}
        {!categories && Array.from({ length: 8 }, (_, i) => <li key={i} className={styles.skeletonTile} />)}
      </ul>
    </section>
  );
}
