/**
 * The place of supply of goods delivered to a buyer is the state of the delivery address
 * (IGST Act s. 10(1)(a)/(b)): it decides CGST + SGST (the shop's own state) or IGST.
 */
import { INDIAN_STATES, indianState } from '../../rules/india/states';
import type { AddressFields } from '../accounts/address-rules';

/** ISO code of the delivery address's state; null outside India or for a state that is not one of the 36. */
export function placeOfSupply(address: AddressFields): string | null {
  if (address.country !== 'IN' || !address.state) return null;
  const state = address.state.trim();
  // Saved addresses from before states were codes may hold the English name.
  return (indianState(state) ?? INDIAN_STATES.find((s) => s.name.toLowerCase() === state.toLowerCase()))?.code ?? null;
}
