import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useAccountDashboardQuery } from '@web/__generated__/graphql';
import { usePageTitle } from '@web/shared/ui/use-page-title';
import { AddressCard } from '../ui/address-card';
import { PageSpinner } from '../ui/page-spinner';
import styles from './account-pages.module.css';

/** /account/dashboard: profile summary and default address. */
export function DashboardPage() {
  const { t } = useLingui();
  usePageTitle(t`My account`);
  const { data } = useAccountDashboardQuery({ fetchPolicy: 'cache-and-network' });
  if (!data?.viewer) return <PageSpinner />;
  const { viewer, defaultAddress } = data;
  const name = [viewer.firstName, viewer.lastName].filter(Boolean).join(' ') || viewer.email;
  return (
    <>
      <h1>
        <Trans>My account</Trans>
      </h1>
      <div className={styles.split}>
        <section className={styles.card} aria-labelledby="dashboard-profile">
          <h2 id="dashboard-profile">
            <Trans>Profile</Trans>
          </h2>
          <p>
            <strong>{name}</strong>
            <br />
            {viewer.email}
            {viewer.phone ? (
              <>
                <br />
                {viewer.phone}
              </>
            ) : null}
          </p>
          <Link to="/account/profile">{t`Edit profile`}</Link>
        </section>
        <section className={styles.card} aria-labelledby="dashboard-address">
          <h2 id="dashboard-address">
            <Trans>Default address</Trans>
          </h2>
          {defaultAddress ? (
            <>
              <AddressCard address={defaultAddress} />
              <p>
                <Link to={`/account/addresses/${defaultAddress.id}`}>{t`Edit address`}</Link>
              </p>
            </>
          ) : (
            <p>
              <Trans>You have not saved an address yet.</Trans>{' '}
              <Link to="/account/addresses/new">{t`Add an address`}</Link>
            </p>
          )}
        </section>
      </div>
    </>
  );
}
