import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useBookingDayQuery, useBookingServicesQuery } from '@web/__generated__/admin-graphql';
import { ErrorAlert } from '@web/admin/shared/ui/error-alert';
import { useAdminTitle } from '@web/admin/shared/ui/use-admin-title';
import styles from '@web/admin/shared/ui/admin-ui.module.css';
import { useBookingChanges } from './api/use-booking-changes';
import { BookingPickers } from './booking-pickers';
import { type BookingDayParams, readDayParams } from './booking-params';
import { BookingSlotCard } from './booking-slot-card';

/** A workshop day: per service, city and date, the slots with their bookings; block, move, cancel. */
export function BookingsPage() {
  const { t } = useLingui();
  useAdminTitle(t`Bookings`);
  const [search, setSearch] = useSearchParams();
  const [now] = useState(() => Date.now());
  const services = useBookingServicesQuery();
  const list = services.data?.bookingServices ?? [];
  const asked = readDayParams(search);
  // Until the address names them: the first service and its first city.
  const service = list.find((s) => s.id === asked.service) ?? list[0];
  const city = service?.cities.find((c) => c.slug === asked.city) ?? service?.cities[0];
  const params: BookingDayParams = { service: service?.id ?? '', city: city?.slug ?? '', date: asked.date };
  const day = useBookingDayQuery({
    variables: { serviceId: params.service, city: params.city, date: params.date },
    skip: !params.service || !params.city,
  });
  const changes = useBookingChanges(params.service, params.city);
  const slots = day.data?.bookingDay?.slots ?? [];
  return (
    <>
      <h1>
        <Trans>Bookings</Trans>
      </h1>
      {services.error || day.error ? <ErrorAlert keys={['ERROR_API_UNEXPECTED']} /> : null}
      {list.length ? (
        <BookingPickers
          services={list}
          values={params}
          onApply={(values) => setSearch({ service: values.service, city: values.city, date: values.date })}
        />
      ) : null}
      {day.data ? (
        <>
          <h2>
            {service?.name} · {city?.name} · {params.date}
          </h2>
          {slots.length ? (
            <div className={styles.grid}>
              {slots.map((slot) => (
                <BookingSlotCard
                  key={slot.start}
                  slot={slot}
                  day={{ serviceId: params.service, city: params.city, date: params.date }}
                  changes={changes}
                  now={now}
                />
              ))}
            </div>
          ) : (
            <p className={styles.muted}>
              <Trans>The workshop is closed on this day.</Trans>
            </p>
          )}
        </>
      ) : null}
    </>
  );
}
