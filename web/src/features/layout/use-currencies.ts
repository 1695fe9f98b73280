import { useLingui } from '@lingui/react';
import { useCurrenciesQuery } from '@web/__generated__/graphql';
import { formatCurrencyName } from '@web/shared/format/numbers';
import { currencyVar, useCurrencyCode } from '@web/shared/state/preferences';

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
    name: formatCurrencyName(c.code, i18n.locale, c.name),
  }));

  function change(code: string) {
    if (code !== currencyVar() && currencies.some((c) => c.code === code)) currencyVar(code);
  }

  return { currencies, current, change };
}
