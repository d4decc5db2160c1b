// The module boundaries that `npm run lint` checks (scripts/check-modules.mjs): this tree passes,
// and a tree with a write to another module's table, or an import cycle between modules, fails
// naming the file and line.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = new URL('../../..', import.meta.url).pathname;
const script = join(root, 'scripts/check-modules.mjs');
const run = (dir?: string) =>
  spawnSync(process.execPath, [script, ...(dir ? [dir] : [])], { encoding: 'utf8' });

const SCHEMA = `export const quoteRequests = pgTable('quote_requests', {});
export const vendors = pgTable(
  'vendors',
  {},
);
`;
const OWNERS = `export const TABLE_OWNERS = {
  quote_requests: 'trade',
  vendors: 'manufacturers',
} as const;
export const WRITE_ANYWHERE = ['seed/'];
`;

let dirs: string[] = [];
function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'modules-'));
  dirs.push(dir);
  const all = {
    'apps/server/src/db/schema.ts': SCHEMA,
    'apps/server/src/db/table-owners.ts': OWNERS,
    'apps/server/src/modules/trade/trade.service.ts': 'export const x = 1;\n',
    'apps/server/src/modules/manufacturers/manufacturers.service.ts': 'export const y = 1;\n',
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

describe('module boundaries (npm run lint)', () => {
  it('holds for this repository', () => {
    const result = run();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/tables each written by its owner, \d+ modules without import cycles/);
  });

  it('fails on a write to quote_requests from a module that does not own it', () => {
    const dir = tree({
      'apps/server/src/modules/manufacturers/manufacturers.queries.ts': `import { quoteRequests } from '../../db/schema';
export async function closeAll(db) {
  await db.update(quoteRequests).set({ status: 'closed' });
}
`,
    });
    const result = run(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'apps/server/src/modules/manufacturers/manufacturers.queries.ts:3: update quote_requests, which module trade owns',
    );
  });

  it('fails on raw SQL that writes another module’s table, and allows the owner and the seed', () => {
    const dir = tree({
      'apps/server/src/modules/trade/trade.queries.ts': `import { quoteRequests } from '../../db/schema';
export const a = (db) => db.insert(quoteRequests).values({});
export const b = (db) => db.execute(sql\`delete from vendors where id = 1\`);
`,
      'apps/server/src/seed/demo.ts': `import { vendors } from '../db/schema';
export const seed = (db) => db.insert(vendors).values({});
`,
    });
    const result = run(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'trade.queries.ts:3: delete from vendors, which module manufacturers owns',
    );
    expect(result.stderr).not.toContain('insert quote_requests');
    expect(result.stderr).not.toContain('seed/demo.ts');
  });

  it('fails on a table nobody owns', () => {
    const dir = tree({
      'apps/server/src/db/schema.ts': `${SCHEMA}export const samples = pgTable('samples', {});\n`,
    });
    const result = run(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('table samples (samples) has no owner');
  });

  it('fails on an import cycle between modules, type-only imports included', () => {
    const dir = tree({
      'apps/server/src/modules/trade/trade.service.ts': `import { y } from '../manufacturers/manufacturers.service';\nexport const x = y;\n`,
      'apps/server/src/modules/manufacturers/manufacturers.service.ts': `import type { T } from '../trade/trade.types';\nexport const y = 1;\n`,
      'apps/server/src/modules/trade/trade.types.ts': 'export type T = number;\n',
    });
    const result = run(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('import cycle between modules {manufacturers, trade}');
    expect(result.stderr).toContain(
      'trade → manufacturers  (apps/server/src/modules/trade/trade.service.ts:1)',
    );
    expect(result.stderr).toContain(
      'manufacturers → trade  (apps/server/src/modules/manufacturers/manufacturers.service.ts:1)',
    );
  });
});
