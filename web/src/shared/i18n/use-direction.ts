import { useLingui } from '@lingui/react';
import { type Direction, localeInfo } from './locales';

/** The active language's writing direction (the gateway's), for widgets that need it as a prop. */
export function useDirection(): Direction {
  return localeInfo(useLingui().i18n.locale).direction;
}
