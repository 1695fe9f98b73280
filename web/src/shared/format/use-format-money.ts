import { useReactiveVar } from '@apollo/client/react';
import { useCallback } from 'react';
import { useCurrenciesQuery } from '@web/__generated__/graphql';
import { currencyVar } from '../state/preferences';
import { type DisplayCurrency, formatMoney, INR, type Money } from './money';
import { useIntlLocale } from './use-format';

/**
 * Formats prices in the shopper's chosen currency and language. Until the rates arrive (or if the
 * chosen code is unknown) prices show in rupees, never with a guessed rate.
 */
export function useFormatMoney(): (money: Money) => string {
  const code = useReactiveVar(currencyVar);
  const { data } = useCurrenciesQuery();
  const display: DisplayCurrency = data?.currencies.find((c) => c.code === code) ?? INR;
  const locale = useIntlLocale();
  return useCallback((money: Money) => formatMoney(money, display, locale), [display, locale]);
}
