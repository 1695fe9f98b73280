import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import * as Popover from '@radix-ui/react-popover';
import { type ReactNode, useId, useState } from 'react';
import { Deferred } from '../deferred';
import { CityPanel, useCityLabel } from './city-panel';
import { CityIcon, SearchIcon } from './lazy-search-box';
import { RESULTS_PATH } from './search-path';
import { SuggestionList } from './suggestion-list';
import { useSearchField } from './use-search-field';
import styles from './search-box.module.css';

/** Which of the search box's panels is open; they are mutually exclusive (spec section 2). */
type Panel = 'suggestions' | 'city' | 'vehicle' | null;

/**
 * Header search: an accessible combobox with debounced suggestions (products with image and price,
 * categories). Arrow keys move, Enter opens the highlighted suggestion, Enter alone or the search
 * button the results page, Escape closes. The city
 * panel and the vehicle button (`vehicle`, from the garage feature via the app) share the box.
 */
export function SearchBox({
  showCity = true,
  vehicle,
  vehiclePlaceholder,
}: {
  showCity?: boolean;
  vehicle?: ReactNode;
  /** The vehicle button's look until its code has loaded. */
  vehiclePlaceholder?: ReactNode;
}) {
  const { t } = useLingui();
  const idPrefix = useId();
  const cityLabel = useCityLabel();
  const [panel, setPanel] = useState<Panel>(null);
  const field = useSearchField(`${idPrefix}search`, panel === 'suggestions', (open) =>
    setPanel(open ? 'suggestions' : (p) => (p === 'suggestions' ? null : p)),
  );
  const { items, typed, searching } = field;
  const { isOpen: open, highlightedIndex, getInputProps, getItemProps, getLabelProps, getMenuProps } = field.combobox;

  const status =
    typed.length < 2 || !open
      ? ''
      : searching && items.length === 0
        ? t`Searching…`
        : items.length === 0
          ? t`Nothing found for “${typed}”. Try a part number, brand or vehicle.`
          : t`${plural(items.length, { one: '# suggestion.', other: '# suggestions.' })} Use the up and down arrows to choose one and Enter to open it, or Enter alone to see all results.`;

  const box = (
    <form role="search" className={styles.box} action={RESULTS_PATH} method="get" onSubmit={field.submit}>
      {showCity && (
        <Popover.Trigger type="button" className={styles.cityButton} aria-label={t`City: ${cityLabel}`}>
          <CityIcon />
          {cityLabel}
        </Popover.Trigger>
      )}
      <Deferred size="vehicle" placeholder={vehiclePlaceholder}>
        {vehicle}
      </Deferred>
      <label {...getLabelProps()} className="visually-hidden">
        {t`Search parts`}
      </label>
      <input
        {...getInputProps({
          type: 'search',
          name: 'search',
          placeholder: t`Part, brand or part number`,
          className: styles.input,
          ...field.inputProps,
        })}
      />
      <button type="submit" className={styles.submit}>
        <SearchIcon />
        <span className="visually-hidden">{t`Search`}</span>
      </button>
      <ul {...getMenuProps({ className: `${styles.menu} ${open && items.length > 0 ? styles.menuOpen : ''}` })}>
        {open && (
          <SuggestionList
            items={items}
            highlightedIndex={highlightedIndex}
            getItemProps={getItemProps}
            idPrefix={idPrefix}
          />
        )}
      </ul>
      <p role="status" className={open && items.length === 0 && status ? styles.empty : 'visually-hidden'}>
        {status}
      </p>
    </form>
  );

  return showCity ? (
    <CityPanel open={panel === 'city'} onOpenChange={(open) => setPanel(open ? 'city' : null)} anchor={box} />
  ) : (
    box
  );
}
