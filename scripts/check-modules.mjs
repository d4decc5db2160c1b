// Module boundaries of the server that Biome cannot see (run by `npm run lint`, ADR 013):
//  1. each table is written (insert, update, delete, truncate) by the one module that owns it
//     (apps/server/src/db/table-owners.ts); any other module calls the owner's service;
//  2. no import cycle between modules (apps/server/src/modules/<module>): a module's imports of
//     another, type-only ones included, form a graph without cycles, so each module can be read,
//     tested and changed from the bottom up.
// It reads each file's TypeScript syntax tree (the compiler API that ts-morph ships; the
// repository's own `typescript` 7 has no stable JavaScript API), not its text, and follows what a
// write names back to schema.ts's table:
//  - `db.insert(t)`, `tx.update(t)`, `db.delete(t)` with `t` imported from db/schema (renamed or
//    not, or `schema.t` through a namespace import), through a local `const`/`let`, a destructured
//    `const { t: alias } = schema`, drizzle's `alias(t, …)`, `a ? t : u`, `t as X`, `t!`, or a
//    property of a local object literal `{ t }`;
//  - SQL in a template (sql`update ${t} set …`, with `${t}` resolved as above) or in a plain string
//    (`'delete from quote_requests where …'`, sql.raw, a client's query text).
// A write whose table it cannot name (`db.update(table)` with `table` a parameter, or
// sql`update ${x}` with `x` unknown) is a problem too: ADR 013 keeps generic writers out.
// Tests (*.test.ts) are not checked: they set up data across tables on purpose.
// `node scripts/check-modules.mjs <dir>` checks another tree laid out the same way (its own test).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { ts } from 'ts-morph';

const root = resolve(process.argv[2] ?? new URL('..', import.meta.url).pathname);
const src = join(root, 'apps/server/src');
const modulesDir = join(src, 'modules');
const schemaPath = join(src, 'db/schema');

function walk(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...walk(p));
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !/\.d\.ts$/.test(name)) out.push(p);
  }
  return out;
}

const moduleOf = (file) => {
  const rel = relative(modulesDir, file);
  return rel.startsWith('..') ? null : rel.split(sep)[0];
};

const parsed = new Map();
const parse = (file) => {
  if (!parsed.has(file)) parsed.set(file, createSourceFile(file));
  return parsed.get(file);
};
const createSourceFile = (file) =>
  ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
const lineOf = (sf, pos) => sf.getLineAndCharacterOfPosition(pos).line + 1;
const unwrap = (e) => {
  while (
    e &&
    (ts.isParenthesizedExpression(e) ||
      ts.isAsExpression(e) ||
      ts.isSatisfiesExpression(e) ||
      ts.isNonNullExpression(e) ||
      ts.isTypeAssertionExpression(e))
  )
    e = e.expression;
  return e;
};
const nameOf = (n) => (n && (ts.isIdentifier(n) || ts.isStringLiteral(n)) ? n.text : undefined);

// ------------------------------------------------------------------ tables and their owners

/** schema.ts: `export const quoteRequests = pgTable('quote_requests', …)` → quoteRequests → quote_requests */
const tableOfVar = new Map();
{
  const sf = parse(`${schemaPath}.ts`);
  for (const st of sf.statements) {
    if (!ts.isVariableStatement(st)) continue;
    for (const d of st.declarationList.declarations) {
      const init = unwrap(d.initializer);
      if (
        ts.isIdentifier(d.name) &&
        init &&
        ts.isCallExpression(init) &&
        /^pg(Table|View|MaterializedView)$/.test(init.expression.getText(sf)) &&
        init.arguments[0] &&
        ts.isStringLiteralLike(init.arguments[0])
      )
        tableOfVar.set(d.name.text, init.arguments[0].text);
    }
  }
}

/** table-owners.ts: the TABLE_OWNERS object and the WRITE_ANYWHERE list. */
const owners = new Map();
let exempt = [];
{
  const sf = parse(join(src, 'db/table-owners.ts'));
  for (const st of sf.statements) {
    if (!ts.isVariableStatement(st)) continue;
    for (const d of st.declarationList.declarations) {
      const init = unwrap(d.initializer);
      if (nameOf(d.name) === 'TABLE_OWNERS' && init && ts.isObjectLiteralExpression(init)) {
        for (const p of init.properties)
          if (ts.isPropertyAssignment(p) && ts.isStringLiteralLike(p.initializer))
            owners.set(nameOf(p.name), p.initializer.text);
      }
      if (nameOf(d.name) === 'WRITE_ANYWHERE' && init && ts.isArrayLiteralExpression(init))
        exempt = init.elements.filter(ts.isStringLiteralLike).map((e) => e.text);
    }
  }
}

const problems = [];
const tables = new Set(tableOfVar.values());
for (const [v, table] of tableOfVar) {
  if (!owners.has(table))
    problems.push(`apps/server/src/db/schema.ts: table ${table} (${v}) has no owner in db/table-owners.ts`);
}
for (const [table, owner] of owners) {
  if (!tables.has(table)) problems.push(`db/table-owners.ts names ${table}, which schema.ts does not define`);
  if (!statSync(join(modulesDir, owner), { throwIfNoEntry: false })) {
    problems.push(`db/table-owners.ts: ${table} is owned by ${owner}, which is not a module`);
  }
}

// ------------------------------------------------------------------ what a write names

const isScope = (n) =>
  ts.isSourceFile(n) || ts.isBlock(n) || ts.isModuleBlock(n) || ts.isCaseClause(n) || ts.isDefaultClause(n);

/** The declaration `name` refers to at `at`: the nearest enclosing scope that declares it. */
function declarationOf(name, at) {
  for (let n = at; n; n = n.parent) {
    if (ts.isFunctionLike(n)) {
      for (const p of n.parameters ?? []) {
        const found = bindingIn(p.name, name);
        if (found) return { kind: 'parameter', node: p, binding: found };
      }
    }
    if ((ts.isForOfStatement(n) || ts.isForInStatement(n) || ts.isForStatement(n)) && n.initializer) {
      if (ts.isVariableDeclarationList(n.initializer))
        for (const d of n.initializer.declarations)
          if (bindingIn(d.name, name)) return { kind: 'loop', node: d };
    }
    if (ts.isCatchClause(n) && n.variableDeclaration && bindingIn(n.variableDeclaration.name, name))
      return { kind: 'catch' };
    if (!isScope(n)) continue;
    for (const st of n.statements) {
      if (ts.isVariableStatement(st)) {
        for (const d of st.declarationList.declarations) {
          const found = bindingIn(d.name, name);
          if (found) return { kind: 'variable', node: d, binding: found };
        }
      } else if (ts.isImportDeclaration(st) && st.importClause) {
        const spec = st.moduleSpecifier.text;
        const fromSchema =
          spec.startsWith('.') &&
          resolve(dirname(at.getSourceFile().fileName), spec).replace(/\.[cm]?[jt]s$/, '') === schemaPath;
        const { name: def, namedBindings } = st.importClause;
        if (def?.text === name) return { kind: 'import', fromSchema, imported: 'default' };
        if (namedBindings && ts.isNamespaceImport(namedBindings) && namedBindings.name.text === name)
          return { kind: 'namespace', fromSchema };
        if (namedBindings && ts.isNamedImports(namedBindings))
          for (const el of namedBindings.elements)
            if (el.name.text === name)
              return { kind: 'import', fromSchema, imported: (el.propertyName ?? el.name).text };
      } else if (
        (ts.isFunctionDeclaration(st) || ts.isClassDeclaration(st) || ts.isEnumDeclaration(st)) &&
        st.name?.text === name
      )
        return { kind: 'other' };
    }
  }
  return undefined;
}

/** The binding element called `name` inside a declaration's name (identifier or destructuring). */
function bindingIn(bindingName, name) {
  if (ts.isIdentifier(bindingName)) return bindingName.text === name ? bindingName : undefined;
  for (const el of bindingName.elements) {
    if (ts.isOmittedExpression(el)) continue;
    const found = bindingIn(el.name, name);
    if (found) return found;
  }
  return undefined;
}

/**
 * What an expression may stand for: `tables` (schema tables), `objects` (local object literals),
 * `namespace` (the schema module itself) and `unknown` (a value it cannot follow, e.g. a
 * parameter); `{}` is something that is plainly not a table.
 */
function standsFor(expr, seen = new Set()) {
  const e = unwrap(expr);
  if (!e) return {};
  if (ts.isIdentifier(e)) {
    const d = declarationOf(e.text, e);
    if (!d || seen.has(d.node)) return {};
    if (d.node) seen.add(d.node);
    if (d.kind === 'namespace') return d.fromSchema ? { namespace: true } : {};
    if (d.kind === 'import')
      return d.fromSchema && tableOfVar.has(d.imported) ? { tables: [tableOfVar.get(d.imported)] } : {};
    if (d.kind === 'parameter') {
      if (d.binding !== d.node.name) return { unknown: true };
      return d.node.initializer
        ? merge(standsFor(d.node.initializer, seen), { unknown: true })
        : { unknown: true };
    }
    if (d.kind === 'variable') {
      const decl = d.node;
      if (!decl.initializer) return { unknown: true };
      if (d.binding === decl.name) {
        // `let t = a; … t = b;` counts every assignment.
        let v = standsFor(decl.initializer, seen);
        for (const rhs of assignmentsTo(e.text, decl)) v = merge(v, standsFor(rhs, seen));
        return v;
      }
      // `const { quoteRequests: qr } = schema` or `= someObject`
      const path = bindingPath(decl.name, d.binding);
      let v = standsFor(decl.initializer, seen);
      for (const key of path) v = member(v, key, seen);
      return v;
    }
    if (d.kind === 'loop') return { unknown: true };
    return {};
  }
  if (ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e)) {
    const key = ts.isPropertyAccessExpression(e)
      ? e.name.text
      : ts.isStringLiteralLike(e.argumentExpression)
        ? e.argumentExpression.text
        : undefined;
    return member(standsFor(e.expression, seen), key, seen);
  }
  if (ts.isConditionalExpression(e)) return merge(standsFor(e.whenTrue, seen), standsFor(e.whenFalse, seen));
  if (ts.isBinaryExpression(e) && /^(\?\?|\|\||&&)$/.test(e.operatorToken.getText()))
    return merge(standsFor(e.left, seen), standsFor(e.right, seen));
  if (ts.isCallExpression(e) && /(^|\.)alias$/.test(e.expression.getText()) && e.arguments[0])
    return standsFor(e.arguments[0], seen);
  if (ts.isObjectLiteralExpression(e)) return { objects: [e] };
  return {};
}

function member(v, key, seen) {
  let out = { unknown: v.unknown };
  if (v.namespace) {
    if (key === undefined) out.unknown = true;
    else if (tableOfVar.has(key)) out = merge(out, { tables: [tableOfVar.get(key)] });
  }
  for (const object of v.objects ?? []) {
    for (const p of object.properties) {
      // `LIST_TABLES[list]` with a key known only at run time may be any of the properties.
      const value = ts.isShorthandPropertyAssignment(p)
        ? p.name
        : ts.isPropertyAssignment(p)
          ? p.initializer
          : undefined;
      if (!value) {
        if (ts.isSpreadAssignment(p)) out.unknown = true;
        continue;
      }
      if (key === undefined || nameOf(p.name) === key) out = merge(out, standsFor(value, new Set(seen)));
    }
  }
  return out;
}

function merge(a, b) {
  return {
    tables: [...(a.tables ?? []), ...(b.tables ?? [])],
    objects: [...(a.objects ?? []), ...(b.objects ?? [])],
    namespace: a.namespace || b.namespace,
    unknown: a.unknown || b.unknown,
  };
}

/** The property keys from a destructuring pattern down to one of its bindings. */
function bindingPath(pattern, target) {
  if (pattern === target) return [];
  if (ts.isIdentifier(pattern)) return undefined;
  for (const el of pattern.elements) {
    if (ts.isOmittedExpression(el)) continue;
    const rest = bindingPath(el.name, target);
    if (rest === undefined) continue;
    const key = ts.isObjectBindingPattern(pattern)
      ? nameOf(el.propertyName ?? el.name)
      : String(pattern.elements.indexOf(el));
    return [key, ...rest];
  }
  return undefined;
}

/** Right-hand sides of `name = …` inside the scope that declares `decl`. */
function assignmentsTo(name, decl) {
  const out = [];
  let scope = decl.parent;
  while (scope && !isScope(scope) && !ts.isFunctionLike(scope)) scope = scope.parent;
  if (!scope || (decl.parent.flags & ts.NodeFlags.Const) !== 0) return out;
  const visit = (n) => {
    if (
      ts.isBinaryExpression(n) &&
      n.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isIdentifier(n.left) &&
      n.left.text === name
    )
      out.push(n.right);
    ts.forEachChild(n, visit);
  };
  visit(scope);
  return out;
}

// SQL that writes a table, as a statement begins: `insert into t`, `update [only] t [as x] set`,
// `delete from [only] t`, `truncate [table] t` (optionally "quoted" and schema-qualified).
const NAME = String.raw`(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?`;
const SQL_WRITES = [
  { how: 'insert into', re: new RegExp(String.raw`\binsert\s+into\s+${NAME}`, 'gi') },
  {
    how: 'update',
    re: new RegExp(String.raw`\bupdate\s+(?:only\s+)?${NAME}\s+(?:(?:as\s+)?[a-z_]\w*\s+)?set\s`, 'gi'),
  },
  { how: 'delete from', re: new RegExp(String.raw`\bdelete\s+from\s+(?:only\s+)?${NAME}`, 'gi') },
  { how: 'truncate', re: new RegExp(String.raw`\btruncate\s+(?:table\s+)?(?:only\s+)?${NAME}`, 'gi') },
];
const UNKNOWN_TABLE = '__unknown_table__';

const files = walk(src);
for (const file of files) {
  const rel = relative(root, file);
  const relSrc = relative(src, file).split(sep).join('/');
  if (exempt.some((dir) => relSrc.startsWith(dir))) continue;
  const mod = moduleOf(file);
  const sf = parse(file);
  const report = (table, pos, how) => {
    if (table === UNKNOWN_TABLE) {
      problems.push(
        `${rel}:${lineOf(sf, pos)}: ${how} a table this check cannot name (a parameter or a value it cannot follow); write each table by name in its owner's module (ADR 013)`,
      );
      return;
    }
    const owner = owners.get(table);
    if (!owner || owner === mod) return;
    problems.push(
      `${rel}:${lineOf(sf, pos)}: ${how} ${table}, which module ${owner} owns; call ${owner}'s service instead`,
    );
  };
  /** SQL text made of pieces, each with where it starts in the file. */
  const checkSql = (pieces) => {
    const text = pieces.map((p) => p.text).join('');
    const posAt = (i) => {
      let start = 0;
      for (const p of pieces) {
        if (i < start + p.text.length) return p.pos + (p.exact ? i - start : 0);
        start += p.text.length;
      }
      return pieces.at(-1)?.pos ?? 0;
    };
    for (const { how, re } of SQL_WRITES) {
      for (const m of text.matchAll(re)) {
        const table = m[1];
        if (table === UNKNOWN_TABLE || owners.has(table)) report(table, posAt(m.index), how);
      }
    }
  };
  const visit = (node) => {
    // db.insert(t) / tx.update(t) / db.delete(t)
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      /^(insert|update|delete)$/.test(node.expression.name.text) &&
      node.arguments.length === 1
    ) {
      const v = standsFor(node.arguments[0]);
      for (const t of new Set(v.tables ?? []))
        report(t, node.expression.name.getStart(sf), node.expression.name.text);
      // A builder's write whose table is a parameter: `db.update(table)`; Map/Set `.delete(key)`
      // of an unknown key is not a write, so only a call whose receiver is a database is judged.
      if (
        v.unknown &&
        /^(db|tx|trx|database|client)$/i.test(node.expression.expression.getText(sf).split('.').at(-1))
      )
        report(UNKNOWN_TABLE, node.expression.name.getStart(sf), node.expression.name.text);
    }
    // SQL in a template: `${t}` resolved to its table.
    if (ts.isTemplateExpression(node)) {
      const raw = (lit) => ({ text: lit.text, pos: lit.getStart(sf) + 1, exact: false });
      const pieces = [raw(node.head)];
      for (const span of node.templateSpans) {
        const v = standsFor(span.expression);
        const name = v.tables?.length ? v.tables[0] : v.unknown ? UNKNOWN_TABLE : '$param';
        pieces.push({ text: name, pos: span.expression.getStart(sf), exact: false });
        pieces.push(raw(span.literal));
      }
      // Several possible tables (`a ? t : u`): check the text once per table.
      const spansWithMany = node.templateSpans.map((s) => [...new Set(standsFor(s.expression).tables ?? [])]);
      checkSql(pieces);
      spansWithMany.forEach((many, i) => {
        if (many.length < 2) return;
        for (const t of many.slice(1)) {
          const alt = pieces.map((p) => ({ ...p }));
          alt[1 + i * 2].text = t;
          checkSql(alt);
        }
      });
    }
    if (
      ts.isStringLiteralLike(node) &&
      !ts.isImportDeclaration(node.parent) &&
      !ts.isExportDeclaration(node.parent)
    )
      checkSql([{ text: node.text, pos: node.getStart(sf) + 1, exact: true }]);
    ts.forEachChild(node, visit);
  };
  visit(sf);
}

// ------------------------------------------------------------------ module import cycles

const edges = new Map(); // module → Map(other module → first importing file:line)
for (const file of files) {
  const mod = moduleOf(file);
  if (!mod) continue;
  const sf = parse(file);
  const specifiers = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
      specifiers.push(node.moduleSpecifier);
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      specifiers.push(node.arguments[0]);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
      specifiers.push(node.argument.literal);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  for (const spec of specifiers) {
    if (!spec.text.startsWith('.')) continue;
    const target = moduleOf(resolve(file, '..', spec.text));
    if (!target || target === mod) continue;
    if (!edges.has(mod)) edges.set(mod, new Map());
    const out = edges.get(mod);
    if (!out.has(target)) out.set(target, `${relative(root, file)}:${lineOf(sf, spec.getStart(sf))}`);
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
