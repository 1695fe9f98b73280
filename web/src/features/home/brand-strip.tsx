import { useLingui } from '@lingui/react/macro';
import type { BrandStrip_BrandFragment } from '@web/__generated__/graphql';
import styles from './home.module.css';

/** Logos of the brands the shop stocks. */
export function BrandStrip({ brands }: { brands: BrandStrip_BrandFragment[] | undefined }) {
  const { t } = useLingui();
  if (!brands?.length) return null;
  return (
    <section aria-labelledby="home-brands" className={styles.block}>
      <div className={styles.blockHead}>
        <h2 id="home-brands">{t`Brands we stock`}</h2>
      </div>
      <ul className={styles.brands}>
        {brands.map((b) => (
          <li key={b.slug} className={styles.brand}>
            <img src={b.image} alt={b.name} width="120" height="48" loading="lazy" />
          </li>
        ))}
      </ul>
    </section>
  );
}
