import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { type Plugin, parseAst } from 'vite';

/**
 * The storefront stylesheet (ADR 011): src/storefront.css compiled by Tailwind over the modules a
 * server-rendered storefront page can draw, and no others. The server inlines it in those pages; the
 * full sheet (index.css, every class of the app) is loaded before a page outside the storefront is
 * drawn (src/app/full-stylesheet.ts).
 *
 * Those modules are found by following imports, static and on demand, from the browser's entry
 * (src/main.tsx: the route shell, the site layout, header and footer), except that of the route
 * table's lazy pages (src/routes.tsx) only the routes marked `serverRendered(...)` are followed: the
 * panels, sign-in pages and the wishlist are drawn by the browser after the full sheet. Whatever a
 * storefront page loads later (a dialog on first use, the Hindi offer) is followed too, so what the
 * visitor sees before the full sheet has arrived is styled. Tailwind then scans those files alone:
 * one `@source` line each, added to storefront.css before Tailwind reads it (its own mechanism; no
 * CSS is parsed here).
 */
const webRoot = fileURLToPath(new URL('..', import.meta.url));
const srcDir = join(webRoot, 'src');
export const STOREFRONT_CSS = join(srcDir, 'storefront.css');
const ENTRY = join(srcDir, 'main.tsx');
const ROUTE_TABLE = join(srcDir, 'routes.tsx');

type Node = { type: string; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function children(node: Node): Node[] {
  const out: Node[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    if (Array.isArray(value)) out.push(...value.filter(isNode));
    else if (isNode(value)) out.push(value);
  }
  return out;
}

const literal = (node: unknown): string | undefined =>
  isNode(node) && node.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;

/** A route object of the route table whose handle is `serverRendered(...)`. */
function isServerRenderedRoute(node: Node): boolean {
  if (node.type !== 'ObjectExpression') return false;
  return (node.properties as Node[]).some((property) => {
    const key = property.key as Node | undefined;
    const value = property.value as Node | undefined;
    return (
      property.type === 'Property' &&
      key?.type === 'Identifier' &&
      key.name === 'handle' &&
      value?.type === 'CallExpression' &&
      (value.callee as Node).type === 'Identifier' &&
      (value.callee as Node).name === 'serverRendered'
    );
  });
}

/**
 * What a module imports at run time: its static imports and re-exports (not `import type`), and its
 * `import('…')` calls; in the route table, only those inside a server-rendered route.
 */
export function importsOf(code: string, file: string): string[] {
  const program = parseAst(code, { lang: file.endsWith('x') ? 'tsx' : 'ts' }) as unknown as Node;
  const routeTable = file === ROUTE_TABLE;
  const found: string[] = [];
  const visit = (node: Node, inServerRendered: boolean) => {
    const typeOnly = node.importKind === 'type' || node.exportKind === 'type';
    if (
      (node.type === 'ImportDeclaration' ||
        node.type === 'ExportNamedDeclaration' ||
        node.type === 'ExportAllDeclaration') &&
      !typeOnly
    ) {
      const source = literal(node.source);
      if (source) found.push(source);
    }
    if (node.type === 'ImportExpression' && (!routeTable || inServerRendered)) {
      const source = literal(node.source);
      if (source) found.push(source);
    }
    const inside = inServerRendered || (routeTable && isServerRenderedRoute(node));
    for (const child of children(node)) visit(child, inside);
  };
  visit(program, false);
  return found;
}

const EXTENSIONS = ['.tsx', '.ts', `${sep}index.tsx`, `${sep}index.ts`];

/** The app's source file an import names ("@/…" or relative), or undefined for packages and assets. */
function resolveImport(specifier: string, from: string): string | undefined {
  const path = specifier.split('?')[0]!;
  let base: string;
  if (path.startsWith('@/')) base = join(srcDir, path.slice(2));
  else if (path.startsWith('.')) base = join(dirname(from), path);
  else return undefined;
  if (/\.tsx?$/.test(base) && existsSync(base)) return base;
  for (const extension of EXTENSIONS) {
    const file = base + extension;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

/** Every module of src/ a server-rendered storefront page can draw (absolute paths, sorted). */
export function storefrontModules(entry = ENTRY): string[] {
  const seen = new Set<string>();
  const pending = [entry];
  let serverRenderedPages = 0;
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const imports = importsOf(readFileSync(file, 'utf8'), file);
    if (file === ROUTE_TABLE) serverRenderedPages = imports.filter((s) => /\bpages\//.test(s)).length;
    for (const specifier of imports) {
      const resolved = resolveImport(specifier, file);
      if (resolved && !seen.has(resolved)) pending.push(resolved);
    }
  }
  // A route table whose server-rendered pages were not found would leave every page unstyled until
  // the full sheet arrives: the build stops instead.
  if (!seen.has(ROUTE_TABLE) || serverRenderedPages === 0)
    throw new Error(`storefront stylesheet: no server-rendered page found in ${ROUTE_TABLE}`);
  return [...seen].sort();
}

/** storefront.css with an `@source` line for each storefront module. */
export function withStorefrontSources(css: string, modules: string[]): string {
  const lines = modules.map((file) => `@source "./${relative(srcDir, file).split(sep).join('/')}";`);
  return `${css}\n${lines.join('\n')}\n`;
}

/**
 * Adds the storefront modules to src/storefront.css before Tailwind compiles it (the plugin goes
 * before @tailwindcss/vite in the list). Build only: the dev server links the full sheet.
 */
export function storefrontStylesheet(): Plugin {
  let modules: string[] | undefined;
  return {
    name: 'granite:storefront-stylesheet',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      modules = undefined;
    },
    transform: {
      filter: { id: /storefront\.css$/ },
      handler(code, id) {
        if (id.split('?')[0] !== STOREFRONT_CSS) return null;
        modules ??= storefrontModules();
        for (const file of modules) this.addWatchFile(file);
        return { code: withStorefrontSources(code, modules), map: null };
      },
    },
  };
}
