import { fileURLToPath } from 'node:url';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import {
  adminOwnCopy,
  precompiledDocuments,
  precompress,
  preloadEnglishCatalogue,
  productionRendererOnly,
} from './scripts/vite-plugins.ts';

const GATEWAY = process.env.GATEWAY_URL ?? 'http://localhost:4000';

/** The entry module stays the entry chunk (it imports the startup chunk). */
const ENTRY = /[\\/]web[\\/](index\.html|src[\\/]main\.tsx)$/;

/**
 * The web app. In development /graphql and /healthz are proxied to the gateway. `vite build`
 * builds the browser's app into dist/web; `vite build --ssr` builds the server's page renderer
 * (web/src/entry-server.tsx) into dist/server, for the gateway (docs/decisions/017).
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  publicDir: 'public',
  envDir: '..',
  plugins: [
    react(),
    lingui(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    precompiledDocuments(),
    productionRendererOnly(),
    ...(isSsrBuild ? [] : [preloadEnglishCatalogue(), adminOwnCopy(['react-hook-form']), precompress()]),
  ],
  resolve: {
    alias: {
      '@web': fileURLToPath(new URL('./web/src', import.meta.url)),
      // Pure rules shared by the gateway and the web app (rules/README.md).
      '@rules': fileURLToPath(new URL('./rules', import.meta.url)),
    },
  },
  // The page renderer carries its packages (React, React Router, Apollo, Lingui) built for
  // production: what it renders does not depend on the NODE_ENV the gateway runs with
  // (docs/decisions/029).
  ...(isSsrBuild
    ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
  server: {
    port: 5173,
    proxy: { '/graphql': GATEWAY, '/admin/graphql': GATEWAY, '/healthz': GATEWAY, '/readyz': GATEWAY },
  },
  build: isSsrBuild
    ? {
        outDir: '../dist/server',
        copyPublicDir: false,
        emptyOutDir: true,
        target: 'node22',
        rolldownOptions: {
          checks: { pluginTimings: false },
          input: fileURLToPath(new URL('./web/src/entry-server.tsx', import.meta.url)),
        },
      }
    : {
        outDir: '../dist/web',
        emptyOutDir: true,
        sourcemap: true,
        // Read by scripts/bench-bundle.ts to measure what each route loads.
        manifest: true,
        target: 'es2022',
        // The back office's chunk fetches its own imports once it runs: listing them in the shop's
        // entry (for preloading) would make the shop's first load bigger (docs/decisions/033).
        modulePreload: {
          resolveDependencies: (file, deps) => (/(^|\/)admin-main-/.test(file) ? [] : deps),
        },
        rolldownOptions: {
          checks: { pluginTimings: false },
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
}));
