import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user, vendorRequests, vendors } from '../db/schema';
import { call, signIn } from '../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../test/app';
import { seedDemo } from './demo';
import { DEMO_BUYER_EMAIL, DEMO_MANUFACTURER_EMAIL, seedDemoAccounts } from './demo-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe(`demo accounts, D3 (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('are made once with random passwords that sign in; the manufacturer account owns its manufacturer', async () => {
    const lines: string[] = [];
    const log = { info: (_: object, msg: string) => lines.push(msg) };
    await seedDemo(t.app.deps, { info() {} });
    const accounts = await seedDemoAccounts(t.app.deps, t.app.auth, log);
    expect(accounts).not.toBeNull();
    expect(accounts!.buyer.password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(accounts!.vendor.password).not.toBe(accounts!.buyer.password);
    expect(lines.join('\n')).toContain(accounts!.vendor.password);

    const asManufacturer = await signIn(t.app, DEMO_MANUFACTURER_EMAIL, accounts!.vendor.password);
    expect(asManufacturer.res.statusCode).toBe(200);
    const me = await call(t.app, 'GET', '/api/v1/me', { cookie: asManufacturer.cookie });
    expect(me.json().roles).toContain('vendor');
    const [owned] = await t.app.deps.db
      .select()
      .from(vendors)
      .where(eq(vendors.businessName, 'Shree Balaji Granites'));
    const [manufacturerUser] = await t.app.deps.db
      .select()
      .from(user)
      .where(eq(user.email, DEMO_MANUFACTURER_EMAIL));
    expect(owned!.ownerUserId).toBe(manufacturerUser!.id);
    const [application] = await t.app.deps.db
      .select()
      .from(vendorRequests)
      .where(eq(vendorRequests.userId, manufacturerUser!.id));
    expect(application).toMatchObject({ status: 'approved', vendorId: owned!.id });

    // D31: every demo manufacturer has an active owner whose password signs in, so each takes
    // quote requests; the one start-up line carries every password.
    const all = await t.app.deps.db.select().from(vendors);
    expect(all.length).toBe(12);
    expect(all.every((v) => v.ownerUserId !== null)).toBe(true);
    expect(new Set(all.map((v) => v.ownerUserId)).size).toBe(all.length);
    expect(accounts!.manufacturers).toHaveLength(all.length);
    expect(lines).toHaveLength(1);
    for (const m of accounts!.manufacturers) expect(lines[0]).toContain(`${m.email} / ${m.password}`);
    const other = accounts!.manufacturers.find((m) => m.businessName === 'Sri Venkateswara Slabs')!;
    const asOther = await signIn(t.app, other.email, other.password);
    expect(asOther.res.statusCode).toBe(200);
    const otherMe = await call(t.app, 'GET', '/api/v1/me', { cookie: asOther.cookie });
    expect(otherMe.json().roles).toContain('vendor');
    const profiles = await call(t.app, 'GET', '/api/v1/manufacturers');
    expect(profiles.json().items.map((m: { takesQuoteRequests: boolean }) => m.takesQuoteRequests)).toEqual(
      all.map(() => true),
    );

    const asBuyer = await signIn(t.app, DEMO_BUYER_EMAIL, accounts!.buyer.password);
    expect(asBuyer.res.statusCode).toBe(200);
    const buyerMe = await call(t.app, 'GET', '/api/v1/me', { cookie: asBuyer.cookie });
    expect(buyerMe.json().roles).toEqual(['buyer']);

    // A second run changes nothing and prints no password.
    expect(await seedDemoAccounts(t.app.deps, t.app.auth, log)).toBeNull();
    expect(await t.app.deps.db.select().from(user).where(eq(user.email, DEMO_BUYER_EMAIL))).toHaveLength(1);
    // The demo seed re-encodes every texture and product image: minutes on a busy machine.
  }, 300_000);
});
