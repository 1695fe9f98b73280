import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { DB } from '../store/schema';
import { createCatalogueReference } from './catalogue-reference';
import { createCatalogueService } from './catalogue.service';
import { createDidYouMean } from './did-you-mean';
import { createFacetIndex } from './facet-index';
import { createProductDetailsService } from './product-details.service';
import { facetIndexStrategy, sqlStrategy } from './list-strategy';
import { createProductListService } from './product-list.service';
import { createSearchLexicon } from './search-lexicon.store';

/** The catalogue domain's services (one entry in gateway/graphql/services.ts). */
export function createCatalogueServices(
  db: Kysely<DB>,
  config: Pick<Config, 'facetIndex' | 'facetIndexPages' | 'statementBuildOnce' | 'fitmentTable'>,
) {
  const catalogueReference = createCatalogueReference(db);
  const facetIndex = config.facetIndex ? createFacetIndex(db) : null;
  const searchLexicon = createSearchLexicon(db);
  return {
    catalogueReference,
    facetIndex,
    catalogue: createCatalogueService(db, { buildOnce: config.statementBuildOnce }, searchLexicon),
    productList: createProductListService(
      db,
      catalogueReference,
      facetIndex && facetIndexStrategy(facetIndex, sqlStrategy(db)),
      config.facetIndexPages,
      searchLexicon,
    ),
    productDetails: createProductDetailsService(db, { fitmentTable: config.fitmentTable }),
    didYouMean: createDidYouMean(db, searchLexicon),
  };
}
