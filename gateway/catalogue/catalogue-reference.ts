import type { Kysely } from 'kysely';
import type { DB } from '../store/schema';
import type { BrandRow, CategoryRow } from './catalogue.mappers';

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
  };
}

export type CatalogueReferenceService = ReturnType<typeof createCatalogueReference>;
