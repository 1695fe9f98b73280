import { type Kysely, sql } from 'kysely';
import type { DB } from '../store/schema';
import { type ContentDictionary, translated } from '../translations/content-dictionary';
import type { BrandRow, CategoryRow } from './catalogue.mappers';
import type { FacetReference } from './facets';

/**
 * How often the catalogue's reference tables (shop categories, brands, colours, part types) kept in
 * memory are checked against `catalogue_reference_revision` (migration 0750: every statement that
 * changes them bumps it, whichever process runs it). A change made through any gateway, import or
 * seed shows on every gateway within this time (docs/decisions/044); in between, a request costs
 * no statement.
 */
export const REFERENCE_CHECK_MS = 1_000;

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

async function revisionOf(db: Kysely<DB>): Promise<string> {
  const row = await db
    .selectFrom('catalogue_reference_revision')
    // text: int8 is a string from pg and a number from PGlite.
    .select(sql<string>`value::text`.as('value'))
    .executeTakeFirstOrThrow();
  return row.value;
}

/**
 * The reference tables, reloaded when their revision moved: the revision is read at most once per
 * `checkEveryMs` per process, and requests meanwhile share that check. The revision is read before
 * the tables, so a change committed in between only causes one more reload. A failed read is not kept.
 */
export function createCatalogueReference(db: Kysely<DB>, checkEveryMs = REFERENCE_CHECK_MS) {
  let cached: { revision: string; value: Promise<CatalogueReference> } | null = null;
  let check: { at: number; done: Promise<CatalogueReference> } | null = null;

  async function current(): Promise<CatalogueReference> {
    const revision = await revisionOf(db);
    if (cached?.revision !== revision) {
      const value = load(db);
      cached = { revision, value };
      value.catch(() => {
        if (cached?.value === value) cached = null;
      });
    }
    return cached.value;
  }

  return {
    get(): Promise<CatalogueReference> {
      if (!check || Date.now() - check.at > checkEveryMs) {
        const done = current();
        check = { at: Date.now(), done };
        done.catch(() => {
          if (check?.done === done) check = null;
        });
      }
      return check.done;
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
