import type { Kysely } from 'kysely';
import { LANGUAGES } from '../accounts/account-rules';
import type { DB } from '../store/schema';

/** A language the content can be asked in; English is the source (the entities' own rows). */
export type ContentLanguage = (typeof LANGUAGES)[number];
export const CONTENT_LANGUAGES: readonly ContentLanguage[] = LANGUAGES;

type Fields<K extends string> = Partial<Record<K, string>>;

/**
 * The translations of one language's small, shared content (categories, part types, colours,
 * attribute and option phrases, services and packages, workshops, blog categories, the shop's
 * address), read in one go and kept per language. Each getter returns the translated field or
 * undefined, and the caller falls back to English field by field (`translated`).
 */
export interface ContentDictionary {
  language: ContentLanguage;
  category(id: number): Fields<'name' | 'description'>;
  type(id: number): Fields<'name'>;
  color(slug: string): Fields<'name'>;
  /** An attribute group, label or value, or an option name or value, by its English text. */
  phrase(english: string): string;
  service(id: string): Fields<'name' | 'summary' | 'description'> & { includes?: string[] };
  servicePackage(id: string): Fields<'name'> & { includes?: string[] };
  /** A workshop by its city key: the city's name and the address (the workshop's name stays as written). */
  workshop(city: string): Fields<'name' | 'address'>;
  blogCategory(id: number): Fields<'name'>;
  shopInfo(id: number): Fields<'address'>;
}

/** The translated field when there is one (not null, not blank), else the English. */
export function translated<T extends string | null>(field: string | null | undefined, english: T): string | T {
  return field != null && field.trim() !== '' ? field : english;
}

/** A list translated as a whole (service includes), when it has as many items as the English. */
export function translatedList(list: readonly string[] | null | undefined, english: string[]): string[] {
  return list && list.length === english.length && list.every((item) => item.trim() !== '') ? [...list] : english;
}

const none = () => ({});

/** English: the entities' own fields, nothing looked up. */
export const ENGLISH_DICTIONARY: ContentDictionary = {
  language: 'en',
  category: none,
  type: none,
  color: none,
  phrase: (english) => english,
  service: none,
  servicePackage: none,
  workshop: none,
  blogCategory: none,
  shopInfo: none,
};

const clean = <T extends object>(row: T, omit: readonly string[]) =>
  Object.fromEntries(Object.entries(row).filter(([key, value]) => !omit.includes(key) && value != null)) as never;

/** Reads one language's dictionary: ten small statements, a few hundred rows. */
export async function loadDictionary(db: Kysely<DB>, language: ContentLanguage): Promise<ContentDictionary> {
  if (language === 'en') return ENGLISH_DICTIONARY;
  const of = <T extends keyof DB & `${string}_translations`>(table: T) =>
    db
      .selectFrom(table as 'category_translations')
      .selectAll()
      .where('language', '=', language)
      .execute() as Promise<never[]>;
  const [categories, types, colors, phrases, services, packages, workshops, blogCategories, shop, colorNames] =
    await Promise.all([
      of('category_translations') as Promise<DB['category_translations'][]>,
      of('product_type_translations') as Promise<DB['product_type_translations'][]>,
      of('color_translations') as Promise<DB['color_translations'][]>,
      of('content_phrase_translations') as Promise<DB['content_phrase_translations'][]>,
      of('service_translations') as Promise<{ service_id: string; includes: string[] | null }[]>,
      of('service_package_translations') as Promise<{ package_id: string; includes: string[] | null }[]>,
      of('workshop_translations') as Promise<DB['workshop_translations'][]>,
      of('blog_category_translations') as Promise<DB['blog_category_translations'][]>,
      of('shop_info_translations') as Promise<DB['shop_info_translations'][]>,
      db
        .selectFrom('colors as c')
        .innerJoin('color_translations as t', 't.color_slug', 'c.slug')
        .select(['c.name as english', 't.name'])
        .where('t.language', '=', language)
        .execute(),
    ]);
  const byKey = <R extends object>(rows: R[], key: keyof R) =>
    new Map(rows.map((row) => [row[key] as unknown, clean(row, [key as string, 'language'])]));
  const maps = {
    categories: byKey(categories, 'category_id'),
    types: byKey(types, 'type_id'),
    colors: byKey(colors, 'color_slug'),
    services: byKey(services, 'service_id'),
    packages: byKey(packages, 'package_id'),
    workshops: byKey(workshops, 'city'),
    blogCategories: byKey(blogCategories, 'category_id'),
    shop: byKey(shop, 'shop_id'),
  };
  const phraseMap = new Map<string, string>(colorNames.flatMap((c) => (c.name ? [[c.english, c.name]] : [])));
  for (const p of phrases) phraseMap.set(p.source, p.text);
  return {
    language,
    category: (id) => maps.categories.get(id) ?? {},
    type: (id) => maps.types.get(id) ?? {},
    color: (slug) => maps.colors.get(slug) ?? {},
    phrase: (english) => translated(phraseMap.get(english), english),
    service: (id) => maps.services.get(id) ?? {},
    servicePackage: (id) => maps.packages.get(id) ?? {},
    workshop: (city) => maps.workshops.get(city) ?? {},
    blogCategory: (id) => maps.blogCategories.get(id) ?? {},
    shopInfo: (id) => maps.shop.get(id) ?? {},
  };
}
