import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { graphql, operationText } from '../../support/graphql';

const PING = graphql(`
  query SecurityPing {
    ping
  }
`);
const DEEP = graphql(`
  query SecurityDeep {
    shop {
      contact {
        hours {
          days
        }
      }
    }
  }
`);
const CURRENCIES = graphql(`
  query SecurityCurrencies {
    currencies {
      code
    }
  }
`);
const INTROSPECTION = graphql(`
  query SecurityIntrospection {
    __schema {
      queryType {
        name
      }
    }
  }
`);

describe('gateway security', () => {
  let dev: TestGateway;
  let prod: TestGateway;
  beforeAll(async () => {
    [dev, prod] = await Promise.all([createTestGateway(), createTestGateway({ env: { NODE_ENV: 'production' } })]);
  });
  afterAll(async () => {
    await Promise.all([dev.close(), prod.close()]);
  });

  it('refuses simple cross-site POSTs (CSRF) but accepts JSON', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await dev.fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': type },
        body: 'query={ping}',
      });
      expect(response.status, type).toBe(415);
    }
    expect((await dev.execute(PING)).data).toEqual({ ping: true });
  });

  it('limits depth, aliases and batch size', async () => {
    expect((await dev.execute(DEEP)).errors).toBeUndefined();
    const aliases = `{ ${Array.from({ length: 30 }, (_, i) => `a${i}: ping`).join(' ')} }`;
    const aliasResult = await dev.executeRaw(aliases);
    expect(aliasResult.errors?.[0]?.message).toMatch(/alias/i);
    const batch = Array.from({ length: 11 }, () => ({ query: operationText(PING) }));
    const response = await dev.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(batch),
    });
    expect(response.ok).toBe(false);
  });

  it('masks unexpected errors: no stack trace or SQL reaches the client', async () => {
    await dev.database.db.schema.alterTable('currencies').renameTo('currencies_moved').execute();
    try {
      const result = await dev.execute(CURRENCIES, undefined, {
        'x-request-id': 'test-request-0001',
      });
      expect(result.errors?.[0]?.message).toBe('Unexpected error.');
      expect(result.errors?.[0]?.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR', requestId: 'test-request-0001' });
      expect(JSON.stringify(result)).not.toMatch(/relation|select|stack|currencies_moved/i);
    } finally {
      await dev.database.db.schema.alterTable('currencies_moved').renameTo('currencies').execute();
    }
  });

  it('gives every malformed request a code of its own, never a masked INTERNAL_SERVER_ERROR', async () => {
    const codes = async (path: string, init?: RequestInit) => {
      const response = await dev.fetch(path, init);
      const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
      return { status: response.status, codes: body.errors?.map((e) => e.extensions?.code) };
    };
    const codesOf = ({
      status,
      errors,
    }: {
      status: number;
      errors?: readonly { extensions?: { code?: unknown } }[];
    }) => ({
      status,
      codes: errors?.map((e) => e.extensions?.code),
    });
    const track = 'query($n: Int!) { trackOrder(number: $n, email: "a@example.com") { id } }';
    // A GET whose variables or extensions are not JSON was a SyntaxError, masked and logged as a fault.
    expect(await codes('/graphql?query=%7Bping%7D&variables=%7Bx')).toEqual({ status: 400, codes: ['BAD_REQUEST'] });
    expect(await codes('/graphql?query=%7Bping%7D&extensions=%7Bx')).toEqual({ status: 400, codes: ['BAD_REQUEST'] });
    // graphql-js's variable errors came without a code.
    for (const variables of [{ n: 'x' }, { n: 2 ** 53 }, { n: 1.5 }, {}])
      expect(codesOf(await dev.executeRaw(track, variables))).toEqual({ status: 400, codes: ['BAD_USER_INPUT'] });
    const lines = 'query($l: [CartLineInput!]!) { cart(lines: $l) { lines { quantity } } }';
    const price = { l: [{ productId: '1', quantity: 1, price: 5 }] };
    expect(codesOf(await dev.executeRaw(lines, price))).toEqual({ status: 400, codes: ['BAD_USER_INPUT'] });
    const multipart = await codes('/graphql', {
      method: 'POST',
      headers: { 'x-csrf-prevention': '1', 'content-type': 'multipart/form-data; boundary=xx' },
      body: '--xx\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{bad\r\n--xx--\r\n',
    });
    expect(multipart.codes).toEqual(['BAD_REQUEST']);
  });

  it('gives field suggestions and introspection in development only', async () => {
    const devResult = await dev.executeRaw('{ shopp }');
    expect(devResult.errors?.[0]?.message).toMatch(/Did you mean/);
    const prodResult = await prod.executeRaw('{ shopp }');
    expect(prodResult.errors?.[0]?.message).not.toMatch(/Did you mean/);
    expect((await dev.execute(INTROSPECTION)).data).toBeTruthy();
    const introspection = await prod.execute(INTROSPECTION);
    expect(introspection.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it('serves GraphiQL in development only', async () => {
    const html = { headers: { accept: 'text/html' } };
    expect((await dev.fetch('/graphql', html)).headers.get('content-type')).toMatch(/text\/html/);
    expect((await prod.fetch('/graphql', html)).headers.get('content-type') ?? '').not.toMatch(/text\/html/);
  });
});
