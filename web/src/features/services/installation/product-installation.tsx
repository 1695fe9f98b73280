import { useReactiveVar } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { useProductInstallationQuery, useServiceSlotsQuery } from '@web/__generated__/graphql';
import { useFormatMoney } from '@web/shared/format/use-format-money';
import { cityVar } from '@web/shared/state/city';
import type { InstallationChoice } from '@web/shared/state/cart-lines';
import { SlotPicker } from '../booking/slot-picker';
import { nextIstDays } from '../ist-dates';
import styles from './product-installation.module.css';

const DAYS = 7;

type Props = {
  /** The product's slug. */
  slug: string;
  /** Told of every change; `ready` once a package, a city and a free slot are chosen. */
  onChange: (choice: InstallationChoice) => void;
};

/**
 * "Add installation" on a battery or tyre product page: the fitting package, the city (the
 * service's cities, the shopper's own first) and a slot with its free places. Nothing is shown
 * for a product without an installation package.
 */
export function ProductInstallation({ slug, onChange }: Props) {
  const { t } = useLingui();
  const money = useFormatMoney();
  const id = useId();
  const { data } = useProductInstallationQuery({ variables: { slug } });
  const offers = (data?.product?.fittingServices ?? []).flatMap((service) =>
    service.packages.filter((p) => p.partInstallation).map((pkg) => ({ service, pkg })),
  );
  const storedCity = useReactiveVar(cityVar);
  const [wanted, setWanted] = useState(false);
  const [packageId, setPackageId] = useState('');
  const [city, setCity] = useState('');
  const [slotStart, setSlotStart] = useState('');
  const [days] = useState(() => nextIstDays(new Date(), DAYS));
  const offer = offers.find((o) => o.pkg.id === packageId) ?? offers[0];
  const cities = offer?.service.cities ?? [];
  const chosenCity = cities.some((c) => c.slug === city)
    ? city
    : cities.some((c) => c.slug === storedCity)
      ? storedCity!
      : '';
  const slots = useServiceSlotsQuery({
    variables: { serviceId: offer?.service.id ?? '', city: chosenCity, from: days[0]!, to: days[DAYS - 1]! },
    skip: !wanted || !offer || !chosenCity,
    fetchPolicy: 'cache-and-network',
  });
  const slot = slots.data?.serviceSlots.find((s) => s.start === slotStart && s.remaining > 0);

  const ready = wanted && offer && chosenCity && slot;
  const choiceKey = !wanted ? 'none' : ready ? `${offer.pkg.id}|${chosenCity}|${slot.start}` : 'incomplete';
  // Told once per change of the choice (the parent may pass a new function on every render).
  const tell = useRef(onChange);
  useEffect(() => {
    tell.current = onChange;
  });
  useEffect(() => {
    if (choiceKey === 'none' || choiceKey === 'incomplete') tell.current({ status: choiceKey });
    else {
      const [packageId, city, slotStart] = choiceKey.split('|') as [string, string, string];
      tell.current({ status: 'ready', installation: { packageId, city, slotStart } });
    }
  }, [choiceKey]);

  if (!offer) return null;
  return (
    <section className={styles.installation} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>{t`Installation`}</h2>
      <label className={styles.toggle}>
        <input type="checkbox" checked={wanted} onChange={(e) => setWanted(e.target.checked)} />
        <span>{t`Add installation at our workshop (from ${money(offers[0]!.pkg.price)})`}</span>
      </label>
      {wanted && (
        <div className={styles.fields}>
          {offers.length > 1 ? (
            <fieldset className={styles.packages}>
              <legend>{t`Package`}</legend>
              {offers.map(({ pkg }) => (
                <label key={pkg.id} className={styles.package}>
                  <input
                    type="radio"
                    name={`${id}-package`}
                    value={pkg.id}
                    checked={offer.pkg.id === pkg.id}
                    onChange={() => setPackageId(pkg.id)}
                  />
                  <span>{pkg.name}</span>
                  <span className={styles.price}>{money(pkg.price)}</span>
                </label>
              ))}
            </fieldset>
          ) : (
            <p className={styles.single}>
              {offer.pkg.name} <span className={styles.price}>{money(offer.pkg.price)}</span>
            </p>
          )}
          <div className={styles.field}>
            <label htmlFor={`${id}-city`}>{t`City`}</label>
            <select
              id={`${id}-city`}
              value={chosenCity}
              onChange={(e) => {
                setCity(e.target.value);
                setSlotStart('');
              }}
            >
              <option value="">{t`Choose a city`}</option>
              {cities.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name} — {c.workshopName}
                </option>
              ))}
            </select>
          </div>
          {chosenCity && (
            <SlotPicker
              days={days}
              slots={slots.data?.serviceSlots ?? []}
              value={slot ? slotStart : ''}
              onChange={setSlotStart}
              loading={slots.loading && !slots.data}
              error={slots.error ? t`We could not load the free slots.` : undefined}
            />
          )}
          {!slot && <p className={styles.hint}>{t`Choose a city, a day and a time to add the installation.`}</p>}
        </div>
      )}
    </section>
  );
}
