import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { ServiceCard_ServiceFragment } from '@web/__generated__/graphql';
import { useFormatMoney } from '@web/shared/format/use-format-money';
import { VEHICLE_TYPES } from './service-messages';
import styles from './services.module.css';

/** One service on the index: picture, name, summary, from-price and vehicle types. */
export function ServiceCard({ service }: { service: ServiceCard_ServiceFragment }) {
  const { t, i18n } = useLingui();
  const formatMoney = useFormatMoney();
  const paid = service.packages.filter((p) => p.price.amount > 0);
  const cheapest = paid.reduce<(typeof paid)[number] | null>(
    (best, p) => (best === null || p.price.amount < best.price.amount ? p : best),
    null,
  );
  const types = service.vehicleTypes.map((type) => i18n._(VEHICLE_TYPES[type]!)).join(', ');
  return (
    <li className={styles.card}>
      <img src={service.image} alt="" width={400} height={240} />
      <h2 className={styles.cardTitle}>
        <Link to={`/services/${service.slug}`} className={styles.cardLink}>
          {service.name}
        </Link>
      </h2>
      <p>{service.summary}</p>
      <p className={styles.price}>{cheapest ? t`From ${formatMoney(cheapest.price)}` : t`Free`}</p>
      {types && <p className={styles.muted}>{t`For: ${types}`}</p>}
    </li>
  );
}
