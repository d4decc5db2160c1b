// The module boundaries that `npm run lint` checks (scripts/check-modules.mjs, ADR 013): this tree
// passes, and a tree with a write to another module's table (in any of the four forms the syntax
// tree shows: builder call, sql template, local alias, raw SQL text), a write whose table cannot be
// named, or an import cycle between modules, fails naming the file and line.
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

  // The four forms of a write to another module's table (ADR 013): each one alone fails the check.
  const FOREIGN_WRITES: Record<string, [string, string]> = {
    'a builder call naming the table': [
      `import { quoteRequests } from '../../db/schema';
export const close = (db) =>
  db.update(quoteRequests).set({ status: 'closed' });
`,
      'manufacturers/manufacturers.queries.ts:3: update quote_requests, which module trade owns',
    ],
    'an sql template with ${table}': [
      `import { sql } from 'drizzle-orm';
import { quoteRequests as requests } from '../../db/schema';
export const close = (db) =>
  db.execute(sql\`update \${requests} set status = 'closed' where id = \${1}\`);
`,
      'manufacturers/manufacturers.queries.ts:4: update quote_requests, which module trade owns',
    ],
    'a local variable standing for the table': [
      `import * as schema from '../../db/schema';
const { quoteRequests: alias } = schema;
export async function close(db) {
  const target = alias;
  let chosen = target;
  await db.transaction((tx) => tx.delete(chosen));
}
`,
      'manufacturers/manufacturers.queries.ts:6: delete quote_requests, which module trade owns',
    ],
    'raw SQL text naming the table': [
      `export const close = (client) =>
  client.query(
    'UPDATE "quote_requests" SET status = $1 WHERE id = $2',
    ['closed', 1],
  );
`,
      'manufacturers/manufacturers.queries.ts:3: update quote_requests, which module trade owns',
    ],
  };
  for (const [form, [code, message]] of Object.entries(FOREIGN_WRITES)) {
    it(`fails on a foreign write as ${form}`, () => {
      const result = run(tree({ 'apps/server/src/modules/manufacturers/manufacturers.queries.ts': code }));
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`apps/server/src/modules/${message}`);
      // The same code in the owner's module passes.
      const owner = run(tree({ 'apps/server/src/modules/trade/trade.queries.ts': code }));
      expect(owner.stderr).toBe('');
      expect(owner.status).toBe(0);
    });
  }

  it('follows a table chosen at run time from a local object, and refuses a table passed in', () => {
    const dir = tree({
      'apps/server/src/modules/trade/trade.queries.ts': `import { quoteRequests, vendors } from '../../db/schema';
const TABLES = { requests: { table: quoteRequests }, makers: { table: vendors } } as const;
export const wipe = (db, which: keyof typeof TABLES) => {
  const { table } = TABLES[which];
  return db.delete(table);
};
export const generic = (db, table) => db.update(table).set({});
export const rawGeneric = (db, table) => db.execute(sql\`delete from \${table} where id = 1\`);
export const notSql = 'Please update vendors set-up on the page; insert into the form.';
export const mapDelete = (seen: Map<string, number>, key) => seen.delete(key);
`,
    });
    const result = run(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('trade.queries.ts:5: delete vendors, which module manufacturers owns');
    expect(result.stderr).not.toContain('delete quote_requests');
    expect(result.stderr).toContain('trade.queries.ts:7: update a table this check cannot name');
    expect(result.stderr).toContain('trade.queries.ts:8: delete from a table this check cannot name');
    expect(result.stderr).not.toContain(':9:');
    expect(result.stderr).not.toContain(':10:');
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
