import type { Kysely } from 'kysely';
import type { DB } from '../store/schema';
import { type ContentDictionary, translated } from '../translations/content-dictionary';
import type { BrandRow, CategoryRow } from './catalogue.mappers';
import type { FacetReference } from './facets';

/**
 * How long the catalogue's reference tables (shop categories, brands, colours, part types) are
 * kept in memory. No gateway operation writes them (only migrations and seeds do, before the
 * gateway serves), so a change made by another process shows within this time.
 */
export const REFERENCE_TTL_MS = 30_000;

async function load(db: Kysely<DB>) {
  const [categories, brands, colors, types] = await Promise.all([
    db.selectFrom('categories').selectAll().where('type', '=', 'shop').execute(),
    db.selectFrom('brands').selectAll().execute(),
    db.selectFrom('colors').select(['slug', 'name', 'hex']).orderBy('position').execute(),
    db.selectFrom('product_types').selectAll().execute(),
  ]);
  return {
    categories: categories as CategoryRow[],
    brands: brands as BrandRow[],
    colors,
    types,
    categoryById: new Map(categories.map((c) => [c.id, c as CategoryRow])),
    brandById: new Map(brands.map((b) => [b.id, b])),
    typeById: new Map(types.map((t) => [t.id, t])),
  };
}

export type CatalogueReference = Awaited<ReturnType<typeof load>>;

/** The reference tables, read at most once per REFERENCE_TTL_MS per process (a failed read is not kept). */
export function createCatalogueReference(db: Kysely<DB>) {
  let cached: { at: number; value: Promise<CatalogueReference> } | null = null;
  return {
    get(): Promise<CatalogueReference> {
      if (!cached || Date.now() - cached.at > REFERENCE_TTL_MS) {
        const value = load(db);
        cached = { at: Date.now(), value };
        value.catch(() => {
          if (cached?.value === value) cached = null;
        });
      }
      return cached.value;
    },
    /** Forgets the tables read, so the next `get` reads them again (after a change made here). */
    invalidate(): void {
      cached = null;
    },
  };
}

export type CatalogueReferenceService = ReturnType<typeof createCatalogueReference>;

const inLanguages = new WeakMap<CatalogueReference, Map<string, FacetReference>>();

/**
 * The reference data as the list's filters show it in one language: category and colour names
 * translated (docs/decisions/034), brands as they are. Kept per reference read and per language,
 * so one language's names never answer another's request.
 */
export function facetReferenceIn(ref: CatalogueReference, dictionary: ContentDictionary): FacetReference {
  if (dictionary.language === 'en') return ref;
  let byLanguage = inLanguages.get(ref);
  if (!byLanguage) inLanguages.set(ref, (byLanguage = new Map()));
  let found = byLanguage.get(dictionary.language);
  if (!found) {
    found = {
      categories: ref.categories.map((c) => ({ ...c, name: translated(dictionary.category(c.id).name, c.name) })),
      brands: ref.brands,
      colors: ref.colors.map((c) => ({ ...c, name: translated(dictionary.color(c.slug).name, c.name) })),
    };
    byLanguage.set(dictionary.language, found);
  }
  return found;
}
