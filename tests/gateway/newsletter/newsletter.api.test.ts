import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../support/test-database';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { graphql } from '../../support/graphql';

const SUBSCRIBE = graphql(`
  mutation Subscribe($email: String!) {
    subscribeNewsletter(email: $email) {
      subscribed
      errors {
        code
        field
      }
    }
  }
`);

describe.each(testEngines())('newsletter API (%s)', (engine) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway({ engine });
  });
  afterAll(() => gateway.close());

  const rowsFor = (key: string) =>
    gateway.database.db
      .selectFrom('newsletter_subscribers')
      .select(['email', 'email_key'])
      .where('email_key', '=', key)
      .execute();

  it('subscribes a new address', async () => {
    const { data, errors } = await gateway.execute(SUBSCRIBE, { email: ' Ravi.Kumar@Example.in ' });
    expect(errors).toBeUndefined();
    expect(data!.subscribeNewsletter).toEqual({ subscribed: true, errors: [] });
    expect(await rowsFor('ravi.kumar@example.in')).toEqual([
      { email: 'Ravi.Kumar@Example.in', email_key: 'ravi.kumar@example.in' },
    ]);
  });

  it('answers the same success for an address already on the list, in any case, without a second row', async () => {
    for (const email of ['ravi.kumar@example.in', 'RAVI.KUMAR@EXAMPLE.IN']) {
      const { data } = await gateway.execute(SUBSCRIBE, { email });
      expect(data!.subscribeNewsletter).toEqual({ subscribed: true, errors: [] });
    }
    expect(await rowsFor('ravi.kumar@example.in')).toHaveLength(1);
  });

  it('keeps one row when the same address is sent many times at once', async () => {
    const results = await Promise.all(
      ['Meera@Example.in', 'meera@example.in', 'MEERA@EXAMPLE.IN', 'meera@Example.IN', ' meera@example.in'].map(
        (email) => gateway.execute(SUBSCRIBE, { email }),
      ),
    );
    for (const { data } of results) expect(data!.subscribeNewsletter).toEqual({ subscribed: true, errors: [] });
    expect(await rowsFor('meera@example.in')).toHaveLength(1);
  });

  it.each([
    ['', 'ERROR_FORM_REQUIRED'],
    ['not-an-email', 'ERROR_FORM_INCORRECT_EMAIL'],
    ['two words@example.in', 'ERROR_FORM_INCORRECT_EMAIL'],
    [`${'x'.repeat(250)}@example.in`, 'ERROR_FORM_TOO_LONG'],
  ])('refuses %j with %s on the email field and stores nothing', async (email, code) => {
    const before = await gateway.database.db
      .selectFrom('newsletter_subscribers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const { data, errors } = await gateway.execute(SUBSCRIBE, { email });
    expect(errors).toBeUndefined();
    expect(data!.subscribeNewsletter).toEqual({ subscribed: false, errors: [{ code, field: ['email'] }] });
    const after = await gateway.database.db
      .selectFrom('newsletter_subscribers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
