import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { INDIAN_ADDRESS, signUp } from './helpers';
import { graphql } from '../../support/graphql';

const ADD = graphql(`
  mutation IndianAddressesAdd($input: AddressInput!) {
    addAddress(input: $input) {
      address {
        ...AddressFields
      }
      errors {
        code
        field
      }
    }
  }
`);
const EDIT = graphql(`
  mutation IndianAddressesEdit($id: ID!, $input: AddressInput!) {
    editAddress(id: $id, input: $input) {
      address {
        ...AddressFields
      }
      errors {
        code
        field
      }
    }
  }
`);

/** Issue #18: states from the 36 (stored as ISO codes), PIN codes of that state, landmarks. */
describe('accounts API: Indian addresses', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway();
  });
  afterAll(() => gateway.close());

  const count = async (userId: string) =>
    Number(
      (
        await gateway.database.db
          .selectFrom('addresses')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stores the state of an English name as its ISO code, and keeps the landmark', async () => {
    const { as } = await signUp(gateway);
    const input = { ...INDIAN_ADDRESS, state: 'karnataka', landmark: ' Opposite Ganesha temple ' };
    const result = (await gateway.execute(ADD, { input }, as)).data!.addAddress;
    expect(result.errors).toEqual([]);
    expect(result.address).toMatchObject({ state: 'KA', landmark: 'Opposite Ganesha temple', postcode: '560041' });
    const lower = (await gateway.execute(ADD, { input: { ...INDIAN_ADDRESS, state: 'ka' } }, as)).data!.addAddress;
    expect(lower.address).toMatchObject({ state: 'KA', landmark: null });
  });

  it('refuses an unknown state and a PIN code of another state, writing nothing', async () => {
    const { as, user } = await signUp(gateway);
    const unknown = await gateway.execute(ADD, { input: { ...INDIAN_ADDRESS, state: 'Bavaria' } }, as);
    expect(unknown.data!.addAddress).toEqual({
      address: null,
      errors: [{ code: 'UNKNOWN_STATE', field: ['input', 'state'] }],
    });
    const elsewhere = await gateway.execute(ADD, { input: { ...INDIAN_ADDRESS, state: 'TN' } }, as);
    expect(elsewhere.data!.addAddress).toEqual({
      address: null,
      errors: [{ code: 'PIN_NOT_IN_STATE', field: ['input', 'postcode'] }],
    });
    const tooLong = await gateway.execute(ADD, { input: { ...INDIAN_ADDRESS, landmark: 'x'.repeat(101) } }, as);
    expect(tooLong.data!.addAddress.errors).toEqual([{ code: 'ERROR_FORM_TOO_LONG', field: ['input', 'landmark'] }]);
    expect(await count(user.id)).toBe(0);
  });

  it('checks an edit the same way and leaves the address as it was', async () => {
    const { as } = await signUp(gateway);
    const added = (await gateway.execute(ADD, { input: INDIAN_ADDRESS }, as)).data!.addAddress.address;
    const edit = await gateway.execute(
      EDIT,
      { id: added.id, input: { ...INDIAN_ADDRESS, city: 'Chennai', postcode: '600001' } },
      as,
    );
    expect(edit.data!.editAddress.errors).toEqual([{ code: 'PIN_NOT_IN_STATE', field: ['input', 'postcode'] }]);
    const moved = await gateway.execute(
      EDIT,
      { id: added.id, input: { ...INDIAN_ADDRESS, city: 'Chennai', state: 'Tamil Nadu', postcode: '600001' } },
      as,
    );
    expect(moved.data!.editAddress.address).toMatchObject({ city: 'Chennai', state: 'TN', postcode: '600001' });
  });

  it('keeps free-text states abroad', async () => {
    const { as } = await signUp(gateway);
    const input = { ...INDIAN_ADDRESS, country: 'DE', state: 'Bayern', postcode: '80331', phone: '+49 89 1234567' };
    const result = (await gateway.execute(ADD, { input }, as)).data!.addAddress;
    expect(result).toMatchObject({ errors: [], address: { country: 'DE', state: 'Bayern' } });
  });
});
