import { useLingui } from '@lingui/react/macro';
import { useId, useMemo } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { formErrorMessage } from '@web/shared/i18n/shop-messages';
import { useIntlLocale } from '@web/shared/format/use-format';
import { type AddressField, type CheckoutValues, PHONE_PATTERN, PIN_CODE_PATTERN } from './checkout-input';
import { CheckoutField } from './checkout-field';
import styles from './checkout-form.module.css';

type Props = {
  form: UseFormReturn<CheckoutValues>;
  group: 'shipping' | 'billing';
  countries: readonly { code: string; name: string }[];
};

const MAX: Record<AddressField, number> = {
  firstName: 60, lastName: 60, company: 100, country: 2, address1: 120, address2: 120, city: 60, state: 60, postcode: 12, phone: 20,
};

/** The fields of a shipping or billing address, with the Indian rules (state and 6-digit PIN code). */
export function AddressFields({ form, group, countries }: Props) {
  const { t, i18n } = useLingui();
  const countryId = useId();
  const { register, control, formState } = form;
  const errors = formState.errors[group];
  const india = useWatch({ control, name: `${group}.country` }) === 'IN';
  const locale = useIntlLocale();
  const names = useMemo(() => {
    try {
      return new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      return null;
    }
  }, [locale]);
  const text = (name: AddressField, required: boolean) =>
    register(`${group}.${name}`, {
      required: required ? 'ERROR_FORM_REQUIRED' : false,
      maxLength: { value: MAX[name], message: 'ERROR_FORM_TOO_LONG' },
    });
  return (
    <div className={styles.grid}>
      <CheckoutField label={t`First name`} required autoComplete={`${group} given-name`} error={errors?.firstName} registration={text('firstName', true)} />
      <CheckoutField label={t`Last name`} required autoComplete={`${group} family-name`} error={errors?.lastName} registration={text('lastName', true)} />
      <CheckoutField label={t`Company`} autoComplete={`${group} organization`} error={errors?.company} registration={text('company', false)} className={styles.wide} />
      <div className={`${styles.field} ${styles.wide}`}>
        <label htmlFor={countryId}>
          {t`Country`}
          <span aria-hidden="true"> *</span>
        </label>
        <select id={countryId} aria-required autoComplete={`${group} country`} aria-invalid={errors?.country ? true : undefined} {...register(`${group}.country`, { required: 'ERROR_FORM_REQUIRED' })}>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {names?.of(c.code) ?? c.name}
            </option>
          ))}
        </select>
        {errors?.country?.message && <p className={styles.error}>{i18n._(formErrorMessage(errors.country.message))}</p>}
      </div>
      <CheckoutField label={t`Address line 1`} required autoComplete={`${group} address-line1`} error={errors?.address1} registration={text('address1', true)} className={styles.wide} />
      <CheckoutField label={t`Address line 2`} autoComplete={`${group} address-line2`} error={errors?.address2} registration={text('address2', false)} className={styles.wide} />
      <CheckoutField label={t`Town / City`} required autoComplete={`${group} address-level2`} error={errors?.city} registration={text('city', true)} />
      <CheckoutField label={t`State`} required={india} autoComplete={`${group} address-level1`} error={errors?.state} registration={text('state', india)} />
      <CheckoutField
        label={india ? t`PIN code` : t`Postcode`}
        required={india}
        inputMode={india ? 'numeric' : 'text'}
        autoComplete={`${group} postal-code`}
        error={errors?.postcode}
        registration={register(`${group}.postcode`, {
          required: india ? 'ERROR_FORM_REQUIRED' : false,
          maxLength: { value: MAX.postcode, message: 'ERROR_FORM_TOO_LONG' },
          validate: (v) => !india || v.trim() === '' || PIN_CODE_PATTERN.test(v.trim()) || 'ERROR_FORM_INCORRECT_PIN_CODE',
        })}
      />
      <CheckoutField
        label={t`Phone`}
        required
        type="tel"
        autoComplete={`${group} tel`}
        error={errors?.phone}
        registration={register(`${group}.phone`, {
          required: 'ERROR_FORM_REQUIRED',
          maxLength: { value: MAX.phone, message: 'ERROR_FORM_TOO_LONG' },
          validate: (v) => PHONE_PATTERN.test(v.trim()) || 'ERROR_FORM_INCORRECT_PHONE',
        })}
      />
    </div>
  );
}
