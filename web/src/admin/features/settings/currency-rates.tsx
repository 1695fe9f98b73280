import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { currencyRateProblem } from '@rules/shop/settings';
import type { CurrencyRates_SettingsFragment } from '@web/__generated__/admin-graphql';
import { ErrorAlert } from '@web/admin/shared/ui/error-alert';
import { applyServerErrors } from '@web/admin/shared/ui/server-errors';
import { useAdminFormat } from '@web/admin/shared/ui/use-admin-format';
import { Field } from '@web/shared/ui/field';
import { adminField } from '@web/admin/shared/ui/admin-field';
import styles from '@web/admin/shared/ui/admin-ui.module.css';
import { useSetCurrencyRate } from './api/use-settings-changes';

/** The gateway's rule (rules/shop/settings.ts): a rate the column can hold, as a message key, or true. */
function rateProblemKey(rate: string): true | string {
  if (rate === '') return 'ERROR_FORM_REQUIRED';
  const problem = currencyRateProblem(rate);
  if (!problem) return true;
  return problem === 'invalid' ? 'ERROR_API_ERROR_FORM_INVALID' : 'ERROR_API_ERROR_FORM_OUT_OF_RANGE';
}

interface RateValues {
  code: string;
  rate: string;
}

/** The display currencies' rates to the rupee with the date each was set, and a form to set one. */
export function CurrencyRates({ settings }: { settings: CurrencyRates_SettingsFragment }) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const setRate = useSetCurrencyRate();
  const codeId = useId();
  const [alert, setAlert] = useState<string[]>([]);
  const others = settings.currencies.filter((c) => !c.isDefault);
  const { register, handleSubmit, setError, formState } = useForm<RateValues>({
    defaultValues: { code: others[0]?.code ?? '', rate: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setAlert([]);
    setAlert(applyServerErrors(await setRate(values.code, values.rate.trim()), setError, ['code', 'rate']));
  });
  return (
    <section aria-labelledby="rates-title" className={styles.card}>
      <h2 id="rates-title">
        <Trans>Currency rates</Trans>
      </h2>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={styles.muted}>{t`Units of each currency per rupee`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Currency`}</th>
              <th scope="col">{t`Rate`}</th>
              <th scope="col">{t`Set on`}</th>
            </tr>
          </thead>
          <tbody>
            {settings.currencies.map((c) => (
              <tr key={c.code}>
                <td>
                  {c.code} · {c.name}
                </td>
                <td>{c.rate}</td>
                <td>{c.isDefault ? t`always 1` : format.dateTime(c.setAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Set a currency rate`}>
        <ErrorAlert keys={alert} />
        <div className={styles.field}>
          <label htmlFor={codeId} className={styles.label}>
            <Trans>Currency</Trans>
          </label>
          <select id={codeId} className={styles.select} {...register('code')}>
            {others.map((c) => (
              <option key={c.code} value={c.code}>
                {c.code} · {c.name}
              </option>
            ))}
          </select>
        </div>
        <Field
          {...adminField}
          label={t`Rate per rupee`}
          hint={t`e.g. 0.012 for US dollars.`}
          inputMode="decimal"
          autoComplete="off"
          required
          error={formState.errors.rate}
          registration={register('rate', {
            validate: (v) => rateProblemKey(v.trim()),
          })}
        />
        <div className={styles.actions}>
          <button type="submit" className={styles.secondary} disabled={formState.isSubmitting}>
            <Trans>Set rate</Trans>
          </button>
        </div>
      </form>
    </section>
  );
}
