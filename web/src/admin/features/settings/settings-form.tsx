import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { SettingsForm_SettingsFragment } from '@web/__generated__/admin-graphql';
import { ErrorAlert, SuccessNote } from '@web/admin/shared/ui/error-alert';
import { applyServerErrors } from '@web/admin/shared/ui/server-errors';
import { StateSelect } from '@web/shared/address/state-select';
import { Field } from '@web/shared/ui/field';
import { adminField } from '@web/admin/shared/ui/admin-field';
import styles from '@web/admin/shared/ui/admin-ui.module.css';
import { useUpdateSettings } from './api/use-settings-changes';
import { rupeeProblem, SETTINGS_RULES, settingsInput, type SettingsValues, settingsValues } from './settings-values';

const FIELDS = [
  'legalName',
  'address.line1',
  'address.line2',
  'address.city',
  'address.pinCode',
  'address.stateCode',
  'deliveryFee',
  'freeDeliveryThreshold',
  'codLimit',
  'upiVpa',
  'upiPayeeName',
  'bank.accountName',
  'bank.bankName',
  'bank.accountNumber',
  'bank.ifsc',
  'gstin',
] as const;

/**
 * The shop's legal name and registered address, delivery, cash on delivery, the UPI payee, the bank account and the GSTIN, checked with the
 * gateway's own rules before sending; only the fields changed are sent, and the server checks again.
 */
export function SettingsForm({
  settings,
  saved,
  onSaved,
}: {
  settings: SettingsForm_SettingsFragment;
  /** Held by the page: the form is mounted again with the saved values (keyed by `updatedAt`). */
  saved: boolean;
  onSaved: (saved: boolean) => void;
}) {
  const { t } = useLingui();
  const update = useUpdateSettings();
  const [alert, setAlert] = useState<string[]>([]);
  const { register, handleSubmit, setError, reset, formState, getValues } = useForm<SettingsValues>({
    defaultValues: settingsValues(settings),
  });
  const { errors, isSubmitting, dirtyFields } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setAlert([]);
    onSaved(false);
    const failures = await update(settingsInput(values, dirtyFields));
    if (failures.length) return setAlert(applyServerErrors(failures, setError, FIELDS));
    reset(values);
    onSaved(true);
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="settings-form-title">
      <h2 id="settings-form-title">
        <Trans>The shop, delivery, payments and tax</Trans>
      </h2>
      <ErrorAlert keys={alert} />
      {saved ? (
        <SuccessNote>
          <Trans>The settings were saved.</Trans>
        </SuccessNote>
      ) : null}
      <Field
        {...adminField}
        label={t`Legal name`}
        hint={t`As registered for GST; printed on invoices.`}
        autoComplete="off"
        required
        error={errors.legalName}
        registration={register('legalName', { validate: SETTINGS_RULES.legalName })}
      />
      <fieldset className={styles.form}>
        <legend>{t`Registered address`}</legend>
        <Field
          {...adminField}
          label={t`Address line 1`}
          autoComplete="off"
          required
          error={errors.address?.line1}
          registration={register('address.line1', { validate: SETTINGS_RULES.line1 })}
        />
        <Field
          {...adminField}
          label={t`Address line 2`}
          autoComplete="off"
          error={errors.address?.line2}
          registration={register('address.line2', { validate: SETTINGS_RULES.line2 })}
        />
        <Field
          {...adminField}
          label={t`City`}
          autoComplete="off"
          required
          error={errors.address?.city}
          registration={register('address.city', { validate: SETTINGS_RULES.city })}
        />
        <Field
          {...adminField}
          label={t`PIN code`}
          inputMode="numeric"
          autoComplete="off"
          required
          error={errors.address?.pinCode}
          registration={register('address.pinCode', {
            validate: (v) => SETTINGS_RULES.pinCode(v, getValues('address.stateCode')),
          })}
        />
        <Field
          {...adminField}
          label={t`State of registration`}
          hint={t`The GSTIN must be issued in this state.`}
          required
          error={errors.address?.stateCode}
        >
          {(control) => (
            <StateSelect
              {...control}
              className={styles.select}
              registration={register('address.stateCode', { validate: SETTINGS_RULES.stateCode })}
            />
          )}
        </Field>
      </fieldset>
      <Field
        {...adminField}
        label={t`Delivery fee (₹, GST included)`}
        inputMode="decimal"
        required
        error={errors.deliveryFee}
        registration={register('deliveryFee', { validate: (v) => rupeeProblem('deliveryFee', v) })}
      />
      <Field
        {...adminField}
        label={t`Free delivery from (₹)`}
        hint={t`Leave empty if delivery is never free.`}
        inputMode="decimal"
        error={errors.freeDeliveryThreshold}
        registration={register('freeDeliveryThreshold', {
          validate: (v) => rupeeProblem('freeDeliveryThreshold', v, true),
        })}
      />
      <Field
        {...adminField}
        label={t`Cash on delivery limit (₹)`}
        inputMode="decimal"
        required
        error={errors.codLimit}
        registration={register('codLimit', { validate: (v) => rupeeProblem('codLimit', v) })}
      />
      <Field
        {...adminField}
        label={t`UPI ID shoppers pay to`}
        autoComplete="off"
        required
        error={errors.upiVpa}
        registration={register('upiVpa', { validate: SETTINGS_RULES.upiVpa })}
      />
      <Field
        {...adminField}
        label={t`Payee name shown by UPI apps`}
        autoComplete="off"
        required
        error={errors.upiPayeeName}
        registration={register('upiPayeeName', { validate: SETTINGS_RULES.upiPayeeName })}
      />
      <fieldset className={styles.form}>
        <legend>{t`Bank account for transfers`}</legend>
        <Field
          {...adminField}
          label={t`Account holder`}
          autoComplete="off"
          required
          error={errors.bank?.accountName}
          registration={register('bank.accountName', { validate: SETTINGS_RULES.bankName })}
        />
        <Field
          {...adminField}
          label={t`Bank`}
          autoComplete="off"
          required
          error={errors.bank?.bankName}
          registration={register('bank.bankName', { validate: SETTINGS_RULES.bankName })}
        />
        <Field
          {...adminField}
          label={t`Account number`}
          inputMode="numeric"
          autoComplete="off"
          required
          error={errors.bank?.accountNumber}
          registration={register('bank.accountNumber', { validate: SETTINGS_RULES.accountNumber })}
        />
        <Field
          {...adminField}
          label={t`IFSC`}
          hint={t`11 characters, e.g. SBIN0001234.`}
          autoComplete="off"
          required
          error={errors.bank?.ifsc}
          registration={register('bank.ifsc', { validate: SETTINGS_RULES.ifsc })}
        />
      </fieldset>
      <Field
        {...adminField}
        label={t`GSTIN`}
        hint={t`15 characters, issued in the state of registration.`}
        autoComplete="off"
        required
        error={errors.gstin}
        registration={register('gstin', { validate: (v) => SETTINGS_RULES.gstin(v, getValues('address.stateCode')) })}
      />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          <Trans>Save settings</Trans>
        </button>
      </div>
    </form>
  );
}
