import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { createMailer } from '../mail/mailer';
import type { DB } from '../store/schema';
import { createAccountsService } from './accounts.service';
import { createBackgroundJobs } from './background-jobs';
import { createGuestOrderClaims } from './guest-order-claims.service';
import { createAddressesService } from './addresses.service';
import { createPasswordHasher } from './password-hasher';
import { createRateLimits } from './rate-limits';
import { createSessionStore } from './sessions';

/** The accounts domain's services, built once per gateway. */
export function createAccountServices(db: Kysely<DB>, { config, logger }: { config: Config; logger: Logger }) {
  const sessions = createSessionStore(db);
  const rateLimits = createRateLimits(config.redisUrl, 1, logger);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir }, logger);
  const hasher = createPasswordHasher();
  const accountJobs = createBackgroundJobs(logger);
  const deps = {
    db,
    hasher,
    sessions,
    limits: rateLimits,
    mailer,
    logger,
    publicUrl: config.publicUrl,
    jobs: accountJobs,
  };
  return {
    accounts: createAccountsService(deps),
    guestOrderClaims: createGuestOrderClaims(deps),
    addresses: createAddressesService(db),
    sessions,
    rateLimits,
    mailer,
    accountJobs,
  };
}
