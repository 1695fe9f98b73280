import type { ReactNode } from 'react';
import { usePageTitle } from '@web/shared/ui/use-page-title';
import styles from './info-page.module.css';

/** The frame of a static page: title (also the document title), a lead paragraph, the content. */
export function InfoPage({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  usePageTitle(title);
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1>{title}</h1>
        <p className={styles.lead}>{lead}</p>
      </header>
      <div className={styles.body}>{children}</div>
    </article>
  );
}

export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}
