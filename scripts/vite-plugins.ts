/**
 * Build-only Vite plugins of the web app (see vite.config.ts and docs/decisions for the figures).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { parse } from 'graphql';
import type { Plugin } from 'vite';

/**
 * The English catalogue is always loaded before the first paint (other languages are merged over
 * it), but it is a lazy chunk: a modulepreload in index.html fetches it with the entry instead of
 * after it.
 */
export function preloadEnglishCatalogue(): Plugin {
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
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * Refuses to build the page renderer (`vite build --ssr`) in any mode but production: a
 * development renderer calls jsxDEV, which the production React it bundles lacks, and every page
 * would then silently render in the browser only (docs/decisions/029). `npm run build` always
 * builds production.
 */
export function productionRendererOnly(): Plugin {
  return {
    name: 'production-renderer-only',
    apply: 'build',
    config(_config, { isSsrBuild, mode }) {
      if (isSsrBuild && mode !== 'production')
        throw new Error(`the page renderer is built in production mode only (got --mode ${mode}): run npm run build`);
    },
  };
}

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes `file.br` and `file.gz` next to every text file of the build (not source maps) that
 * compression makes smaller: the gateway's static handler (sirv) sends them to browsers that
 * accept them, without compressing on each request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
          e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
        );
      // Small files too (icons of a few hundred bytes): every text response goes out compressed.
      for (const file of walk(outDir).filter((f) => COMPRESSIBLE.test(f))) {
        const raw = readFileSync(file);
        const br = brotliCompressSync(raw, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        });
        const gz = gzipSync(raw, { level: 9 });
        if (br.length < raw.length * 0.9) writeFileSync(`${file}.br`, br);
        if (gz.length < raw.length * 0.9) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

/** Same result as graphql-tag: own definitions, then each interpolated document's, fragments once by name. */
const DOCUMENT_HELPER = `
function __gqlDocument(own, documents) {
  const definitions = [...own];
  const fragments = new Set(own.filter((d) => d.kind === 'FragmentDefinition').map((d) => d.name.value));
  for (const document of documents) {
    for (const definition of document.definitions) {
      if (definition.kind === 'FragmentDefinition') {
        if (fragments.has(definition.name.value)) continue;
        fragments.add(definition.name.value);
      }
      definitions.push(definition);
    }
  }
  return { kind: 'Document', definitions };
}
`;

/**
 * The generated hooks module declares every operation as gql`…`, which graphql-tag parses in the
 * browser at start-up (and which ships the GraphQL parser). At build time this parses them once
 * and writes the syntax trees instead (as JSON.parse of a string, the fastest way to load data).
 */
export function precompiledDocuments(): Plugin {
  return {
    name: 'precompiled-graphql-documents',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]__generated__[\\/]graphql\.ts$/ },
      handler(code) {
        if (!code.includes('gql`')) return null;
        const out = code.replace(/\bgql`([^`]*)`/g, (_match, body: string) => {
          const references = [...body.matchAll(/\$\{(\w+)\}/g)].map((m) => m[1]!);
          const { definitions } = parse(body.replace(/\$\{\w+\}/g, ''), { noLocation: true });
          return `__gqlDocument(JSON.parse(${JSON.stringify(JSON.stringify(definitions))}), [${references.join(', ')}])`;
        });
        return { code: `${out}\n${DOCUMENT_HELPER}`, map: null };
      },
    },
  };
}

/** Marks the back office's own copy of a package (see `adminOwnCopy`). */
const ADMIN_COPY = '?admin-copy';

/**
 * The back office imports the named packages as a copy of its own: a package module both the shop
 * and the back office import sits in one chunk holding every export either uses, so the admin's
 * `useFieldArray` and `useController` (react-hook-form) made the shop's product and orders routes
 * load 1.5 KiB more (docs/decisions/047). With its own copy (the same file under another module id)
 * the shop's chunk holds only what the shop uses, and the admin's copy goes with the admin's lazy
 * chunks. Only for packages whose state nobody shares across the two: the admin renders no shop
 * form and the shop none of the admin's, so two react-hook-form copies never meet.
 */
export function adminOwnCopy(packages: readonly string[]): Plugin {
  const adminSource = /[\\/]web[\\/]src[\\/]admin[\\/]/;
  return {
    name: 'admin-own-copy',
    apply: 'build',
    // Before Vite's own resolver, which would resolve the bare import first.
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!packages.includes(source) || !importer || !adminSource.test(importer)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? { ...resolved, id: `${resolved.id}${ADMIN_COPY}` } : null;
    },
    load(id) {
      return id.endsWith(ADMIN_COPY) ? readFileSync(id.slice(0, -ADMIN_COPY.length), 'utf8') : null;
    },
  };
}
