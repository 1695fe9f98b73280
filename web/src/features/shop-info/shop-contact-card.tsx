import type { ApolloClient } from '@apollo/client';
import { useLingui } from '@lingui/react/macro';
import { ShopContactsDocument, useShopContactsQuery } from '@web/__generated__/graphql';
import { preloadQuery } from '@web/shared/apollo/preload-query';
import { formatOpeningHours } from '@web/shared/format/opening-hours';
import { useIntlLocale } from '@web/shared/format/use-format';
import styles from './shop-contact-card.module.css';

/** Starts the card's query from the loader of a route that shows it (a server render then takes one pass). */
export function preloadShopContacts(client: ApolloClient): void {
  void preloadQuery(client, ShopContactsDocument);
}

/** The shop's contact details and opening hours, read from the gateway. */
export function ShopContactCard() {
  const { t } = useLingui();
  const { data, loading, error } = useShopContactsQuery();
  const locale = useIntlLocale();

  if (loading) return <p role="status">{t`Loading contact details…`}</p>;
  if (error || !data) return <p role="alert">{t`Contact details could not be loaded. Please try again.`}</p>;

  const { name, contact } = data.shop;
  return (
    <section className={styles.card} aria-labelledby="shop-contact-title">
      <h2 id="shop-contact-title">{t`Talk to ${name}`}</h2>
      <dl className={styles.list}>
        <dt>{t`Phone`}</dt>
        <dd>
          <a href={`tel:${contact.phone.replace(/\s/g, '')}`}>{contact.phone}</a>
        </dd>
        <dt>{t`E-mail`}</dt>
        <dd>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </dd>
        <dt>{t`Address`}</dt>
        <dd>{contact.address}</dd>
        <dt>{t`Opening hours`}</dt>
        <dd>
          <ul className={styles.hours}>
            {contact.hours.map((h) => (
              <li key={h.days.join()}>{formatOpeningHours(h, locale)}</li>
            ))}
          </ul>
        </dd>
      </dl>
    </section>
  );
}
