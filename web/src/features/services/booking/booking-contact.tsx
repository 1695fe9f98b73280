import { useLingui } from '@lingui/react/macro';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import type { BookingGarageQuery } from '@web/__generated__/graphql';
import { BookingField } from './booking-field';
import { EMAIL_PATTERN, isIndianPhone } from '@rules/address/address';
import { type BookingValues, OTHER_VEHICLE } from './booking-input';
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
        <BookingField label={t`Vehicle from your garage`} required={vehicleRequired} error={errors.vehicleId}>
          {(control) => (
            <select {...control} {...register('vehicleId', { required: vehicleRequired && required })}>
              <option value="">{t`Choose a vehicle`}</option>
              {vehicles.map((v) => (
                <option key={v.id} value={v.id}>{`${v.make} ${v.model} ${v.year} (${v.engine})`}</option>
              ))}
              <option value={OTHER_VEHICLE}>{t`Another vehicle (type it in)`}</option>
            </select>
          )}
        </BookingField>
      )}
      {typed && (
        <BookingField
          label={t`Your vehicle`}
          required={vehicleRequired}
          error={errors.vehicleText}
          hint={t`Make, model and registration number, e.g. Honda Activa 6G, KA 01 AB 1234`}
        >
          {(control) => (
            <input
              {...control}
              autoComplete="off"
              {...register('vehicleText', {
                validate: (value) =>
                  vehicleRequired && !value.trim()
                    ? 'ERROR_FORM_REQUIRED'
                    : value.length > 120
                      ? 'ERROR_FORM_TOO_LONG'
                      : true,
              })}
            />
          )}
        </BookingField>
      )}
      <BookingField label={t`Your name`} required error={errors.contactName}>
        {(control) => (
          <input
            {...control}
            autoComplete="name"
            {...register('contactName', { required, maxLength: { value: 100, message: 'ERROR_FORM_TOO_LONG' } })}
          />
        )}
      </BookingField>
      <div className={styles.row}>
        <BookingField label={t`Mobile number`} required error={errors.contactPhone}>
          {(control) => (
            <input
              {...control}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              {...register('contactPhone', {
                required,
                validate: (value) => isIndianPhone(value.trim()) || 'ERROR_FORM_INCORRECT_PHONE',
              })}
            />
          )}
        </BookingField>
        <BookingField label={t`E-mail`} required error={errors.contactEmail}>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="email"
              {...register('contactEmail', {
                required,
                pattern: { value: EMAIL_PATTERN, message: 'ERROR_FORM_INCORRECT_EMAIL' },
              })}
            />
          )}
        </BookingField>
      </div>
    </>
  );
}
