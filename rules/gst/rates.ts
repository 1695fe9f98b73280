/**
 * GST rates as data with an effective date (pure; no I/O). docs/decisions/025-gst-codes-and-rates.md
 *
 * A rate row says "from this date, goods or services of this tariff code carry this rate". The
 * code is an HSN code (goods, 4–8 digits) or a SAC code (services, 6 digits starting 99); a row
 * for a heading covers every longer code under it unless that code has rows of its own, so a
 * row for "8507" covers "850710" until "850710" gets one. A change in law is a new row.
 */
import { isGstSlab } from './gst';

export interface GstRateRow {
  /** HSN or SAC code, digits only. */
  code: string;
  /** First day the rate applies, 'YYYY-MM-DD' (Indian calendar date). */
  effectiveFrom: string;
  /** Basis points, one of GST_SLABS_BP (1800 = 18 %). */
  rateBp: number;
}

/** An HSN code of goods as the catalogue keeps it: 4, 6 or 8 digits. */
export function isHsnCode(code: string): boolean {
  return /^(\d{4}|\d{6}|\d{8})$/.test(code);
}

/** A SAC code of services: 6 digits, chapter 99. */
export function isSacCode(code: string): boolean {
  return /^99\d{4}$/.test(code);
}

/** The Indian calendar date (IST, UTC+5:30) of an instant, 'YYYY-MM-DD'. */
export function istDate(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** The codes whose rows can apply to `code`: itself and its headings of 4 digits or more, longest first. */
export function codePrefixes(code: string): string[] {
  const out: string[] = [];
  for (let length = code.length; length >= 4; length--) out.push(code.slice(0, length));
  return out;
}

/**
 * The rate in force for `code` on `date` ('YYYY-MM-DD'), in basis points: among the rows of the
 * longest prefix of `code` that has rows, the one with the latest effective date on or before
 * `date`. Null when no row applies (an unknown code, or a date before its first row).
 */
export function rateOn(rows: readonly GstRateRow[], code: string, date: string): number | null {
  for (const prefix of codePrefixes(code)) {
    let best: GstRateRow | null = null;
    let hasRows = false;
    for (const row of rows) {
      if (row.code !== prefix) continue;
      hasRows = true;
      if (row.effectiveFrom <= date && (!best || row.effectiveFrom > best.effectiveFrom)) best = row;
    }
    if (hasRows) return best?.rateBp ?? null;
  }
  return null;
}

export type GstRateRowProblem = 'GST_CODE_INVALID' | 'GST_DATE_INVALID' | 'GST_RATE_NOT_A_SLAB';

/** What is wrong with a rate row, or null when it may be stored. */
export function checkGstRateRow(row: GstRateRow): GstRateRowProblem | null {
  if (!isHsnCode(row.code) && !isSacCode(row.code)) return 'GST_CODE_INVALID';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(row.effectiveFrom) || Number.isNaN(Date.parse(row.effectiveFrom)))
    return 'GST_DATE_INVALID';
  if (!isGstSlab(row.rateBp)) return 'GST_RATE_NOT_A_SLAB';
  return null;
}
