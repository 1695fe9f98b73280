import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/** PGlite's package folder (node_modules/@electric-sql/pglite), found as Node resolves it. */
const PGLITE_PACKAGE = join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..');

/** The installed PGlite's version: a dump is only ever loaded by the version that made it. */
export const PGLITE_VERSION: string = JSON.parse(readFileSync(join(PGLITE_PACKAGE, 'package.json'), 'utf8')).version;

/** node_modules/.cache/gaadiparts: goes with the installed packages (`npm ci` starts it afresh). */
export const DEFAULT_CACHE_DIR = join(PGLITE_PACKAGE, '..', '..', '.cache', 'gaadiparts');

const DUMP = /^pglite-(.+)-initdb\.tar\.gz$/;

/** Whether the cache folder exists or can be made, and can be written. */
function writable(folder: string): boolean {
  try {
    mkdirSync(folder, { recursive: true });
    accessSync(folder, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** Whether a data directory already holds a database (what PGlite itself checks before initdb). */
export function holdsDatabase(dataDir: string): boolean {
  return existsSync(join(dataDir, 'PG_VERSION'));
}

/**
 * The file of a freshly initialised PGlite data directory (a gzip dump, 4.5 MB), made once per
 * PGlite version and reused by every new database: `npm start`, `npm run db:seed` and the tests load
 * it (PGlite `loadDataDir`) instead of running initdb. initdb runs PostgreSQL several times in a
 * second PGlite instance beside the first, with a copy of its memory, and copies the result over:
 * 560–700 MB of memory and seconds each time (docs/decisions/029). The dump is written under a
 * temporary name and renamed, so processes building it at once never read half a file; dumps of
 * other PGlite versions are deleted. Undefined, and PGlite runs initdb itself, with
 * `PGLITE_INITDB_CACHE=off` or when the cache folder cannot be written (packages installed read-only).
 */
export async function pristineDataDir(cacheDir: string = DEFAULT_CACHE_DIR): Promise<string | undefined> {
  if (process.env.PGLITE_INITDB_CACHE === 'off') return undefined;
  const file = join(cacheDir, `pglite-${PGLITE_VERSION}-initdb.tar.gz`);
  if (existsSync(file)) return file;
  if (!writable(cacheDir)) return undefined;
  const pglite = await PGlite.create();
  try {
    const dump = await pglite.dumpDataDir('gzip');
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
    renameSync(temporary, file);
  } finally {
    await pglite.close();
  }
  for (const name of readdirSync(cacheDir)) {
    const version = DUMP.exec(name)?.[1];
    if (version !== undefined && version !== PGLITE_VERSION) rmSync(join(cacheDir, name), { force: true });
  }
  return file;
}
