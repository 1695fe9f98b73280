import type { CategoryInput, CategoryLayout, CategoryRow_CategoryFragment } from '@web/__generated__/admin-graphql';
import { type CategoryFields, TRANSLATION_LANGUAGES } from '@rules/catalogue/brand-category-fields';

/** The category form: English texts, place, and the four languages' texts (empty: not translated). */
export interface CategoryFormValues {
  name: string;
  slug: string;
  description: string;
  parent: string;
  layout: CategoryLayout;
  position: string;
  translations: { language: string; name: string; description: string }[];
}

export function categoryFormValues(c: CategoryRow_CategoryFragment | null): CategoryFormValues {
  return {
    name: c?.name ?? '',
    slug: c?.slug ?? '',
    description: c?.description ?? '',
    parent: c?.parent ?? '',
    layout: c?.layout ?? 'PRODUCTS',
    position: String(c?.position ?? 0),
    translations: TRANSLATION_LANGUAGES.map((language) => {
      const found = c?.translations.find((t) => t.language === language);
      return { language, name: found?.name ?? '', description: found?.description ?? '' };
    }),
  };
}

/** The form's values as the API's input and as the shared rules' fields. */
export function categoryInputOf(v: CategoryFormValues): { input: CategoryInput; fields: CategoryFields } {
  const position = /^\d{1,5}$/.test(v.position.trim()) ? Number(v.position) : -1;
  const translations = v.translations.filter((t) => t.name.trim() !== '' || t.description.trim() !== '');
  const input = { ...v, position, translations };
  return { input, fields: { ...input, layout: v.layout === 'CATEGORIES' ? 'categories' : 'products' } };
}
