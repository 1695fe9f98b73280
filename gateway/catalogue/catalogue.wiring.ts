import type { Kysely } from 'kysely';
import type { DB } from '../store/schema';
import { createCatalogueReference } from './catalogue-reference';
import { createCatalogueService } from './catalogue.service';
import { createProductDetailsService } from './product-details.service';
import { createProductListService } from './product-list.service';

/** The catalogue domain's services (one entry in gateway/graphql/services.ts). */
export function createCatalogueServices(db: Kysely<DB>) {
  const catalogueReference = createCatalogueReference(db);
  return {
    catalogueReference,
    catalogue: createCatalogueService(db),
    productList: createProductListService(db, catalogueReference),
    productDetails: createProductDetailsService(db),
  };
}
