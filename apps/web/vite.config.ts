import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { i18nCatalogs } from './build/i18n-catalogs';
import { STOREFRONT_CSS, storefrontStylesheet } from './build/storefront-stylesheet';

/**
 * Brotli and gzip copies of the text files of the browser build (file.js.br, file.js.gz), which the
 * server sends as they are (@fastify/static preCompressed): compressed once at build time, at the
 * highest levels, instead of 600 KB of uncompressed JavaScript on a phone.
 */
function precompress(): Plugin {
  return {
    name: 'granite:precompress',
    apply: 'build',
    writeBundle(options) {
      if (this.environment.config.build.ssr) return;
      const dir = options.dir!;
      const walk = (folder: string): string[] =>
        readdirSync(folder, { withFileTypes: true }).flatMap((e) =>
          e.isDirectory() ? walk(join(folder, e.name)) : [join(folder, e.name)],
        );
      for (const file of walk(dir)) {
        if (!/\.(js|css|svg|html|json|webmanifest|txt)$/.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * @granite/shared declares constants next to zod schemas. A page that reads one constant (a storage
 * key, the legal pages' list) would otherwise keep every schema of that file, and zod, because the
 * bundler cannot know that building a schema has no side effect. Each top-level `const` whose value
 * is computed becomes `/* @__PURE__ *\/ (() => value)()`: same value, same order, dropped when
 * unused (no zod where a page does not validate).
 */
function sharedDeclarationsArePure(): Plugin {
  return {
    name: 'granite:shared-declarations-are-pure',
    enforce: 'post',
    transform(code, id) {
      if (!/packages[\\/]shared[\\/]src[\\/].*\.ts$/.test(id)) return null;
      type Node = { type: string; start: number; end: number; [key: string]: unknown };
      const program = this.parse(code) as unknown as { body: Node[] };
      const inits: Node[] = [];
      for (const statement of program.body) {
        const declaration = (
          statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement
        ) as Node | null;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations as Node[]) {
          const init = declarator.init as Node | null;
          if (init && /Call|Member|New|Binary|Logical|Conditional|Template|Tagged/.test(init.type))
            inits.push(init);
        }
      }
      if (inits.length === 0) return null;
      let out = code;
      for (const init of inits.sort((a, b) => b.start - a.start)) {
        out = `${out.slice(0, init.start)}/* @__PURE__ */ (() => (${out.slice(init.start, init.end)}))()${out.slice(init.end)}`;
      }
      return { code: out, map: null };
    },
  };
}

const apiTarget = 'http://localhost:3000';

// `vite build` makes the browser's files in dist/ (with .vite/manifest.json, which the server reads
// for modulepreload links); `vite build --ssr src/entry-server.tsx` the server renderer in dist-ssr/
// (ADR 011): self-contained (every package bundled, React's production build whatever NODE_ENV the
// server runs with), so it shares no module instance with the server's own node_modules.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    i18nCatalogs(),
    react(),
    storefrontStylesheet(),
    tailwindcss(),
    sharedDeclarationsArePure(),
    precompress(),
  ],
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': '"production"' } } : {}),
  resolve: {
    // Mirrors the "@/*" path of tsconfig.json.
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/media': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/media': { target: apiTarget, changeOrigin: false },
    },
  },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, target: 'node20', minify: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        manifest: true,
        rolldownOptions: {
          // ADR 011: the page (index.html, which links the full stylesheet) and the storefront
          // stylesheet the server inlines in server-rendered pages (build/storefront-stylesheet.ts;
          // the manifest names it under src/storefront.css).
          input: {
            index: fileURLToPath(new URL('./index.html', import.meta.url)),
            storefront: STOREFRONT_CSS,
          },
          treeshake: {
            // The shared package only declares constants and zod schemas. Without this, a page that
            // imports LIMITS would also pull every schema (and zod) into the first download.
            moduleSideEffects: [{ test: /packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
          },
          output: {
            codeSplitting: {
              // React and the router change rarely: one long-cached chunk shared by every page.
              groups: [
                { name: 'framework', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
              ],
            },
          },
        },
      },
}));
