import type { ApolloClient } from '@apollo/client';
import { useLingui } from '@lingui/react/macro';
import { ServicesDocument, useServicesQuery } from '@web/__generated__/graphql';
import { preloadQuery } from '@web/shared/apollo/preload-query';
import { usePageTitle } from '@web/shared/ui/use-page-title';
import { ServiceCard } from './service-card';
import styles from './services.module.css';

/**
 * The route's loader: starts the services' query before the page renders (the page's query joins it);
 * on the server the render waits for every preloaded query (docs/decisions/050).
 */
export const servicesLoader = (client: ApolloClient) => () => {
  void preloadQuery(client, ServicesDocument);
  return null;
};

/** /services — every service the shop offers, in menu order. */
export function ServicesIndexPage() {
  const { t } = useLingui();
  usePageTitle(t`Services`);
  const { data, loading, error, refetch } = useServicesQuery();
  return (
    <div className={styles.page}>
      <h1>{t`Vehicle services`}</h1>
      <p className={styles.lead}>
        {t`Book a workshop slot for your bike or car in your city: fixed package prices, taxes included.`}
      </p>
      {loading && !data && <div className={styles.skeleton} aria-busy="true" aria-label={t`Loading services`} />}
      {error && !data && (
        <div role="alert">
          <p>{t`We could not load the services.`}</p>
          <button type="button" className={styles.button} onClick={() => void refetch()}>{t`Try again`}</button>
        </div>
      )}
      {data && (
        <ul className={styles.grid}>
          {data.services.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </ul>
      )}
    </div>
  );
}
