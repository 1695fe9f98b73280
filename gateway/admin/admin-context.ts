import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Services } from '../graphql/services';
import type { DB } from '../store/schema';
import type { AdminServices } from './admin-services';
import type { StaffRequestAuth } from './staff/staff-request-auth';
import type { StaffRow } from './staff/staff.mappers';

/** What every admin resolver receives: the signed-in staff member, the shop's and the back office's services. */
export interface AdminContext {
  requestId: string;
  logger: Logger;
  config: Config;
  db: Kysely<DB>;
  /** The shop's services (the same instances as the shop's API: caches, mailer, limits). */
  services: Services;
  admin: AdminServices;
  /** The signed-in staff member (active, valid session), or null. */
  staff: StaffRow | null;
  auth: StaffRequestAuth;
  /** Epoch milliseconds after which no resolver starts (the field guard). */
  deadline: number;
}

/** The signed-in staff member; the role table (operation-roles.ts) already refused anyone else. */
export function actorOf(context: AdminContext): StaffRow {
  if (!context.staff) throw new Error('admin resolver ran without a staff member');
  return context.staff;
}
