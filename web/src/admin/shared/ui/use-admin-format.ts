import { useLingui } from '@lingui/react/macro';
import { intlLocale } from '@web/shared/i18n/i18n';

/** Dates and money in the active language, India time (the shop's clock). */
export function useAdminFormat() {
  const { i18n } = useLingui();
  const locale = i18n.locale ? intlLocale(i18n) : 'en-IN';
  const dateTime = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  });
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR' });
  return {
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    /** Integer paise as rupees. */
    money: (paise: number) => money.format(paise / 100),
  };
}
