import { sql, type Transaction } from 'kysely';
import { checkGstRateRow } from '../../rules/gst/rates';
import type { DB } from '../store/schema';
import { PRODUCTS } from './seed';
import { GST_RATES } from './seed/gst-rates';

/** A rate row the seed data must not store (not a GST slab, a bad code or date). */
export class GstRateRowError extends Error {
  readonly code: string;
  constructor(problem: string, row: { code: string; effectiveFrom: string; rateBp: number }) {
    super(`GST rate row ${row.code} from ${row.effectiveFrom} (${row.rateBp} bp): ${problem}`);
    this.name = 'GstRateRowError';
    this.code = problem;
  }
}

/**
 * Seeder `catalogue-gst@1`: the GST rates of the codes the shop uses (seed/gst-rates.ts), and the
 * sample products' own HSN codes on a database seeded before migration 0207 (which gave every
 * product its part type's code); on a fresh database the products already carry them.
 */
export async function seedGstRates(trx: Transaction<DB>): Promise<void> {
  for (const row of GST_RATES) {
    const problem = checkGstRateRow(row);
    if (problem) throw new GstRateRowError(problem, row);
  }
  await trx
    .insertInto('gst_rates')
    .values(
      GST_RATES.map((r) => ({
        code: r.code,
        effective_from: r.effectiveFrom,
        rate_bp: r.rateBp,
        description: r.description,
      })),
    )
    .onConflict((oc) => oc.columns(['code', 'effective_from']).doNothing())
    .execute();
  const codes = PRODUCTS.map((p) => sql`(${p.slug}, ${p.hsnCode})`);
  await sql`
    update products p set hsn_code = c.code
    from (values ${sql.join(codes)}) as c (slug, code)
    where p.slug = c.slug and p.hsn_code <> c.code`.execute(trx);
}
