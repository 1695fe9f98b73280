import fc from 'fast-check';
import {
  getNamedType,
  getNullableType,
  type GraphQLField,
  type GraphQLInputType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../../../gateway/graphql/schema';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';

const schema = buildSchema();

/** Wrong or hostile strings: control characters, huge ids, lookalike numbers, very long text. */
const nastyString = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u001b[0m',
    '\u0085',
    '2147483648',
    '-1',
    '0x10',
    ' 1',
    '1.0',
    '1e3',
    '',
    '💥'.repeat(300),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
/** Any JSON value: the wrong shape for most arguments. */
const anyJson = fc.jsonValue({ maxDepth: 3 });

/** A value for `type`, mostly of the right shape with hostile content, sometimes of the wrong shape. */
function valueOf(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  const nullable = getNullableType(type) as GraphQLInputType;
  let right: fc.Arbitrary<unknown>;
  if (isListType(nullable)) right = fc.array(valueOf(nullable.ofType as GraphQLInputType, depth + 1), { maxLength: 4 });
  else if (isInputObjectType(nullable))
    right =
      depth > 3
        ? fc.constant({})
        : fc.record(
            Object.fromEntries(Object.values(nullable.getFields()).map((f) => [f.name, valueOf(f.type, depth + 1)])),
            {
              requiredKeys: Object.values(nullable.getFields())
                .filter((f) => isNonNullType(f.type))
                .map((f) => f.name),
            },
          );
  else if (isEnumType(nullable)) right = fc.constantFrom(...nullable.getValues().map((v) => v.name), 'NOT_A_VALUE');
  else if (nullable.name === 'Int') right = fc.oneof(fc.integer(), fc.constantFrom(0, -1, 2 ** 31 - 1, -(2 ** 31)));
  else if (nullable.name === 'Float') right = fc.double({ noNaN: true });
  else if (nullable.name === 'Boolean') right = fc.boolean();
  else right = nastyString;
  return fc.oneof(
    { weight: 5, arbitrary: right },
    { weight: 1, arbitrary: anyJson },
    { weight: 1, arbitrary: fc.constant(null) },
  );
}

function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const vars = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `${kind}${vars ? ` (${vars})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}

const roots = [
  ...Object.values(schema.getQueryType()!.getFields()).map((f) => ['query', f] as const),
  ...Object.values(schema.getMutationType()!.getFields()).map((f) => ['mutation', f] as const),
].filter(([, f]) => f.args.length > 0);

describe('fuzzing every root field with arguments of the wrong shape', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway({ env: { NODE_ENV: 'production' } });
  });
  afterAll(() => gateway.close());

  it.each(roots.map(([kind, field]) => [`${kind} ${field.name}`, kind, field] as const))(
    '%s never answers a 500 or an unexpected error',
    async (_name, kind, field) => {
      const query = operationFor(kind, field);
      const variables = fc.record(Object.fromEntries(field.args.map((a) => [a.name, valueOf(a.type)])));
      await fc.assert(
        fc.asyncProperty(variables, async (values) => {
          const response = await gateway.fetch('/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
            body: JSON.stringify({ query, variables: values }),
          });
          expect(response.status).toBeLessThan(500);
          const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
          const codes = (body.errors ?? []).map((e) => e.extensions?.code);
          expect(codes, JSON.stringify(values)).not.toContain('INTERNAL_SERVER_ERROR');
        }),
        { numRuns: 15 },
      );
    },
    60_000,
  );
});
