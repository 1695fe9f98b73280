import { useLingui } from '@lingui/react/macro';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { isRequired } from '@rules/address/address';
import { addressRule } from '@web/shared/address/address-validation';
import { CountrySelect } from '@web/shared/address/country-select';
import { StateSelect } from '@web/shared/address/state-select';
import { useStateFromPin } from '@web/shared/address/use-state-from-pin';
import { Field } from '@web/shared/ui/field';
import { type AddressField, type CheckoutValues } from './checkout-input';
import { checkoutField, wideCheckoutField } from './checkout-field';
import styles from './checkout-form.module.css';

type Props = {
  form: UseFormReturn<CheckoutValues>;
  group: 'shipping' | 'billing';
  countries: readonly { code: string; name: string }[];
};

/**
 * The fields of a shipping or billing address, checked with the gateway's rules (rules/address).
 * The shop delivers within India only, so the shipping address's country is India; a billing
 * address may be abroad. The PIN code comes before town and state, and fills in the state.
 */
export function AddressFields({ form, group, countries }: Props) {
  const { t } = useLingui();
  const { register, control, formState, getValues, setValue } = form;
  const errors = formState.errors[group];
  const [country, pin] = useWatch({ control, name: [`${group}.country`, `${group}.postcode`] });
  const india = country === 'IN';
  const choices = group === 'shipping' ? countries.filter((c) => c.code === 'IN') : countries;
  useStateFromPin(
    pin,
    () => getValues(`${group}.state`),
    (code) => setValue(`${group}.state`, code, { shouldValidate: formState.isSubmitted, shouldDirty: true }),
    india,
  );
  const field = (name: AddressField) =>
    register(`${group}.${name}`, { validate: addressRule(name, () => getValues(group) ?? {}) });
  const text = (name: AddressField, label: string, autoComplete: string, wide = false) => (
    <Field
      {...(wide ? wideCheckoutField : checkoutField)}
      label={label}
      required={isRequired(name, country ?? null)}
      autoComplete={autoComplete === 'off' ? 'off' : `${group} ${autoComplete}`}
      error={errors?.[name]}
      registration={field(name)}
    />
  );
  return (
    <div className={styles.grid}>
      {text('firstName', t`First name`, 'given-name')}
      {text('lastName', t`Last name`, 'family-name')}
      {text('company', t`Company`, 'organization', true)}
      <Field
        {...wideCheckoutField}
        label={t`Country`}
        required
        hint={group === 'shipping' ? t`We deliver within India only.` : undefined}
        error={errors?.country}
      >
        {(control) => (
          <CountrySelect
            {...control}
            autoComplete={`${group} country`}
            countries={choices}
            registration={field('country')}
          />
        )}
      </Field>
      {text('address1', t`Address line 1`, 'address-line1', true)}
      {text('address2', t`Address line 2`, 'address-line2', true)}
      {text('landmark', t`Landmark`, 'off', true)}
      <Field
        {...checkoutField}
        label={india ? t`PIN code` : t`Postcode`}
        required={isRequired('postcode', country ?? null)}
        inputMode={india ? 'numeric' : 'text'}
        autoComplete={`${group} postal-code`}
        error={errors?.postcode}
        registration={field('postcode')}
      />
      {text('city', t`Town / City`, 'address-level2')}
      {india ? (
        <Field {...checkoutField} label={t`State`} required error={errors?.state}>
          {(control) => (
            <StateSelect {...control} autoComplete={`${group} address-level1`} registration={field('state')} />
          )}
        </Field>
      ) : (
        text('state', t`State`, 'address-level1')
      )}
      <Field
        {...checkoutField}
        label={t`Phone`}
        required
        type="tel"
        autoComplete={`${group} tel`}
        error={errors?.phone}
        registration={field('phone')}
      />
    </div>
  );
}
