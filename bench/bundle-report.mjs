// `node bench/bundle-report.mjs [dist]` (storefront weight, ADR 011): the JavaScript each storefront route downloads
// before the first interaction (the entry chunk and the route's page chunk, with everything they
// import statically), gzip -9 sizes from the build manifest, and the check that no admin, manufacturer
// panel or buyer dashboard code is among those chunks. Writes bench/results/bundle.md and .json;
// marks a route over the goal (GOAL_KB, 120: bench/README.md "Storefront pages"; the per-page budgets
// that fail `npm test` are in scripts/check-budgets.mjs) and exits 1 when a route carries panel code.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const dist = process.argv[2] ?? join(root, 'apps/web/dist');
const GOAL_KB = Number(process.env.GOAL_KB ?? 120);

/** Storefront routes and their page module. */
const ROUTES = [
  ['/', 'src/features/storefront/pages/home-page.tsx'],
  ['/categories', 'src/features/catalog/pages/categories-page.tsx'],
  ['/category/:id', 'src/features/catalog/pages/category-page.tsx'],
  ['/products', 'src/features/catalog/pages/products-page.tsx'],
  ['/product/:id', 'src/features/catalog/pages/product-page.tsx'],
  ['/product/comparison', 'src/features/buyer-lists/pages/comparison-page.tsx'],
  ['/vendors', 'src/features/manufacturers/pages/manufacturers-page.tsx'],
  ['/vendor/profile/:id', 'src/features/manufacturers/pages/manufacturer-profile-page.tsx'],
  ['/about', 'src/features/storefront/pages/about-page.tsx'],
  ['/contact', 'src/features/storefront/pages/contact-page.tsx'],
  ['/legal/:slug', 'src/features/storefront/pages/legal-page.tsx'],
  ['/vendor/faq', 'src/features/manufacturer-panel/pages/manufacturer-faq-page.tsx'],
  ['/vendor/guidelines', 'src/features/manufacturer-panel/pages/manufacturer-guidelines-page.tsx'],
  ['(not found)', 'src/features/storefront/pages/not-found-page.tsx'],
];

/** Source modules that belong to the panels and must never be in a storefront download. */
const PANEL =
  /src\/(features\/admin\/|app\/layouts\/(admin|vendor-panel|panel)-layout|features\/buyer\/pages\/dashboard|features\/vendor\/pages\/(dashboard|products|orders|analytics|settings|quotes|quote-detail|reviews)-page|components\/data-table\/)/;

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const sizes = new Map();
const gz = (file) => {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return sizes.get(file);
};

/** The chunks a module loads before it runs: itself and its static imports, transitively. */
function closure(key, into = new Map()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.set(chunk.file, key);
  for (const imported of chunk.imports ?? []) closure(imported, into);
  return into;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entry = closure(entryKey);
const kb = (bytes) => (bytes / 1024).toFixed(1);
const sum = (files) => [...files].reduce((n, f) => n + gz(f), 0);

const rows = [];
let failed = false;
for (const [route, source] of ROUTES) {
  if (!manifest[source]) {
    rows.push({ route, missing: true });
    continue;
  }
  const page = closure(source);
  const extra = [...page.keys()].filter((f) => !entry.has(f));
  const all = new Map([...entry, ...page]);
  const panel = [...all.values()].filter((src) => PANEL.test(src));
  const total = sum(all.keys());
  const lazy = (manifest[source].dynamicImports ?? []).map((k) => manifest[k]?.file).filter(Boolean);
  if (panel.length) failed = true;
  rows.push({
    route,
    totalKB: Number(kb(total)),
    entryKB: Number(kb(sum(entry.keys()))),
    routeKB: Number(kb(sum(extra))),
    routeChunks: extra.map((f) => `${f.replace('assets/', '')} ${kb(gz(f))}`),
    onDemand: lazy.map((f) => `${f.replace('assets/', '')} ${kb(gz(f))}`),
    panelModules: panel,
  });
}

const lines = [
  `# JavaScript before the first interaction, per storefront route`,
  '',
  `gzip -9 of the entry chunk and the route's page chunk with their static imports (${new Date().toISOString().slice(0, 10)}, goal ${GOAL_KB} KB, ⚠ over it).`,
  '',
  '| route | total KB | entry KB | route KB | panel code | route chunks (KB) | loaded on demand (KB) |',
  '|---|---|---|---|---|---|---|',
  ...rows.map((r) =>
    r.missing
      ? `| \`${r.route}\` | – | – | – | – | not in this build | |`
      : `| \`${r.route}\` | ${r.totalKB}${r.totalKB > GOAL_KB ? ' ⚠' : ''} | ${r.entryKB} | ${r.routeKB} | ${r.panelModules.length ? r.panelModules.join(', ') : 'none'} | ${r.routeChunks.join(', ')} | ${r.onDemand.join(', ')} |`,
  ),
  '',
  '## Entry chunks',
  '',
  '| chunk | KB |',
  '|---|---|',
  ...[...entry.keys()]
    .sort((a, b) => gz(b) - gz(a))
    .map((f) => `| ${f.replace('assets/', '')} | ${kb(gz(f))} |`),
  '',
];
writeFileSync(join(root, 'bench/results/bundle.md'), `${lines.join('\n')}`);
writeFileSync(join(root, 'bench/results/bundle.json'), `${JSON.stringify(rows, null, 2)}\n`);
console.log(lines.slice(0, rows.length + 6).join('\n'));
process.exit(failed ? 1 : 0);
