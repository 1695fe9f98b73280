import { useLingui } from '@lingui/react/macro';
import { Link, type LoaderFunctionArgs } from 'react-router-dom';
import { serverLoadContext } from '@web/shared/ssr/load-context';
import { useServerPage } from '@web/shared/ssr/server-page';
import { usePageTitle } from '@web/shared/ui/use-page-title';
import styles from './status-page.module.css';

/**
 * The route's loader: on the server the page's status (404) is known before it renders, so it
 * leaves with the page's head (the page says so again as it renders, for pages that show it).
 */
export const notFoundLoader = ({ context }: LoaderFunctionArgs) => {
  serverLoadContext(context)?.page.setStatus(404);
  return null;
};

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
