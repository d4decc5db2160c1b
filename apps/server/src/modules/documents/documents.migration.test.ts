// D42, ADR 014: a database with documents issued before document records (order_documents and the
// invoice series) is migrated: each document is carried into the record, issued, with its id, number,
// date, file and hash; the series go on from their last number; new records follow the carried ids.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { migrate, migrationsFolder } from '../../db/migrate';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../test/app';
import { nextSeriesNumber } from './documents.queries';

const RECORDS = '0017_documents_with_a_state';

/** The migrations before document records, in a folder of their own. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'migrations-'));
  mkdirSync(join(folder, 'meta'));
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
  const cut = journal.entries.findIndex((e: { tag: string }) => e.tag === tag);
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  for (const e of journal.entries)
    copyFileSync(join(migrationsFolder, `${e.tag}.sql`), join(folder, `${e.tag}.sql`));
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  return folder;
}

let fresh: TestDatabase;
let handle: DatabaseHandle;
beforeAll(async () => {
  fresh = await createTestDatabase();
  handle = await openDatabase(
    { databaseUrl: fresh.url, dataDir: '', inMemoryDb: !fresh.url },
    { error() {} },
  );
  await migratePg(handle.db, { migrationsFolder: migrationsBefore(RECORDS) });
});
afterAll(async () => {
  await handle?.close();
  await fresh?.drop();
});

describe(`documents issued before records (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('are carried into the record with their numbers, dates, files and hashes, and numbering goes on', async () => {
    const { db } = handle;
    const one = async <T>(query: ReturnType<typeof sql>) =>
      (await db.execute<T & Record<string, unknown>>(query)).rows[0]!;
    const { id: manufacturerId } = await one<{ id: number }>(
      sql`insert into vendors (business_name, owner_name, email) values ('Vikram Granites', 'Vikram', 'v@example.in') returning id`,
    );
    const { id: requestId } = await one<{ id: number }>(sql`insert into quote_requests
      (product_name, vendor_id, vendor_name, customer_name, mobile_number, quantity_sqft, delivery_city, delivery_pin, material_quality, product_type, status)
      values ('Absolute Black', ${manufacturerId}, 'Vikram Granites', 'Meera', '9845012345', 100, 'Bengaluru', '560066', 'Premium', 'Slabs', 'accepted') returning id`);
    const { id: replyId } = await one<{ id: number }>(sql`insert into quote_replies
      (quote_request_id, vendor_id, revision, price_paise, lead_time_days, valid_until, status)
      values (${requestId}, ${manufacturerId}, 1, 15000, 7, '2099-01-01', 'accepted') returning id`);
    const { id: orderId } = await one<{ id: number }>(sql`insert into orders
      (quote_request_id, quote_reply_id, vendor_id, product_name, customer_name, customer_phone, delivery_address, quantity_sqft, price_paise, subtotal_paise, gst_rate, gst_paise, total_paise, lead_time_days, status, shipped_at)
      values (${requestId}, ${replyId}, ${manufacturerId}, 'Absolute Black', 'Meera', '9845012345', 'Whitefield 560066', 100, 15000, 1500000, 18, 270000, 1770000, 7, 'shipped', '2026-11-25T06:00:00Z') returning id`);
    await db.execute(
      sql`insert into invoice_series (vendor_id, financial_year, last_number) values (${manufacturerId}, '2026-27', 7)`,
    );
    const sha = 'ab'.repeat(32);
    await db.execute(sql`insert into order_documents
      (order_id, vendor_id, kind, number, financial_year, issued_at, storage_key, sha256, bytes) values
      (${orderId}, ${manufacturerId}, 'proforma', ${`PI-${orderId}`}, '2026-27', '2026-11-20T06:00:00Z', ${`doc-${sha}.pdf`}, ${sha}, 17829),
      (${orderId}, ${manufacturerId}, 'tax-invoice', 'VG/26-27/0007', '2026-27', '2026-11-25T06:00:00Z', null, null, null),
      (${orderId}, ${manufacturerId}, 'challan', ${`DC-${orderId}`}, '2026-27', '2026-11-25T06:00:00Z', ${`doc-${sha}.pdf`}, ${sha}, 9000),
      (${orderId}, ${manufacturerId}, 'e-way-bill', ${`EWB-${orderId}`}, '2026-27', '2026-11-25T06:00:00Z', null, null, null)`);
    const before = (await db.execute<{ id: number }>(sql`select id from order_documents order by id`)).rows;

    await migrate(handle);

    const rows = (
      await db.execute<
        Record<string, unknown>
      >(sql`select id, order_id, manufacturer_id, kind, state, series, number,
        financial_year, issued_at, storage_key, sha256, bytes, snapshot from documents order by id`)
    ).rows;
    expect(rows.map((r) => r.id)).toEqual(before.map((r) => r.id));
    expect(rows.map((r) => [r.kind, r.state, r.series, r.number, r.sha256, r.bytes])).toEqual([
      ['proforma', 'issued', 'order', `PI-${orderId}`, sha, 17829],
      ['tax_invoice', 'issued', 'tax_invoice', 'VG/26-27/0007', null, null],
      ['delivery_challan', 'issued', 'order', `DC-${orderId}`, sha, 9000],
      ['eway_bill_json', 'issued', 'order', `EWB-${orderId}`, null, null],
    ]);
    expect(new Date(rows[1]!.issued_at as string).toISOString()).toBe('2026-11-25T06:00:00.000Z');
    expect(
      rows.every(
        (r) => r.order_id === orderId && r.manufacturer_id === manufacturerId && r.snapshot === null,
      ),
    ).toBe(true);
    expect(rows[0]!.storage_key).toBe(`doc-${sha}.pdf`);
    const old = await db.execute(
      sql`select table_name from information_schema.tables where table_name in ('order_documents', 'invoice_series')`,
    );
    expect(old.rows).toEqual([]);
    // The series goes on from its last number, and a new record takes the id after the carried ones.
    expect(await nextSeriesNumber(db, manufacturerId, 'tax_invoice', '2026-27')).toBe(8);
    const next = await one<{ id: number }>(sql`insert into documents (order_id, manufacturer_id, kind, series)
      values (${orderId}, ${manufacturerId}, 'credit_note', 'credit_note') returning id`);
    expect(next.id).toBe(Math.max(...before.map((r) => r.id)) + 1);
  });
});
