import { useLingui } from '@lingui/react/macro';
import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from './footer';
import { Header } from './header';
import type { HeaderSlots } from './header-slots';
import { PageLoading } from './page-loading';
import styles from './app-layout.module.css';

/**
 * Every page: skip link, header (with the app's widgets in `slots`), the route's content, footer.
 * `pageEnd` is rendered after the page, inside its boundary: on a server-rendered page the app
 * learns there when the page itself, not only the layout around it, has been hydrated.
 */
export function AppLayout({ slots, pageEnd }: { slots?: HeaderSlots; pageEnd?: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        {t`Skip to content`}
      </a>
      <Header slots={slots} />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
          {pageEnd}
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
