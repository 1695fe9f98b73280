import type { Kysely } from 'kysely';
import type { UserRow } from '../accounts/accounts.mappers';
import type { RequestAuth } from '../accounts/request-auth';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { DB } from '../store/schema';
import type { ContentLanguage } from '../translations/content-dictionary';
import type { Services } from './services';

/** What every resolver receives: the request's identity, its logger and the domain services. */
export interface GatewayContext {
  requestId: string;
  logger: Logger;
  config: Config;
  db: Kysely<DB>;
  services: Services;
  /** The signed-in shopper, or null for an anonymous one. */
  viewer: UserRow | null;
  /** The request's session and the session cookie to send back. */
  auth: RequestAuth;
  /** Epoch milliseconds after which no resolver starts (REQUEST_TIME_BUDGET_MS, default 10 s; limits/field-guard.ts). */
  deadline: number;
  /**
   * The language the content is answered in: the first of en, hi, kn, ta, te that the request's
   * Accept-Language names, else English (docs/decisions/034).
   */
  language: ContentLanguage;
}
