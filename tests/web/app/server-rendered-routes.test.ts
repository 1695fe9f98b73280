import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acceptedLanguages } from '@web/shared/i18n/locales';

const WEB = join(process.cwd(), 'web');

describe('server-rendered routes', () => {
  // The server links a page's stylesheets from the build manifest under the module named in
  // `serverRendered(…)`; naming another module than the route loads would leave the page unstyled
  // until its scripts arrive.
  it('name the module each route loads', () => {
    const table = readFileSync(join(WEB, 'src/app/route-table.tsx'), 'utf8');
    // Each server-rendered route: the module it names, and the imports of the `lazy` function after it
    // (read by matching braces, so the check does not depend on how the file is formatted).
    const routes = table
      .split('serverRendered(')
      .slice(1)
      .map((chunk) => ({ named: /^'([^']+)'\)/.exec(chunk)?.[1] ?? '', lazy: lazyBlock(chunk) }))
      .filter((route) => route.lazy !== '');
    expect(routes.length).toBeGreaterThanOrEqual(14);
    for (const { named, lazy } of routes) {
      const imported = [...lazy.matchAll(/import\('([^']+)'\)/g)].map((m) => m[1]!);
      expect(imported.length, lazy).toBeGreaterThan(0);
      for (const path of imported) {
        const base = path.startsWith('@web/') ? `src/${path.slice(5)}` : `src/app/${path.replace(/^\.\//, '')}`;
        const candidates = [`${base}.tsx`, `${base}.ts`, `${base}/index.ts`, `${base}/index.tsx`];
        expect(candidates, lazy).toContain(named);
        expect(existsSync(join(WEB, named)), named).toBe(true);
      }
    }
  });
});

/** The body of the first `lazy: … { … }` in `source` (braces matched), or '' when there is none. */
function lazyBlock(source: string): string {
  const start = source.indexOf('lazy:');
  const open = start < 0 ? -1 : source.indexOf('{', start);
  if (open < 0) return '';
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    if (source[i] === '{') depth++;
    if (source[i] === '}' && --depth === 0) return source.slice(start, i + 1);
  }
  return '';
}

describe('Accept-Language', () => {
  it('lists the tags most wanted first, without refused ones or the wildcard', () => {
    expect(acceptedLanguages('en-US,en;q=0.8,hi-IN;q=0.9,ta;q=0,*;q=0.1')).toEqual(['en-US', 'hi-IN', 'en']);
    expect(acceptedLanguages('kn')).toEqual(['kn']);
    expect(acceptedLanguages(null)).toEqual([]);
    expect(acceptedLanguages(';;,q=,')).toEqual([]);
  });
});
