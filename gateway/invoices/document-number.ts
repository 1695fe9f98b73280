/**
 * Numbers of tax invoices and credit notes (pure). GST rules ask for a number unique within the
 * financial year (1 April – 31 March), at most 16 characters, consecutive. Each series counts
 * from 1 again every financial year, which is part of the number:
 *   GP/26-27/000123   tax invoice 123 of FY 2026-27 (15 characters)
 *   CN/26-27/000004   credit note 4 of FY 2026-27
 * Six digits are padded; the 1,000,000th document of a year takes a 7th digit (16 characters);
 * beyond that there is no valid number and issuing fails loudly.
 * The financial year and the issue date are those of India time (Asia/Kolkata, UTC+5:30, no DST).
 */

export type DocumentSeries = 'invoice' | 'credit-note';

export const SERIES_PREFIX: Readonly<Record<DocumentSeries, string>> = { invoice: 'GP', 'credit-note': 'CN' };

export const MAX_DOCUMENT_NUMBER_LENGTH = 16;

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The calendar day in India of an instant, as YYYY-MM-DD. */
export function indiaDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

export interface FinancialYear {
  /** The calendar year in which it starts (1 April). */
  startYear: number;
  /** "2026-27": stored with the counters and documents. */
  name: string;
  /** "26-27": printed in document numbers. */
  short: string;
}

/** The Indian financial year (April–March) an instant falls in, in India time. */
export function financialYearOf(at: Date): FinancialYear {
  const [year, month] = indiaDate(at).split('-').map(Number) as [number, number];
  const startYear = month >= 4 ? year : year - 1;
  const two = (y: number) => String(y % 100).padStart(2, '0');
  return { startYear, name: `${startYear}-${two(startYear + 1)}`, short: `${two(startYear)}-${two(startYear + 1)}` };
}

/** "GP/26-27/000123": the series' prefix, the year and the sequence within it (from 1). */
export function documentNumber(series: DocumentSeries, year: FinancialYear, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`invalid sequence ${sequence}`);
  const number = `${SERIES_PREFIX[series]}/${year.short}/${String(sequence).padStart(6, '0')}`;
  if (number.length > MAX_DOCUMENT_NUMBER_LENGTH)
    throw new RangeError(`${series} sequence ${sequence} does not fit in ${MAX_DOCUMENT_NUMBER_LENGTH} characters`);
  return number;
}

/** "GP/26-27/000123" → "GP-26-27-000123" (a file name). */
export function documentFileName(number: string): string {
  return `${number.replace(/[^\w-]+/g, '-')}.pdf`;
}
