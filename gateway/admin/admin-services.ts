import type { Config } from '../config';
import { createPasswordHasher } from '../accounts/password-hasher';
import type { Services } from '../graphql/services';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DB } from '../store/schema';
import { createAdminOrders } from './orders/admin-orders.service';
import { createSettingsService } from './settings/settings.service';
import { createStaffAuth } from './staff/staff-auth.service';
import { createStaffService } from './staff/staff.service';
import { createStaffSessions } from './staff/staff-sessions';
import { createTotpSecretBox } from './staff/totp-secret-box';
import { createCatalogueAdminServices } from './catalogue/catalogue-admin.wiring';
import { createAdminBookings } from './bookings/admin-bookings.service';
import { systemClock } from '../workshops/clock';

/** The back office's services, built once per gateway on top of the shop's. */
export function createAdminServices(
  db: Kysely<DB>,
  shop: Services,
  { config, logger }: { config: Config; logger: Logger },
) {
  const sessions = createStaffSessions(db);
  const hasher = createPasswordHasher();
  const totpBox = createTotpSecretBox(config.staffTotpKey);
  return {
    sessions,
    auth: createStaffAuth({ db, hasher, sessions, limits: shop.rateLimits, totpBox }),
    staff: createStaffService({ db, sessions, mailer: shop.mailer, logger, publicUrl: config.publicUrl, totpBox }),
    settings: createSettingsService(db),
    orders: createAdminOrders(db, { mailer: shop.mailer, logger, publicUrl: config.publicUrl }),
    ...createCatalogueAdminServices(db, { config, logger, shop }),
    bookings: createAdminBookings({
      db,
      catalogue: shop.serviceCatalogue,
      mailer: shop.mailer,
      logger,
      clock: systemClock,
      publicUrl: config.publicUrl,
      contentTexts: shop.contentTexts,
    }),
  };
}

export type AdminServices = ReturnType<typeof createAdminServices>;
