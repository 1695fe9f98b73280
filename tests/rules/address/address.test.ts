import { describe, expect, it } from 'vitest';
import {
  addressErrors,
  addressFieldError,
  isIndianPhone,
  isPhone,
  isPostcode,
  stateToFillForPin,
} from '../../../rules/address/address';

const ADDRESS = {
  firstName: 'Asha',
  lastName: 'Rao',
  company: null,
  country: 'IN',
  address1: '12, 4th Main, Jayanagar',
  address2: null,
  landmark: 'Opposite the water tank',
  city: 'Bengaluru',
  state: 'KA',
  postcode: '560041',
  email: 'asha@example.in',
  phone: '+91 98450 12345',
};

describe('address rules', () => {
  it('accept a complete Indian address, with the state as ISO code or English name', () => {
    expect(addressErrors(ADDRESS)).toEqual([]);
    expect(addressErrors({ ...ADDRESS, state: 'karnataka' })).toEqual([]);
    expect(addressErrors({ ...ADDRESS, state: 'ka', landmark: '' })).toEqual([]);
  });

  it('refuse a state that is not one of the 36, and a PIN code of another state', () => {
    expect(addressErrors({ ...ADDRESS, state: 'Bavaria' })).toEqual([{ field: 'state', code: 'UNKNOWN_STATE' }]);
    expect(addressErrors({ ...ADDRESS, state: 'TN' })).toEqual([{ field: 'postcode', code: 'PIN_NOT_IN_STATE' }]);
    expect(addressErrors({ ...ADDRESS, postcode: '900001' })).toEqual([
      { field: 'postcode', code: 'PIN_NOT_IN_STATE' },
    ]);
    expect(addressErrors({ ...ADDRESS, postcode: '56004' })).toEqual([
      { field: 'postcode', code: 'ERROR_FORM_INVALID' },
    ]);
  });

  it('keep free states and postcodes abroad', () => {
    const abroad = { ...ADDRESS, country: 'DE', state: 'Bavaria', postcode: '80331', phone: '+49 89 1234567' };
    expect(addressErrors(abroad)).toEqual([]);
    expect(addressErrors({ ...abroad, state: null, postcode: null })).toEqual([]);
    expect(addressFieldError('postcode', { ...abroad, postcode: '8' })).toBe('ERROR_FORM_INVALID');
  });

  it('require state and PIN code in India only, and check lengths (landmark at most 100)', () => {
    expect(addressErrors({ ...ADDRESS, state: ' ', postcode: null })).toEqual([
      { field: 'state', code: 'ERROR_FORM_REQUIRED' },
      { field: 'postcode', code: 'ERROR_FORM_REQUIRED' },
    ]);
    expect(addressFieldError('landmark', { ...ADDRESS, landmark: 'l'.repeat(100) })).toBeNull();
    expect(addressFieldError('landmark', { ...ADDRESS, landmark: 'l'.repeat(101) })).toBe('ERROR_FORM_TOO_LONG');
    expect(addressFieldError('city', { ...ADDRESS, city: '' })).toBe('ERROR_FORM_REQUIRED');
  });

  it('check countries against the caller list', () => {
    expect(addressFieldError('country', { ...ADDRESS, country: 'RAND' })).toBe('ERROR_FORM_INVALID');
    expect(addressFieldError('country', { ...ADDRESS, country: 'DE' }, (c) => c === 'IN')).toBe('ERROR_FORM_INVALID');
  });

  it('check phone numbers, Indian ones in India', () => {
    expect(['+91 98450 12345', '098450 12345', '080 4718 2200', '(080) 47182200'].every(isIndianPhone)).toBe(true);
    expect(['12345', '0123456789', '+91 98450 123456', 'phone me'].some(isIndianPhone)).toBe(false);
    expect(isPhone('+49 30 1234567')).toBe(true);
    expect(addressFieldError('phone', { ...ADDRESS, phone: '+49 30 1234567' })).toBe('ERROR_FORM_INVALID');
  });

  it('tell PIN codes from postcodes', () => {
    expect(isPostcode('560041', 'IN')).toBe(true);
    expect(isPostcode('060041', 'IN')).toBe(false);
    expect(isPostcode('SW1A 1AA', 'GB')).toBe(true);
  });

  it('fill in the state of a typed PIN unless the chosen one matches it', () => {
    expect(stateToFillForPin('560058', '')).toBe('KA');
    expect(stateToFillForPin('560058', 'TN')).toBe('KA');
    expect(stateToFillForPin('560058', 'KA')).toBeNull();
    expect(stateToFillForPin('248001', 'UP')).toBeNull();
    expect(stateToFillForPin('248001', null)).toBe('UK');
    expect(stateToFillForPin('56005', '')).toBeNull();
    expect(stateToFillForPin('900001', '')).toBeNull();
  });
});
