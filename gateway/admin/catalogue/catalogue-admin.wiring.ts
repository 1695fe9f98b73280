import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import { createDiskImageStorage } from '../../catalogue/images/image-storage';
import type { DB } from '../../store/schema';
import { createAdminImagesService } from './admin-images.service';
import { createAdminProductsService } from './admin-products.service';
import { createAdminReviewsService } from './admin-reviews.service';
import { createProductImportService } from './product-import.service';

/** The back office's catalogue services (one entry in admin-services.ts). */
export function createCatalogueAdminServices(
  db: Kysely<DB>,
  { config, logger }: { config: Pick<Config, 'imageDir'>; logger: Logger },
) {
  return {
    products: createAdminProductsService(db),
    productImages: createAdminImagesService(db, createDiskImageStorage(config.imageDir)),
    productImport: createProductImportService(db, logger),
    reviews: createAdminReviewsService(db),
  };
}
