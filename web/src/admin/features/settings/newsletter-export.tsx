import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNewsletterSubscribersCsvLazyQuery } from '@web/__generated__/admin-graphql';
import { ErrorAlert, SuccessNote } from '@web/admin/shared/ui/error-alert';
import styles from '@web/admin/shared/ui/admin-ui.module.css';

/** Downloads the newsletter subscribers as a CSV file (the export is written to the audit log). */
export function NewsletterExport() {
  const { t } = useLingui();
  const [load, { loading }] = useNewsletterSubscribersCsvLazyQuery({ fetchPolicy: 'network-only' });
  const [state, setState] = useState<{ count: number } | 'failed' | null>(null);
  const download = async () => {
    const { data } = await load();
    const file = data?.newsletterSubscribersCsv;
    if (!file) return setState('failed');
    const url = URL.createObjectURL(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: file.filename });
    link.click();
    URL.revokeObjectURL(url);
    setState({ count: file.count });
  };
  return (
    <section aria-labelledby="newsletter-title" className={styles.card}>
      <h2 id="newsletter-title">
        <Trans>Newsletter subscribers</Trans>
      </h2>
      {state === 'failed' ? <ErrorAlert keys={['ERROR_API_UNEXPECTED']} /> : null}
      {state && state !== 'failed' ? (
        <SuccessNote>
          {t`${plural(state.count, { one: '# subscriber exported.', other: '# subscribers exported.' })}`}
        </SuccessNote>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} disabled={loading} onClick={() => void download()}>
          <Trans>Download as CSV</Trans>
        </button>
      </div>
    </section>
  );
}
