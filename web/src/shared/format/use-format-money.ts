import { useCallback } from 'react';
import { useCurrenciesQuery } from '@web/__generated__/graphql';
import { useCurrencyCode } from '../state/preferences';
import { type DisplayCurrency, formatMoney, INR, type Money } from './money';
import { useIntlLocale } from './use-format';

const RUPEE: DisplayCurrency & { symbol: string } = { ...INR, symbol: '₹' };

/**
 * The shopper's chosen display currency with its rate and symbol. Until the rates arrive (or if
 * the chosen code is unknown) it is the rupee, never a guessed rate.
 */
export function useDisplayCurrency(): DisplayCurrency & { symbol: string } {
  const code = useCurrencyCode();
  const { data } = useCurrenciesQuery();
  return data?.currencies.find((c) => c.code === code) ?? RUPEE;
}

/** Formats prices in the shopper's chosen currency and language. */
export function useFormatMoney(): (money: Money) => string {
  const display = useDisplayCurrency();
  const locale = useIntlLocale();
  return useCallback((money: Money) => formatMoney(money, display, locale), [display, locale]);
}
