// One vocabulary (ADR 013): the lint rule refuses a `vendor` name outside the contract list, and
// the codemod renames such names with their references and files, once (a second run changes
// nothing).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const repo = new URL('..', import.meta.url).pathname;
const node = (script, ...args) =>
  spawnSync(process.execPath, [join(repo, 'scripts', script), ...args], { encoding: 'utf8' });

let dirs = [];
function tree(files) {
  const dir = mkdtempSync(join(tmpdir(), 'vocabulary-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

// The contract: a JSON field, the role value, a URL, SQL naming the table, schema.ts's table binding.
const CONTRACT = {
  'apps/server/src/db/schema.ts':
    "export const vendors = pgTable('vendors', { vendorId: integer('vendor_id') });\n",
  'packages/shared/src/schemas/offer.ts': `export type Offer = { vendorId: number; vendorName: string; vendor: { id: number } };
export const ROLE = 'vendor';
export const url = (id: number) => \`/api/v1/vendor/lots/\${id}\`;
export const SQL = 'select id from vendors where vendor_id = $1';
`,
};
const PLANTED = {
  'apps/web/src/features/manufacturer-panel/components/vendor-card.tsx': `import type { Offer } from '../../../../../../packages/shared/src/schemas/offer';
// The vendor's card.
export function VendorCard({ offer }: { offer: Offer }) {
  const vendor = offer.vendor;
  return { vendor, name: offer.vendorName, id: vendor.id };
}
`,
  'apps/web/src/features/manufacturer-panel/pages/offer-page.tsx': `import { VendorCard } from '../components/vendor-card';
export const page = (offer) => VendorCard({ offer });
export const pick = (target: { vendorTitle: string } | { other: number }) =>
  'vendorTitle' in target ? target.vendorTitle : '';
`,
};

describe('one vocabulary: vendor only where it is a contract', () => {
  it('passes on the contract list alone', () => {
    const result = node('check-vocabulary.mjs', '--enforce', '--root', tree(CONTRACT));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  }, 60_000);

  it('refuses a new vendor name with --enforce, naming file and line, and only reports without it', () => {
    const dir = tree({ ...CONTRACT, ...PLANTED });
    const enforced = node('check-vocabulary.mjs', '--enforce', '--root', dir);
    expect(enforced.status).toBe(1);
    expect(enforced.stderr).toContain(
      'apps/web/src/features/manufacturer-panel/components/vendor-card.tsx: file vendor-card.tsx',
    );
    expect(enforced.stderr).toContain('vendor-card.tsx:3: FunctionDeclaration VendorCard');
    expect(enforced.stderr).toContain('vendor-card.tsx:4: VariableDeclaration vendor');
    expect(enforced.stderr).toContain('offer-page.tsx:3: PropertySignature vendorTitle');
    expect(enforced.stderr).not.toContain('offer.ts');
    expect(enforced.stderr).not.toContain('schema.ts');
    const reported = node('check-vocabulary.mjs', '--root', dir);
    expect(reported.status).toBe(0);
    expect(reported.stdout).toContain('Vocabulary (report only): 4 vendor name(s) in 2 file(s)');
  }, 60_000);

  it('the codemod renames them with their references and files, keeps the contract, and is idempotent', () => {
    const dir = tree({ ...CONTRACT, ...PLANTED });
    const first = node('rename-vendor.mjs', '--root', dir);
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('vendor names outside the contract list now: 0');
    const card = readFileSync(
      join(dir, 'apps/web/src/features/manufacturer-panel/components/manufacturer-card.tsx'),
      'utf8',
    );
    expect(card).toContain("// The manufacturer's card.");
    expect(card).toContain('export function ManufacturerCard({ offer }: { offer: Offer })');
    expect(card).toContain('const manufacturer = offer.vendor;');
    // A JSON field stays: the shorthand keeps its key.
    expect(card).toContain('return { vendor: manufacturer, name: offer.vendorName, id: manufacturer.id };');
    const page = readFileSync(
      join(dir, 'apps/web/src/features/manufacturer-panel/pages/offer-page.tsx'),
      'utf8',
    );
    expect(page).toContain("import { ManufacturerCard } from '../components/manufacturer-card';");
    expect(page).toContain("'manufacturerTitle' in target ? target.manufacturerTitle : ''");
    expect(readFileSync(join(dir, 'packages/shared/src/schemas/offer.ts'), 'utf8')).toBe(
      CONTRACT['packages/shared/src/schemas/offer.ts'],
    );
    expect(node('check-vocabulary.mjs', '--enforce', '--root', dir).status).toBe(0);
    const second = node('rename-vendor.mjs', '--root', dir);
    expect(second.status).toBe(0);
    expect(second.stdout.trim()).toBe('vendor names outside the contract list: 0');
  }, 60_000);
});
