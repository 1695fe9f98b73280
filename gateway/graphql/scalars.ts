import { GraphQLScalarType, Kind } from 'graphql';
import { badUserInput } from './argument-errors';

const DECIMAL = /^-?\d+(\.\d+)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A scalar value that does not parse: the one bad-argument error, its field being the scalar's type. */
function invalid(type: string): never {
  throw badUserInput('ERROR_FORM_INVALID', [type]);
}

export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString()),
  parseValue: (value) => {
    const date = new Date(String(value));
    return Number.isNaN(date.getTime()) ? invalid('DateTime') : date.toISOString();
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) invalid('DateTime');
    const date = new Date(ast.value);
    return Number.isNaN(date.getTime()) ? invalid('DateTime') : date.toISOString();
  },
});

export const DateScalar = new GraphQLScalarType({
  name: 'Date',
  serialize: (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value)),
  parseValue: (value) => (typeof value === 'string' && DATE.test(value) ? value : invalid('Date')),
  parseLiteral: (ast) => (ast.kind === Kind.STRING && DATE.test(ast.value) ? ast.value : invalid('Date')),
});

export const DecimalScalar = new GraphQLScalarType({
  name: 'Decimal',
  serialize: (value) => String(value),
  parseValue: (value) => (typeof value === 'string' && DECIMAL.test(value) ? value : invalid('Decimal')),
  parseLiteral: (ast) => (ast.kind === Kind.STRING && DECIMAL.test(ast.value) ? ast.value : invalid('Decimal')),
});
