import { useLingui } from '@lingui/react/macro';
import type { AccountAddressFragment } from '@web/__generated__/graphql';
import { useStateName } from '@web/shared/address/state-name';
import { formatCountry } from '@web/shared/format/numbers';
import { useIntlLocale } from '@web/shared/format/use-format';
import styles from '../pages/account-pages.module.css';

/** An address as a postal block; the state and the country in the shopper's language. */
export function AddressCard({ address }: { address: AccountAddressFragment }) {
  const { t } = useLingui();
  const stateName = useStateName();
  const locale = useIntlLocale();
  const cityLine = [address.city, stateName(address.state, address.country), address.postcode]
    .filter(Boolean)
    .join(', ');
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
      {address.landmark ? (
        <>
          {address.landmark}
          <br />
        </>
      ) : null}
      {cityLine}
      <br />
      {formatCountry(address.country, locale)}
      <br />
      {address.phone}
      <br />
      {address.email}
    </address>
  );
}
