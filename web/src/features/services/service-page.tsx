import type { ApolloClient } from '@apollo/client';
import { useLingui } from '@lingui/react/macro';
import { Link, type LoaderFunctionArgs, useParams } from 'react-router-dom';
import {
  ServiceDocument,
  type ServiceQuery,
  type ServiceQueryVariables,
  useServiceQuery,
} from '@web/__generated__/graphql';
import { preloadQuery } from '@web/shared/apollo/preload-query';
import { serverLoadContext } from '@web/shared/ssr/load-context';
import { usePageTitle } from '@web/shared/ui/use-page-title';
import { BookingForm, preloadBookingForm } from './booking/booking-form';
import { ServiceDetails } from './service-details';
import styles from './service-page.module.css';
import common from './services.module.css';

/**
 * The route's loader: starts the service's query before the page renders (the page's query joins
 * it). On the server it also starts the booking form's query, and the render waits for both, so the
 * page renders once (docs/decisions/050); in the browser the form asks for it itself, as before.
 * An unknown service's page is marked 404 there, so the status leaves with the head.
 */
export const serviceLoader =
  (client: ApolloClient) =>
  ({ params: { slug = '' }, context }: LoaderFunctionArgs) => {
    const service = preloadQuery<ServiceQuery, ServiceQueryVariables>(client, ServiceDocument, { slug });
    const server = serverLoadContext(context);
    if (!server) return null;
    void preloadBookingForm(client);
    void service.then((data) => {
      if (data && !data.service) server.page.setStatus(404);
    });
    return null;
  };

/** /services/:slug — the service's packages, cities and the booking form; unknown slugs are 404. */
export function ServicePage() {
  const { t } = useLingui();
  const { slug = '' } = useParams();
  const { data, loading, error, refetch } = useServiceQuery({ variables: { slug } });
  const service = data?.service;
  usePageTitle(service ? service.name : data ? t`Page Not Found` : null);
  if (loading && !data)
    return (
      <div className={common.page}>
        <div className={common.skeleton} aria-busy="true" aria-label={t`Loading the service`} />
      </div>
    );
  if (error && !data) {
    return (
      <div className={common.page} role="alert">
        <p>{t`We could not load this service.`}</p>
        <button type="button" className={common.button} onClick={() => void refetch()}>{t`Try again`}</button>
      </div>
    );
  }
  if (!service) {
    return (
      <div className={common.page}>
        <h1>{t`Page Not Found`}</h1>
        <p>{t`The page you are looking for does not exist or has moved.`}</p>
        <p>
          <Link to="/services">{t`See all services`}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className={common.page}>
      <nav aria-label={t`Breadcrumb`} className={styles.crumbs}>
        <Link to="/services">{t`Services`}</Link> / <span aria-current="page">{service.name}</span>
      </nav>
      <header className={styles.hero}>
        <img src={service.image} alt="" width={400} height={240} />
        <div>
          <h1>{service.name}</h1>
          <p className={styles.summary}>{service.summary}</p>
          <p>{service.description}</p>
          <a href="#book" className={common.button}>{t`Book a slot`}</a>
        </div>
      </header>
      <div className={styles.layout}>
        <div className={styles.details}>
          <ServiceDetails service={service} />
        </div>
        <BookingForm service={service} />
      </div>
    </div>
  );
}
