import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import { createDiskImageStorage } from '../../catalogue/images/image-storage';
import type { Services } from '../../graphql/services';
import type { DB } from '../../store/schema';
import { createAdminImagesService } from './admin-images.service';
import { createAdminProductsService } from './admin-products.service';
import { createAdminReviewsService } from './admin-reviews.service';
import { createBrandsCategoriesService } from './brands-categories.service';
import { createProductChoicesService } from './product-choices.service';
import { createProductImportService } from './product-import.service';

/** The shop's caches that a brand or category change makes stale in this process. */
type ShopCaches = Pick<Services, 'catalogueReference' | 'contentTexts'>;

/** The back office's catalogue services (one entry in admin-services.ts). */
export function createCatalogueAdminServices(
  db: Kysely<DB>,
  { config, logger, shop }: { config: Pick<Config, 'imageDir'>; logger: Logger; shop: ShopCaches },
) {
  return {
    brandsCategories: createBrandsCategoriesService(db, () => {
      shop.catalogueReference.invalidate();
      shop.contentTexts.invalidate();
    }),
    products: createAdminProductsService(db),
    productImages: createAdminImagesService(db, createDiskImageStorage(config.imageDir)),
    productChoices: createProductChoicesService(db),
    productImport: createProductImportService(db, logger),
    reviews: createAdminReviewsService(db),
  };
}
