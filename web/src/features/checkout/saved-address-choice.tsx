import { useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { CheckoutAddressFragment } from '@web/__generated__/graphql';
import { useStateName } from '@web/shared/address/state-name';
import { formatCountry } from '@web/shared/format/numbers';
import { useIntlLocale } from '@web/shared/format/use-format';
import choice from './checkout-choices.module.css';
import styles from './checkout-form.module.css';

type Props = { addresses: readonly CheckoutAddressFragment[]; registration: UseFormRegisterReturn; legend: string };

/** A signed-in shopper's saved addresses as radio cards (state and country in the shopper's language), plus "a new address". */
export function SavedAddressChoice({ addresses, registration, legend }: Props) {
  const { t } = useLingui();
  const stateName = useStateName();
  const locale = useIntlLocale();
  return (
    <fieldset className={styles.choices}>
      <legend className="visually-hidden">{legend}</legend>
      {addresses.map((a) => (
        <label key={a.id} className={choice.choice}>
          <input type="radio" value={a.id} {...registration} />
          <span>
            <strong>
              {a.firstName} {a.lastName}
            </strong>
            {a.default && <span className={choice.tag}>{t`Default`}</span>}
            <br />
            {[
              a.address1,
              a.address2,
              a.landmark,
              a.city,
              stateName(a.state, a.country),
              a.postcode,
              formatCountry(a.country, locale),
            ]
              .filter(Boolean)
              .join(', ')}
            <br />
            {a.phone}
          </span>
        </label>
      ))}
      <label className={choice.choice}>
        <input type="radio" value="" {...registration} />
        <span>{t`Use a new address`}</span>
      </label>
    </fieldset>
  );
}
