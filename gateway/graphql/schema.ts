import { fileURLToPath } from 'node:url';
import { createSchema } from 'graphql-yoga';
import type { Resolvers } from '../__generated__/resolvers-types';
import { accountsResolvers } from '../accounts/accounts.resolvers';
import { cartResolvers } from '../cart/cart.resolvers';
import { catalogueResolvers } from '../catalogue/catalogue.resolvers';
import { blogResolvers } from '../blog/blog.resolvers';
import { invoicesResolvers } from '../invoices/invoices.resolvers';
import { newsletterResolvers } from '../newsletter/newsletter.resolvers';
import { stockNoticesResolvers } from '../stock-notices/stock-notices.resolvers';
import { reviewsResolvers } from '../reviews/reviews.resolvers';
import { countriesResolvers } from '../countries/countries.resolvers';
import { ordersResolvers } from '../orders/orders.resolvers';
import { paymentsResolvers } from '../orders/payments.resolvers';
import { savedListsResolvers } from '../saved-lists/saved-lists.resolvers';
import { workshopsResolvers } from '../workshops/workshops.resolvers';
import { shopResolvers } from '../shop/shop.resolvers';
import { vehiclesResolvers } from '../vehicles/vehicles.resolvers';
import { translatedFieldResolvers } from '../translations/translated-fields.resolvers';
import type { GatewayContext } from './context';
import { type FieldLimit, guardFields } from './limits/field-guard';
import { checkoutLimit, paymentReferenceLimit } from '../rate-limit/order-limits';
import { BASE_RESOLVERS, loadSdlFiles } from './base-schema';

const SCHEMA_DIR = fileURLToPath(new URL('../../schema/', import.meta.url));

/** Resolvers of every domain; each domain owns its file. */
const DOMAIN_RESOLVERS: Resolvers[] = [
  BASE_RESOLVERS,
  shopResolvers,
  accountsResolvers,
  catalogueResolvers,
  vehiclesResolvers,
  countriesResolvers,
  blogResolvers,
  newsletterResolvers,
  stockNoticesResolvers,
  cartResolvers,
  ordersResolvers,
  paymentsResolvers,
  invoicesResolvers,
  reviewsResolvers,
  workshopsResolvers,
  savedListsResolvers,
  translatedFieldResolvers,
];

/** Fields refused by a rate limit before their resolver runs (order-creating mutations). */
const FIELD_LIMITS: Record<string, FieldLimit> = {
  'Mutation.checkout': checkoutLimit,
  'Mutation.submitPaymentReference': paymentReferenceLimit,
};

/** The executable schema, every field behind the field guard (arguments, list sizes, time, limits). */
export function buildSchema() {
  const schema = createSchema<GatewayContext>({
    typeDefs: loadSdlFiles(SCHEMA_DIR),
    resolvers: DOMAIN_RESOLVERS as never,
  });
  return guardFields(schema, FIELD_LIMITS);
}
