import { describe, expect, it } from 'vitest';
import { isDefaultOnAdd, isDefaultOnEdit, promotedAfterDelete } from '../../../gateway/accounts/address-defaults';
import { isIndianPhone, isIndianPinCode, validateAddress } from '../../../gateway/accounts/address-rules';
import { COUNTRY_CODES, isCountryCode } from '../../../gateway/accounts/countries';
import { INDIAN_ADDRESS } from './helpers';

describe('address validation', () => {
  it('accepts a complete Indian address and normalises it', () => {
    const { value, errors } = validateAddress({
      ...INDIAN_ADDRESS,
      country: ' in ',
      company: '',
      address2: '  Flat 3 ',
    });
    expect(errors).toEqual([]);
    expect(value).toMatchObject({ country: 'IN', company: null, address2: 'Flat 3' });
  });

  it('checks PIN codes: six digits, not starting with 0', () => {
    expect(['560041', '110001', '799001'].every(isIndianPinCode)).toBe(true);
    expect(['56004', '5600411', '060041', '56 0041', 'ABCDEF'].some(isIndianPinCode)).toBe(false);
  });

  it('checks Indian phone numbers with or without +91 / 0 prefixes', () => {
    for (const ok of [
      '9845012345',
      '+91 98450 12345',
      '+91-98450-12345',
      '098450 12345',
      '080 4718 2200',
      '(080) 47182200',
    ]) {
      expect(isIndianPhone(ok), ok).toBe(true);
    }
    for (const bad of ['12345', '0123456789', '+1 415 555 0100 99', '98450-1234', 'phone me', '+91 98450 123456']) {
      expect(isIndianPhone(bad), bad).toBe(false);
    }
  });

  it('requires state and PIN code in India only', () => {
    const india = validateAddress({ ...INDIAN_ADDRESS, state: '', postcode: null });
    expect(india.errors.map((e) => e.field)).toEqual([
      ['input', 'state'],
      ['input', 'postcode'],
    ]);
    const germany = validateAddress({
      ...INDIAN_ADDRESS,
      country: 'DE',
      state: null,
      postcode: null,
      phone: '+49 30 1234567',
    });
    expect(germany.errors).toEqual([]);
  });

  it('reports one error per field: required before format', () => {
    const { errors } = validateAddress({ ...INDIAN_ADDRESS, email: '', phone: '' });
    expect(errors).toEqual([
      { code: 'ERROR_FORM_REQUIRED', field: ['input', 'email'] },
      { code: 'ERROR_FORM_REQUIRED', field: ['input', 'phone'] },
    ]);
  });

  it('limits lengths', () => {
    const { errors } = validateAddress({ ...INDIAN_ADDRESS, address1: 'a'.repeat(121), company: 'c'.repeat(101) });
    expect(errors.map((e) => [e.code, e.field![1]])).toEqual([
      ['ERROR_FORM_TOO_LONG', 'company'],
      ['ERROR_FORM_TOO_LONG', 'address1'],
    ]);
  });

  it('takes the list of known countries from its caller (the countries table)', () => {
    const onlyIndia = (code: string) => code === 'IN';
    expect(validateAddress(INDIAN_ADDRESS, onlyIndia).errors).toEqual([]);
    const germany = validateAddress({ ...INDIAN_ADDRESS, country: 'DE', phone: '+49 30 1234567' }, onlyIndia);
    expect(germany.errors).toEqual([{ code: 'ERROR_FORM_INVALID', field: ['input', 'country'] }]);
  });

  it('knows real ISO countries, India first, not the demo values', () => {
    expect(COUNTRY_CODES[0]).toBe('IN');
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    expect(COUNTRY_CODES.length).toBe(249);
    expect(['AU', 'DE', 'FR', 'IT', 'RU', 'UA', 'US', 'IN'].every(isCountryCode)).toBe(true);
    expect(['RAND', 'LAND', 'XX', 'in'].some(isCountryCode)).toBe(false);
  });
});

describe('address default rules (spec section 4)', () => {
  it('makes the first address the default, and any address asked to be', () => {
    expect(isDefaultOnAdd(0, false)).toBe(true);
    expect(isDefaultOnAdd(0, null)).toBe(true);
    expect(isDefaultOnAdd(2, undefined)).toBe(false);
    expect(isDefaultOnAdd(2, true)).toBe(true);
  });

  it('keeps the default on edit unless another address takes it', () => {
    expect(isDefaultOnEdit(true, false)).toBe(true);
    expect(isDefaultOnEdit(false, true)).toBe(true);
    expect(isDefaultOnEdit(false, null)).toBe(false);
  });

  it('promotes the first remaining address when the default is deleted', () => {
    const remaining = [
      { id: 'c', seq: 7 },
      { id: 'a', seq: 3 },
      { id: 'b', seq: 5 },
    ];
    expect(promotedAfterDelete(true, remaining)).toBe('a');
    expect(promotedAfterDelete(false, remaining)).toBeNull();
    expect(promotedAfterDelete(true, [])).toBeNull();
  });
});
