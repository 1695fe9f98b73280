import type { ApolloClient } from '@apollo/client';
import { useReactiveVar } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import {
  BookingGarageDocument,
  type BookingGarageQuery,
  useBookingGarageQuery,
  useServiceSlotsQuery,
} from '@web/__generated__/graphql';
import { preloadQuery } from '@web/shared/apollo/preload-query';
import { useFormatMoney } from '@web/shared/format/use-format-money';
import { cityVar } from '@web/shared/state/city';
import { Field } from '@web/shared/ui/field';
import { nextIstDays } from '../ist-dates';
import type { ServiceData } from '../service-details';
import { bookingErrorMessage, bookingFieldMessage } from '../service-messages';
import { BookingContact } from './booking-contact';
import { BOOKING_FIELDS, type BookingValues, toBookingInput } from './booking-input';
import { SlotPicker } from './slot-picker';
import { useBookService } from './use-book-service';
import { bookingField } from './booking-field';
import styles from './booking.module.css';
import common from '../services.module.css';

const DAYS = 7;

/**
 * What the booking form asks for as it first renders, for the server's loader to fetch before the
 * page renders (docs/decisions/050): the shopper's profile and garage, with their session (the
 * server's client sends the shopper's cookies). The free slots wait for a city, which comes from
 * the browser's storage (`cityVar`): the server never has one, so it and the hydrating browser
 * both render the form without slots, and the browser asks for them once the page is live.
 */
export function preloadBookingForm(client: ApolloClient): Promise<BookingGarageQuery | null> {
  return preloadQuery(client, BookingGarageDocument);
}

/** The booking form of a service page, once the shopper's profile and garage (if any) are known. */
export function BookingForm({ service }: { service: ServiceData }) {
  const { t } = useLingui();
  const garage = useBookingGarageQuery({ fetchPolicy: 'network-only' });
  if (!garage.data) {
    return (
      <div id="book" className={styles.form} aria-busy="true">
        <h2>{t`Book ${service.name}`}</h2>
        <p>{garage.error ? t`We could not load the booking form.` : t`Loading…`}</p>
      </div>
    );
  }
  return <BookingFormFields service={service} garage={garage.data} />;
}

function BookingFormFields({ service, garage }: { service: ServiceData; garage: BookingGarageQuery }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const formatMoney = useFormatMoney();
  const storedCity = useReactiveVar(cityVar);
  const viewer = garage.viewer;
  const vehicles = garage.userVehicles.filter((v) => service.vehicleTypes.includes(v.vehicleType));
  const form = useForm<BookingValues>({
    defaultValues: {
      packageId: service.packages[0]?.id ?? '',
      city: service.cities.some((c) => c.slug === storedCity) ? storedCity! : '',
      slotStart: '',
      vehicleId: '',
      vehicleText: '',
      contactName: [viewer?.firstName, viewer?.lastName].filter(Boolean).join(' '),
      contactPhone: viewer?.phone ?? '',
      contactEmail: viewer?.email ?? '',
      notes: '',
    },
  });
  const {
    register,
    handleSubmit,
    control,
    setError,
    setValue,
    formState: { errors },
  } = form;
  const city = useWatch({ control, name: 'city' });
  const [days] = useState(() => nextIstDays(new Date(), DAYS));
  const slots = useServiceSlotsQuery({
    variables: { serviceId: service.id, city, from: days[0]!, to: days[DAYS - 1]! },
    skip: !city,
    fetchPolicy: 'cache-and-network',
  });
  const { book, busy } = useBookService();
  const [alerts, setAlerts] = useState<string[]>([]);
  const required = { value: true, message: 'ERROR_FORM_REQUIRED' };

  async function onSubmit(values: BookingValues) {
    setAlerts([]);
    const result = await book(toBookingInput(values, i18n.locale));
    if (!result) return;
    if (result.booking) {
      const token = result.booking.token;
      void navigate(token ? `/services/bookings/${token}` : '/account/bookings');
      return;
    }
    const rest: string[] = [];
    let focused = false;
    for (const error of result.errors) {
      const path = error.field ?? [];
      const name = (path[0] === 'input' ? path[1] : path[0]) as keyof BookingValues | undefined;
      const shown = name && BOOKING_FIELDS.includes(name);
      if (shown) {
        setError(
          name,
          { type: 'server', message: `ERROR_API_${error.code}` },
          { shouldFocus: !focused && name !== 'slotStart' },
        );
        focused = true;
      } else rest.push(error.code);
      if (['SLOT_FULL', 'SLOT_BLOCKED', 'SLOT_IN_PAST'].includes(error.code)) void slots.refetch();
    }
    setAlerts([...new Set(rest)]);
  }

  return (
    <form
      id="book"
      className={styles.form}
      noValidate
      aria-labelledby="book-title"
      onSubmit={handleSubmit(onSubmit)}
      aria-busy={busy}
    >
      <h2 id="book-title">{t`Book ${service.name}`}</h2>
      {alerts.length > 0 && (
        <div role="alert" className={styles.alert}>
          {alerts.map((code) => (
            <p key={code}>{i18n._(bookingErrorMessage(code))}</p>
          ))}
        </div>
      )}
      <Field {...bookingField} label={t`Package`} required error={errors.packageId}>
        {(control) => (
          <select {...control} {...register('packageId', { required })}>
            {service.packages.map((p) => (
              <option
                key={p.id}
                value={p.id}
              >{`${p.name} — ${p.price.amount > 0 ? formatMoney(p.price) : t`Free`}`}</option>
            ))}
          </select>
        )}
      </Field>
      <Field {...bookingField} label={t`City`} required error={errors.city}>
        {(control) => (
          <select {...control} {...register('city', { required, onChange: () => setValue('slotStart', '') })}>
            <option value="">{t`Choose a city`}</option>
            {service.cities.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {city ? (
        <Controller
          control={control}
          name="slotStart"
          rules={{ required }}
          render={({ field, fieldState }) => (
            <SlotPicker
              key={city}
              days={days}
              slots={slots.data?.serviceSlots ?? []}
              loading={slots.loading && !slots.data}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message ? i18n._(bookingFieldMessage(fieldState.error.message)) : undefined}
            />
          )}
        />
      ) : (
        <p className={styles.hint}>{t`Choose a city to see the free slots.`}</p>
      )}
      <BookingContact form={form} vehicles={vehicles} vehicleRequired={service.vehicleRequired} />
      <Field {...bookingField} label={t`Notes for the workshop`} error={errors.notes}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            {...register('notes', { maxLength: { value: 500, message: 'ERROR_FORM_TOO_LONG' } })}
          />
        )}
      </Field>
      <button type="submit" className={common.button} disabled={busy}>
        {busy ? t`Booking…` : t`Book now`}
      </button>
    </form>
  );
}
