import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styles from './saved.module.css';

/** An empty wishlist or compare list, with the way back to the shop. */
export function SavedEmpty({ text }: { text: string }) {
  const { t } = useLingui();
  return (
    <div className={styles.empty}>
      <p>{text}</p>
      <Link to="/catalog" className={styles.primary}>
        {t`Browse the shop`}
      </Link>
    </div>
  );
}
