import { fileURLToPath } from 'node:url';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const GATEWAY = process.env.GATEWAY_URL ?? 'http://localhost:4000';

/** The web app. In development /graphql and /healthz are proxied to the gateway. */
export default defineConfig({
  root: 'web',
  publicDir: 'public',
  envDir: '..',
  plugins: [react(), lingui(), babel({ presets: [linguiTransformerBabelPreset()] })],
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
  },
});
