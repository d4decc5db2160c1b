// Module boundaries of the server that Biome cannot see (run by `npm run lint`):
//  1. each table is written (insert, update, delete) by the one module that owns it
//     (apps/server/src/db/table-owners.ts); any other module calls the owner's service;
//  2. no import cycle between modules (apps/server/src/modules/<module>): a module's imports of
//     another, type-only ones included, form a graph without cycles, so each module can be read,
//     tested and changed from the bottom up.
// Tests (*.test.ts) are not checked: they set up data across tables on purpose.
// `node scripts/check-modules.mjs <dir>` checks another tree laid out the same way (its own test).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

const root = resolve(process.argv[2] ?? new URL('..', import.meta.url).pathname);
const src = join(root, 'apps/server/src');
const modulesDir = join(src, 'modules');

function walk(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...walk(p));
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(p);
  }
  return out;
}

const moduleOf = (file) => {
  const rel = relative(modulesDir, file);
  return rel.startsWith('..') ? null : rel.split(sep)[0];
};

// ------------------------------------------------------------------ tables and their owners

/** schema.ts: `export const quoteRequests = pgTable('quote_requests', …)` → quoteRequests → quote_requests */
const schema = readFileSync(join(src, 'db/schema.ts'), 'utf8');
const tableOfVar = new Map();
for (const m of schema.matchAll(/export const (\w+)\s*=\s*pgTable\(\s*'([a-z_]+)'/g))
  tableOfVar.set(m[1], m[2]);

/** table-owners.ts: `quote_requests: 'trade',` lines inside TABLE_OWNERS. */
const ownersText = readFileSync(join(src, 'db/table-owners.ts'), 'utf8');
const owners = new Map();
for (const m of ownersText.matchAll(/^\s*'?([a-z_]+)'?:\s*'([a-z-]+)'/gm)) owners.set(m[1], m[2]);
/** Folders outside modules/ that may write any table: migrations and the demo seed at start-up. */
const exemptMatch = ownersText.match(/WRITE_ANYWHERE\s*=\s*\[([^\]]*)\]/);
const exempt = exemptMatch ? [...exemptMatch[1].matchAll(/'([^']+)'/g)].map((m) => m[1]) : [];

const problems = [];
for (const [v, table] of tableOfVar) {
  if (!owners.has(table))
    problems.push(`apps/server/src/db/schema.ts: table ${table} (${v}) has no owner in db/table-owners.ts`);
}
for (const [table, owner] of owners) {
  if (![...tableOfVar.values()].includes(table))
    problems.push(`db/table-owners.ts names ${table}, which schema.ts does not define`);
  if (!statSync(join(modulesDir, owner), { throwIfNoEntry: false })) {
    problems.push(`db/table-owners.ts: ${table} is owned by ${owner}, which is not a module`);
  }
}

const WRITE = /\.(insert|update|delete)\(\s*(?:schema\.)?(\w+)\s*[,)]/g;
const RAW_WRITE = /\b(insert\s+into|update|delete\s+from)\s+"?([a-z_]+)"?(?=\s)/gi;

const files = walk(src);
for (const file of files) {
  const rel = relative(root, file);
  const relSrc = relative(src, file);
  if (exempt.some((dir) => relSrc.startsWith(dir))) continue;
  const text = readFileSync(file, 'utf8');
  const mod = moduleOf(file);
  const lineOf = (index) => text.slice(0, index).split('\n').length;
  const check = (table, index, how) => {
    const owner = owners.get(table);
    if (!owner || owner === mod) return;
    problems.push(
      `${rel}:${lineOf(index)}: ${how} ${table}, which module ${owner} owns; call ${owner}'s service instead`,
    );
  };
  for (const m of text.matchAll(WRITE)) {
    const table = tableOfVar.get(m[2]);
    if (table) check(table, m.index, m[1]);
  }
  // Raw SQL inside template literals (sql`…`) only.
  for (const tpl of text.matchAll(/sql`([^`]*)`/g)) {
    for (const m of tpl[1].matchAll(RAW_WRITE)) {
      if (owners.has(m[2])) check(m[2], tpl.index + 4 + m.index, m[1].toLowerCase());
    }
  }
}

// ------------------------------------------------------------------ module import cycles

const IMPORT = /(?:import|export)\s+(?:type\s+)?(?:[^'"`;]*?\s+from\s+)?['"]([^'"]+)['"]/g;
const edges = new Map(); // module → Map(other module → first importing file:line)
for (const file of files) {
  const mod = moduleOf(file);
  if (!mod) continue;
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(IMPORT)) {
    if (!m[1].startsWith('.')) continue;
    const target = moduleOf(resolve(file, '..', m[1]));
    if (!target || target === mod) continue;
    if (!edges.has(mod)) edges.set(mod, new Map());
    const out = edges.get(mod);
    if (!out.has(target))
      out.set(target, `${relative(root, file)}:${text.slice(0, m.index).split('\n').length}`);
  }
}

// Tarjan's strongly connected components: every component of more than one module is a cycle.
let index = 0;
const stack = [];
const state = new Map();
const components = [];
function connect(v) {
  state.set(v, { index, low: index, onStack: true });
  index++;
  stack.push(v);
  for (const w of edges.get(v)?.keys() ?? []) {
    if (!state.has(w)) {
      connect(w);
      state.get(v).low = Math.min(state.get(v).low, state.get(w).low);
    } else if (state.get(w).onStack) {
      state.get(v).low = Math.min(state.get(v).low, state.get(w).index);
    }
  }
  if (state.get(v).low === state.get(v).index) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      state.get(w).onStack = false;
      component.push(w);
    } while (w !== v);
    if (component.length > 1) components.push(component.sort());
  }
}
for (const v of edges.keys()) if (!state.has(v)) connect(v);
for (const component of components) {
  const inside = new Set(component);
  const lines = component.flatMap((a) =>
    [...(edges.get(a) ?? [])]
      .filter(([b]) => inside.has(b))
      .map(([b, where]) => `    ${a} → ${b}  (${where})`),
  );
  problems.push(`import cycle between modules {${component.join(', ')}}:\n${lines.join('\n')}`);
}

if (problems.length) {
  console.error(`Module boundaries (scripts/check-modules.mjs): ${problems.length} problem(s)\n`);
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log(
  `Module boundaries: ${owners.size} tables each written by its owner, ${edges.size} modules without import cycles.`,
);
