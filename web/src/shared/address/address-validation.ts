import { type AddressField, type AddressText, addressFieldError } from '@rules/address/address';

/** The address rules' codes as the web app's message keys (client keys where the forms have their own). */
function messageKey(field: AddressField, code: string, country: string): string {
  if (code === 'ERROR_FORM_INVALID') {
    if (field === 'phone') return 'ERROR_FORM_INCORRECT_PHONE';
    if (field === 'postcode' && country === 'IN') return 'ERROR_FORM_INCORRECT_PIN_CODE';
  }
  return code.startsWith('ERROR_FORM_') && code !== 'ERROR_FORM_INVALID' ? code : `ERROR_API_${code}`;
}

/**
 * A react-hook-form `validate` for one address field, from the same rules the gateway applies
 * (rules/address): true, or the message key of the first rule the field breaks.
 */
export function addressRule(field: AddressField, address: () => Partial<AddressText>) {
  return (): true | string => {
    const values = address();
    const code = addressFieldError(field, values);
    return code ? messageKey(field, code, (values.country ?? '').trim().toUpperCase()) : true;
  };
}
