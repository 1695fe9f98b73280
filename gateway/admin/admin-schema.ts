import { fileURLToPath } from 'node:url';
import { createSchema } from 'graphql-yoga';
import type { Resolvers } from '../__generated__/admin-types';
import { ADMIN_LIST_SIZES } from '../graphql/limits/list-sizes';
import { guardFields } from '../graphql/limits/field-guard';
import { BASE_RESOLVERS, loadSdlFiles } from '../graphql/base-schema';
import type { AdminContext } from './admin-context';
import { auditResolvers } from './audit/audit.resolvers';
import { catalogueResolvers } from './catalogue/catalogue.resolvers';
import { catalogueListsResolvers } from './catalogue/catalogue-lists.resolvers';
import { productChoicesResolvers } from './catalogue/product-choices.resolvers';
import { catalogueReferenceResolvers } from './catalogue/catalogue-reference.resolvers';
import { authoriseOperations } from './authorise';
import { OPERATION_ROLES } from './operation-roles';
import { bookingsResolvers } from './bookings/bookings.resolvers';
import { ordersResolvers } from './orders/orders.resolvers';
import { settingsResolvers } from './settings/settings.resolvers';
import { staffResolvers } from './staff/staff.resolvers';

const ADMIN_SCHEMA_DIR = fileURLToPath(new URL('../../schema/admin/', import.meta.url));

/** Resolvers of every back-office area; each area owns its file (add a line per new area). */
export const ADMIN_RESOLVERS: Resolvers[] = [
  BASE_RESOLVERS,
  staffResolvers,
  auditResolvers,
  ordersResolvers,
  bookingsResolvers,
  settingsResolvers,
  catalogueResolvers,
  catalogueReferenceResolvers,
  catalogueListsResolvers,
  productChoicesResolvers,
];

/**
 * The admin API's executable schema: every field behind the shop's field guard (arguments, list
 * sizes, time), and every root field first behind the role table (authorise.ts), so that a caller
 * without the role learns nothing, not even whether their arguments were valid.
 */
export function buildAdminSchema() {
  const schema = createSchema<AdminContext>({
    typeDefs: loadSdlFiles(ADMIN_SCHEMA_DIR),
    resolvers: ADMIN_RESOLVERS as never,
  });
  return authoriseOperations(guardFields(schema, {}, ADMIN_LIST_SIZES), OPERATION_ROLES);
}
