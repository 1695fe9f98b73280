import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getNullableType, isListType, isObjectType, Kind, parse, type DefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { LIST_SIZES } from '../../../gateway/graphql/limits/list-sizes';
import { operationCost } from '../../../gateway/graphql/limits/query-cost';
import { checkDocumentSize } from '../../../gateway/graphql/limits/parse-limits';
import { OPERATION_LIMITS } from '../../../gateway/graphql/plugins';
import { buildSchema } from '../../../gateway/graphql/schema';

const schema = buildSchema();
const cost = (query: string, variables: Record<string, unknown> = {}) =>
  operationCost(schema, parse(query), null, variables);

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? graphqlFiles(join(dir, entry.name))
      : entry.name.endsWith('.graphql')
        ? [join(dir, entry.name)]
        : [],
  );
}

describe('query cost', () => {
  it('gives every list field of the schema a documented size', () => {
    const lists: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      for (const field of Object.values(type.getFields()))
        if (isListType(getNullableType(field.type))) lists.push(`${type.name}.${field.name}`);
    }
    expect(lists.filter((key) => !LIST_SIZES[key])).toEqual([]);
    expect(Object.keys(LIST_SIZES).filter((key) => !lists.includes(key))).toEqual([]);
  });

  it('remembers a cost per document and variables, never across variables', () => {
    const document = parse('query ($n: Int) { products(options: { limit: $n }) { items { id } } }');
    const at = (n: number) => operationCost(schema, document, null, { n });
    expect(at(10)).toBe(12);
    expect(at(40)).toBe(42);
    expect(at(10)).toBe(12);
    // A long variables object is costed without being remembered, and still correctly.
    const long = { n: 5, padding: 'x'.repeat(5000) };
    expect(operationCost(schema, document, null, long)).toBe(7);
  });

  it('costs a fragment once per field it is spread under, so chained fragments cannot stall the gateway', () => {
    // Each fragment spreads the one before twice: 2^39 walks if every spread were walked again.
    const chain = Array.from({ length: 40 }, (_, i) =>
      i === 0 ? 'fragment F0 on Query { ping }' : `fragment F${i} on Query { ...F${i - 1} ...F${i - 1} }`,
    );
    expect(cost(`{ ...F39 } ${chain.join(' ')}`)).toBe(2 ** 39);
    // Spread under two lists of different sizes, a fragment still counts each list's own size.
    const inlined = cost(
      '{ a: products(options: { limit: 2 }) { items { id name } } b: products(options: { limit: 7 }) { items { id name } } }',
    );
    expect(
      cost(
        '{ a: products(options: { limit: 2 }) { items { ...P } } b: products(options: { limit: 7 }) { items { ...P } } } fragment P on Product { id name }',
      ),
    ).toBe(inlined);
  });

  it('multiplies through nested lists, with sizes from arguments, variables and defaults', () => {
    expect(cost('{ ping }')).toBe(1);
    // 1 (products) + 10 items × (1 + 1 (items) … ): items is sized by its parent's options.limit.
    expect(cost('{ products(options: { limit: 10 }) { items { id } } }')).toBe(1 + 1 + 10 * 1);
    expect(
      cost('query ($o: ProductListOptions) { products(options: $o) { items { id } } }', { o: { limit: 50 } }),
    ).toBe(2 + 50);
    expect(cost('{ products { items { id } } }')).toBe(2 + 16);
    expect(cost('{ products(options: { limit: 100 }) { items { compatibleVehicles(limit: 100) { id make } } } }')).toBe(
      2 + 100 * (1 + 100 * 2),
    );
    expect(cost('{ productsByIds(ids: ["1", "2", "3"]) { id } }')).toBe(1 + 3);
    expect(cost('{ a: ping b: ping }')).toBe(2);
  });

  it('keeps every operation of the web app within the budget', () => {
    const definitions: DefinitionNode[] = graphqlFiles('web/src').flatMap(
      (file) => parse(readFileSync(file, 'utf8')).definitions,
    );
    const document = { kind: Kind.DOCUMENT, definitions } as const;
    const operations = definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    expect(operations.length).toBeGreaterThan(20);
    const costs = operations.map((o) => [o.name?.value, operationCost(schema, document, o.name?.value, {})] as const);
    expect(costs.filter(([, c]) => c > OPERATION_LIMITS.maxCost)).toEqual([]);
  });

  it('refuses deep nesting and too many tokens while lexing, before the recursive parser runs', () => {
    expect(() => checkDocumentSize(`{ ping(x: ${'['.repeat(41)}${']'.repeat(41)}) }`, 4000, 40)).toThrow(
      /Nesting limit of 40/,
    );
    expect(() => checkDocumentSize(`{ ping(x: ${'['.repeat(30)}${']'.repeat(30)}) }`, 4000, 40)).not.toThrow();
    expect(() => checkDocumentSize('{ a b c d }', 5, 40)).toThrow(/Token limit of 5/);
    expect(() => checkDocumentSize('{ "unterminated', 5, 40)).not.toThrow(); // the parser reports syntax errors
  });
});
