import type { OrderAddressViewFragment } from '@web/__generated__/graphql';
import { useStateName } from '@web/shared/address/state-name';
import { formatCountry } from '@web/shared/format/numbers';
import { useIntlLocale } from '@web/shared/format/use-format';

/** An address as the order keeps it (by token or tracking, only name, city, state, PIN and country); the state in the shopper's language. */
export function OrderAddress({ address }: { address: OrderAddressViewFragment }) {
  const locale = useIntlLocale();
  const stateName = useStateName();
  const lines = [
    `${address.firstName} ${address.lastName}`,
    address.company,
    address.address1,
    address.address2,
    address.landmark,
    [address.city, stateName(address.state, address.country), address.postcode].filter(Boolean).join(', '),
    formatCountry(address.country, locale),
    address.phone,
    address.email,
  ].filter(Boolean);
  return (
    <address>
      {lines.map((line, i) => (
        <span key={i}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}
