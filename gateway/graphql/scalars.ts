import { GraphQLScalarType, Kind } from 'graphql';
import { badUserInput } from './argument-errors';

const DECIMAL = /^-?\d+(\.\d+)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** RFC 3339 date-time: date, 'T', time with seconds (fractions optional), 'Z' or an offset. */
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})[Tt]([01]\d|2[0-3]):([0-5]\d):([0-5]\d)(\.\d{1,9})?([Zz]|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

/** The calendar years a Date or DateTime argument may name (decision 066): no shop date is outside them. */
export const ARGUMENT_YEARS = { min: 2000, max: 2999 } as const;

/** A scalar value that does not parse: the one bad-argument error, its field being the scalar's type. */
function invalid(type: string): never {
  throw badUserInput('ERROR_FORM_INVALID', [type]);
}

/** Whether 'YYYY-MM-DD' is a real calendar date within ARGUMENT_YEARS (no 2026-02-30). */
export function isArgumentDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < ARGUMENT_YEARS.min || year > ARGUMENT_YEARS.max) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A full RFC 3339 date-time within ARGUMENT_YEARS as an ISO instant (UTC); null when it is not one. */
export function parseArgumentDateTime(value: string): string | null {
  const match = DATE_TIME.exec(value);
  if (!match || !isArgumentDate(match[1]!)) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

const dateTime = (value: unknown) =>
  (typeof value === 'string' ? parseArgumentDateTime(value) : null) ?? invalid('DateTime');
const date = (value: unknown) => (typeof value === 'string' && isArgumentDate(value) ? value : invalid('Date'));

export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString()),
  parseValue: dateTime,
  parseLiteral: (ast) => (ast.kind === Kind.STRING ? dateTime(ast.value) : invalid('DateTime')),
});

export const DateScalar = new GraphQLScalarType({
  name: 'Date',
  serialize: (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value)),
  parseValue: date,
  parseLiteral: (ast) => (ast.kind === Kind.STRING ? date(ast.value) : invalid('Date')),
});

export const DecimalScalar = new GraphQLScalarType({
  name: 'Decimal',
  serialize: (value) => String(value),
  parseValue: (value) => (typeof value === 'string' && DECIMAL.test(value) ? value : invalid('Decimal')),
  parseLiteral: (ast) => (ast.kind === Kind.STRING && DECIMAL.test(ast.value) ? ast.value : invalid('Decimal')),
});
