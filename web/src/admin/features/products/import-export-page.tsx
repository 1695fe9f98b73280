import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { ErrorAlert, SuccessNote } from '@web/admin/shared/ui/error-alert';
import { useAdminTitle } from '@web/admin/shared/ui/use-admin-title';
import styles from '@web/admin/shared/ui/admin-ui.module.css';
import { useProductImport } from './api/use-product-import';
import { ImportProblems } from './import-problems';

/**
 * Products in and out as CSV: choose a file, check it (a dry run that lists every bad row with its
 * reason), import it when it has none (all rows or none, with progress), or export the catalogue.
 */
export function ImportExportPage() {
  const { t } = useLingui();
  useAdminTitle(t`Import and export`);
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [exportFailed, setExportFailed] = useState(false);
  const csv = useProductImport();
  const dryRun = csv.dryRun;
  const job = csv.job;
  const written = job?.written ?? 0;
  return (
    <>
      <p>
        <Link to="/admin/products">
          <Trans>All products</Trans>
        </Link>
      </p>
      <h1>
        <Trans>Import and export</Trans>
      </h1>
      <section className={styles.card} aria-labelledby={`${id}-import`}>
        <h2 id={`${id}-import`}>
          <Trans>Import a CSV file</Trans>
        </h2>
        <p className={styles.muted}>
          <Trans>
            Use the columns of an export. Check the file first: nothing is written until every row is right, and then
            all rows are imported together.
          </Trans>
        </p>
        <div className={styles.field}>
          <label htmlFor={`${id}-file`} className={styles.label}>{t`CSV file (UTF-8, at most 20 MB)`}</label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            className={styles.input}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </div>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.secondary}
            disabled={!file || csv.checking}
            onClick={() => file && csv.check(file)}
          >
            <Trans>Check file</Trans>
          </button>
          {dryRun && dryRun.problems.length === 0 && dryRun.rows > 0 && !job ? (
            <button type="button" className={styles.primary} onClick={() => file && csv.start(file)}>
              {t`${plural(dryRun.rows, { one: 'Import # row', other: 'Import # rows' })}`}
            </button>
          ) : null}
        </div>
        {dryRun ? (
          <p role="status">
            {t`${plural(dryRun.rows, { one: '# row', other: '# rows' })}: ${plural(dryRun.creates, { one: '# new product', other: '# new products' })}, ${plural(dryRun.updates, { one: '# update', other: '# updates' })}, ${plural(dryRun.problems.length, { one: '# problem', other: '# problems' })}.`}
          </p>
        ) : null}
        {dryRun?.problems.length ? <ImportProblems problems={dryRun.problems} /> : null}
        <ErrorAlert keys={csv.refused.length ? ['ERROR_API_CSV_HAS_ERRORS'] : []} />
        {csv.refused.length ? <ImportProblems problems={csv.refused} /> : null}
        {job ? (
          <div className={styles.field}>
            <label htmlFor={`${id}-progress`} className={styles.label}>{t`Rows written`}</label>
            <progress id={`${id}-progress`} max={job.rows} value={job.written} />
            {job.status === 'RUNNING' ? (
              <p role="status">
                {t`Importing: ${plural(job.rows, { one: `${written} of # row written.`, other: `${written} of # rows written.` })}`}
              </p>
            ) : null}
            {job.status === 'DONE' ? (
              <SuccessNote>
                {t`${plural(job.rows, { one: 'Imported # row. The shop shows it now.', other: 'Imported # rows. The shop shows them now.' })}`}
              </SuccessNote>
            ) : null}
            {job.status === 'FAILED' ? (
              <>
                <ErrorAlert keys={['ERROR_API_CSV_HAS_ERRORS']} />
                <ImportProblems problems={job.problems} />
              </>
            ) : null}
          </div>
        ) : null}
      </section>
      <section className={styles.card} aria-labelledby={`${id}-export`}>
        <h2 id={`${id}-export`}>
          <Trans>Export</Trans>
        </h2>
        <p className={styles.muted}>
          <Trans>Every product in the shop as CSV, in the columns the import reads.</Trans>
        </p>
        <ErrorAlert keys={exportFailed ? ['ERROR_API_UNEXPECTED'] : []} />
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.secondary}
            disabled={csv.exporting}
            onClick={async () => setExportFailed(!(await csv.download()))}
          >
            <Trans>Download products.csv</Trans>
          </button>
        </div>
      </section>
    </>
  );
}
