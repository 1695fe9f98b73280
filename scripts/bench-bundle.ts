/**
 * `npm run bench:bundle` (after `npm run build`): prints the gzip size of the JavaScript the
 * product-list page loads first, and what each lazily loaded route module adds on top of the
 * start-up JavaScript. A benchmark, not a test: it prints figures.
 *
 * "Start-up JavaScript" is what index.html makes the browser fetch (the entry script and every
 * modulepreload, which includes the English catalogue) plus the entry's static imports (the
 * same set, checked). A route adds its chunk and the chunks it imports statically.
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

// WEB_ROOT as for the gateway: another build folder (`vite build --outDir …`) can be measured.
const ROOT = process.env.WEB_ROOT ?? 'dist/web';
const manifest = JSON.parse(readFileSync(join(ROOT, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
const html = readFileSync(join(ROOT, 'index.html'), 'utf8');
const gzipSize = (file: string) => gzipSync(readFileSync(join(ROOT, file)), { level: 9 }).length;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const sum = (files: Iterable<string>) => [...files].reduce((n, f) => n + gzipSize(f), 0);

/** Output files of a chunk and everything it imports statically (what must arrive before it runs). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

const [entryKey] = Object.entries(manifest).find(([, c]) => c.isEntry) ?? [];
if (!entryKey) throw new Error('no entry chunk in the manifest: run `npm run build` first');
const fromHtml = [
  ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g),
].map((m) => m[1]!);
const entryClosure = closure(entryKey);
const missing = [...entryClosure].filter((f) => !fromHtml.includes(f));
if (missing.length) console.warn(`warning: static imports not preloaded by index.html: ${missing.join(', ')}`);
const initial = new Set([...fromHtml, ...entryClosure]);
const preloadedExtra = fromHtml.filter((f) => !entryClosure.has(f));

const routeKey = (name: string) => Object.keys(manifest).find((k) => k.endsWith(`/routes/${name}`))!;
const adds = (key: string) => [...closure(key)].filter((f) => !initial.has(f));

const listExtra = adds(routeKey('product-list.tsx'));
const startup = sum(initial);
console.log(`product-list page, JavaScript loaded first: ${kib(startup + sum(listExtra))} gzip (target ≤ 200 KiB)`);
console.log(`  entry + static imports:           ${kib(sum(entryClosure)).padStart(10)}  (${entryClosure.size} files)`);
console.log(
  `  other modulepreloads (catalogue): ${kib(sum(preloadedExtra)).padStart(10)}  (${preloadedExtra.join(', ') || 'none'})`,
);
console.log(`  list route and its imports:       ${kib(sum(listExtra)).padStart(10)}  (${listExtra.length} files)`);

const routes = Object.entries(manifest)
  .filter(([key, c]) => c.isDynamicEntry && key.includes('/routes/'))
  .map(([key]) => ({ route: key.replace(/^.*\/routes\//, ''), extra: sum(adds(key)) }))
  .map((r) => ({ ...r, total: startup + r.extra }))
  .sort((a, b) => b.total - a.total);

console.log(`\nstart-up JavaScript (index.html script + modulepreloads): ${kib(startup)} gzip`);
console.log('\nroute module                         adds        first load total');
for (const r of routes) console.log(`${r.route.padEnd(36)} ${kib(r.extra).padStart(10)}  ${kib(r.total).padStart(12)}`);
