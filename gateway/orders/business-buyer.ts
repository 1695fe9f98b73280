/**
 * A business buyer's GSTIN and name at checkout (issue #18 item 4), printed on the tax invoice so
 * the buyer can claim the input tax credit. Optional; when a GSTIN is given it must be 15 characters
 * of the right shape, its check character must verify, and its first two digits must be the GST
 * code of the billing address's state; a business name is then required.
 */
import { MAX_BUSINESS_NAME } from '../../rules/gst/business-buyer';
import { gstinProblem, normaliseGstin } from '../../rules/gst/gstin';
import { indianState } from '../../rules/india/states';
import type { AddressFields } from '../accounts/address-rules';
import { type UserError, userError } from '../accounts/user-error';

export interface BusinessBuyer {
  gstin: string;
  businessName: string;
}

export function checkBusinessBuyer(
  input: { gstin?: string | null; businessName?: string | null },
  billing: AddressFields | null,
): { value: BusinessBuyer | null; errors: UserError[] } {
  const gstin = normaliseGstin(input.gstin ?? '');
  const businessName = (input.businessName ?? '').trim();
  if (!gstin) {
    return businessName
      ? { value: null, errors: [userError('ERROR_FORM_REQUIRED', 'input', 'gstin')] }
      : { value: null, errors: [] };
  }
  const errors: UserError[] = [];
  const state = billing?.country === 'IN' ? indianState(billing.state) : null;
  const problem = gstinProblem(gstin, state?.gstCode);
  if (problem === 'format' || problem === 'check-character') errors.push(userError('GSTIN_INVALID', 'input', 'gstin'));
  else if (problem === 'state' || (billing && !state)) errors.push(userError('GSTIN_STATE_MISMATCH', 'input', 'gstin'));
  if (!businessName) errors.push(userError('ERROR_FORM_REQUIRED', 'input', 'businessName'));
  else if (businessName.length > MAX_BUSINESS_NAME)
    errors.push(userError('ERROR_FORM_TOO_LONG', 'input', 'businessName'));
  return errors.length ? { value: null, errors } : { value: { gstin, businessName }, errors: [] };
}
