/**
 * The shop's settings (migration 0003): legal identity for invoices, delivery fee and threshold,
 * bank account; UPI payee, payment holds and the cash-on-delivery limit (migration 0440). Read where they are used (checkout, invoices, payment instructions): one small
 * row, so every read is current and every gateway process sees a change at once.
 */
import type { Kysely } from 'kysely';
import { indianState, type IndianState } from '../../rules/india/states';
import type { DB } from '../store/schema';

export interface ShopSettings {
  /** True while the settings are the sample values (invoices say so). */
  sample: boolean;
  legalName: string;
  addressLines: string[];
  /** State of registration: decides CGST + SGST (same state) or IGST (another state). */
  state: IndianState;
  gstin: string;
  /** Delivery fee in paise, GST included. */
  deliveryFee: number;
  /** Orders whose goods total (GST included) reaches this many paise are delivered free; null: never. */
  freeDeliveryThreshold: number | null;
  bank: { accountName: string; bankName: string; accountNumber: string; ifsc: string };
  /** How the shop is paid (migration 0440, docs/decisions/028-payments.md). */
  payments: PaymentSettings;
}

export interface PaymentSettings {
  /** The UPI payee: virtual payment address and the name UPI apps show. */
  upi: { vpa: string; payeeName: string };
  /** Minutes an unpaid order holds its stock and slots: UPI and bank transfer. */
  holdMinutes: { upi: number; bankTransfer: number };
  /** The most a cash-on-delivery order may cost, paise. */
  codLimit: number;
}

/** The shop's bank account as a settings row holds it. */
export function bankAccountOf(row: {
  bank_account_name: string;
  bank_name: string;
  bank_account_number: string;
  bank_ifsc: string;
}): ShopSettings['bank'] {
  return {
    accountName: row.bank_account_name,
    bankName: row.bank_name,
    accountNumber: row.bank_account_number,
    ifsc: row.bank_ifsc,
  };
}

export async function loadShopSettings(db: Kysely<DB>): Promise<ShopSettings> {
  const row = await db.selectFrom('shop_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  const state = indianState(row.state_code);
  if (!state) throw new Error(`shop_settings.state_code ${row.state_code} is not an Indian state code`);
  return {
    sample: row.sample,
    legalName: row.legal_name,
    addressLines:
      row.address_city === null
        ? row.address_lines
        : [...row.address_lines, `${row.address_city} ${row.address_pin_code ?? ''}, ${state.name}`],
    state,
    gstin: row.gstin,
    deliveryFee: Number(row.delivery_fee),
    freeDeliveryThreshold: row.free_delivery_threshold === null ? null : Number(row.free_delivery_threshold),
    bank: bankAccountOf(row),
    payments: {
      upi: { vpa: row.upi_vpa, payeeName: row.upi_payee_name },
      holdMinutes: { upi: row.payment_hold_minutes, bankTransfer: row.bank_transfer_hold_minutes },
      codLimit: Number(row.cod_limit),
    },
  };
}
