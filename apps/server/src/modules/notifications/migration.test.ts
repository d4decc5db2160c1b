// ADR 019, migration 0018: rows written before templates (rendered English or Hindi text) become
// template rows and read exactly as before; a kind the notices know becomes the notice template,
// any other the legacy_text template.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { migrate, migrationsFolder } from '../../db/migrate';
import { createTestDatabase, onPostgres } from '../../test/app';
import { listForUser } from './notifications.queries';

const BEFORE = '0018_notification_templates';
const old = [
  { kind: 'reply_expired', title: 'Black Galaxy के एक कोटेशन की मान्य तारीख निकल गई', body: 'हिंदी में लिखा' },
  {
    kind: 'order_shipped',
    title: 'Your order was shipped: Black Galaxy',
    body: 'Shree Granites shipped it.',
  },
  { kind: 'saved_search', title: 'Export black: 1 new product', body: 'New: Alert by Ongole, ₹250/sq.ft' },
  { kind: 'something_retired', title: 'A notice of a kind no longer made', body: 'As it was' },
];

let folder: string;
let fresh: Awaited<ReturnType<typeof createTestDatabase>>;
let handle: Awaited<ReturnType<typeof openDatabase>>;
beforeAll(async () => {
  // The migrations as they were before this one: the same files, the journal cut before it.
  folder = mkdtempSync(join(tmpdir(), 'migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
  const at = journal.entries.findIndex((e: { tag: string }) => e.tag === BEFORE);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  fresh = await createTestDatabase();
  handle = await openDatabase(
    { databaseUrl: fresh.url, dataDir: '', inMemoryDb: !fresh.url },
    { error() {} },
  );
  await migratePg(handle.db, { migrationsFolder: folder });
});
afterAll(async () => {
  await handle?.close();
  await fresh?.drop();
  rmSync(folder, { recursive: true, force: true });
});

describe(`migration of stored notification texts (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('keeps every old row reading as it did, under the notice or the legacy_text template', async () => {
    await handle.db.execute(
      sql`insert into "user" (id, name, email) values ('u1', 'Suresh', 'suresh@example.com')`,
    );
    for (const row of old)
      await handle.db.execute(
        sql`insert into notifications (user_id, kind, title, body, link) values ('u1', ${row.kind}, ${row.title}, ${row.body}, '/dashboard')`,
      );

    await migrate(handle);

    const rows = await handle.db.execute<{ kind: string; template: string; params: unknown }>(
      sql`select kind, template, params from notifications order by id`,
    );
    expect(rows.rows.map((r) => [r.kind, r.template])).toEqual([
      ['reply_expired', 'notice'],
      ['order_shipped', 'notice'],
      ['saved_search', 'notice'],
      ['something_retired', 'legacy_text'],
    ]);
    expect(rows.rows[0]!.params).toEqual({ title: old[0]!.title, body: old[0]!.body });
    const columns = await handle.db.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'notifications'`,
    );
    expect(columns.rows.map((c) => c.column_name)).not.toContain('title');

    // The bell's answer, in either language of the reader: the text they saw before, unchanged.
    for (const language of ['en', 'hi'] as const) {
      const { items, total, unreadCount } = await listForUser(handle.db, 'u1', {
        unreadOnly: false,
        limit: 10,
        offset: 0,
        language,
      });
      expect(total).toBe(4);
      expect(unreadCount).toBe(4);
      expect(items.map((i) => ({ kind: i.kind, title: i.title, body: i.body, link: i.link }))).toEqual(
        [...old].reverse().map((o) => ({ ...o, link: '/dashboard' })),
      );
    }
  });
});
