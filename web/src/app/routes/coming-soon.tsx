import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { usePageTitle } from '@web/shared/ui/use-page-title';
import styles from './status-page.module.css';

/** A page of the route table that is not built yet: it says so and keeps the shopper oriented. */
export function ComingSoon({ title }: { title: MessageDescriptor }) {
  const { t, i18n } = useLingui();
  const heading = i18n._(title);
  usePageTitle(heading);
  return (
    <section className={styles.page}>
      <h1>{heading}</h1>
      <p>{t`This part of the shop is coming soon. In the meantime you can browse from the home page.`}</p>
      <Link to="/" className={styles.action}>{t`Go to the home page`}</Link>
    </section>
  );
}
