import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const GATEWAY = process.env.GATEWAY_URL ?? 'http://localhost:4000';

/**
 * The English catalogue is always loaded before the first paint (other languages are merged over
 * it), but it is a lazy chunk: a modulepreload in index.html fetches it with the entry instead of
 * after it.
 */
function preloadEnglishCatalogue(): Plugin {
  return {
    name: 'preload-english-catalogue',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (c) => c.type === 'chunk' && c.facadeModuleId?.endsWith('/locales/en/messages.po'),
        );
        if (!chunk) throw new Error('no chunk for locales/en/messages.po: the catalogue loader changed?');
        return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }, injectTo: 'head' }];
      },
    },
  };
}

/** The entry module stays the entry chunk (it imports the startup chunk). */
const ENTRY = /[\\/]web[\\/](index\.html|src[\\/]main\.tsx)$/;

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes `file.br` and `file.gz` next to every text file of the build (not source maps) that
 * compression makes smaller: the gateway's static handler (sirv) sends them to browsers that
 * accept them, without compressing on each request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
      for (const file of walk(outDir).filter((f) => COMPRESSIBLE.test(f) && statSync(f).size > 512)) {
        const raw = readFileSync(file);
        const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
        const gz = gzipSync(raw, { level: 9 });
        if (br.length < raw.length * 0.9) writeFileSync(`${file}.br`, br);
        if (gz.length < raw.length * 0.9) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

/** The web app. In development /graphql and /healthz are proxied to the gateway. */
export default defineConfig({
  root: 'web',
  publicDir: 'public',
  envDir: '..',
  plugins: [react(), lingui(), babel({ presets: [linguiTransformerBabelPreset()] }), preloadEnglishCatalogue(), precompress()],
  resolve: {
    alias: {
      '@web': fileURLToPath(new URL('./web/src', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: { '/graphql': GATEWAY, '/healthz': GATEWAY, '/readyz': GATEWAY },
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // Read by scripts/bench-bundle.ts to measure what each route loads.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React in a chunk of its own: otherwise the bundler may merge react-dom's small shared
            // module into a chunk of dialog libraries, which the first paint then has to load.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            // Everything else the entry needs in one chunk instead of a score of small ones (fewer
            // requests before the first paint on a slow phone connection).
            { name: 'startup', tags: ['$initial'], test: (id) => !ENTRY.test(id), priority: 1 },
          ],
        },
      },
    },
  },
});
