import { indiaDay } from '@granite/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { catalogIndex } from '../modules/catalog/catalog.index';
import { admin, call } from '../test/accounts';
import { createTestApp, createTestDatabase, onPostgres, type TestApp, type TestDatabase } from '../test/app';
import { type OrderParties, orderParties } from '../test/orders';
import { openDatabase, readReplicaOf } from './client';
import { documents, vendors } from './schema';

const quiet = { error() {} };

describe('DATABASE_READ_URL (ADR 020)', () => {
  it('is checked: a postgres URL, only with DATABASE_URL, and not the primary itself', () => {
    const primary = 'postgres://app@db-primary:5432/granite';
    expect(
      loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: 'postgres://app@db-replica:5432/granite' }),
    ).toMatchObject({ databaseUrl: primary, databaseReadUrl: 'postgres://app@db-replica:5432/granite' });
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: 'mysql://x' })).toThrow(
      /DATABASE_READ_URL must be a postgres:\/\//,
    );
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://app@db-replica/granite' })).toThrow(
      /DATABASE_READ_URL needs DATABASE_URL/,
    );
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: primary })).toThrow(ConfigError);
    expect(loadConfig({ DATABASE_URL: primary }).databaseReadUrl).toBeUndefined();
  });
});

describe(`the catalogue index's full read (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('without a replica, stays on the one database', () => {
    expect(readReplicaOf(t.app.deps.db)).toBe(t.app.deps.db);
    expect(t.app.deps.database.readDb).toBe(t.app.deps.db);
  });

  it('goes to the replica when one is set; writes and the change feed stay on the primary', async () => {
    if (!onPostgres) {
      // PGlite is one process's database: there is no replica to set, and none is opened.
      const handle = await openDatabase({ databaseUrl: undefined, dataDir: '', inMemoryDb: true }, quiet);
      expect(handle.readDb).toBe(handle.db);
      expect(handle.poolStats).toBeUndefined();
      await handle.close();
      return;
    }
    const url = t.config.databaseUrl!;
    // The "replica" is the same database under another application name, told apart by its pool.
    const replicaUrl = new URL(url);
    replicaUrl.searchParams.set('application_name', 'granite read replica');
    const handle = await openDatabase(
      { databaseUrl: url, databaseReadUrl: replicaUrl.toString(), dataDir: '', inMemoryDb: false },
      quiet,
    );
    try {
      expect(readReplicaOf(handle.db)).toBe(handle.readDb);
      expect(handle.readDb).not.toBe(handle.db);
      const index = await catalogIndex(handle.db).current();
      expect(index.stats().built).toBe(true);
      const [primary, replica] = handle.poolStats!();
      expect(replica).toMatchObject({ pool: 'replica' });
      expect(replica!.total).toBeGreaterThan(0);
      // The primary was read too: the change feed after the replica's snapshot (read-your-own-write).
      expect(primary!.total).toBeGreaterThan(0);
    } finally {
      await handle.close();
    }
  });
});

// ADR 020: heavy reports may read the replica; who may read them and what one has just written stay
// on the primary. On PostgreSQL the "replica" here is a second database with every migration and
// none of the primary's rows (a replica that has received nothing yet), so what a report shows tells
// which database each of its reads went to. On PGlite there is no replica: every read is the one
// database's.
describe(`heavy reports on the read replica (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let replica: TestDatabase;
  let p: OrderParties;
  let invoiceNumber: string;
  const month = indiaDay(new Date()).slice(0, 7);
  const gstin = '29AABCU9603R1ZJ';

  beforeAll(async () => {
    replica = await createTestDatabase({ migrated: true });
    t = await createTestApp(onPostgres ? { databaseReadUrl: replica.url } : {});
    p = await orderParties(t.app);
    await t.app.deps.db
      .update(vendors)
      .set({ state: 'Karnataka', gstin, city: 'Bengaluru', pincode: '560058' })
      .where(eq(vendors.id, p.m.vendorId));
    // 100 sq.ft at ₹120 + 9 % CGST + 9 % SGST within Karnataka: ₹14,160, shipped (its invoice issued).
    const o = await p.order({
      quantitySqft: 100,
      subtotalPaise: 12_000_00,
      gstPaise: 2_160_00,
      totalPaise: 14_160_00,
      taxLines: [
        { kind: 'cgst', rate: 9, amount: 1_080_00 },
        { kind: 'sgst', rate: 9, amount: 1_080_00 },
      ],
      hsn: '68029300',
      supplierState: 'Karnataka',
      supplierGstin: gstin,
      placeOfSupply: 'Karnataka',
      billingState: 'Karnataka',
    });
    const shipped = await call(t.app, 'POST', `/api/v1/vendor/orders/${o.id}/ship`, {
      cookie: p.m.cookie,
      body: {},
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const [invoice] = await t.app.deps.db
      .select()
      .from(documents)
      .where(and(eq(documents.orderId, o.id), eq(documents.kind, 'tax_invoice')));
    invoiceNumber = invoice!.number!;
  });
  afterAll(async () => {
    await t?.close();
    await replica?.drop();
  });

  const get = (url: string, cookie: string) => call(t.app, 'GET', `/api/v1${url}`, { cookie });

  it('the books: the period’s documents from the replica; the access check and the GSTIN from the primary', async () => {
    expect(readReplicaOf(t.app.deps.db) === t.app.deps.db).toBe(!onPostgres);
    // The manufacturer and its owner exist only on the primary: a 200 says they were read there.
    const register = await get(`/vendor/books?month=${month}`, p.m.cookie);
    expect(register.statusCode, register.body).toBe(200);
    expect(register.json().manufacturer).toMatchObject({ id: p.m.vendorId, gstin });
    const numbers = register.json().rows.map((r: { number: string }) => r.number);
    expect(numbers).toEqual(onPostgres ? [] : [invoiceNumber]);

    const gstr1 = await get(`/vendor/books/gstr1.json?month=${month}`, p.m.cookie);
    expect(gstr1.statusCode, gstr1.body).toBe(200);
    expect(gstr1.json().gstin).toBe(gstin);
    expect(gstr1.body.includes(invoiceNumber)).toBe(!onPostgres);

    const tally = await get(`/vendor/books/tally.xml?month=${month}`, p.m.cookie);
    expect(tally.statusCode, tally.body).toBe(200);
    expect(tally.body.includes(invoiceNumber)).toBe(!onPostgres);

    // Who may read the books is asked of the primary: another manufacturer is still refused.
    const refused = await get(`/vendor/books?month=${month}&manufacturerId=${p.m.vendorId}`, p.other.cookie);
    expect(refused.statusCode).toBe(404);
  });

  it('the admin dashboard’s counts come from the replica; the admin is signed in on the primary', async () => {
    const a = await admin(t.app);
    const res = await get('/admin/dashboard', a.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json();
    if (onPostgres) {
      expect(d.users).toEqual({ total: 0, latest: [] });
      expect(d.products.total).toBe(0);
    } else {
      expect(d.users.total).toBeGreaterThanOrEqual(5);
      expect(d.products.total).toBeGreaterThan(0);
    }
  });
});
