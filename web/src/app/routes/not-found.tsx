import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useServerPage } from '@web/shared/ssr/server-page';
import { usePageTitle } from '@web/shared/ui/use-page-title';
import styles from './status-page.module.css';

/** Unknown paths (spec: 'Page Not Found'). */
export function NotFoundRoute() {
  const { t } = useLingui();
  usePageTitle(t`Page Not Found`);
  useServerPage()?.setStatus(404);
  return (
    <section className={styles.page}>
      <p className={styles.code}>404</p>
      <h1>{t`Page Not Found`}</h1>
      <p>{t`The page you are looking for does not exist or has moved.`}</p>
      <Link to="/" className={styles.action}>{t`Go to the home page`}</Link>
    </section>
  );
}
