import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { createAddressesService } from '../accounts/addresses.service';
import { createCartService } from '../cart/cart.service';
import type { Config } from '../config';
import { createMailer } from '../mail/mailer';
import type { DB } from '../store/schema';
import type { ContentTextsService } from '../translations/content-texts.service';
import { createCheckoutService } from './checkout.service';
import { createOrdersService } from './orders.service';

/** The cart and orders domains' services, built once per gateway. */
export function createOrderServices(
  db: Kysely<DB>,
  { config, logger, contentTexts }: { config: Config; logger: Logger; contentTexts: ContentTextsService },
) {
  const mailer = createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir }, logger);
  const addresses = createAddressesService(db);
  return {
    cart: createCartService(db),
    orders: createOrdersService(db),
    checkout: createCheckoutService({
      db,
      mailer,
      logger,
      publicUrl: config.publicUrl,
      savedAddress: (userId, id) => addresses.byId(userId, id),
      contentTexts,
    }),
  };
}
