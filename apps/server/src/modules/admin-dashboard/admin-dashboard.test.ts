// Admin dashboard (admin spec 2): the queues come from the database, the tabs show the latest rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequests, vendorRequests } from '../../db/schema';
import { admin, buyer, call, manufacturer, nextIp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { seedMiniCatalogue } from '../../test/mini-catalogue';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /admin/dashboard', () => {
  it('counts pending approvals, pending quote requests and unread messages, live', async () => {
    const a = await admin(t.app);
    const empty = (await call(t.app, 'GET', '/api/v1/admin/dashboard', { cookie: a.cookie })).json();
    expect(empty.queues).toEqual({ pendingVendorApprovals: 0, pendingQuoteRequests: 0, unreadMessages: 0 });
    expect(empty.products).toEqual({ total: 0, latest: [] });

    const catalogue = await seedMiniCatalogue(t.app.deps.db);
    const applicant = await buyer(t.app);
    await t.app.deps.db.insert(vendorRequests).values({
      userId: applicant.userId,
      businessName: 'New Quarry',
      ownerName: 'Anil',
      email: applicant.email,
    });
    await t.app.deps.db.insert(quoteRequests).values(
      ['pending', 'pending', 'closed'].map((status) => ({
        productId: catalogue.productIds[0],
        productName: 'Test Black Galaxy Slab',
        vendorName: 'Ongole Stone Co',
        customerName: 'Kiran',
        mobileNumber: '+919876543210',
        quantitySqft: 800,
        deliveryCity: 'Pune',
        deliveryPin: '411001',
        materialQuality: 'Premium',
        productType: 'Slabs',
        status,
      })),
    );
    await call(t.app, 'POST', '/api/v1/contact', {
      ip: nextIp(),
      body: { name: 'Ravi', email: 'ravi@example.com', message: 'Hello' },
    });
    await manufacturer(t.app);

    const res = await call(t.app, 'GET', '/api/v1/admin/dashboard', { cookie: a.cookie });
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d.queues).toEqual({ pendingVendorApprovals: 1, pendingQuoteRequests: 2, unreadMessages: 1 });
    expect(d.quoteRequests.total).toBe(3);
    expect(d.quoteRequests.latest[0]).toMatchObject({ customerName: 'Kiran', quantitySqft: 800 });
    expect(d.categories.latest.map((c: { name: string }) => c.name).sort()).toEqual([
      'Black Granite',
      'White Granite',
    ]);
    expect(d.products.latest.length).toBeLessThanOrEqual(8);
    expect(d.products.latest[0]).toHaveProperty('vendorName');
    expect(d.manufacturers.latest[0].businessName).toBe('Vikram Granites');
    expect(d.users.latest[0]).toMatchObject({ role: 'buyer' });
  });

  it('refuses buyers (403) and signed-out callers (401)', async () => {
    const b = await buyer(t.app);
    expect((await call(t.app, 'GET', '/api/v1/admin/dashboard', { cookie: b.cookie })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/v1/admin/dashboard')).statusCode).toBe(401);
  });
});
