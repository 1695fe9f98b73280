import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { type AddressField, isRequired } from '@rules/address/address';
import { findIndianState } from '@rules/india/states';
import type { AccountAddressFragment } from '@web/__generated__/graphql';
import { addressRule } from '@web/shared/address/address-validation';
import { CountrySelect } from '@web/shared/address/country-select';
import { StateSelect } from '@web/shared/address/state-select';
import { useStateFromPin } from '@web/shared/address/use-state-from-pin';
import { Field } from '@web/shared/ui/field';
import { useSaveAddress } from '../api/use-address-book';
import { ErrorAlert } from '../ui/error-alert';
import { applyServerErrors } from '../ui/server-errors';
import { accountField } from '../ui/account-field';
import styles from '../ui/account-ui.module.css';

type Values = Record<AddressField, string> & { default: boolean };

const FIELDS = [
  'firstName',
  'lastName',
  'company',
  'country',
  'address1',
  'address2',
  'landmark',
  'postcode',
  'city',
  'state',
  'email',
  'phone',
] as const satisfies readonly AddressField[];
const EMPTY: Values = {
  firstName: '',
  lastName: '',
  company: '',
  country: 'IN',
  address1: '',
  address2: '',
  landmark: '',
  city: '',
  state: '',
  postcode: '',
  email: '',
  phone: '',
  default: false,
};
const optional = (value: string) => (value.trim() === '' ? null : value.trim());

function initialValues(address: AccountAddressFragment | null): Values {
  if (!address) return EMPTY;
  // An old free-text state ("Karnataka") shows as its code in the select.
  const state = (address.country === 'IN' ? findIndianState(address.state)?.code : null) ?? address.state ?? '';
  return {
    ...address,
    company: address.company ?? '',
    address2: address.address2 ?? '',
    landmark: address.landmark ?? '',
    state,
    postcode: address.postcode ?? '',
  };
}

/**
 * New or edited address (spec sections 3–5) with the shared address rules (rules/address): in India a
 * state from the 36 and a PIN code of that state. The PIN code comes first and fills in the state.
 */
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
  const { saveAddress } = useSaveAddress();
  const [alert, setAlert] = useState<string[]>([]);
  const { register, handleSubmit, setError, setValue, getValues, control, formState } = useForm<Values>({
    defaultValues: initialValues(address),
  });
  const { errors, isSubmitting, isSubmitted } = formState;
  const [country, pin] = useWatch({ control, name: ['country', 'postcode'] });
  const india = country === 'IN';
  useStateFromPin(
    pin,
    () => getValues('state'),
    (code) => setValue('state', code, { shouldValidate: isSubmitted, shouldDirty: true }),
    india,
  );
  const field = (name: AddressField) =>
    register(name, { setValueAs: (v: string) => v.trim(), validate: addressRule(name, () => getValues()) });
  const required = (name: AddressField) => isRequired(name, country);

  const onSubmit = handleSubmit(async (values) => {
    setAlert([]);
    const input = {
      firstName: values.firstName,
      lastName: values.lastName,
      company: optional(values.company),
      country: values.country,
      address1: values.address1,
      address2: optional(values.address2),
      landmark: optional(values.landmark),
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

  const text = (name: AddressField, label: string, autoComplete: string, type = 'text') => (
    <Field
      {...accountField}
      label={label}
      type={type}
      autoComplete={autoComplete}
      required={required(name)}
      error={errors[name]}
      registration={field(name)}
    />
  );
  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={address ? t`Edit address` : t`New address`}
    >
      <ErrorAlert keys={alert} />
      <div className={styles.row}>
        {text('firstName', t`First name`, 'given-name')}
        {text('lastName', t`Last name`, 'family-name')}
      </div>
      {text('company', t`Company`, 'organization')}
      <Field {...accountField} label={t`Country`} required error={errors.country}>
        {(control) => (
          <CountrySelect {...control} className={styles.select} countries={countries} registration={field('country')} />
        )}
      </Field>
      {text('address1', t`Address line 1`, 'address-line1')}
      {text('address2', t`Address line 2`, 'address-line2')}
      {text('landmark', t`Landmark`, 'off')}
      <Field
        {...accountField}
        label={india ? t`PIN code` : t`Postcode`}
        autoComplete="postal-code"
        inputMode={india ? 'numeric' : 'text'}
        required={required('postcode')}
        error={errors.postcode}
        registration={field('postcode')}
      />
      <div className={styles.row}>
        {text('city', t`Town / City`, 'address-level2')}
        {india ? (
          <Field {...accountField} label={t`State`} required error={errors.state}>
            {(control) => (
              <StateSelect
                {...control}
                className={styles.select}
                autoComplete="address-level1"
                registration={field('state')}
              />
            )}
          </Field>
        ) : (
          text('state', t`State`, 'address-level1')
        )}
      </div>
      <div className={styles.row}>
        {text('email', t`E-mail address`, 'email', 'email')}
        {text('phone', t`Phone`, 'tel', 'tel')}
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
