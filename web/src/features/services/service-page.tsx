import { useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router-dom';
import { useServiceQuery } from '@web/__generated__/graphql';
import { usePageTitle } from '@web/shared/ui/use-page-title';
import { BookingForm } from './booking/booking-form';
import { ServiceDetails } from './service-details';
import styles from './service-page.module.css';
import common from './services.module.css';

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
