/**
 * The place of supply of goods delivered to a buyer is the state of the delivery address
 * (IGST Act s. 10(1)(a)/(b)): it decides CGST + SGST (the shop's own state) or IGST.
 */
import { findIndianState } from '../../rules/india/states';
import type { AddressFields } from '../accounts/address-rules';

/** ISO code of the delivery address's state; null outside India or for a state that is not one of the 36. */
export function placeOfSupply(address: AddressFields): string | null {
  if (address.country !== 'IN') return null;
  // Saved addresses from before states were codes may still hold a name.
  return findIndianState(address.state)?.code ?? null;
}
