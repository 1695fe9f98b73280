import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useAccountAddressQuery, useAddressCountriesQuery } from '@web/__generated__/graphql';
import { usePageTitle } from '@web/shared/ui/use-page-title';
import { AddressForm } from '../forms/address-form';
import { PageSpinner } from '../ui/page-spinner';
import styles from './account-pages.module.css';

/** /account/addresses/new */
export function NewAddressPage() {
  const { t } = useLingui();
  usePageTitle(t`New address`);
  const navigate = useNavigate();
  const { data } = useAddressCountriesQuery();
  return (
    <section className={`${styles.card} ${styles.narrow}`} aria-labelledby="address-title">
      <h1 id="address-title">
        <Trans>New address</Trans>
      </h1>
      {data ? (
        <AddressForm address={null} countries={data.countries} onSaved={() => navigate('/account/addresses')} />
      ) : (
        <PageSpinner />
      )}
    </section>
  );
}

/** /account/addresses/:id — another shopper's or an unknown id is "Address not found". */
export function EditAddressPage() {
  const { t } = useLingui();
  usePageTitle(t`Edit address`);
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { data, loading } = useAccountAddressQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  return (
    <section className={`${styles.card} ${styles.narrow}`} aria-labelledby="address-title">
      <h1 id="address-title">
        <Trans>Edit address</Trans>
      </h1>
      {!data && loading ? <PageSpinner /> : null}
      {data?.address ? (
        <AddressForm
          key={data.address.id}
          address={data.address}
          countries={data.countries}
          onSaved={() => navigate('/account/addresses')}
        />
      ) : null}
      {data && !data.address ? (
        <p>
          <Trans>Address not found.</Trans> <Link to="/account/addresses">{t`Back to your addresses`}</Link>
        </p>
      ) : null}
    </section>
  );
}
