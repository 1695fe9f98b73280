import { useLingui } from '@lingui/react/macro';
import type { AccountAddressFragment } from '@web/__generated__/graphql';
import styles from '../pages/account-pages.module.css';

/** An address as a postal block. */
export function AddressCard({ address }: { address: AccountAddressFragment }) {
  const { t } = useLingui();
  const cityLine = [address.city, address.state, address.postcode].filter(Boolean).join(', ');
  return (
    <address className={styles.address}>
      <strong>
        {address.firstName} {address.lastName}
      </strong>
      {address.default ? (
        <>
          {' '}
          <span className={styles.badge}>{t`Default`}</span>
        </>
      ) : null}
      <br />
      {address.company ? (
        <>
          {address.company}
          <br />
        </>
      ) : null}
      {address.address1}
      <br />
      {address.address2 ? (
        <>
          {address.address2}
          <br />
        </>
      ) : null}
      {cityLine}
      <br />
      {address.country}
      <br />
      {address.phone}
      <br />
      {address.email}
    </address>
  );
}
