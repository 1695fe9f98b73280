import { useIntlLocale as useSharedIntlLocale } from '@web/shared/format/use-format';

/** The BCP 47 locale of the active language, for Intl date and time formats. (The gateway gives each language its locale.) */
export function useLocale(): string {
  return useSharedIntlLocale();
}
