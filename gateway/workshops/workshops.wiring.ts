import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { createMailer } from '../mail/mailer';
import type { DB } from '../store/schema';
import type { ContentTextsService } from '../translations/content-texts.service';
import { type Clock, systemClock } from './clock';
import { createServiceBookingsService } from './service-bookings.service';
import { createServiceCatalogueService } from './service-catalogue.service';

/** The services domain (catalogue and bookings), built once per gateway; `clock` is for tests. */
export function createWorkshopServices(
  db: Kysely<DB>,
  {
    config,
    logger,
    contentTexts,
    clock = systemClock,
  }: { config: Config; logger: Logger; contentTexts: ContentTextsService; clock?: Clock },
) {
  const mailer = createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir }, logger);
  const serviceCatalogue = createServiceCatalogueService(db, clock);
  return {
    serviceCatalogue,
    serviceBookings: createServiceBookingsService({
      db,
      catalogue: serviceCatalogue,
      mailer,
      logger,
      clock,
      publicUrl: config.publicUrl,
      contentTexts,
    }),
  };
}
