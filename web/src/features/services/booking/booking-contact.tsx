import { useLingui } from '@lingui/react/macro';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import type { BookingGarageQuery } from '@web/__generated__/graphql';
import { EMAIL_PATTERN, isIndianPhone } from '@rules/address/address';
import { Field } from '@web/shared/ui/field';
import { type BookingValues, OTHER_VEHICLE } from './booking-input';
import { bookingField } from './booking-field';
import styles from './booking.module.css';

type Vehicle = BookingGarageQuery['userVehicles'][number];

interface Props {
  form: UseFormReturn<BookingValues>;
  /** Garage vehicles of a type the service is for. */
  vehicles: readonly Vehicle[];
  vehicleRequired: boolean;
}

/** The vehicle (garage or typed) and the contact: name, phone and e-mail (a profile fills them in). */
export function BookingContact({ form, vehicles, vehicleRequired }: Props) {
  const { t } = useLingui();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const chosen = useWatch({ control, name: 'vehicleId' });
  const typed = vehicles.length === 0 || chosen === OTHER_VEHICLE;
  const required = { value: true, message: 'ERROR_FORM_REQUIRED' };
  return (
    <>
      {vehicles.length > 0 && (
        <Field
          {...bookingField}
          label={t`Vehicle from your garage`}
          required={vehicleRequired}
          error={errors.vehicleId}
        >
          {(control) => (
            <select {...control} {...register('vehicleId', { required: vehicleRequired && required })}>
              <option value="">{t`Choose a vehicle`}</option>
              {vehicles.map((v) => (
                <option key={v.id} value={v.id}>{`${v.make} ${v.model} ${v.year} (${v.engine})`}</option>
              ))}
              <option value={OTHER_VEHICLE}>{t`Another vehicle (type it in)`}</option>
            </select>
          )}
        </Field>
      )}
      {typed && (
        <Field
          {...bookingField}
          label={t`Your vehicle`}
          required={vehicleRequired}
          error={errors.vehicleText}
          hint={t`Make, model and registration number, e.g. Honda Activa 6G, KA 01 AB 1234`}
          autoComplete="off"
          registration={register('vehicleText', {
            validate: (value) =>
              vehicleRequired && !value.trim()
                ? 'ERROR_FORM_REQUIRED'
                : value.length > 120
                  ? 'ERROR_FORM_TOO_LONG'
                  : true,
          })}
        />
      )}
      <Field
        {...bookingField}
        label={t`Your name`}
        required
        error={errors.contactName}
        autoComplete="name"
        registration={register('contactName', { required, maxLength: { value: 100, message: 'ERROR_FORM_TOO_LONG' } })}
      />
      <div className={styles.row}>
        <Field
          {...bookingField}
          label={t`Mobile number`}
          required
          error={errors.contactPhone}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          registration={register('contactPhone', {
            required,
            validate: (value) => isIndianPhone(value.trim()) || 'ERROR_FORM_INCORRECT_PHONE',
          })}
        />
        <Field
          {...bookingField}
          label={t`E-mail`}
          required
          error={errors.contactEmail}
          type="email"
          autoComplete="email"
          registration={register('contactEmail', {
            required,
            pattern: { value: EMAIL_PATTERN, message: 'ERROR_FORM_INCORRECT_EMAIL' },
          })}
        />
      </div>
    </>
  );
}
