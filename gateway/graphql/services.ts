import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { createAccountServices } from '../accounts/accounts.wiring';
import { createCatalogueServices } from '../catalogue/catalogue.wiring';
import { createBlogService } from '../blog/blog.service';
import { createInvoicesService } from '../invoices/invoices.service';
import { createNewsletterService } from '../newsletter/newsletter.service';
import { createReviewsService } from '../reviews/reviews.service';
import type { Config } from '../config';
import { createOrderServices } from '../orders/orders.wiring';
import { createCountriesService } from '../countries/countries.service';
import { createWorkshopServices } from '../workshops/workshops.wiring';
import { createSavedListsService } from '../saved-lists/saved-lists.service';
import { createShopService } from '../shop/shop.service';
import { createStockNoticeServices } from '../stock-notices/stock-notices.wiring';
import { createContentTexts } from '../translations/content-texts.service';
import { createRequestLimits } from '../rate-limit/request-limits';
import type { DB } from '../store/schema';
import { createGarageService } from '../vehicles/garage.service';
import { createGarageRegistrationsService } from '../vehicles/garage-registrations.service';
import { createVehiclesService } from '../vehicles/vehicles.service';

/** The domain services, built once per gateway (per-request loaders hang off the context). */
export function createServices(db: Kysely<DB>, deps: { config: Config; logger: Logger }) {
  // The content in each language: the API's translated fields and the e-mails share one cache.
  const contentTexts = createContentTexts(db);
  return {
    ...createAccountServices(db, deps),
    ...createCatalogueServices(db, deps.config),
    shop: createShopService(db),
    contentTexts,
    countries: createCountriesService(db),
    blog: createBlogService(db),
    newsletter: createNewsletterService(db),
    reviews: createReviewsService(db),
    vehicles: createVehiclesService(db),
    garage: createGarageService(db),
    garageRegistrations: createGarageRegistrationsService(db),
    savedLists: createSavedListsService(db),
    ...createOrderServices(db, { ...deps, contentTexts }),
    invoices: createInvoicesService(db),
    ...createWorkshopServices(db, { ...deps, contentTexts }),
    ...createStockNoticeServices(db, deps),
    requestLimits: createRequestLimits(deps.config, deps.logger),
  };
}

export type Services = ReturnType<typeof createServices>;
