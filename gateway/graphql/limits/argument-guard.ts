import {
  getNullableType,
  type GraphQLInputType,
  isInputObjectType,
  isListType,
  isScalarType,
  type GraphQLArgument,
} from 'graphql';
import { hasControlCharacter, hasLoneSurrogate } from '../../../rules/text/control-characters';
import { badUserInput } from '../argument-errors';

/** Database ids are positive PostgreSQL integers, written as plain digits. */
const INTEGER_ID = /^[1-9]\d{0,9}$/;
export const MAX_ID = 2 ** 31 - 1;
/**
 * Ids that are integer keys (products). Other ids are text keys (vehicles, services: decision 006)
 * or UUIDs, checked as strings and by their services.
 */
const INTEGER_IDS = new Set([
  'Query.productsByIds(ids)',
  'Query.productAnalogs(productId)',
  'Query.relatedProducts(productId)',
  'Query.productReviews(productId)',
  'Mutation.addProductReview(productId)',
  'CartLineInput.productId',
  'CheckoutItemInput.productId',
  'NotifyWhenInStockInput.productId',
]);

export function isDatabaseId(value: string): boolean {
  return INTEGER_ID.test(value) && Number(value) <= MAX_ID;
}

/** Checks a value (throwing a typed error) and answers it as the resolver gets it. */
type Check = (value: unknown, path: string[]) => unknown;

const invalid = (path: string[]) => badUserInput('ERROR_FORM_INVALID', path);

/** An integer id no row has: what a malformed integer id is read as. */
export const UNKNOWN_ID = '0';

/** Text no one types: a control character, or half of a surrogate pair (which JSON columns refuse). */
function checkString(value: unknown, path: string[]): unknown {
  if (typeof value === 'string' && (hasControlCharacter(value) || hasLoneSurrogate(value))) throw invalid(path);
  return value;
}

/**
 * An integer id that is not strict digits within range (`"0x10"`, `" 1"`, `"1.0"`, `"2147483648"`)
 * names no product: it reaches the resolver as UNKNOWN_ID, so it answers as any unknown id does
 * (null, PAGE_NOT_FOUND, left out of a list; decision 003), never as product 16 or 1.
 */
function checkIntegerId(value: unknown): unknown {
  return typeof value === 'string' && isDatabaseId(value) ? value : UNKNOWN_ID;
}

/** Text ids (vehicle keys, UUIDs): an over-long one is an unknown id to its service, as before. */
const checkTextId = checkString;

/** A check for values of `type` (null when nothing of it needs checking); `owner` names ID fields. */
function checkFor(type: GraphQLInputType, owner: string, seen: Map<string, Check | null>): Check | null {
  const inner = getNullableType(type);
  if (isListType(inner)) {
    const item = checkFor(inner.ofType, owner, seen);
    if (!item) return null;
    return (value, path) =>
      Array.isArray(value) ? value.map((v, i) => (v == null ? v : item(v, [...path, String(i)]))) : value;
  }
  if (isScalarType(inner)) {
    if (inner.name === 'ID') return INTEGER_IDS.has(owner) ? checkIntegerId : checkTextId;
    return inner.name === 'String' ? checkString : null;
  }
  if (isInputObjectType(inner)) {
    if (seen.has(inner.name)) return (value, path) => seen.get(inner.name)?.(value, path) ?? value;
    seen.set(inner.name, null);
    const fields = Object.values(inner.getFields())
      .map((f) => [f.name, checkFor(f.type, `${inner.name}.${f.name}`, seen)] as const)
      .filter((entry): entry is readonly [string, Check] => entry[1] !== null);
    const check: Check | null =
      fields.length === 0
        ? null
        : (value, path) => {
            if (!value || typeof value !== 'object') return value;
            const checked: Record<string, unknown> = { ...value };
            for (const [name, fieldCheck] of fields) {
              if (checked[name] != null) checked[name] = fieldCheck(checked[name], [...path, name]);
            }
            return checked;
          };
    seen.set(inner.name, check);
    return check;
  }
  return null;
}

/**
 * One check for all of `field`'s arguments (null when none needs one), answering the arguments the
 * resolver gets: strings and text ids without control characters or lone surrogates (else BAD_USER_INPUT with
 * ERROR_FORM_INVALID and the argument's path), integer ids as strict digits in PostgreSQL's range.
 * A failure is BAD_USER_INPUT with ERROR_FORM_INVALID and the argument's path.
 */
export function argumentCheck(field: string, args: readonly GraphQLArgument[], seen = new Map<string, Check | null>()) {
  const checks = args
    .map((a) => [a.name, checkFor(a.type, `${field}(${a.name})`, seen)] as const)
    .filter((entry): entry is readonly [string, Check] => entry[1] !== null);
  if (checks.length === 0) return null;
  return (values: Record<string, unknown>): Record<string, unknown> => {
    const checked = { ...values };
    for (const [name, check] of checks) if (checked[name] != null) checked[name] = check(checked[name], [name]);
    return checked;
  };
}
