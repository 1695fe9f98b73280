// After `npm install` / `npm ci`: makes PGlite's fresh-database dump for this install once, so the
// first `npm run db:seed`, `npm start` or test starts from it instead of running PGlite's initdb
// (560–700 MB and seconds; gateway/store/pristine-data-dir.ts, docs/decisions/029). It never fails
// the install: without the dump, the first database made runs initdb itself, as before.
// Skipped with PGLITE_INITDB_CACHE=off, and where the development packages are not installed.
import { relative } from 'node:path';

if (process.env.PGLITE_INITDB_CACHE !== 'off') {
  const started = performance.now();
  try {
    const { tsImport } = await import('tsx/esm/api');
    const { pristineDataDir } = await tsImport('../gateway/store/pristine-data-dir.ts', import.meta.url);
    const file = await pristineDataDir();
    if (file)
      console.log(
        `PGlite's fresh database ready for new databases (${((performance.now() - started) / 1000).toFixed(1)} s): ${relative(process.cwd(), file)}`,
      );
  } catch (error) {
    console.warn(
      `PGlite's fresh database was not prepared now (${error.message}); the first database made will run initdb.`,
    );
  }
}
// PGlite's runtime may keep the event loop alive after closing.
process.exit(0);
