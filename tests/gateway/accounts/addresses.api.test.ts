import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { INDIAN_ADDRESS, signUp } from './helpers';
import { graphql } from '../../support/graphql';

const ADD = graphql(`
  mutation Add($input: AddressInput!) {
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
  mutation Edit($id: ID!, $input: AddressInput!) {
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
const DELETE = graphql(`
  mutation Delete($id: ID!) {
    deleteAddress(id: $id) {
      deletedId
      errors {
        code
        field
      }
    }
  }
`);
const BOOK = graphql(`
  query Book {
    addresses {
      id
      default
      city
    }
    defaultAddress {
      id
    }
  }
`);
const ONE = graphql(`
  query One($id: ID!) {
    address(id: $id) {
      ...AddressFields
    }
  }
`);

describe('accounts API: address book', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway();
  });
  afterAll(() => gateway.close());

  async function add(as: object, input: Record<string, unknown> = {}) {
    const result = await gateway.execute(ADD, { input: { ...INDIAN_ADDRESS, ...input } }, as);
    expect(result.data!.addAddress.errors).toEqual([]);
    return result.data!.addAddress.address as { id: string; default: boolean };
  }
  const book = async (as: object) => (await gateway.execute(BOOK, {}, as)).data!;

  it('adds, reads, edits and deletes an address', async () => {
    const { as } = await signUp(gateway);
    const address = await add(as, { company: '  ', address2: 'Near the temple ' });
    expect(address).toMatchObject({ ...INDIAN_ADDRESS, company: null, address2: 'Near the temple', default: true });
    expect((await gateway.execute(ONE, { id: address.id }, as)).data!.address).toEqual(address);
    const edited = await gateway.execute(
      EDIT,
      { id: address.id, input: { ...INDIAN_ADDRESS, city: 'Mysuru', postcode: '570001' } },
      as,
    );
    expect(edited.data!.editAddress.address).toMatchObject({
      id: address.id,
      city: 'Mysuru',
      postcode: '570001',
      default: true,
    });
    const deleted = await gateway.execute(DELETE, { id: address.id }, as);
    expect(deleted.data!.deleteAddress).toEqual({ deletedId: address.id, errors: [] });
    expect(await book(as)).toEqual({ addresses: [], defaultAddress: null });
  });

  it('makes the first address the default; a new default clears the others', async () => {
    const { as } = await signUp(gateway);
    const first = await add(as, { default: false });
    const second = await add(as, { city: 'Chennai', state: 'Tamil Nadu', postcode: '600001' });
    expect(first.default).toBe(true);
    expect(second.default).toBe(false);
    const third = await add(as, { city: 'Hyderabad', state: 'Telangana', postcode: '500001', default: true });
    const after = await book(as);
    expect(after.defaultAddress).toEqual({ id: third.id });
    expect(after.addresses.map((a: { id: string; default: boolean }) => [a.id, a.default])).toEqual([
      [third.id, true],
      [first.id, false],
      [second.id, false],
    ]);
    const promote = await gateway.execute(EDIT, { id: second.id, input: { ...INDIAN_ADDRESS, default: true } }, as);
    expect(promote.data!.editAddress.address.default).toBe(true);
    expect((await book(as)).defaultAddress).toEqual({ id: second.id });
  });

  it('keeps a default when the shopper unticks it, and promotes the first remaining one when the default is deleted', async () => {
    const { as } = await signUp(gateway);
    const first = await add(as);
    const second = await add(as);
    const third = await add(as, { default: true });
    const untick = await gateway.execute(EDIT, { id: third.id, input: { ...INDIAN_ADDRESS, default: false } }, as);
    expect(untick.data!.editAddress.address.default).toBe(true);
    await gateway.execute(DELETE, { id: third.id }, as);
    expect((await book(as)).defaultAddress).toEqual({ id: first.id });
    await gateway.execute(DELETE, { id: second.id }, as);
    expect((await book(as)).defaultAddress).toEqual({ id: first.id });
  });

  it('never shows or changes another shopper addresses: their ids are not found', async () => {
    const owner = await signUp(gateway);
    const intruder = await signUp(gateway);
    const address = await add(owner.as);
    expect((await gateway.execute(ONE, { id: address.id }, intruder.as)).data!.address).toBeNull();
    expect((await book(intruder.as)).addresses).toEqual([]);
    const edit = await gateway.execute(
      EDIT,
      { id: address.id, input: { ...INDIAN_ADDRESS, city: 'Pwned' } },
      intruder.as,
    );
    expect(edit.data!.editAddress).toEqual({ address: null, errors: [{ code: 'ADDRESS_NOT_FOUND', field: ['id'] }] });
    const del = await gateway.execute(DELETE, { id: address.id }, intruder.as);
    expect(del.data!.deleteAddress).toEqual({
      deletedId: null,
      errors: [{ code: 'ADDRESS_NOT_FOUND', field: ['id'] }],
    });
    expect((await gateway.execute(ONE, { id: address.id }, owner.as)).data!.address).toMatchObject({
      city: INDIAN_ADDRESS.city,
    });
  });

  it('answers not found for unknown and malformed ids', async () => {
    const { as } = await signUp(gateway);
    for (const id of ['00000000-0000-4000-8000-000000000000', '1', "'; drop table addresses; --"]) {
      expect((await gateway.execute(ONE, { id }, as)).data!.address).toBeNull();
      const edit = await gateway.execute(EDIT, { id, input: INDIAN_ADDRESS }, as);
      expect(edit.data!.editAddress.errors).toEqual([{ code: 'ADDRESS_NOT_FOUND', field: ['id'] }]);
    }
  });

  it('gives anonymous shoppers an empty book and AUTH_REQUIRED on changes', async () => {
    expect(await book({})).toEqual({ addresses: [], defaultAddress: null });
    const result = await gateway.execute(ADD, { input: INDIAN_ADDRESS });
    expect(result.data!.addAddress).toEqual({ address: null, errors: [{ code: 'AUTH_REQUIRED', field: null }] });
  });

  it('validates addresses for an Indian shop', async () => {
    const { as } = await signUp(gateway);
    const result = await gateway.execute(
      ADD,
      {
        input: {
          ...INDIAN_ADDRESS,
          firstName: ' ',
          postcode: '56004',
          phone: '12345',
          email: 'asha',
          state: null,
          city: 'x'.repeat(61),
        },
      },
      as,
    );
    expect(result.data!.addAddress.errors).toEqual([
      { code: 'ERROR_FORM_REQUIRED', field: ['input', 'firstName'] },
      { code: 'ERROR_FORM_TOO_LONG', field: ['input', 'city'] },
      { code: 'ERROR_FORM_REQUIRED', field: ['input', 'state'] },
      { code: 'ERROR_FORM_INVALID', field: ['input', 'postcode'] },
      { code: 'ERROR_FORM_INCORRECT_EMAIL', field: ['input', 'email'] },
      { code: 'ERROR_FORM_INVALID', field: ['input', 'phone'] },
    ]);
    const country = await gateway.execute(ADD, { input: { ...INDIAN_ADDRESS, country: 'RAND' } }, as);
    expect(country.data!.addAddress.errors).toEqual([{ code: 'ERROR_FORM_INVALID', field: ['input', 'country'] }]);
    const abroad = await gateway.execute(
      ADD,
      { input: { ...INDIAN_ADDRESS, country: 'de', state: null, postcode: '10115', phone: '+49 30 1234567' } },
      as,
    );
    expect(abroad.data!.addAddress).toMatchObject({ errors: [], address: { country: 'DE', state: null } });
  });
});
