// D34, D8: the buyer's business (GSTIN's check digit and state match the billing state; D29 version)
// and delivery addresses (own rows only), and the quote request's copy of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { admin, buyer, call, manufacturer, nextIp } from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { seedMiniCatalogue } from '../../test/mini-catalogue';

let t: TestApp;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await seedMiniCatalogue(t.app.deps.db)).categoryIds.black;
});
afterAll(async () => t?.close());

const api = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who?: { cookie: string },
  body?: unknown,
) => call(t.app, method, `/api/v1${url}`, { cookie: who?.cookie, body, ip: nextIp() });

const business = {
  companyName: 'Bengaluru Interiors Pvt Ltd',
  gstin: '29AAGCB7777Q1ZK',
  billingAddress: '12 MG Road',
  billingCity: 'Bengaluru',
  billingState: 'Karnataka',
  billingPin: '560001',
};
const site = {
  label: 'Whitefield site',
  address: 'Plot 4, ITPL Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pin: '560066',
};

describe(`buyer business (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('saves a business; refuses a wrong check digit or a GSTIN of another state, naming gstin; allows none', async () => {
    const b = await buyer(t.app);
    expect((await api('GET', '/me/business')).statusCode).toBe(401);
    expect((await api('GET', '/me/business', b)).json()).toEqual({ business: null });

    const wrongDigit = await api('PUT', '/me/business', b, { ...business, gstin: '29AAGCB7777Q1ZA' });
    expect(wrongDigit.statusCode).toBe(400);
    expect(Object.keys(wrongDigit.json().error.fields)).toEqual(['gstin']);
    const otherState = await api('PUT', '/me/business', b, { ...business, billingState: 'Tamil Nadu' });
    expect(otherState.statusCode).toBe(400);
    expect(otherState.json().error.fields.gstin).toMatch(/billing state/);
    const badPin = await api('PUT', '/me/business', b, { ...business, billingPin: '5600' });
    expect(badPin.json().error.fields).toHaveProperty('billingPin');
    expect((await api('GET', '/me/business', b)).json()).toEqual({ business: null });

    const saved = await api('PUT', '/me/business', b, { ...business, gstin: business.gstin.toLowerCase() });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().business).toMatchObject({ gstin: '29AAGCB7777Q1ZK', version: 1 });
    // A second first save (no version) and a stale version are conflicts.
    expect((await api('PUT', '/me/business', b, business)).statusCode).toBe(409);
    const unregistered = await api('PUT', '/me/business', b, { ...business, gstin: '', version: 1 });
    expect(unregistered.statusCode, unregistered.body).toBe(200);
    expect(unregistered.json().business).toMatchObject({ gstin: null, version: 2 });
    expect((await api('PUT', '/me/business', b, { ...business, version: 1 })).statusCode).toBe(409);
  });

  it('keeps delivery addresses per buyer: add, edit, delete; another buyer gets a 404', async () => {
    const b = await buyer(t.app);
    const other = await buyer(t.app);
    const bad = await api('POST', '/me/delivery-addresses', b, { ...site, pin: '56006' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['pin']);
    const made = await api('POST', '/me/delivery-addresses', b, site);
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id;
    expect((await api('PUT', `/me/delivery-addresses/${id}`, other, site)).statusCode).toBe(404);
    expect((await api('DELETE', `/me/delivery-addresses/${id}`, other)).statusCode).toBe(404);
    const edited = await api('PUT', `/me/delivery-addresses/${id}`, b, { ...site, label: 'Godown' });
    expect(edited.json().label).toBe('Godown');
    expect((await api('GET', '/me/delivery-addresses', b)).json().items).toHaveLength(1);
    expect((await api('GET', '/me/delivery-addresses', other)).json().items).toHaveLength(0);
    expect((await api('DELETE', `/me/delivery-addresses/${id}`, b)).statusCode).toBe(204);
    expect((await api('GET', '/me/delivery-addresses', b)).json().items).toHaveLength(0);
  });

  it("copies the chosen business and address onto the quote request, and refuses another buyer's address", async () => {
    const b = await buyer(t.app);
    const other = await buyer(t.app);
    const v = await manufacturer(t.app);
    const [p] = await t.app.deps.db
      .insert(products)
      .values({ name: 'Tan Brown', pricePaise: 9_000, vendorId: v.vendorId, categoryId })
      .returning({ id: products.id });
    const theirs = (await api('POST', '/me/delivery-addresses', other, site)).json().id;
    const form = {
      customerName: 'Meera Iyer',
      mobileNumber: '9845012345',
      quantitySqft: 500,
      deliveryCity: 'Bengaluru',
      deliveryPin: '560066',
      materialQuality: 'Premium',
      productType: 'Slabs',
      productId: p!.id,
    };
    const noBusiness = await api('POST', '/quote-requests', b, { ...form, useBusiness: true });
    expect(noBusiness.statusCode).toBe(400);
    expect(noBusiness.json().error.fields).toHaveProperty('useBusiness');
    const notMine = await api('POST', '/quote-requests', b, { ...form, deliveryAddressId: theirs });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().error.fields).toHaveProperty('deliveryAddressId');

    expect((await api('PUT', '/me/business', b, business)).statusCode).toBe(200);
    const mine = (await api('POST', '/me/delivery-addresses', b, site)).json().id;
    const made = await api('POST', '/quote-requests', b, {
      ...form,
      useBusiness: true,
      deliveryAddressId: mine,
    });
    expect(made.statusCode, made.body).toBe(201);
    // Without a choice, a signed-in buyer still requests as before.
    expect((await api('POST', '/quote-requests', b, { ...form, quantitySqft: 600 })).statusCode).toBe(201);

    const { eq } = await import('drizzle-orm');
    const { quoteRequests } = await import('../../db/schema');
    const [row] = await t.app.deps.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.id, made.json().requests[0].id));
    expect(row).toMatchObject({
      buyerCompany: 'Bengaluru Interiors Pvt Ltd',
      buyerGstin: '29AAGCB7777Q1ZK',
      billingAddress: '12 MG Road, Bengaluru 560001',
      billingState: 'Karnataka',
      deliveryAddress: 'Whitefield site: Plot 4, ITPL Road, Bengaluru, Karnataka 560066',
    });

    // The manufacturer and the admin read whom they quote: the company and its GSTIN (D34).
    const a = await admin(t.app);
    const id = made.json().requests[0].id as number;
    expect((await api('POST', `/admin/quote-requests/${id}/forward`, a)).statusCode).toBe(200);
    const seen = { buyerCompany: 'Bengaluru Interiors Pvt Ltd', buyerGstin: '29AAGCB7777Q1ZK' };
    expect((await api('GET', `/vendor/quote-requests/${id}`, v)).json().request).toMatchObject(seen);
    const listed = (await api('GET', '/vendor/quote-requests?pageSize=50', v)).json().items;
    expect(listed.find((r: { id: number }) => r.id === id)).toMatchObject(seen);
    expect((await api('GET', `/admin/quote-requests/${id}`, a)).json().request).toMatchObject(seen);
    const person = (await api('GET', '/admin/quote-requests?pageSize=50', a)).json().items;
    expect(person.find((r: { quantitySqft: number }) => r.quantitySqft === 600)).toMatchObject({
      buyerCompany: null,
      buyerGstin: null,
    });
  });
});
