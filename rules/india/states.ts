/**
 * India's 28 states and 8 union territories: ISO 3166-2:IN code (without "IN-", as revised in
 * 2023: CG, OD, TS, UK, DH), the two-digit GST state code (the first two digits of a GSTIN and the
 * "place of supply" code on a tax invoice) and the PIN-code prefixes of the region's post offices.
 *
 * PIN prefixes come from India Post's postal circles; a few regions share a prefix (Bihar and
 * Jharkhand, Uttar Pradesh and Uttarakhand, Punjab and Chandigarh, J&K and Ladakh…), so a PIN can
 * point at more than one state, and a state is consistent with a PIN when one of its prefixes starts
 * the PIN. Army/Field Post Office PINs (9xxxxx) belong to no state.
 */
export interface IndianState {
  /** ISO 3166-2:IN subdivision code without the country, e.g. "KA". Stored in addresses. */
  code: string;
  /** GST state code, e.g. "29" for Karnataka. */
  gstCode: string;
  /** English name (the web app shows it translated). */
  name: string;
  kind: 'state' | 'union-territory';
  /** PIN-code prefixes (1–3 digits) of the region's post offices. */
  pinPrefixes: readonly string[];
}

const state = (
  code: string,
  gstCode: string,
  name: string,
  pinPrefixes: string[],
  kind: IndianState['kind'] = 'state',
): IndianState => ({ code, gstCode, name, kind, pinPrefixes });
const ut = (code: string, gstCode: string, name: string, pinPrefixes: string[]) =>
  state(code, gstCode, name, pinPrefixes, 'union-territory');

/** In English alphabetical order of name. */
export const INDIAN_STATES: readonly IndianState[] = [
  ut('AN', '35', 'Andaman and Nicobar Islands', ['744']),
  state('AP', '37', 'Andhra Pradesh', [
    '515',
    '516',
    '517',
    '518',
    '519',
    '52',
    '530',
    '531',
    '532',
    '533',
    '534',
    '535',
  ]),
  state('AR', '12', 'Arunachal Pradesh', ['790', '791', '792']),
  state('AS', '18', 'Assam', ['78']),
  state('BR', '10', 'Bihar', ['80', '81', '82', '83', '84', '85']),
  ut('CH', '04', 'Chandigarh', ['160']),
  state('CG', '22', 'Chhattisgarh', ['49']),
  ut('DH', '26', 'Dadra and Nagar Haveli and Daman and Diu', ['396', '362']),
  ut('DL', '07', 'Delhi', ['110']),
  state('GA', '30', 'Goa', ['403']),
  state('GJ', '24', 'Gujarat', ['36', '37', '38', '39']),
  state('HR', '06', 'Haryana', ['12', '13']),
  state('HP', '02', 'Himachal Pradesh', ['17']),
  ut('JK', '01', 'Jammu and Kashmir', ['18', '190', '191', '192', '193', '194']),
  state('JH', '20', 'Jharkhand', ['81', '82', '83']),
  state('KA', '29', 'Karnataka', ['56', '57', '58', '59']),
  state('KL', '32', 'Kerala', ['67', '68', '69']),
  ut('LA', '38', 'Ladakh', ['194']),
  ut('LD', '31', 'Lakshadweep', ['682']),
  state('MP', '23', 'Madhya Pradesh', ['45', '46', '47', '48']),
  state('MH', '27', 'Maharashtra', ['40', '41', '42', '43', '44']),
  state('MN', '14', 'Manipur', ['795']),
  state('ML', '17', 'Meghalaya', ['793', '794']),
  state('MZ', '15', 'Mizoram', ['796']),
  state('NL', '13', 'Nagaland', ['797', '798']),
  state('OD', '21', 'Odisha', ['75', '76', '77']),
  ut('PY', '34', 'Puducherry', ['605', '607', '609', '533', '673']),
  state('PB', '03', 'Punjab', ['14', '15', '160']),
  state('RJ', '08', 'Rajasthan', ['30', '31', '32', '33', '34']),
  state('SK', '11', 'Sikkim', ['737']),
  state('TN', '33', 'Tamil Nadu', ['60', '61', '62', '63', '64']),
  state('TS', '36', 'Telangana', ['50']),
  state('TR', '16', 'Tripura', ['799']),
  state('UP', '09', 'Uttar Pradesh', ['20', '21', '22', '23', '24', '25', '26', '27', '28']),
  state('UK', '05', 'Uttarakhand', ['244', '246', '247', '248', '249', '262', '263']),
  state('WB', '19', 'West Bengal', ['70', '71', '72', '73', '74']),
];

const BY_CODE = new Map(INDIAN_STATES.map((s) => [s.code, s]));
const BY_GST_CODE = new Map(INDIAN_STATES.map((s) => [s.gstCode, s]));

/** The state or union territory with this ISO code ("KA"), or null. */
export function indianState(code: string | null | undefined): IndianState | null {
  return (code && BY_CODE.get(code.trim().toUpperCase())) || null;
}

/** The state or union territory with this GST state code ("29"), or null. */
export function stateByGstCode(gstCode: string): IndianState | null {
  return BY_GST_CODE.get(gstCode) ?? null;
}

/** Indian PIN code: 6 digits, the first not 0. */
export const PIN_CODE = /^[1-9]\d{5}$/;

export function isIndianPinCode(value: string): boolean {
  return PIN_CODE.test(value);
}

/** States whose post offices use this PIN's prefix (most specific prefix first); [] for none. */
export function statesForPin(pin: string): IndianState[] {
  if (!isIndianPinCode(pin)) return [];
  const matches = INDIAN_STATES.flatMap((s) => {
    const longest = Math.max(0, ...s.pinPrefixes.filter((p) => pin.startsWith(p)).map((p) => p.length));
    return longest > 0 ? [{ s, longest }] : [];
  });
  return matches.sort((a, b) => b.longest - a.longest).map((m) => m.s);
}

/** True when the PIN code is in use in this state or union territory (by its postal prefix). */
export function pinBelongsToState(pin: string, stateCode: string): boolean {
  return statesForPin(pin).some((s) => s.code === stateCode.trim().toUpperCase());
}
