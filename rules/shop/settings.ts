/**
 * The limits of the shop's settings, in integer paise, checked by the gateway's settings service
 * and the back office's settings form (docs/decisions/044).
 */
export const SETTINGS_LIMITS = {
  /** ₹0 to ₹10,000. */
  deliveryFee: { min: 0, max: 1_000_000 },
  /** ₹0.01 to ₹1 crore; no threshold: never free. */
  freeDeliveryThreshold: { min: 1, max: 1_000_000_000 },
  /** ₹1 to ₹10 lakh. */
  codLimit: { min: 100, max: 100_000_000 },
} as const;

export type PaiseSetting = keyof typeof SETTINGS_LIMITS;

/** The UPI payee name's longest length. */
export const UPI_PAYEE_NAME_MAX = 99;

/** Whether `paise` is a whole number of paise inside the setting's range. */
export function inSettingRange(setting: PaiseSetting, paise: number): boolean {
  const { min, max } = SETTINGS_LIMITS[setting];
  return Number.isSafeInteger(paise) && paise >= min && paise <= max;
}

/** Units of a display currency per rupee, as staff type it: up to 6 whole digits and 8 decimals, above 0. */
const CURRENCY_RATE = /^(?:0|[1-9]\d{0,5})(?:\.\d{1,8})?$/;

export function isCurrencyRate(value: string): boolean {
  return CURRENCY_RATE.test(value) && Number(value) > 0;
}
