import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from './footer';
import { Header } from './header';
import type { HeaderSlots } from './header-slots';
import { PageLoading } from './page-loading';
import styles from './app-layout.module.css';

/** Every page: skip link, header (with the app's widgets in `slots`), the route's content, footer. */
export function AppLayout({ slots }: { slots?: HeaderSlots }) {
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
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
