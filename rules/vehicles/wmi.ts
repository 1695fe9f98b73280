/**
 * World manufacturer identifiers (WMI, VIN positions 1–3) of vehicles built in India, and which of
 * our makes each one stands for. A WMI names the manufacturing entity, not the brand: one entity
 * can build several makes (Skoda Auto Volkswagen India builds Skoda and Volkswagen; Bajaj Auto
 * builds KTM for India and export), so a WMI maps to one or more make slugs and the picker offers
 * all of them.
 *
 * `verified`: true where the code was confirmed from public VIN data (the sample VINs from
 * registration certificates and public WMI lists agree); false where we only have one public list
 * or memory of the ISO 3780 register: check those against SIAM's register before relying on them.
 *
 * `checkDigit`: Indian rules (CMVR / AIS-065) do not require the North-American check digit in
 * position 9. 'required' only where the maker's VINs follow 49 CFR 565 because the same lines
 * build for North America (Royal Enfield); a wrong digit there is BAD_CHECK_DIGIT. Everywhere else
 * 'not-checked': position 9 may be a check digit or a maker's code, so it never rejects a VIN.
 */
export type CheckDigitUse = 'required' | 'not-checked';

export interface WmiEntry {
  wmi: string;
  /** The manufacturing entity, for people reading the data. */
  manufacturer: string;
  /** Our make slugs this entity builds (vehicle seed), first the main one. */
  makes: readonly string[];
  checkDigit: CheckDigitUse;
  verified: boolean;
}

const entry = (
  wmi: string,
  manufacturer: string,
  makes: string[],
  verified: boolean,
  checkDigit: CheckDigitUse = 'not-checked',
): WmiEntry => ({ wmi, manufacturer, makes, checkDigit, verified });

export const INDIAN_WMIS: readonly WmiEntry[] = [
  entry('MA3', 'Maruti Suzuki India', ['maruti-suzuki'], true),
  entry('MAT', 'Tata Motors', ['tata'], true),
  entry('MA1', 'Mahindra & Mahindra', ['mahindra'], true),
  entry('MAL', 'Hyundai Motor India', ['hyundai'], true),
  entry('MAK', 'Honda Cars India', ['honda'], false),
  entry('ME4', 'Honda Motorcycle & Scooter India', ['honda'], true),
  entry('MD2', 'Bajaj Auto (also KTM built by Bajaj)', ['bajaj', 'ktm'], true),
  entry('MBL', 'Hero MotoCorp', ['hero'], true),
  entry('MD6', 'TVS Motor Company', ['tvs'], true),
  entry('ME3', 'Royal Enfield', ['royal-enfield'], true, 'required'),
  entry('MBJ', 'Toyota Kirloskar Motor', ['toyota'], true),
  entry('ME1', 'India Yamaha Motor', ['yamaha'], false),
  entry('MB8', 'Suzuki Motorcycle India', ['suzuki'], false),
  entry('MZB', 'Kia India', ['kia'], false),
  entry('MZ7', 'JSW MG Motor India', ['mg'], false),
  entry('MEE', 'Renault India', ['renault'], false),
  entry('MEX', 'Skoda Auto Volkswagen India', ['volkswagen', 'skoda'], false),
  entry('MAJ', 'Ford India', ['ford'], false),
  entry('MDH', 'Nissan Motor India', ['nissan'], false),
  entry('MZD', 'Classic Legends (Jawa)', ['jawa'], false),
  entry('MBX', 'Piaggio Vehicles India', ['piaggio'], false),
  entry('MYK', 'Ather Energy', ['ather'], false),
  entry('MYL', 'Ola Electric', ['ola'], false),
];

const BY_WMI: ReadonlyMap<string, WmiEntry> = new Map(INDIAN_WMIS.map((e) => [e.wmi, e]));

/** The entry for a WMI (case-insensitive), or null when it is not an Indian maker we know. */
export function wmiEntry(wmi: string): WmiEntry | null {
  return BY_WMI.get(wmi.trim().toUpperCase()) ?? null;
}

/** Every WMI of a make, e.g. honda → [MAK, ME4]. */
export function wmisOfMake(makeSlug: string): string[] {
  return INDIAN_WMIS.filter((e) => e.makes.includes(makeSlug)).map((e) => e.wmi);
}
