import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { usePageTitle } from '@web/shared/ui/use-page-title';
import { GaragePanel } from './picker/garage-panel';
import styles from './garage.module.css';

function PageTitle({ children }: { children: ReactNode }) {
  return <h1 className={styles.title}>{children}</h1>;
}

/** /account/garage: the same list and form as the picker, on a page. */
export function GaragePage() {
  const { t } = useLingui();
  usePageTitle(t`My garage`);
  return (
    <div className={styles.page}>
      <GaragePanel Heading={PageTitle} />
    </div>
  );
}
