import { Plural, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { NoSearchResults_CategoryFragment } from '@web/__generated__/graphql';
import { DidYouMean } from './did-you-mean';
import styles from './search-results.module.css';

type Props = {
  search: string;
  /** The catalogue's spelling of the search and its link, when the gateway has one. */
  didYouMean: { spelling: string; href: string } | null;
  categories: readonly NoSearchResults_CategoryFragment[];
};

/** A search that found nothing: what to try instead, and the departments to browse. */
export function NoSearchResults({ search, didYouMean, categories }: Props) {
  const { t } = useLingui();
  return (
    <section className={styles.none} aria-labelledby="no-search-results">
      <h2 id="no-search-results">{t`No parts found for “${search}”`}</h2>
      {didYouMean && <DidYouMean {...didYouMean} />}
      <ul className={styles.tips}>
        <li>{t`Check the spelling, or use fewer words.`}</li>
        <li>{t`Search by part number, brand or the part's name, e.g. “brake pads”.`}</li>
        <li>{t`Or browse a department:`}</li>
      </ul>
      {categories.length > 0 && (
        <ul className={styles.departments} aria-label={t`Departments`}>
          {categories.map((category) => (
            <li key={category.id}>
              <Link to={`/catalog/${category.slug}`} className={styles.department}>
                <strong>{category.name}</strong>
                <span className={styles.muted}>
                  <Plural value={category.items} one="# product" other="# products" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to="/catalog" className={styles.all}>
        {t`See all products`}
      </Link>
    </section>
  );
}
