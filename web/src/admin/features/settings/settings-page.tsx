import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useAdminSettingsQuery } from '@web/__generated__/admin-graphql';
import { ErrorAlert } from '@web/admin/shared/ui/error-alert';
import { useAdminFormat } from '@web/admin/shared/ui/use-admin-format';
import { useAdminTitle } from '@web/admin/shared/ui/use-admin-title';
import styles from '@web/admin/shared/ui/admin-ui.module.css';
import { useStateName } from '@web/shared/address/state-name';
import { CurrencyRates } from './currency-rates';
import { NewsletterExport } from './newsletter-export';
import { SettingsForm } from './settings-form';

/** Owners: the shop's settings the admin API exposes, the currency rates and the newsletter export. */
export function SettingsPage() {
  const { t } = useLingui();
  useAdminTitle(t`Settings`);
  const format = useAdminFormat();
  const stateName = useStateName();
  const { data, error } = useAdminSettingsQuery();
  const [saved, setSaved] = useState(false);
  const settings = data?.settings;
  if (error && !settings) return <ErrorAlert keys={['ERROR_API_UNEXPECTED']} />;
  if (!settings) return <p role="status">{t`Loading…`}</p>;
  return (
    <>
      <h1>
        <Trans>Settings</Trans>
      </h1>
      {settings.sample ? (
        <p role="note" className={styles.danger}>
          <Trans>
            Some of the shop's details (legal name, address, GSTIN, bank account, UPI ID or payee) are still sample
            values: invoices say SAMPLE until every one is replaced.
          </Trans>
        </p>
      ) : null}
      <section aria-labelledby="identity-title" className={styles.card}>
        <h2 id="identity-title">
          <Trans>The shop</Trans>
        </h2>
        <dl className={styles.facts}>
          <dt>{t`Legal name`}</dt>
          <dd>{settings.legalName}</dd>
          <dt>{t`State of registration`}</dt>
          <dd>{stateName(settings.stateCode, 'IN')}</dd>
          <dt>{t`Last changed`}</dt>
          <dd>{format.dateTime(settings.updatedAt)}</dd>
        </dl>
      </section>
      <SettingsForm key={settings.updatedAt} settings={settings} saved={saved} onSaved={setSaved} />
      <CurrencyRates settings={settings} />
      <NewsletterExport />
    </>
  );
}
