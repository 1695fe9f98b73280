/**
 * `npm run bench:bundle` (after `npm run build`): prints the gzip size of the JavaScript the app
 * loads first, and for each lazily loaded route module what it adds on top. A benchmark, not a
 * test: it prints figures.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const ROOT = 'dist/web';
const manifest = JSON.parse(readFileSync(join(ROOT, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
const gzipSize = (file: string) => gzipSync(readFileSync(join(ROOT, file)), { level: 9 }).length;

/** A chunk and everything it imports statically (what the browser must fetch before running it). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const sum = (keys: Iterable<string>) => [...keys].reduce((n, k) => n + gzipSize(manifest[k]!.file), 0);

const [entryKey] = Object.entries(manifest).find(([, c]) => c.isEntry) ?? [];
if (!entryKey) throw new Error('no entry chunk in the manifest: run `npm run build` first');
const initial = closure(entryKey);
console.log(`initial JavaScript (entry + static imports): ${kib(sum(initial))} gzip`);

const routes = Object.entries(manifest)
  .filter(([key, c]) => c.isDynamicEntry && key.includes('/routes/'))
  .map(([key]) => {
    const extra = [...closure(key)].filter((k) => !initial.has(k));
    return { route: key.replace(/^.*\/routes\//, ''), extra: sum(extra), total: sum(new Set([...initial, ...closure(key)])) };
  })
  .sort((a, b) => b.total - a.total);

console.log('\nroute module                         adds        first load total');
for (const r of routes) console.log(`${r.route.padEnd(36)} ${kib(r.extra).padStart(10)}  ${kib(r.total).padStart(12)}`);
