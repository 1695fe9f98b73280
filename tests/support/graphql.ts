/**
 * Tag functions for test operations, typed by codegen (docs/decisions/002): `graphql(…)` for the shop's
 * API (schema/*.graphql) and `adminGraphql(…)` for the back office's (schema/admin). Each returns a
 * TypedDocumentNode that `execute` infers data and variables from.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';

export { graphql } from '../__generated__/shop';
export { adminGraphql } from '../__generated__/admin';
/** The shop API's input and enum types, for helpers that build variables. */
export type * as Shop from '../__generated__/shop/graphql';
/** The back office API's input and enum types. */
export type * as Admin from '../__generated__/admin/graphql';

/** The text sent for a typed document: printed once per document, not per request. */
const printed = new WeakMap<object, string>();
export function operationText(document: TypedDocumentNode<unknown, any>): string {
  let text = printed.get(document);
  if (text === undefined) {
    if (!('definitions' in document))
      throw new Error('Not a generated document: run `npm run codegen` (tests/support/graphql.ts)');
    text = print(document);
    printed.set(document, text);
  }
  return text;
}
