import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testFiles, untypedOperations } from '../support/typed-operations';

/**
 * Test operations are typed documents (docs/decisions/002): `graphql(…)` / `adminGraphql(…)` from
 * tests/support/graphql.ts, checked by codegen against the schema. A GraphQL string may only be sent
 * through `executeRaw`, for operations that are invalid on purpose.
 */

/**
 * Files whose string operations do not go through `execute`: HTTP-level tests that build the request
 * themselves (GET, batches, multipart, GraphiQL), query-cost and parsing tests and the web app's Apollo
 * mocks. Only shrinks.
 */
const OWN_REQUESTS = [
  'tests/gateway/admin/admin-schema.api.test.ts',
  'tests/gateway/admin/catalogue/product-images.api.test.ts',
  'tests/gateway/admin/operation-samples.ts',
  'tests/gateway/admin/two-gateways.api.test.ts',
  'tests/gateway/catalogue/batching.api.test.ts',
  'tests/gateway/graphql/expensive-gate.api.test.ts',
  'tests/gateway/graphql/fuzz-arguments.api.test.ts',
  'tests/gateway/graphql/graphiql.api.test.ts',
  'tests/gateway/graphql/graphql-http-audit.test.ts',
  'tests/gateway/graphql/query-cost.test.ts',
  'tests/gateway/http/legacy-service-links.test.ts',
  'tests/web/shared/apollo-language.test.ts',
  'tests/web/shared/persisted-state.test.ts',
];

const ROOT = join(import.meta.dirname, '../..');

describe('test operations are typed', () => {
  const files = testFiles(join(ROOT, 'tests')).map((path) => relative(ROOT, path));

  it('sends no string operation outside executeRaw (apart from the files listed above)', () => {
    const found = files
      .filter((f) => !OWN_REQUESTS.includes(f))
      .flatMap((f) => untypedOperations(f, readFileSync(join(ROOT, f), 'utf8')));
    expect(found).toEqual([]);
  });

  it('finds a string operation sent through execute, and accepts the typed and raw ways', () => {
    const sample = [
      "import { graphql } from '../../support/graphql';",
      "const A = '{ viewer { id } }';",
      'await gateway.execute(A);',
      'const B = graphql(`query B { viewer { id } }`);',
      "await gateway.executeRaw('{ shopp }');",
      "const DEEP = '{ a { b { c } } }';",
      'await gateway.executeRaw(DEEP);',
    ].join('\n');
    expect(untypedOperations('sample.ts', sample)).toEqual(['sample.ts:2 { viewer { id } }']);
  });

  it('accepts graphql(…) only as the tag imported from tests/support/graphql.ts', () => {
    const local = [
      'const graphql = (text: string) => fetch(url, { method: "POST", body: text });',
      'await graphql(`query B { viewer { id } }`);',
    ].join('\n');
    expect(untypedOperations('local.ts', local)).toEqual(['local.ts:2 query B { viewer { id } }']);
    const renamed = [
      "import { adminGraphql as staffDocument } from '../support/graphql';",
      'const C = staffDocument(`query C { me { id } }`);',
    ].join('\n');
    expect(untypedOperations('renamed.ts', renamed)).toEqual([]);
  });
});
