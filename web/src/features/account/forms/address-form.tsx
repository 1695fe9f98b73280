import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { AccountAddressFragment } from '@web/__generated__/graphql';
import { useSaveAddress } from '../api/use-address-book';
import { ErrorAlert } from '../ui/error-alert';
import { FormField } from '../ui/form-field';
import { EMAIL_PATTERN, applyServerErrors } from '../ui/server-errors';
import { ADDRESS_MAX, INDIAN_STATES, isIndianPhone, PHONE_PATTERN, PIN_CODE_PATTERN } from './address-rules';
import { CountrySelect } from './country-select';
import styles from '../ui/account-ui.module.css';

type Values = Omit<AccountAddressFragment, 'id' | 'company' | 'address2' | 'state' | 'postcode' | '__typename'> & {
  company: string;
  address2: string;
  state: string;
  postcode: string;
};

const FIELDS = [
  'firstName',
  'lastName',
  'company',
  'country',
  'address1',
  'address2',
  'city',
  'state',
  'postcode',
  'email',
  'phone',
] as const;
const EMPTY: Values = {
  firstName: '',
  lastName: '',
  company: '',
  country: 'IN',
  address1: '',
  address2: '',
  city: '',
  state: '',
  postcode: '',
  email: '',
  phone: '',
  default: false,
};
const optional = (value: string) => (value.trim() === '' ? null : value.trim());

/** New or edited address (spec sections 3–5) with Indian rules: state and 6-digit PIN code for IN. */
export function AddressForm({
  address,
  countries,
  onSaved,
}: {
  address: AccountAddressFragment | null;
  countries: readonly { code: string; name: string }[];
  onSaved: () => void;
}) {
  const { t } = useLingui();
  const statesId = useId();
  const { saveAddress } = useSaveAddress();
  const [alert, setAlert] = useState<string[]>([]);
  const initial: Values = address
    ? {
        ...address,
        company: address.company ?? '',
        address2: address.address2 ?? '',
        state: address.state ?? '',
        postcode: address.postcode ?? '',
      }
    : EMPTY;
  const { register, handleSubmit, setError, control, formState } = useForm<Values>({ defaultValues: initial });
  const { errors, isSubmitting } = formState;
  const india = useWatch({ control, name: 'country' }) === 'IN';
  const max = (field: keyof typeof ADDRESS_MAX) => ({ value: ADDRESS_MAX[field], message: 'ERROR_FORM_TOO_LONG' });
  const text = (field: keyof typeof ADDRESS_MAX, required: boolean) =>
    register(field, {
      required: required ? 'ERROR_FORM_REQUIRED' : false,
      maxLength: max(field),
      setValueAs: (v: string) => v.trim(),
    });

  const onSubmit = handleSubmit(async (values) => {
    setAlert([]);
    const input = {
      firstName: values.firstName,
      lastName: values.lastName,
      company: optional(values.company),
      country: values.country,
      address1: values.address1,
      address2: optional(values.address2),
      city: values.city,
      state: optional(values.state),
      postcode: optional(values.postcode),
      email: values.email.trim(),
      phone: values.phone.trim(),
      default: values.default,
    };
    const failures = await saveAddress(address?.id ?? null, input);
    if (failures.length) setAlert(applyServerErrors(failures, setError, FIELDS));
    else onSaved();
  });

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={address ? t`Edit address` : t`New address`}
    >
      <ErrorAlert keys={alert} />
      <div className={styles.row}>
        <FormField
          label={t`First name`}
          autoComplete="given-name"
          required
          error={errors.firstName}
          registration={text('firstName', true)}
        />
        <FormField
          label={t`Last name`}
          autoComplete="family-name"
          required
          error={errors.lastName}
          registration={text('lastName', true)}
        />
      </div>
      <FormField
        label={t`Company`}
        autoComplete="organization"
        error={errors.company}
        registration={text('company', false)}
      />
      <CountrySelect
        countries={countries}
        error={errors.country}
        registration={register('country', { required: 'ERROR_FORM_REQUIRED' })}
      />
      <FormField
        label={t`Address line 1`}
        autoComplete="address-line1"
        required
        error={errors.address1}
        registration={text('address1', true)}
      />
      <FormField
        label={t`Address line 2`}
        autoComplete="address-line2"
        error={errors.address2}
        registration={text('address2', false)}
      />
      <div className={styles.row}>
        <FormField
          label={t`Town / City`}
          autoComplete="address-level2"
          required
          error={errors.city}
          registration={text('city', true)}
        />
        <FormField
          label={t`State`}
          autoComplete="address-level1"
          required={india}
          list={india ? statesId : undefined}
          error={errors.state}
          registration={text('state', india)}
        />
        <FormField
          label={india ? t`PIN code` : t`Postcode`}
          autoComplete="postal-code"
          inputMode={india ? 'numeric' : 'text'}
          required={india}
          error={errors.postcode}
          registration={register('postcode', {
            required: india ? 'ERROR_FORM_REQUIRED' : false,
            maxLength: max('postcode'),
            validate: (v) =>
              !india || v.trim() === '' || PIN_CODE_PATTERN.test(v.trim()) || 'ERROR_FORM_INCORRECT_PIN_CODE',
          })}
        />
      </div>
      <datalist id={statesId}>
        {INDIAN_STATES.map((state) => (
          <option key={state} value={state}>
            {state}
          </option>
        ))}
      </datalist>
      <div className={styles.row}>
        <FormField
          label={t`E-mail address`}
          type="email"
          autoComplete="email"
          required
          error={errors.email}
          registration={register('email', {
            required: 'ERROR_FORM_REQUIRED',
            maxLength: max('email'),
            pattern: { value: EMAIL_PATTERN, message: 'ERROR_FORM_INCORRECT_EMAIL' },
          })}
        />
        <FormField
          label={t`Phone`}
          type="tel"
          autoComplete="tel"
          required
          error={errors.phone}
          registration={register('phone', {
            required: 'ERROR_FORM_REQUIRED',
            maxLength: max('phone'),
            validate: (v) => (india ? isIndianPhone(v) : PHONE_PATTERN.test(v.trim())) || 'ERROR_FORM_INCORRECT_PHONE',
          })}
        />
      </div>
      <label className={styles.checkbox}>
        <input type="checkbox" {...register('default')} />
        <Trans>Use as my default address</Trans>
      </label>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          <Trans>Save address</Trans>
        </button>
      </div>
    </form>
  );
}
