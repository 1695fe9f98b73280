/**
 * Tag functions for test operations, typed by codegen (docs/decisions/002): `graphql(…)` for the shop's
 * API (schema/*.graphql) and `adminGraphql(…)` for the back office's (schema/admin). Each returns a
 * TypedDocumentNode that `execute` infers data and variables from.
 */
export { graphql } from '../__generated__/shop';
export { adminGraphql } from '../__generated__/admin';
/** The shop API's input and enum types, for helpers that build variables. */
export type * as Shop from '../__generated__/shop/graphql';
/** The back office API's input and enum types. */
export type * as Admin from '../__generated__/admin/graphql';
