import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { OrderView_OrderFragment } from '@web/__generated__/graphql';
import { formatMoney, INR } from '@web/shared/format/money';
import { formatDateTime } from '@web/shared/format/numbers';
import { useIntlLocale } from '@web/shared/format/use-format';
import styles from './orders.module.css';

const STATUSES: Record<string, MessageDescriptor> = {
  CONFIRMED: msg`Booked`,
  CANCELLED: msg`Cancelled`,
};

/** The installation bookings placed with the order: reference, package, workshop and slot (IST). */
export function OrderInstallations({ order, headingLevel }: { order: OrderView_OrderFragment; headingLevel: 2 | 3 }) {
  const { t, i18n } = useLingui();
  const locale = useIntlLocale();
  const H = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={`order-${order.id}-installations`}>
      <H id={`order-${order.id}-installations`}>{t`Installation bookings`}</H>
      <ul className={styles.installations}>
        {order.installations.map(({ itemIndex, booking }) => {
          const status = STATUSES[booking.status];
          return (
            <li key={booking.id}>
              <p className={styles.installationTitle}>
                {booking.packageName}
                {order.items[itemIndex] && (
                  <span className={styles.options}>{t`For: ${order.items[itemIndex].name}`}</span>
                )}
              </p>
              <dl className={styles.installationFacts}>
                <div>
                  <dt>{t`Booking reference`}</dt>
                  <dd>{booking.reference}</dd>
                </div>
                <div>
                  <dt>{t`Workshop`}</dt>
                  <dd>
                    {booking.city.workshopName}, {booking.city.name}
                  </dd>
                </div>
                <div>
                  <dt>{t`Date and time`}</dt>
                  <dd>{formatDateTime(booking.slotStart, locale)}</dd>
                </div>
                <div>
                  <dt>{t`Price`}</dt>
                  <dd>{formatMoney(booking.price, INR, locale)}</dd>
                </div>
                <div>
                  <dt>{t`Status`}</dt>
                  <dd>{status ? i18n._(status) : booking.status}</dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
