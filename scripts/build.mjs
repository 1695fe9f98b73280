/**
 * `npm run build` (and the first step of `npm start`): builds what is out of date, nothing else
 * (docs/decisions/029).
 *
 * - web: codegen, `vite build` (browser app → dist/web) and `vite build --ssr` (page renderer →
 *   dist/server), always in production mode whatever NODE_ENV says;
 * - gateway: gateway/main.ts and the PGlite worker compiled to JavaScript (dist/gateway) with
 *   rolldown, packages left to node_modules.
 *
 * Each output folder holds a stamp (.build-stamp.json) with the hash of what it was built from:
 * the content of its sources, the lockfile, this script and the build mode (for the web app also
 * the .env files and VITE_* variables). A step runs only when
 * that hash differs or the output is missing; `--force` rebuilds everything. Plain JavaScript so
 * that it starts in milliseconds.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MODE = 'production';
const STAMP = '.build-stamp.json';
const force = process.argv.includes('--force');
const quiet = process.argv.includes('--quiet');
const log = (line) => quiet || console.log(line);

/** Names never hashed: generated code (hashed through its sources), packages, noise. */
const SKIPPED = new Set(['__generated__', 'node_modules', '.git', '.DS_Store']);

/** Every file under the given paths (folders walked, SKIPPED names left out), sorted. */
function filesUnder(paths) {
  const out = [];
  const walk = (path) => {
    const full = join(ROOT, path);
    const entries = readdirSync(full, { withFileTypes: true });
    for (const e of entries) {
      if (SKIPPED.has(e.name)) continue;
      const child = join(path, e.name);
      if (e.isDirectory()) walk(child);
      else out.push(child);
    }
  };
  for (const path of paths) {
    const full = join(ROOT, path);
    if (existsSync(full) && statSync(full).isDirectory()) walk(path);
    else out.push(path);
  }
  return out.sort();
}

/** Hash of the files' names and contents, the lockfile, this script, the mode and `extra`. */
function hashOf(files, extra = '') {
  const hash = createHash('sha256').update(`mode=${MODE}\n${extra}\n`);
  for (const file of [...files, 'package-lock.json', 'scripts/build.mjs']) {
    hash.update(`${file}\n`);
    hash.update(existsSync(join(ROOT, file)) ? readFileSync(join(ROOT, file)) : '(missing)');
  }
  return hash.digest('hex');
}

function readStamp(dir) {
  try {
    return JSON.parse(readFileSync(join(ROOT, dir, STAMP), 'utf8'));
  } catch {
    return null;
  }
}

function writeStamp(dir, stamp) {
  writeFileSync(
    join(ROOT, dir, STAMP),
    `${JSON.stringify({ ...stamp, mode: MODE, builtAt: new Date().toISOString() }, null, 2)}\n`,
  );
}

function run(command, args) {
  const started = performance.now();
  const result = spawnSync(join(ROOT, 'node_modules', '.bin', command), args, {
    cwd: ROOT,
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    // Production builds whatever the shell's NODE_ENV: a development build served in production
    // loses server rendering (jsxDEV is not a function) and ships React's development runtime.
    env: { ...process.env, NODE_ENV: MODE, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  if (result.status !== 0) {
    console.error(`build failed: ${command} ${args.join(' ')} (exit ${result.status ?? result.signal})`);
    process.exit(1);
  }
  return Math.round(performance.now() - started);
}

/** Sources of the web app and its page renderer (codegen reads schema/ and web/src/**\/*.graphql). */
const WEB_SOURCES = [
  'web',
  'rules',
  'locales',
  'schema',
  'codegen.ts',
  'vite.config.ts',
  'scripts/vite-plugins.ts',
  'lingui.config.ts',
  'tsconfig.json',
  // Vite reads .env files from the root (envDir) and bakes VITE_* variables into the app.
  '.env',
  '.env.local',
  `.env.${MODE}`,
  `.env.${MODE}.local`,
];

/** VITE_* variables of the environment, which the build bakes in like the .env files. */
const viteVariables = () =>
  Object.keys(process.env)
    .filter((name) => name.startsWith('VITE_'))
    .sort()
    .map((name) => `${name}=${process.env[name]}`)
    .join('\n');

function buildWeb() {
  const hash = hashOf(filesUnder(WEB_SOURCES), viteVariables());
  const web = readStamp('dist/web');
  const server = readStamp('dist/server');
  if (!force && web?.hash === hash && server?.hash === hash && web.mode === MODE && server.mode === MODE) {
    log('web app and page renderer: up to date');
    return;
  }
  const ms = [
    run('graphql-codegen', ['--config', 'codegen.ts', '--silent']),
    run('vite', ['build', '--mode', MODE, '--logLevel', 'warn']),
    run('vite', ['build', '--ssr', '--mode', MODE, '--logLevel', 'warn']),
  ];
  writeStamp('dist/web', { hash });
  writeStamp('dist/server', { hash });
  log(`web app and page renderer built (codegen ${ms[0]} ms, browser ${ms[1]} ms, server ${ms[2]} ms)`);
}

const GATEWAY_OUT = 'dist/gateway';

async function buildGateway() {
  const stamp = readStamp(GATEWAY_OUT);
  if (!force && stamp?.mode === MODE && Array.isArray(stamp.sources) && stamp.hash === hashOf(stamp.sources)) {
    log('gateway: up to date');
    return;
  }
  const started = performance.now();
  const { build } = await import('rolldown');
  rmSync(join(ROOT, GATEWAY_OUT), { recursive: true, force: true });
  mkdirSync(join(ROOT, GATEWAY_OUT), { recursive: true });
  const output = await build({
    cwd: ROOT,
    input: { main: 'gateway/main.ts', 'pglite-worker': 'gateway/store/pglite-worker.ts' },
    platform: 'node',
    // Packages stay in node_modules: PGlite finds its WebAssembly next to its own modules.
    external: (id) => !id.startsWith('.') && !isAbsolute(id) && !id.startsWith('\0'),
    logLevel: 'warn',
    output: {
      dir: join(ROOT, GATEWAY_OUT),
      format: 'esm',
      sourcemap: true,
      entryFileNames: '[name].js',
      chunkFileNames: '[name]-[hash].js',
    },
  });
  const sources = [
    ...new Set(
      output.output
        .flatMap((chunk) => (chunk.type === 'chunk' ? chunk.moduleIds : []))
        .filter((id) => isAbsolute(id) && !id.includes('/node_modules/'))
        .map((id) => relative(ROOT, id)),
    ),
  ].sort();
  writeStamp(GATEWAY_OUT, { hash: hashOf(sources), sources });
  log(`gateway compiled (${sources.length} modules, ${Math.round(performance.now() - started)} ms)`);
}

buildWeb();
await buildGateway();
