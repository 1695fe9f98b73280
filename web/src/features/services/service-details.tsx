import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { ServiceQuery } from '@web/__generated__/graphql';
import { useFormatMoney } from '@web/shared/format/use-format-money';
import { useLocale } from './use-locale';
import { VEHICLE_TYPES } from './service-messages';
import styles from './service-page.module.css';

export type ServiceData = NonNullable<ServiceQuery['service']>;

/** "2 hr" or "45 min" in the active language. */
export function useFormatDuration(): (minutes: number) => string {
  const locale = useLocale();
  return (minutes) =>
    minutes % 60 === 0
      ? new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'short' }).format(minutes / 60)
      : new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'short' }).format(minutes);
}

/** What the service includes, its packages with prices and durations, vehicle types and cities. */
export function ServiceDetails({ service }: { service: ServiceData }) {
  const { t, i18n } = useLingui();
  const formatMoney = useFormatMoney();
  const formatDuration = useFormatDuration();
  return (
    <>
      <section className={styles.section} aria-labelledby="service-includes">
        <h2 id="service-includes">{t`What is included`}</h2>
        <ul className={styles.ticks}>
          {service.includes.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>
          <strong>{t`Vehicle types:`}</strong> {service.vehicleTypes.map((v) => i18n._(VEHICLE_TYPES[v]!)).join(', ')}
        </p>
      </section>
      <section className={styles.section} aria-labelledby="service-packages">
        <h2 id="service-packages">{t`Packages and prices`}</h2>
        <ul className={styles.packages}>
          {service.packages.map((p) => (
            <li key={p.id} className={styles.package}>
              <h3>{p.name}</h3>
              <p className={styles.packagePrice}>
                {p.price.amount > 0 ? formatMoney(p.price) : t`Free`}{' '}
                <span>· {t`takes about ${formatDuration(p.durationMinutes)}`}</span>
              </p>
              <ul className={styles.ticks}>
                {p.includes.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <p className={styles.muted}>{t`Prices include taxes. Parts are billed separately at MRP.`}</p>
      </section>
      {service.relatedCategories.length > 0 && (
        <section className={styles.section} aria-labelledby="service-parts">
          <h2 id="service-parts">{t`Shop the parts`}</h2>
          <ul className={styles.links}>
            {service.relatedCategories.map((c) => (
              <li key={c.id}>
                <Link to={`/catalog/${c.slug}/products`}>{t`Browse ${c.name}`}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={styles.section} aria-labelledby="service-cities">
        <h2 id="service-cities">{t`Where we offer it`}</h2>
        <ul className={styles.cities}>
          {service.cities.map((city) => (
            <li key={city.slug}>
              <strong>{city.name}</strong>
              <span>
                {city.workshopName}, {city.address}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
