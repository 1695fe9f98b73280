import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styles from './search-results.module.css';

/** "Did you mean …?": the search in the catalogue's own words (`ProductList.didYouMean`), as a link. */
export function DidYouMean({ spelling, href }: { spelling: string; href: string }) {
  return (
    <p className={styles.didYouMean}>
      <Trans>
        Did you mean{' '}
        <Link to={href} className={styles.spelling}>
          {spelling}
        </Link>
        ?
      </Trans>
    </p>
  );
}
