/**
 * The search box's city panel names cities through the interface's messages (locales/*.po), the
 * API names a workshop's city from the database's translations (workshop_translations, seeded from
 * gateway/translations/seed). A shopper sees both on one page, so they must spell each city alike.
 */
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { OTHER_CITIES, POPULAR_CITIES } from '@web/features/layout/search/cities';
import { loadCatalog } from '@web/shared/i18n/catalogs';
import { STRUCTURAL_TEXTS } from '../../../gateway/translations/seed';
import { WORKSHOPS } from '../../../gateway/workshops/seed/workshops';

const CITIES = [...POPULAR_CITIES, ...OTHER_CITIES];

describe('city names', () => {
  it('are the workshops’ English city names in English', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    for (const workshop of WORKSHOPS) {
      const city = CITIES.find((c) => c.key === workshop.city);
      if (city) expect(i18n._(city.name), workshop.city).toBe(workshop.name);
    }
  });

  it.each(Object.keys(STRUCTURAL_TEXTS) as (keyof typeof STRUCTURAL_TEXTS)[])(
    'are the workshops’ translated city names in %s',
    async (locale) => {
      const i18n = setupI18n({ locale, messages: { [locale]: await loadCatalog(locale) } });
      const workshops = STRUCTURAL_TEXTS[locale].workshops;
      let compared = 0;
      for (const city of CITIES) {
        const translated = workshops[city.key]?.name;
        if (translated === undefined) continue;
        expect(i18n._(city.name), `${locale} ${city.key}`).toBe(translated);
        compared++;
      }
      expect(compared).toBeGreaterThanOrEqual(6);
    },
  );
});
