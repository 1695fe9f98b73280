import { useState } from 'react';
import {
  useCheckProductImportMutation,
  useExportProductsCsvLazyQuery,
  useProductImportJobQuery,
  useStartProductImportMutation,
  type ImportProblems_ProblemFragment,
} from '@web/__generated__/admin-graphql';

const UNEXPECTED: ImportProblems_ProblemFragment[] = [{ line: null, sku: null, code: 'CSV_HAS_ERRORS', field: null }];

/**
 * A CSV import: the dry run (every problem, nothing written), then the job, whose progress is
 * asked every second until it is done or failed; and the export as a download.
 */
export function useProductImport() {
  const [check, checked] = useCheckProductImportMutation();
  const [start, started] = useStartProductImportMutation();
  const [exportCsv, exported] = useExportProductsCsvLazyQuery({ fetchPolicy: 'network-only' });
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useProductImportJobQuery({ variables: { id: jobId ?? '' }, skip: jobId === null, pollInterval: 1_000 });
  const current = job.data?.productImportJob ?? started.data?.startProductImport.job ?? null;
  if (current && current.status !== 'RUNNING') job.stopPolling();
  return {
    dryRun: checked.data?.checkProductImport ?? null,
    checking: checked.loading,
    job: current,
    refused: started.data?.startProductImport.problems ?? (started.error ? UNEXPECTED : []),
    exporting: exported.loading,
    async check(file: File) {
      setJobId(null);
      started.reset();
      await check({ variables: { file } }).catch(() => undefined);
    },
    async start(file: File) {
      const answer = await start({ variables: { file } }).catch(() => null);
      const id = answer?.data?.startProductImport.job?.id ?? null;
      setJobId(id);
    },
    /** Downloads every product not archived as products.csv. */
    async download() {
      const answer = await exportCsv();
      const csv = answer.data?.exportProductsCsv;
      if (csv === undefined) return false;
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const link = Object.assign(document.createElement('a'), { href: url, download: 'products.csv' });
      link.click();
      URL.revokeObjectURL(url);
      return true;
    },
  };
}
