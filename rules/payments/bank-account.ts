/**
 * A bank account as the shop enters it for bank transfers (docs/decisions/031): Indian account
 * numbers are 9 to 18 digits; an IFSC is 4 letters (the bank), a 0, and 6 letters or digits (the
 * branch). Shared by the gateway and the back office's settings form.
 */
const ACCOUNT_NUMBER = /^\d{9,18}$/;
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;

export const BANK_NAME_MAX = 100;

export function isAccountNumber(value: string): boolean {
  return ACCOUNT_NUMBER.test(value);
}

export function isIfsc(value: string): boolean {
  return IFSC.test(value);
}
