import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAccountAddressesQuery } from '@web/__generated__/graphql';
import { usePageTitle } from '@web/shared/ui/use-page-title';
import { useDeleteAddress } from '../api/use-address-book';
import { AddressCard } from '../ui/address-card';
import { ErrorAlert } from '../ui/error-alert';
import { PageSpinner } from '../ui/page-spinner';
import formStyles from '../ui/account-ui.module.css';
import styles from './account-pages.module.css';

/** /account/addresses: the address book, default first. */
export function AddressesPage() {
  const { t } = useLingui();
  usePageTitle(t`Addresses`);
  const { data } = useAccountAddressesQuery({ fetchPolicy: 'cache-and-network' });
  const { deleteAddress, loading } = useDeleteAddress();
  const [alert, setAlert] = useState<string[]>([]);
  if (!data) return <PageSpinner />;

  async function remove(id: string) {
    setAlert([]);
    const errors = await deleteAddress(id);
    setAlert(errors.map((e) => `ERROR_API_${e.code}`));
  }

  return (
    <>
      <h1>
        <Trans>Addresses</Trans>
      </h1>
      <ErrorAlert keys={alert} />
      <p>
        <Link to="/account/addresses/new" className={formStyles.primary}>
          {t`Add a new address`}
        </Link>
      </p>
      {data.addresses.length === 0 ? (
        <p>
          <Trans>You have not saved an address yet.</Trans>
        </p>
      ) : (
        <ul className={styles.addresses} aria-label={t`Saved addresses`}>
          {data.addresses.map((address) => {
            const name = `${address.firstName} ${address.lastName}`;
            return (
              <li key={address.id} className={styles.card}>
                <AddressCard address={address} />
                <p className={formStyles.actions}>
                  <Link to={`/account/addresses/${address.id}`} aria-label={t`Edit address of ${name}`}>
                    {t`Edit`}
                  </Link>
                  <button
                    type="button"
                    className={styles.linkButton}
                    disabled={loading}
                    onClick={() => void remove(address.id)}
                    aria-label={t`Delete address of ${name}`}
                  >
                    {t`Delete`}
                  </button>
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
