import { fileURLToPath } from 'node:url';
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

/** The web app. In development /graphql and /healthz are proxied to the gateway. */
export default defineConfig({
  root: 'web',
  publicDir: 'public',
  envDir: '..',
  plugins: [react(), lingui(), babel({ presets: [linguiTransformerBabelPreset()] }), preloadEnglishCatalogue()],
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
          // React itself in one chunk of its own: otherwise the bundler may merge react-dom's small
          // shared module into a chunk of dialog libraries, which the first paint then has to load.
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
