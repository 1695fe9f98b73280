import DataLoader from 'dataloader';
import { type Kysely, sql } from 'kysely';
import { rateToDecimal } from '../../rules/gst/gst';
import { codePrefixes, type GstRateRow, istDate, rateOn } from '../../rules/gst/rates';
import type { GatewayContext } from '../graphql/context';
import { requestMemo } from '../graphql/request-memo';
import type { DB } from '../store/schema';

/** A product or package whose code has no rate in force: a data error, never a shopper's. */
export class GstRateMissingError extends Error {
  readonly codes: string[];
  constructor(codes: string[], on: string) {
    super(`No GST rate in force on ${on} for tariff code(s) ${codes.join(', ')}: add rows to gst_rates`);
    this.name = 'GstRateMissingError';
    this.codes = codes;
  }
}

/** The rows of `gst_rates` that can apply to `codes` (theirs and their headings'), in one statement. */
async function rowsFor(db: Kysely<DB>, codes: readonly string[]): Promise<GstRateRow[]> {
  const prefixes = [...new Set(codes.flatMap(codePrefixes))];
  if (prefixes.length === 0) return [];
  return db
    .selectFrom('gst_rates')
    .select(['code', sql<string>`effective_from::text`.as('effectiveFrom'), 'rate_bp as rateBp'])
    .where('code', 'in', prefixes)
    .execute();
}

/**
 * The GST rate in force on `on` (its Indian date) of each code, in basis points (code → rate_bp),
 * read in one statement. Every code must resolve (a row of its own or of a heading above it
 * dated on or before that day), else GstRateMissingError: a product without a rate is a data
 * error. Not cached across calls, so it is never stale after a change of `gst_rates`; callers
 * that ask per field batch per request (`gstRates(context)`).
 */
export async function loadGstRates(db: Kysely<DB>, codes: readonly string[], on: Date): Promise<Map<string, number>> {
  const date = istDate(on);
  const rows = await rowsFor(db, codes);
  const rates = new Map<string, number>();
  const missing: string[] = [];
  for (const code of new Set(codes)) {
    const rate = rateOn(rows, code, date);
    if (rate === null) missing.push(code);
    else rates.set(code, rate);
  }
  if (missing.length > 0) throw new GstRateMissingError(missing, date);
  return rates;
}

const perRequest = requestMemo<DataLoader<string, number>>('GST rates in force today');

/**
 * The request's GST rates in force today, by code: the codes of every product and package one
 * request shows are read together (one statement per tick), and each at most once.
 */
export function gstRates(context: GatewayContext): {
  load(code: string): Promise<number>;
  decimal(code: string): Promise<string>;
} {
  const loader = perRequest(
    context,
    () =>
      new DataLoader<string, number>(async (codes) => {
        const rates = await loadGstRates(context.db, codes, new Date());
        return codes.map((code) => rates.get(code)!);
      }),
  );
  return {
    load: (code) => loader.load(code),
    decimal: async (code) => rateToDecimal(await loader.load(code)),
  };
}
