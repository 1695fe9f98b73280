/**
 * The shop's settings for owners (docs/decisions/031): read, change what is given (validated,
 * audited in the same transaction), set a currency's rate (dated), export newsletter subscribers.
 * Every gateway process reads shop_settings where it uses it (gateway/shop/shop-settings.ts), so a
 * change is seen at once everywhere.
 */
import type { Kysely } from 'kysely';
import type { SettingsInput, ShopAddressInput } from '../../__generated__/admin-types';
import type { DB } from '../../store/schema';
import { gstinProblem, normaliseGstin } from '../../../rules/gst/gstin';
import { indianState, isIndianPinCode, pinBelongsToState } from '../../../rules/india/states';
import { BANK_NAME_MAX, isAccountNumber, isIfsc } from '../../../rules/payments/bank-account';
import { VPA_PATTERN } from '../../../rules/payments/upi-link';
import {
  ADDRESS_LINE_MAX,
  CITY_MAX,
  inSettingRange,
  currencyRateProblem,
  isStillSample,
  LEGAL_NAME_MAX,
  type PaiseSetting,
  UPI_PAYEE_NAME_MAX,
} from '../../../rules/shop/settings';
import { bankAccountOf } from '../../shop/shop-settings';
import { type AdminError, adminError } from '../admin-errors';
import { type Actor, recordAudit } from '../audit/audit.service';

type Update = Partial<{
  legal_name: string;
  address_lines: string[];
  address_city: string;
  address_pin_code: string;
  state_code: string;
  delivery_fee: number;
  free_delivery_threshold: number | null;
  cod_limit: number;
  upi_vpa: string;
  upi_payee_name: string;
  bank_account_name: string;
  bank_name: string;
  bank_account_number: string;
  bank_ifsc: string;
  gstin: string;
}>;

function paise(value: number, field: PaiseSetting, errors: AdminError[]): number {
  if (!inSettingRange(field, value)) errors.push(adminError('ERROR_FORM_OUT_OF_RANGE', 'input', field));
  return value;
}

function text(value: string, max: number, path: string[], errors: AdminError[]): string {
  const trimmed = value.trim();
  if (trimmed === '') errors.push(adminError('ERROR_FORM_REQUIRED', ...path));
  else if (trimmed.length > max) errors.push(adminError('ERROR_FORM_TOO_LONG', ...path));
  return trimmed;
}

/** The registered address's columns; its state must exist and hold the PIN code. */
function address(input: ShopAddressInput, errors: AdminError[]): Update {
  const at = (field: string) => ['input', 'address', field];
  const line1 = text(input.line1, ADDRESS_LINE_MAX, at('line1'), errors);
  const line2 = input.line2?.trim() ?? '';
  if (line2.length > ADDRESS_LINE_MAX) errors.push(adminError('ERROR_FORM_TOO_LONG', ...at('line2')));
  const city = text(input.city, CITY_MAX, at('city'), errors);
  const pin = input.pinCode.trim();
  const state = indianState(input.stateCode.trim().toUpperCase());
  if (!state) errors.push(adminError('ERROR_FORM_INVALID', ...at('stateCode')));
  if (!isIndianPinCode(pin)) errors.push(adminError('ERROR_FORM_INVALID', ...at('pinCode')));
  else if (state && !pinBelongsToState(pin, state.code)) errors.push(adminError('PIN_NOT_IN_STATE', ...at('pinCode')));
  return {
    address_lines: line2 ? [line1, line2] : [line1],
    address_city: city,
    address_pin_code: pin,
    state_code: state?.code ?? input.stateCode,
  };
}

/**
 * Checks the given fields against the shop's state and GSTIN (the new address's state when one is
 * given: the GSTIN, new or kept, must be issued there); answers the columns to write or the errors.
 */
export function settingsUpdate(
  input: SettingsInput,
  current: { stateCode: string; gstin: string },
): { update: Update; errors: AdminError[] } {
  const errors: AdminError[] = [];
  const update: Update = {};
  if (input.legalName != null)
    update.legal_name = text(input.legalName, LEGAL_NAME_MAX, ['input', 'legalName'], errors);
  if (input.address) Object.assign(update, address(input.address, errors));
  const stateCode = update.state_code ?? current.stateCode;
  if (input.deliveryFee != null) update.delivery_fee = paise(input.deliveryFee, 'deliveryFee', errors);
  if (input.freeDeliveryThreshold !== undefined)
    update.free_delivery_threshold =
      input.freeDeliveryThreshold === null ? null : paise(input.freeDeliveryThreshold, 'freeDeliveryThreshold', errors);
  if (input.codLimit != null) update.cod_limit = paise(input.codLimit, 'codLimit', errors);
  if (input.upiVpa != null) {
    update.upi_vpa = input.upiVpa.trim();
    if (!VPA_PATTERN.test(update.upi_vpa)) errors.push(adminError('ERROR_FORM_INVALID', 'input', 'upiVpa'));
  }
  if (input.upiPayeeName != null)
    update.upi_payee_name = text(input.upiPayeeName, UPI_PAYEE_NAME_MAX, ['input', 'upiPayeeName'], errors);
  if (input.bank) {
    update.bank_account_name = text(input.bank.accountName, BANK_NAME_MAX, ['input', 'bank', 'accountName'], errors);
    update.bank_name = text(input.bank.bankName, BANK_NAME_MAX, ['input', 'bank', 'bankName'], errors);
    update.bank_account_number = input.bank.accountNumber.replace(/\s/g, '');
    if (!isAccountNumber(update.bank_account_number))
      errors.push(adminError('ERROR_FORM_INVALID', 'input', 'bank', 'accountNumber'));
    update.bank_ifsc = input.bank.ifsc.trim().toUpperCase();
    if (!isIfsc(update.bank_ifsc)) errors.push(adminError('ERROR_FORM_INVALID', 'input', 'bank', 'ifsc'));
  }
  if (input.gstin != null) {
    update.gstin = normaliseGstin(input.gstin);
    const problem = gstinProblem(update.gstin, indianState(stateCode)?.gstCode);
    if (problem)
      errors.push(adminError(problem === 'state' ? 'GSTIN_STATE_MISMATCH' : 'GSTIN_INVALID', 'input', 'gstin'));
  } else if (update.state_code && update.state_code !== current.stateCode) {
    const state = indianState(update.state_code);
    if (state && gstinProblem(current.gstin, state.gstCode) === 'state')
      errors.push(adminError('GSTIN_STATE_MISMATCH', 'input', 'address', 'stateCode'));
  }
  return { update, errors };
}

export async function readSettings(db: Kysely<DB>) {
  const [row, currencies] = await Promise.all([
    db.selectFrom('shop_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow(),
    db.selectFrom('currencies').selectAll().orderBy('position').execute(),
  ]);
  return { row, currencies };
}

export type SettingsView = Awaited<ReturnType<typeof readSettings>>;

/** What the audit log keeps of the settings. */
const snapshot = ({ row }: SettingsView) => {
  const { updated_at: _, ...rest } = row;
  return rest;
};

/** What invoices and payment instructions show of a settings row. */
const shown = (row: SettingsView['row']) => ({
  legalName: row.legal_name,
  addressLines: row.address_lines,
  gstin: row.gstin,
  bank: bankAccountOf(row),
  upiVpa: row.upi_vpa,
  upiPayeeName: row.upi_payee_name,
});

export function createSettingsService(db: Kysely<DB>) {
  return {
    read: () => readSettings(db),

    async update(actor: Actor, input: SettingsInput): Promise<{ settings: SettingsView | null; errors: AdminError[] }> {
      return db.transaction().execute(async (trx) => {
        const before = await readSettings(trx);
        const { update, errors } = settingsUpdate(input, { stateCode: before.row.state_code, gstin: before.row.gstin });
        if (errors.length) return { settings: null, errors };
        if (Object.keys(update).length === 0) return { settings: before, errors: [] };
        await trx
          .updateTable('shop_settings')
          .set({ ...update, sample: isStillSample(shown({ ...before.row, ...update })), updated_at: new Date() })
          .where('id', '=', 1)
          .execute();
        const after = await readSettings(trx);
        await recordAudit(trx, actor, {
          operation: 'updateSettings',
          entityType: 'settings',
          entityId: null,
          before: snapshot(before),
          after: snapshot(after),
        });
        return { settings: after, errors: [] };
      });
    },

    async setRate(
      actor: Actor,
      code: string,
      rate: string,
    ): Promise<{ settings: SettingsView | null; errors: AdminError[] }> {
      const problem = currencyRateProblem(rate);
      if (problem)
        return {
          settings: null,
          errors: [adminError(problem === 'invalid' ? 'ERROR_FORM_INVALID' : 'ERROR_FORM_OUT_OF_RANGE', 'rate')],
        };
      return db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('currencies')
          .selectAll()
          .where('code', '=', code.toUpperCase())
          .forUpdate()
          .executeTakeFirst();
        if (!current) return { settings: null, errors: [adminError('PAGE_NOT_FOUND', 'code')] };
        if (current.is_default) return { settings: null, errors: [adminError('ERROR_FORM_INVALID', 'code')] };
        const updated = await trx
          .updateTable('currencies')
          .set({ rate, rate_set_at: new Date() })
          .where('code', '=', current.code)
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, {
          operation: 'setCurrencyRate',
          entityType: 'currency',
          entityId: current.code,
          before: { rate: current.rate, setAt: current.rate_set_at },
          after: { rate: updated.rate, setAt: updated.rate_set_at },
        });
        return { settings: await readSettings(trx), errors: [] };
      });
    },
  };
}
