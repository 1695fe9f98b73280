import { useReactiveVar } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import * as Popover from '@radix-ui/react-popover';
import { useId, useState, type ReactNode } from 'react';
import { cityVar } from '@web/shared/state/city';
import { type City, cityMatches, findCity, OTHER_CITIES, POPULAR_CITIES } from './cities';
import styles from './city-panel.module.css';

interface CityPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The element the panel lines up with (the whole search box). */
  anchor: ReactNode;
}

/**
 * The search box's city selector: popular and other cities, filtered by the city search input.
 * Picking one sets the label and closes the panel; the choice is kept across visits.
 */
export function CityPanel({ open, onOpenChange, anchor }: CityPanelProps) {
  const { t, i18n } = useLingui();
  const city = findCity(useReactiveVar(cityVar));
  const [search, setSearch] = useState('');
  const searchId = useId();

  function choose(chosen: City) {
    cityVar(chosen.key);
    setSearch('');
    onOpenChange(false);
  }

  function group(title: string, cities: City[]) {
    const shown = cities.filter((c) => cityMatches(c, i18n._(c.name), search));
    if (shown.length === 0) return null;
    return (
      <section className={styles.group} aria-label={title}>
        <h3 className={styles.title}>{title}</h3>
        <ul className={styles.cities}>
          {shown.map((c) => (
            <li key={c.key}>
              <button
                type="button"
                className={styles.city}
                aria-pressed={c.key === city?.key}
                onClick={() => choose(c)}
              >
                {i18n._(c.name)}
              </button>
            </li>
          ))}
        </ul>
      </section>
    );
  }

  const popular = group(t`Popular cities`, POPULAR_CITIES);
  const other = group(t`Other cities`, OTHER_CITIES);

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor asChild>{anchor}</Popover.Anchor>
      <Popover.Portal>
        <Popover.Content className={styles.panel} align="start" sideOffset={6} aria-label={t`Choose your city`}>
          <label htmlFor={searchId} className={styles.label}>
            {t`Search city`}
          </label>
          <input
            id={searchId}
            type="search"
            className={styles.search}
            value={search}
            autoComplete="off"
            onChange={(event) => setSearch(event.target.value)}
          />
          {popular}
          {other}
          {!popular && !other && <p className={styles.empty}>{t`No city matches “${search}”.`}</p>}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** The label of the city button: the chosen city or 'Select City'. */
export function useCityLabel(): string {
  const { t, i18n } = useLingui();
  const city = findCity(useReactiveVar(cityVar));
  return city ? i18n._(city.name) : t`Select City`;
}
