// One word per concept (ADR 013, "One vocabulary"): the product says "manufacturer"; "vendor" stays
// only where it is a contract others depend on. This file is that contract list and the reader
// that finds every other `vendor` name; scripts/check-vocabulary.mjs (lint) and
// scripts/rename-vendor.mjs (the codemod) both use it.
//
// Only names are judged: the text of strings (URLs such as /api/v1/vendor/…, the role value
// 'vendor', SQL naming the vendors table or a vendor_id column) is data, not a name.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ts } from 'ts-morph';

/**
 * Names that keep "vendor" because something outside the code reads them:
 * - JSON fields of the published API (packages/shared/src/schemas, ADR 013), which clients send
 *   and read; renaming one needs an API version;
 * - the database's tables and columns as schema.ts binds them (`vendors`, `vendorRequests`, the
 *   `vendorId` column key), and stored values used as keys (activity entity types, content
 *   sections, notification kinds); renaming one needs a migration.
 */
export const CONTRACT_NAMES = new Set([
  // JSON fields of the API
  'vendor',
  'vendorId',
  'vendorIds',
  'vendorName',
  'vendorStatus',
  'vendorApplication',
  'vendorReply',
  'vendorRepliedAt',
  'vendorSteps',
  'pendingVendorApprovals',
  // tables and columns (schema.ts) and stored values
  'vendors',
  'vendorRequests',
  'vendor_id',
  'vendor_requests',
  'vendor_request',
  'vendor_request_id',
  'vendor_application_submitted',
  'become_vendor',
]);

/** Folders whose code is judged, and files that are not (generated or frozen). */
export const ROOTS = ['apps', 'packages', 'e2e', 'scripts', 'bench'];
const SKIP = /(^|\/)(node_modules|dist|dist-ssr|migrations|results|\.data|data)(\/|$)|\.gen\.ts$|\.d\.ts$/;
const CODE = /\.(ts|tsx|mts|mjs|js|jsx)$/;
/** The two files that must spell the word out: the contract list and its own test. */
const SELF = /^scripts\/(vocabulary|check-vocabulary|rename-vendor)(\.test)?\.mjs$/;

export const VENDOR = /vendor/i;

export function codeFiles(root) {
  const out = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      const rel = relative(root, p);
      if (SKIP.test(rel)) continue;
      if (statSync(p).isDirectory()) walk(p);
      else if (CODE.test(name) && !SELF.test(rel)) out.push(rel);
    }
  };
  for (const r of ROOTS) if (statSync(join(root, r), { throwIfNoEntry: false })) walk(join(root, r));
  return out;
}

/** The new spelling: vendor → manufacturer, Vendors → Manufacturers, VENDOR → MANUFACTURER. */
export function manufacturerWord(name) {
  return name.replace(/vendor/gi, (w) =>
    w === 'VENDOR' ? 'MANUFACTURER' : w[0] === 'V' ? 'Manufacturer' : 'manufacturer',
  );
}

/**
 * Identifiers where a name is made (declared) and that contain "vendor" outside the contract
 * list: variables, parameters, functions, classes, types, enum members, object and class members,
 * import aliases. Uses of a name are not judged: each is judged where it is declared.
 */
export function vendorDeclarations(sf) {
  const out = [];
  const visit = (node) => {
    const name = declaredName(node);
    if (name && VENDOR.test(name.text) && !isContract(node, name.text, sf)) out.push(name);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** Object keys and type members with a contract name (a class's own fields are not JSON); schema.ts's table bindings. */
function isContract(node, name, sf) {
  if (!CONTRACT_NAMES.has(name)) return false;
  if (
    ts.isPropertyAssignment(node) ||
    ts.isPropertySignature(node) ||
    ts.isShorthandPropertyAssignment(node) ||
    ts.isMethodSignature(node)
  )
    return true;
  // A variable or parameter named after a field is only a local name (`const { vendor } = row`
  // becomes `const { vendor: manufacturer } = row`), except the tables that schema.ts binds.
  return ts.isVariableDeclaration(node) && /(^|\/)db\/schema\.ts$/.test(sf.fileName);
}

function declaredName(node) {
  if (
    ts.isVariableDeclaration(node) ||
    ts.isParameter(node) ||
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isClassDeclaration(node) ||
    ts.isClassExpression(node) ||
    ts.isInterfaceDeclaration(node) ||
    ts.isTypeAliasDeclaration(node) ||
    ts.isEnumDeclaration(node) ||
    ts.isEnumMember(node) ||
    ts.isPropertyAssignment(node) ||
    ts.isPropertySignature(node) ||
    ts.isPropertyDeclaration(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isMethodSignature(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node) ||
    ts.isShorthandPropertyAssignment(node) ||
    ts.isTypeParameterDeclaration(node)
  )
    // A quoted key is a name only when it could be written bare: 'GET /api/v1/vendor/…' is a URL.
    return node.name &&
      (ts.isIdentifier(node.name) ||
        (ts.isStringLiteral(node.name) && /^[A-Za-z_$][\w$]*$/.test(node.name.text)))
      ? node.name
      : undefined;
  // `{ vendorId }` and `{ x: vendorId }` declare the local `vendorId`.
  if (ts.isBindingElement(node)) return ts.isIdentifier(node.name) ? node.name : undefined;
  // `import { a as vendorA }` declares vendorA; `import { vendorA }` only uses a name made elsewhere.
  if ((ts.isImportSpecifier(node) || ts.isExportSpecifier(node)) && node.propertyName) return node.name;
  if (ts.isNamespaceImport(node) || ts.isImportClause(node)) return node.name;
  return undefined;
}

export function parse(root, rel) {
  return ts.createSourceFile(
    rel,
    readFileSync(join(root, rel), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    /x$/.test(rel) ? ts.ScriptKind.TSX : rel.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS,
  );
}

/** Every `vendor` name outside the contract list: file names first, then declarations. */
export function findVendorNames(root) {
  const found = [];
  for (const rel of codeFiles(root)) {
    if (VENDOR.test(rel.split('/').at(-1)))
      found.push({ file: rel, line: 0, name: rel.split('/').at(-1), kind: 'file' });
    const text = readFileSync(join(root, rel), 'utf8');
    if (!VENDOR.test(text)) continue;
    const sf = parse(root, rel);
    for (const id of vendorDeclarations(sf))
      found.push({
        file: rel,
        line: sf.getLineAndCharacterOfPosition(id.getStart(sf)).line + 1,
        name: id.text,
        kind: ts.SyntaxKind[id.parent.kind],
      });
  }
  return found;
}
