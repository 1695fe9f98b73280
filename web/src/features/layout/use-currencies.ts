import { useLingui } from '@lingui/react';
import { useCurrenciesQuery } from '@web/__generated__/graphql';
import { currencyVar, useCurrencyCode } from '@web/shared/state/preferences';

/** Localised currency name from Intl, falling back to the gateway's English name. */
function displayName(code: string, fallback: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'currency' }).of(code) ?? fallback;
  } catch {
    return fallback;
  }
}

/**
 * The currencies prices can be shown in (from the gateway), the chosen one, and a switch that
 * changes the choice only when the code differs (spec section 4).
 */
export function useCurrencies() {
  const { i18n } = useLingui();
  const current = useCurrencyCode();
  const { data } = useCurrenciesQuery();
  const currencies = (data?.currencies ?? [{ code: 'INR', symbol: '₹', name: 'Indian Rupee' }]).map((c) => ({
    code: c.code,
    symbol: c.symbol,
    name: displayName(c.code, c.name, i18n.locale),
  }));

  function change(code: string) {
    if (code !== currencyVar() && currencies.some((c) => c.code === code)) currencyVar(code);
  }

  return { currencies, current, change };
}
