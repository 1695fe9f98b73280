import { useIntlLocale as useSharedIntlLocale } from '@web/shared/format/use-format';

/** The BCP 47 locale of the interface language, for Intl. (The gateway gives each language its locale.) */
export function useIntlLocale(): string {
  return useSharedIntlLocale();
}
