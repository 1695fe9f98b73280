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
    const lines = table.split('\n').filter((line) => line.includes('serverRendered('));
    const routes = lines.filter((line) => line.includes('lazy:'));
    expect(routes.length).toBeGreaterThanOrEqual(14);
    for (const line of routes) {
      const named = /serverRendered\('([^']+)'\)/.exec(line)![1]!;
      const imported = [...line.matchAll(/import\('([^']+)'\)/g)].map((m) => m[1]!);
      expect(imported.length, line).toBeGreaterThan(0);
      for (const path of imported) {
        const base = path.startsWith('@web/') ? `src/${path.slice(5)}` : `src/app/${path.replace(/^\.\//, '')}`;
        const candidates = [`${base}.tsx`, `${base}.ts`, `${base}/index.ts`, `${base}/index.tsx`];
        expect(candidates, line).toContain(named);
        expect(existsSync(join(WEB, named)), named).toBe(true);
      }
    }
  });
});

describe('Accept-Language', () => {
  it('lists the tags most wanted first, without refused ones or the wildcard', () => {
    expect(acceptedLanguages('en-US,en;q=0.8,hi-IN;q=0.9,ta;q=0,*;q=0.1')).toEqual(['en-US', 'hi-IN', 'en']);
    expect(acceptedLanguages('kn')).toEqual(['kn']);
    expect(acceptedLanguages(null)).toEqual([]);
    expect(acceptedLanguages(';;,q=,')).toEqual([]);
  });
});
