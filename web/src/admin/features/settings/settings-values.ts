import { gstinProblem, normaliseGstin } from '@rules/gst/gstin';
import { indianState, isIndianPinCode, pinBelongsToState } from '@rules/india/states';
import { parseRupees } from '@rules/money/parse-rupees';
import { BANK_NAME_MAX, isAccountNumber, isIfsc } from '@rules/payments/bank-account';
import { VPA_PATTERN } from '@rules/payments/upi-link';
import {
  ADDRESS_LINE_MAX,
  CITY_MAX,
  inSettingRange,
  LEGAL_NAME_MAX,
  type PaiseSetting,
  UPI_PAYEE_NAME_MAX,
} from '@rules/shop/settings';
import type { SettingsForm_SettingsFragment, SettingsInput } from '@web/__generated__/admin-graphql';

/** The settings form's fields as typed: rupees as text. */
export interface SettingsValues {
  legalName: string;
  address: { line1: string; line2: string; city: string; pinCode: string; stateCode: string };
  deliveryFee: string;
  /** Empty: delivery is never free. */
  freeDeliveryThreshold: string;
  codLimit: string;
  upiVpa: string;
  upiPayeeName: string;
  bank: { accountName: string; bankName: string; accountNumber: string; ifsc: string };
  gstin: string;
}

type BankFields = SettingsValues['bank'];

/**
 * The four fields of a bank account, named one by one: a query's object also carries `__typename`,
 * which `BankAccountInput` does not define (a spread sent it and the server refused the whole save).
 */
const bankFields = ({ accountName, bankName, accountNumber, ifsc }: BankFields): BankFields => ({
  accountName,
  bankName,
  accountNumber,
  ifsc,
});

const rupees = (paise: number) => (paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2));

export function settingsValues(s: SettingsForm_SettingsFragment): SettingsValues {
  const { line1, line2, city, pinCode, stateCode } = s.address;
  return {
    legalName: s.legalName,
    address: { line1, line2: line2 ?? '', city, pinCode, stateCode },
    deliveryFee: rupees(s.deliveryFee.amount),
    freeDeliveryThreshold: s.freeDeliveryThreshold ? rupees(s.freeDeliveryThreshold.amount) : '',
    codLimit: rupees(s.codLimit.amount),
    upiVpa: s.upiVpa,
    upiPayeeName: s.upiPayeeName,
    bank: bankFields(s.bank),
    gstin: s.gstin,
  };
}

/** A rupee field's message key, or true (the same ranges as the gateway's, rules/shop/settings.ts). */
export function rupeeProblem(setting: PaiseSetting, value: string, optional = false): true | string {
  if (value.trim() === '') return optional ? true : 'ERROR_FORM_REQUIRED';
  const paise = parseRupees(value);
  if (paise === null) return 'ERROR_API_ERROR_FORM_INVALID';
  return inSettingRange(setting, paise) ? true : 'ERROR_API_ERROR_FORM_OUT_OF_RANGE';
}

const required = (value: string, max: number) =>
  value.trim() === '' ? 'ERROR_FORM_REQUIRED' : value.trim().length > max ? 'ERROR_FORM_TOO_LONG' : true;

/** Each field's rule, answering true or a message key: the gateway applies the same ones. */
export const SETTINGS_RULES = {
  legalName: (value: string) => required(value, LEGAL_NAME_MAX),
  line1: (value: string) => required(value, ADDRESS_LINE_MAX),
  line2: (value: string) => (value.trim().length > ADDRESS_LINE_MAX ? 'ERROR_FORM_TOO_LONG' : true),
  city: (value: string) => required(value, CITY_MAX),
  stateCode: (value: string) => (indianState(value) ? true : 'ERROR_FORM_REQUIRED'),
  pinCode: (value: string, stateCode: string) => {
    if (!isIndianPinCode(value.trim())) return 'ERROR_API_ERROR_FORM_INVALID';
    return !indianState(stateCode) || pinBelongsToState(value.trim(), stateCode) ? true : 'ERROR_API_PIN_NOT_IN_STATE';
  },
  upiVpa: (value: string) => (VPA_PATTERN.test(value.trim()) ? true : 'ERROR_API_ERROR_FORM_INVALID'),
  upiPayeeName: (value: string) => required(value, UPI_PAYEE_NAME_MAX),
  bankName: (value: string) => required(value, BANK_NAME_MAX),
  accountNumber: (value: string) => (isAccountNumber(value.replace(/\s/g, '')) ? true : 'ERROR_API_ERROR_FORM_INVALID'),
  ifsc: (value: string) => (isIfsc(value.trim().toUpperCase()) ? true : 'ERROR_API_ERROR_FORM_INVALID'),
  gstin: (value: string, stateCode: string) => {
    const problem = gstinProblem(normaliseGstin(value), indianState(stateCode)?.gstCode);
    if (!problem) return true;
    return problem === 'state' ? 'ERROR_API_GSTIN_STATE_MISMATCH' : 'ERROR_API_GSTIN_INVALID';
  },
};

type Dirty = Partial<Record<keyof SettingsValues, unknown>>;

/** The change to send: only the fields staff changed (the bank account and the address as a whole). */
export function settingsInput(values: SettingsValues, dirty: Dirty): SettingsInput {
  const input: SettingsInput = {};
  if (dirty.legalName) input.legalName = values.legalName.trim();
  if (dirty.address) {
    const { line1, line2, city, pinCode, stateCode } = values.address;
    input.address = {
      line1: line1.trim(),
      line2: line2.trim() || null,
      city: city.trim(),
      pinCode: pinCode.trim(),
      stateCode,
    };
  }
  if (dirty.deliveryFee) input.deliveryFee = parseRupees(values.deliveryFee);
  if (dirty.freeDeliveryThreshold)
    input.freeDeliveryThreshold =
      values.freeDeliveryThreshold.trim() === '' ? null : parseRupees(values.freeDeliveryThreshold);
  if (dirty.codLimit) input.codLimit = parseRupees(values.codLimit);
  if (dirty.upiVpa) input.upiVpa = values.upiVpa.trim();
  if (dirty.upiPayeeName) input.upiPayeeName = values.upiPayeeName.trim();
  if (dirty.bank) input.bank = bankFields(values.bank);
  if (dirty.gstin) input.gstin = normaliseGstin(values.gstin);
  return input;
}
