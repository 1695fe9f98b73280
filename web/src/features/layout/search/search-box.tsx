import { useLingui } from '@lingui/react/macro';
import * as Popover from '@radix-ui/react-popover';
import { useCombobox } from 'downshift';
import { type FormEvent, type ReactNode, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSearchSuggestionsQuery } from '@web/__generated__/graphql';
import { Deferred } from '../deferred';
import { CityPanel, useCityLabel } from './city-panel';
import { type Suggestion, SuggestionList, suggestionPath, suggestionText } from './suggestion-list';
import { useDebouncedValue } from './use-debounced-value';
import styles from './search-box.module.css';

export const SUGGESTIONS_DEBOUNCE_MS = 250;

/** Which of the search box's panels is open; they are mutually exclusive (spec section 2). */
type Panel = 'suggestions' | 'city' | 'vehicle' | null;

/**
 * Header search: an accessible combobox with debounced suggestions (products with image and price,
 * categories). Arrow keys move, Enter opens the highlighted suggestion, Escape closes. The city
 * panel and the vehicle button (`vehicle`, from the garage feature via the app) share the box.
 */
export function SearchBox({ showCity = true, vehicle }: { showCity?: boolean; vehicle?: ReactNode }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const idPrefix = useId();
  const cityLabel = useCityLabel();
  const [panel, setPanel] = useState<Panel>(null);
  const [inputValue, setInputValue] = useState('');
  const query = useDebouncedValue(inputValue.trim(), SUGGESTIONS_DEBOUNCE_MS);
  const { data, previousData, loading } = useSearchSuggestionsQuery({
    variables: { query },
    skip: query.length < 2,
  });
  const result = (data ?? previousData)?.searchSuggestions;
  const items = useMemo<Suggestion[]>(
    () =>
      query.length < 2 || !result
        ? []
        : [
            ...result.products.map((product) => ({ kind: 'product' as const, product })),
            ...result.categories.map((category) => ({ kind: 'category' as const, category })),
          ],
    [query, result],
  );

  const combobox = useCombobox<Suggestion>({
    id: `${idPrefix}search`,
    items,
    inputValue,
    selectedItem: null,
    isOpen: panel === 'suggestions' && inputValue.trim().length >= 2,
    defaultHighlightedIndex: 0,
    itemToString: suggestionText,
    // Leaving the box (Tab, click elsewhere) closes the list without opening a suggestion.
    stateReducer: (_state, { type, changes }) =>
      type === useCombobox.stateChangeTypes.InputBlur ? { ...changes, selectedItem: null } : changes,
    onInputValueChange: ({ inputValue: value, type }) => {
      if (type !== useCombobox.stateChangeTypes.InputChange) return;
      setInputValue(value);
      setPanel('suggestions');
    },
    onIsOpenChange: ({ isOpen }) => setPanel(isOpen ? 'suggestions' : (p) => (p === 'suggestions' ? null : p)),
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      setPanel(null);
      setInputValue('');
      void navigate(suggestionPath(selectedItem));
    },
  });
  const { isOpen, highlightedIndex, getInputProps, getItemProps, getLabelProps, getMenuProps } = combobox;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (items[0]) combobox.selectItem(items[0]);
  }

  const searching = loading || query !== inputValue.trim();
  const status =
    inputValue.trim().length < 2 || !isOpen
      ? ''
      : searching && items.length === 0
        ? t`Searching…`
        : items.length === 0
          ? t`Nothing found for “${inputValue.trim()}”. Try a part number, brand or vehicle.`
          : t`${items.length} suggestions. Use the up and down arrows to choose, Enter to open.`;

  const box = (
    <form role="search" className={styles.box} onSubmit={submit}>
      {showCity && (
        <Popover.Trigger type="button" className={styles.cityButton} aria-label={t`City: ${cityLabel}`}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
            <path
              d="M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12Z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
            <circle cx="12" cy="10" r="2.5" fill="currentColor" />
          </svg>
          {cityLabel}
        </Popover.Trigger>
      )}
      <Deferred size="vehicle">{vehicle}</Deferred>
      <label {...getLabelProps()} className="visually-hidden">
        {t`Search parts`}
      </label>
      <input
        {...getInputProps({
          type: 'search',
          placeholder: t`Search by part, brand or part number`,
          className: styles.input,
        })}
      />
      <button type="submit" className={styles.submit}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.2" />
          <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{t`Search`}</span>
      </button>
      <ul {...getMenuProps({ className: `${styles.menu} ${isOpen && items.length > 0 ? styles.menuOpen : ''}` })}>
        {isOpen && (
          <SuggestionList
            items={items}
            highlightedIndex={highlightedIndex}
            getItemProps={getItemProps}
            idPrefix={idPrefix}
          />
        )}
      </ul>
      <p role="status" className={isOpen && items.length === 0 && status ? styles.empty : 'visually-hidden'}>
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
