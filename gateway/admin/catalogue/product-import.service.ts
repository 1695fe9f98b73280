/**
 * CSV import and export of products (docs/decisions/032). A dry run reads the file and checks
 * every row as the form would (rules, then the store), listing each bad row with its reasons and
 * writing nothing. A real run starts a job: the same checks inside one transaction, then, only
 * when no row is bad, every row upserted by SKU in that transaction, so a file is imported whole
 * or not at all. The job's progress lives in the process that runs it.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { checkProductFields, type ProductFields } from '../../../rules/catalogue/product-fields';
import type { DB } from '../../store/schema';
import { type Actor, recordAudit } from '../audit/audit.service';
import { checkAgainstStore, type CatalogueLookup, loadCatalogueLookup, type StoreError } from './catalogue-lookup';
import { columnPath, type CsvProblem, type CsvRow, parseProductCsv, productsToCsv } from './product-csv';
import { readProductFields } from './product-fields.sql';
import { freeSlug, takeProductWritesTurn, upsertBySku } from './product-writer';

export interface ImportCheck {
  /** Rows read from the file (good and bad). */
  rows: number;
  /** Of those, new SKUs and SKUs already in the catalogue. */
  creates: number;
  updates: number;
  /** Every problem, rows in file order; empty when the file may be imported. */
  problems: CsvProblem[];
}

export interface ImportJob {
  id: string;
  status: 'RUNNING' | 'DONE' | 'FAILED';
  rows: number;
  written: number;
  problems: CsvProblem[];
  startedAt: Date;
  finishedAt: Date | null;
}

/** Finished jobs kept for their progress query, oldest dropped first. */
const KEPT_JOBS = 50;

/** Checks parsed rows against the rules and the store; returns what to write and the problems. */
function checkRows(rows: CsvRow[], lookup: CatalogueLookup) {
  const problems: CsvProblem[] = [];
  const writes: { fields: ProductFields; slug: string }[] = [];
  const archived = new Set<number>();
  let creates = 0;
  for (const { line, fields } of rows) {
    const self = lookup.skuOwner.get(fields.sku) ?? null;
    const errors: StoreError[] = [...checkProductFields(fields)];
    if (errors.length === 0) errors.push(...checkAgainstStore(fields, lookup, self));
    if (self !== null && lookup.archivedIds.has(self) && !archived.has(self)) {
      archived.add(self);
      errors.push({ code: 'PRODUCT_ARCHIVED', field: ['sku'] });
    }
    if (errors.length) {
      for (const e of errors)
        problems.push({ line, sku: fields.sku || null, code: e.code, field: columnPath(e.field) });
      continue;
    }
    const slug =
      fields.slug !== '' ? fields.slug : self !== null ? lookup.slugOf.get(self)! : freeSlug(fields, lookup, null);
    // Later rows see this row's slug as taken (by this SKU's product, or by a new one).
    lookup.slugOwner.set(slug, self ?? -line);
    if (self === null) creates++;
    writes.push({ fields, slug });
  }
  return { problems, writes, creates };
}

export function createProductImportService(db: Kysely<DB>, logger: Logger) {
  const jobs = new Map<string, ImportJob>();

  async function check(db: Kysely<DB>, bytes: Uint8Array) {
    const parsed = parseProductCsv(bytes);
    if (!parsed.ok)
      return { check: { rows: 0, creates: 0, updates: 0, problems: parsed.problems }, writes: [], lookup: null };
    const lookup = await loadCatalogueLookup(
      db,
      parsed.rows.flatMap((r) => r.fields.vehicles),
    );
    const { problems, writes, creates } = checkRows(parsed.rows, lookup);
    const all = [...parsed.problems, ...problems].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    const rows = parsed.rows.length + new Set(parsed.problems.map((p) => p.line)).size;
    return { check: { rows, creates, updates: writes.length - creates, problems: all }, writes, lookup };
  }

  async function run(job: ImportJob, bytes: Uint8Array, actor?: Actor) {
    try {
      await db.transaction().execute(async (trx) => {
        await takeProductWritesTurn(trx);
        const { check: result, writes, lookup } = await check(trx, bytes);
        job.rows = result.rows;
        if (result.problems.length || !lookup) {
          job.problems = result.problems;
          return;
        }
        await upsertBySku(trx, writes, lookup, (n) => {
          job.written = n;
        });
        if (actor)
          await recordAudit(trx, actor, {
            operation: 'startProductImport',
            entityType: 'product-import',
            entityId: job.id,
            before: null,
            after: {
              rows: result.rows,
              creates: result.creates,
              updates: result.updates,
              skus: writes.map((w) => w.fields.sku),
            },
          });
      });
      job.status = job.problems.length ? 'FAILED' : 'DONE';
    } catch (error) {
      logger.error({ err: error, job: job.id }, 'product import failed');
      job.problems = [{ line: null, sku: null, code: 'CSV_HAS_ERRORS', field: null }];
      job.written = 0;
      job.status = 'FAILED';
    }
    if (job.status === 'FAILED') job.written = 0;
    job.finishedAt = new Date();
  }

  return {
    /** Reads and checks the file, writes nothing. */
    async dryRun(bytes: Uint8Array): Promise<ImportCheck> {
      return (await check(db, bytes)).check;
    },
    /**
     * Starts importing the file; the job's rows are written together or not at all. A file that
     * cannot be read at all (size, encoding, columns) is refused at once, without a job.
     */
    start(
      bytes: Uint8Array,
      actor?: Actor,
    ): { job: ImportJob; done: Promise<void> } | { job: null; problems: CsvProblem[] } {
      const parsed = parseProductCsv(bytes);
      if (!parsed.ok) return { job: null, problems: parsed.problems };
      const job: ImportJob = {
        id: randomUUID(),
        status: 'RUNNING',
        rows: parsed.rows.length + new Set(parsed.problems.map((p) => p.line)).size,
        written: 0,
        problems: [],
        startedAt: new Date(),
        finishedAt: null,
      };
      jobs.set(job.id, job);
      for (const [id, old] of jobs) {
        if (jobs.size <= KEPT_JOBS) break;
        if (old.status !== 'RUNNING') jobs.delete(id);
      }
      return { job, done: run(job, bytes, actor) };
    },
    /** A job started by this process; null when unknown (another process, or long finished). */
    job: (id: string): ImportJob | null => jobs.get(id) ?? null,
    /** Every product not archived, as a CSV the import reads back unchanged. */
    async exportCsv(): Promise<string> {
      return productsToCsv(await readProductFields(db, null));
    },
  };
}

export type ProductImportService = ReturnType<typeof createProductImportService>;
