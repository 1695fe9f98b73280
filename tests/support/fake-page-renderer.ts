import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A built web app folder whose page renderer (server/entry-server.js) is `rendererSource`, a
 * stand-in for the real one (covered by the browser tests), for the gateway's side of
 * server-rendered pages. Each folder is a module of its own, with its own module state.
 */
export function fakeRendererRoot(
  rendererSource: string,
  manifest: object = { 'index.html': { file: 'assets/index-1.js' } },
): { webRoot: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'ssr-root-'));
  mkdirSync(join(root, 'web', '.vite'), { recursive: true });
  mkdirSync(join(root, 'server'));
  writeFileSync(
    join(root, 'web', 'index.html'),
    '<!doctype html><html><head></head><body><div id="root">shell</div><noscript></noscript></body></html>',
  );
  writeFileSync(join(root, 'web', '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(root, 'server', 'entry-server.js'), rendererSource);
  return { webRoot: join(root, 'web'), remove: () => rmSync(root, { recursive: true, force: true }) };
}
