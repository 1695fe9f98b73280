import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const SCRIPT = join(ROOT, 'scripts/lint-boundaries.mjs');

/** A folder with the project's .oxlintrc.json and empty feature folders of the same names. */
function copyOfTheProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'gaadiparts-boundaries-'));
  cpSync(join(ROOT, '.oxlintrc.json'), join(dir, '.oxlintrc.json'));
  for (const feature of readdirSync(join(ROOT, 'web/src/features'), { withFileTypes: true }))
    if (feature.isDirectory()) mkdirSync(join(dir, 'web/src/features', feature.name), { recursive: true });
  return dir;
}
const check = (cwd: string) => spawnSync(process.execPath, [SCRIPT, '--check'], { cwd, encoding: 'utf8' });

describe('import boundaries in .oxlintrc.json (scripts/lint-boundaries.mjs, run by npm run lint)', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('holds the rules of every feature folder', () => {
    dir = copyOfTheProject();
    expect(check(dir).status).toBe(0);
  });

  it('fails the lint when a feature folder is added without its rules, and passes once they are written', () => {
    dir = copyOfTheProject();
    mkdirSync(join(dir, 'web/src/features/rewards'));
    const failed = check(dir);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('run node scripts/lint-boundaries.mjs');
    expect(spawnSync(process.execPath, [SCRIPT], { cwd: dir }).status).toBe(0);
    expect(check(dir).status).toBe(0);
  });
});
