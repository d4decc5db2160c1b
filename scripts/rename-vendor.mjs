// The codemod of ADR 013's one vocabulary: renames every `vendor` name outside the contract list
// (scripts/vocabulary.mjs) to the manufacturer word, with all its references, and files named
// vendor-* to manufacturer-* with every import of them; then rewrites the word in comments where it
// is not a URL, a column or a quoted name. Idempotent: on a tree with nothing left it changes
// nothing, so it can run again on a tree that changed since.
//   node scripts/rename-vendor.mjs [--root <dir>] [--dry-run]
// References are found by the TypeScript language service (ts-morph's rename), across the shared
// package, the server, the web app and the journeys as one program, so an import, a JSX tag, a
// shorthand `{ vendorLot }` (which becomes `vendorLot: manufacturerLot` where the key is a
// contract) and a property's uses all follow.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { Project, ts } from 'ts-morph';
import {
  CONTRACT_NAMES,
  codeFiles,
  findVendorNames,
  manufacturerWord,
  VENDOR,
  vendorDeclarations,
} from './vocabulary.mjs';

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const rootArg = args.indexOf('--root');
const root = resolve(rootArg >= 0 ? args[rootArg + 1] : new URL('..', import.meta.url).pathname);

const before = findVendorNames(root);
console.log(`vendor names outside the contract list: ${before.length}`);
if (!before.length) process.exit(0);

// ------------------------------------------------------------------ 1. names, with their references

const project = new Project({
  compilerOptions: {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    esModuleInterop: true,
    skipLibCheck: true,
    resolveJsonModule: true,
    allowJs: false,
    noEmit: true,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: ['node', 'vite/client'],
    baseUrl: root,
    paths: { '@/*': ['apps/web/src/*'] },
  },
  skipAddingFilesFromTsConfig: true,
});
const tsFiles = codeFiles(root).filter((f) => /\.tsx?$/.test(f));
for (const f of tsFiles) project.addSourceFileAtPath(join(root, f));
const service = project.getLanguageService().compilerObject;

/** file → Map(start → { end, text }) */
const edits = new Map();
const addEdit = (file, start, end, text) => {
  if (!edits.has(file)) edits.set(file, new Map());
  const m = edits.get(file);
  if (!m.has(start)) m.set(start, { end, text });
};
let names = 0;
/** old name → new name, of every declaration renamed */
const renamed = new Map();
for (const f of tsFiles) {
  const sf = project.getSourceFileOrThrow(join(root, f)).compilerNode;
  if (!VENDOR.test(sf.text)) continue;
  for (const id of vendorDeclarations(sf)) {
    const newName = manufacturerWord(id.text);
    const locations = service.findRenameLocations(sf.fileName, id.getStart(sf), false, false, {
      providePrefixAndSuffixTextForRename: true,
    });
    if (!locations) {
      console.warn(`  ${f}: ${id.text} cannot be renamed by the language service; left as it is`);
      continue;
    }
    // The new name must not already mean something where the old one is used.
    const checker = project.getProgram().compilerObject.getTypeChecker();
    const clash = locations.find((loc) => {
      const file = project.getSourceFile(loc.fileName)?.compilerNode;
      const at = file && findToken(file, loc.textSpan.start);
      return at && checker.resolveName(newName, at, ts.SymbolFlags.Value | ts.SymbolFlags.Type, false);
    });
    if (clash) {
      console.warn(
        `  ${f}: ${id.text} → ${newName} would clash in ${relative(root, clash.fileName)}; left as it is`,
      );
      continue;
    }
    names++;
    renamed.set(id.text, newName);
    for (const loc of locations) {
      const text = readFileSync(loc.fileName, 'utf8');
      const old = text.slice(loc.textSpan.start, loc.textSpan.start + loc.textSpan.length);
      // A string-literal key keeps its quotes; a location inside a contract name is never touched.
      const replaced = old.replace(id.text, newName);
      addEdit(
        loc.fileName,
        loc.textSpan.start,
        loc.textSpan.start + loc.textSpan.length,
        `${loc.prefixText ?? ''}${replaced}${loc.suffixText ?? ''}`,
      );
    }
  }
}

function findToken(node, pos) {
  for (const child of node.getChildren()) {
    if (child.getStart() <= pos && pos < child.getEnd()) return findToken(child, pos);
  }
  return node;
}

const apply = (file, fileEdits) => {
  let text = readFileSync(file, 'utf8');
  for (const [start, { end, text: insert }] of [...fileEdits].sort((a, b) => b[0] - a[0]))
    text = text.slice(0, start) + insert + text.slice(end);
  return text;
};
for (const [file, fileEdits] of edits) {
  if (!dryRun) writeFileSync(file, apply(file, fileEdits));
}
// A name the language service cannot see as a reference: `'vendorLogoId' in target`, a lazy
// route's `page(() => import('…'), 'VendorSamplesPage')`. A string that is exactly a renamed name
// (never a contract name such as the role 'vendor') is renamed with it.
let strings = 0;
for (const f of tsFiles) {
  const file = join(root, f);
  const text = readFileSync(file, 'utf8');
  if (!VENDOR.test(text)) continue;
  const sf = ts.createSourceFile(
    f,
    text,
    ts.ScriptTarget.Latest,
    true,
    f.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found = [];
  const visit = (node) => {
    if (
      ts.isStringLiteralLike(node) &&
      renamed.has(node.text) &&
      !CONTRACT_NAMES.has(node.text) &&
      !ts.isImportDeclaration(node.parent) &&
      !ts.isExportDeclaration(node.parent)
    )
      found.push(node);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  let out = text;
  for (const node of found.reverse()) {
    const start = node.getStart(sf) + 1;
    out = out.slice(0, start) + renamed.get(node.text) + out.slice(start + node.text.length);
  }
  strings += found.length;
  if (found.length && !dryRun) writeFileSync(file, out);
}
console.log(`strings naming a renamed name: ${strings}`);
console.log(
  `renamed ${names} declarations: ${[...edits.values()].reduce((n, m) => n + m.size, 0)} places in ${edits.size} files`,
);

// ------------------------------------------------------------------ 2. files, with their imports

const renames = codeFiles(root)
  .filter((f) => VENDOR.test(f.split('/').at(-1)))
  .map((f) => [f, join(dirname(f), manufacturerWord(f.split('/').at(-1)))]);
const specifierRe = /(?<=(?:from|import|mock)\s*\(?\s*)(['"])([^'"]+)\1/g;
const webSrc = join(root, 'apps/web/src');
const target = (file, spec) => {
  const base = spec.startsWith('@/')
    ? join(webSrc, spec.slice(2))
    : spec.startsWith('.')
      ? resolve(root, dirname(file), spec)
      : null;
  return base && relative(root, base).replace(/\.(tsx?|jsx?|mjs)$/, '');
};
if (renames.length) {
  const moved = new Map(
    renames.map(([from, to]) => [from.replace(/\.(tsx?|mjs)$/, ''), to.replace(/\.(tsx?|mjs)$/, '')]),
  );
  for (const f of codeFiles(root)) {
    const text = readFileSync(join(root, f), 'utf8');
    const next = text.replace(specifierRe, (whole, q, spec) => {
      const to = moved.get(target(f, spec) ?? '');
      if (!to) return whole;
      const last = spec.split('/').at(-1);
      const ext = last.match(/\.(tsx?|jsx?|mjs)$/)?.[0] ?? '';
      return `${q}${spec.slice(0, spec.length - last.length)}${to.split('/').at(-1)}${ext}${q}`;
    });
    if (next !== text && !dryRun) writeFileSync(join(root, f), next);
  }
  for (const [from, to] of renames) {
    console.log(`  ${from} → ${to}`);
    if (dryRun) continue;
    if (existsSync(join(root, '.git'))) execFileSync('git', ['mv', from, to], { cwd: root });
    else renameSync(join(root, from), join(root, to));
  }
}

// ------------------------------------------------------------------ 3. the word in comments

// "vendor" as a word in a comment, but not in a URL (/vendor/…), a column (vendor_id), a quoted or
// back-quoted name, or a contract name.
let comments = 0;
for (const f of codeFiles(root)) {
  const text = readFileSync(join(root, f), 'utf8');
  if (!/vendor/i.test(text)) continue;
  const sf = ts.createSourceFile(
    f,
    text,
    ts.ScriptTarget.Latest,
    true,
    f.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const ranges = [];
  const seen = new Set();
  const collect = (node) => {
    for (const r of [
      ...(ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []),
      ...(ts.getTrailingCommentRanges(text, node.getEnd()) ?? []),
    ])
      if (!seen.has(r.pos)) {
        seen.add(r.pos);
        ranges.push(r);
      }
    ts.forEachChild(node, collect);
  };
  collect(sf);
  ranges.push(
    ...(ts.getLeadingCommentRanges(text, sf.endOfFileToken.getFullStart()) ?? []).filter(
      (r) => !seen.has(r.pos),
    ),
  );
  let out = text;
  for (const r of ranges.sort((a, b) => b.pos - a.pos)) {
    const comment = text.slice(r.pos, r.end);
    const next = comment.replace(/(?<![/\w`'"@.-])(vendors?|Vendors?|VENDORS?)(?![/\w`"-])/g, (w, _m, at) => {
      if (CONTRACT_NAMES.has(w) && /[`'"]/.test(comment[at - 1] ?? '')) return w;
      return manufacturerWord(w);
    });
    if (next !== comment) {
      comments++;
      out = out.slice(0, r.pos) + next + out.slice(r.end);
    }
  }
  if (out !== text && !dryRun) writeFileSync(join(root, f), out);
}
console.log(`comments rewritten: ${comments}`);

// Biome puts the renamed imports back in order and rewraps lines that grew.
if (!dryRun && existsSync(join(root, 'biome.json'))) {
  const biome = join(new URL('..', import.meta.url).pathname, 'node_modules/.bin/biome');
  const changed = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .map((l) => l.slice(3).split(' -> ').at(-1))
    .filter((f) => f && /\.(tsx?|mjs)$/.test(f) && existsSync(join(root, f)));
  if (changed.length) spawnSync(biome, ['check', '--write', ...changed], { cwd: root, stdio: 'ignore' });
}

const after = dryRun ? before : findVendorNames(root);
console.log(`vendor names outside the contract list now: ${after.length}`);
for (const f of after) console.log(`  left: ${f.file}:${f.line} ${f.name}`);
