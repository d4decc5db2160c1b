// One word per concept (ADR 013): refuses a `vendor` name (file, variable, parameter, function,
// component, type, object or class member) outside the contract list of scripts/vocabulary.mjs.
// Run by `npm run lint`. Until the existing names are renamed (scripts/rename-vendor.mjs), it
// reports their count and passes; with `--enforce` it fails naming each file and line.
// `node scripts/check-vocabulary.mjs [--enforce] [--root <dir>]`.
import { resolve } from 'node:path';
import { findVendorNames } from './vocabulary.mjs';

const args = process.argv.slice(2);
const enforce = args.includes('--enforce');
const rootArg = args.indexOf('--root');
const root = resolve(rootArg >= 0 ? args[rootArg + 1] : new URL('..', import.meta.url).pathname);

const found = findVendorNames(root);
if (!found.length) {
  console.log('Vocabulary: no vendor name outside the contract list (ADR 013).');
  process.exit(0);
}
const where = (f) =>
  `${f.file}${f.line ? `:${f.line}` : ''}: ${f.kind === 'file' ? 'file' : f.kind} ${f.name}`;
if (enforce) {
  console.error(`Vocabulary (scripts/check-vocabulary.mjs, ADR 013): ${found.length} vendor name(s)\n`);
  for (const f of found)
    console.error(`  ${where(f)} — say manufacturer (run node scripts/rename-vendor.mjs)`);
  process.exit(1);
}
const files = new Set(found.map((f) => f.file)).size;
console.log(
  `Vocabulary (report only): ${found.length} vendor name(s) in ${files} file(s) outside the contract list (ADR 013); node scripts/rename-vendor.mjs renames them.`,
);
