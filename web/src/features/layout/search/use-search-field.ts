import { useCombobox } from 'downshift';
import { type FormEvent, type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSearchSuggestionsQuery } from '@web/__generated__/graphql';
import { searchOfLocation, searchResultsPath } from './search-path';
import { type Suggestion, suggestionPath, suggestionText } from './suggestion-list';
import { useComposition } from './use-composition';
import { useDebouncedValue } from './use-debounced-value';

export const SUGGESTIONS_DEBOUNCE_MS = 250;

/**
 * The search field's behaviour: a downshift combobox over debounced suggestions. Enter on a
 * highlighted suggestion (or a click) opens it; Enter with none highlighted, or the search
 * button, opens the results page. `open`/`onOpen`: whether the suggestions may show (the box's
 * panels are mutually exclusive).
 *
 * The field's text is downshift's own state, never a value of ours fed back to it: downshift
 * reports changes from an effect, after a render with the old value, so a controlled
 * `inputValue` put the caret at the end and, under load, lost the letters typed meanwhile
 * (docs/decisions/036). `text` below follows it, for the suggestions only.
 */
export function useSearchField(id: string, open: boolean, onOpen: (open: boolean) => void) {
  const navigate = useNavigate();
  const shownSearch = searchOfLocation(useLocation().search);
  const [text, setText] = useState(shownSearch);
  const composition = useComposition(text);
  const typed = composition.settled.trim();
  const query = useDebouncedValue(typed, SUGGESTIONS_DEBOUNCE_MS);
  const { data, previousData, loading } = useSearchSuggestionsQuery({ variables: { query }, skip: query.length < 2 });
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
    id,
    items,
    initialInputValue: shownSearch,
    selectedItem: null,
    isOpen: open && typed.length >= 2,
    itemToString: suggestionText,
    stateReducer: (_state, { type, changes }) => {
      // Leaving the box (Tab, click elsewhere) closes the list without opening a suggestion.
      if (type === useCombobox.stateChangeTypes.InputBlur) return { ...changes, selectedItem: null };
      // An opened suggestion empties the field (its name is not the shopper's search).
      return changes.selectedItem ? { ...changes, inputValue: '' } : changes;
    },
    onInputValueChange: ({ inputValue, type }) => {
      setText(inputValue);
      if (type === useCombobox.stateChangeTypes.InputChange) onOpen(true);
    },
    onIsOpenChange: ({ isOpen }) => onOpen(isOpen),
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      onOpen(false);
      void navigate(suggestionPath(selectedItem));
    },
  });

  // The field shows the search of the results page shown (after a "did you mean" link, back…).
  const { setInputValue } = combobox;
  const shown = useRef(shownSearch);
  useEffect(() => {
    if (shown.current === shownSearch || composition.composing) return;
    shown.current = shownSearch;
    setInputValue(shownSearch);
  }, [shownSearch, composition.composing, setInputValue]);

  return {
    combobox,
    items,
    typed,
    searching: loading || query !== typed,
    /** Extra input props: composition tracking, and Enter with nothing highlighted left to the form. */
    inputProps: {
      ...composition.handlers,
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter' && combobox.highlightedIndex < 0)
          (event.nativeEvent as { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
      },
    },
    submit(event: FormEvent) {
      event.preventDefault();
      const path = searchResultsPath(combobox.inputValue);
      if (!path) return;
      onOpen(false);
      void navigate(path);
    },
  };
}
