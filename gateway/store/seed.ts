import type { Kysely, Transaction } from 'kysely';
import { seedCatalogue } from '../catalogue/catalogue.seed';
import { seedReviewLanguages } from '../catalogue/review-languages.seed';
import { seedColourImages } from '../catalogue/colour-images.seed';
import { seedGstRates } from '../catalogue/gst-rates.seed';
import { seedSearchLexicon } from '../catalogue/search-lexicon.seed';
import { seedBlog } from '../blog/blog.seed';
import { seedCountries } from '../countries/countries.seed';
import { seedServices } from '../workshops/workshops.seed';
import { seedMoreServiceCities } from '../workshops/more-cities.seed';
import { seedInstallationPackages } from '../workshops/installation.seed';
import { seedShop } from '../shop/shop.seed';
import { seedVehicles } from '../vehicles/vehicles.seed';
import { seedContentTranslations } from '../translations/translations.seed';
import type { DB } from './schema';

export interface Seeder {
  /** Permanent name; bump the suffix to ship a new version of the sample data. */
  name: string;
  run(trx: Transaction<DB>): Promise<void>;
}

/** Sample data, in dependency order. */
export const SEEDERS: Seeder[] = [
  { name: 'shop@1', run: seedShop },
  { name: 'vehicles@1', run: seedVehicles },
  { name: 'catalogue@1', run: seedCatalogue },
  { name: 'countries@1', run: seedCountries },
  { name: 'blog@1', run: seedBlog },
  { name: 'services@1', run: seedServices },
  { name: 'services-installation@1', run: seedInstallationPackages },
  { name: 'catalogue-gst@1', run: seedGstRates },
  { name: 'services-cities@1', run: seedMoreServiceCities },
  { name: 'search-lexicon@1', run: seedSearchLexicon },
  { name: 'catalogue-colour-images@1', run: seedColourImages },
  { name: 'content-translations@2', run: seedContentTranslations },
  { name: 'catalogue-review-languages@1', run: seedReviewLanguages },
];

/**
 * Runs each seeder that has not run on this database yet, each in its own transaction that
 * also records it: safe to call on every start and from several processes at once.
 */
export async function runSeeds(db: Kysely<DB>, seeders: Seeder[] = SEEDERS): Promise<string[]> {
  const applied: string[] = [];
  for (const seeder of seeders) {
    const ran = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('seed_runs')
        .values({ name: seeder.name, applied_at: new Date() })
        .onConflict((oc) => oc.column('name').doNothing())
        .returning('name')
        .executeTakeFirst();
      if (!claimed) return false;
      await seeder.run(trx);
      return true;
    });
    if (ran) applied.push(seeder.name);
  }
  return applied;
}
