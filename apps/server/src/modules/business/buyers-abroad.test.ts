// D47: a buyer abroad. The account is made in its country with a phone number under that country's
// code; the business is addressed as the country writes it (postcode, a region where needed, no
// Indian state or PIN), carries the importer's number where given and never a GSTIN — each refusal a
// 400 naming its field with nothing written, and the database refuses a foreign GSTIN by itself.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerBusinesses, products, quoteRequests, user } from '../../db/schema';
import { buyer, call, manufacturer, nextIp, signUp } from '../../test/accounts';
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
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  who?: { cookie: string },
  body?: unknown,
) => call(t.app, method, `/api/v1${url}`, { cookie: who?.cookie, body, ip: nextIp() });

const hamburg = {
  companyName: 'Nordstein Naturstein GmbH',
  country: 'DE',
  billingAddress: 'Am Sandtorkai 50',
  billingCity: 'Hamburg',
  billingPostcode: '20457',
  importId: 'de 123456789012345',
};

describe(`buyers abroad (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('signs a German buyer up with a +49 phone; a phone without its country code or an unknown country is a 400 naming the field', async () => {
    const noCode = await signUp(t.app, { country: 'DE', phone: '040 30090' });
    expect(noCode.res.statusCode).toBe(400);
    expect(noCode.res.json().fields ?? noCode.res.json().error?.fields).toHaveProperty('phone');
    const wrongCode = await signUp(t.app, { country: 'DE', phone: '+44 20 7946 0018' });
    expect(wrongCode.res.statusCode).toBe(400);
    const unknown = await signUp(t.app, { country: 'XX' });
    expect(unknown.res.statusCode).toBe(400);
    for (const r of [noCode, wrongCode, unknown]) {
      expect(await t.app.deps.db.select().from(user).where(eq(user.email, r.email))).toHaveLength(0);
    }

    const b = await buyer(t.app, { country: 'DE', phone: '+49 40 3009 0512', city: 'Hamburg' });
    const me = (await api('GET', '/me', b)).json();
    expect(me.user).toMatchObject({ country: 'DE', phone: '+494030090512', city: 'Hamburg' });
    // An Indian buyer is as before: a 10-digit mobile kept as +91…, country India.
    const indian = await buyer(t.app, { phone: '98450 12345' });
    expect((await api('GET', '/me', indian)).json().user).toMatchObject({
      country: 'IN',
      phone: '+919845012345',
    });
    // The profile's phone follows the account's country.
    const indianPhoneAbroad = await api('PATCH', '/me', b, { phone: '9845012345' });
    expect(indianPhoneAbroad.statusCode).toBe(400);
    expect(indianPhoneAbroad.json().error.fields).toHaveProperty('phone');
    const changed = await api('PATCH', '/me', b, { phone: '0049 40 3009 0599' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().user.phone).toBe('+494030090599');
  });

  it('saves a business in Hamburg with its postcode and EORI; a GSTIN, a state, a PIN or a bad postcode abroad is a 400 naming it, nothing saved', async () => {
    const b = await buyer(t.app, { country: 'DE' });
    const cases: [Record<string, unknown>, string][] = [
      [{ gstin: '29AAGCB7777Q1ZK' }, 'gstin'],
      [{ billingState: 'Karnataka' }, 'billingState'],
      [{ billingPin: '560001' }, 'billingPin'],
      [{ billingPostcode: '2045' }, 'billingPostcode'],
      [{ billingPostcode: '' }, 'billingPostcode'],
      [{ importId: 'FR123456789' }, 'importId'],
    ];
    for (const [change, field] of cases) {
      const res = await api('PUT', '/me/business', b, { ...hamburg, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(res.json().error.fields), JSON.stringify(change)).toEqual([field]);
    }
    const gstin = await api('PUT', '/me/business', b, { ...hamburg, gstin: '29AAGCB7777Q1ZK' });
    expect(gstin.json().error.fields.gstin).toMatch(/abroad has no GSTIN/);
    expect((await api('GET', '/me/business', b)).json()).toEqual({ business: null });

    const saved = await api('PUT', '/me/business', b, hamburg);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().business).toMatchObject({
      companyName: 'Nordstein Naturstein GmbH',
      country: 'DE',
      gstin: null,
      billingState: null,
      billingPin: null,
      billingPostcode: '20457',
      billingRegion: null,
      importId: 'DE123456789012345',
      version: 1,
    });
    // A later edit keeps the country's form; dropping the EORI is allowed.
    const edited = await api('PUT', '/me/business', b, { ...hamburg, importId: '', version: 1 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().business).toMatchObject({ importId: null, version: 2 });
  });

  it('writes a postcode as the country does and asks a US address for its state; the UAE has no postcode', async () => {
    const b = await buyer(t.app, { country: 'GB' });
    const uk = {
      companyName: 'Pennine Stone Ltd',
      country: 'GB',
      billingAddress: '1 Piccadilly',
      billingCity: 'Manchester',
    };
    const gb = await api('PUT', '/me/business', b, {
      ...uk,
      billingPostcode: 'm1  1ae',
      importId: 'GB123456789000',
    });
    expect(gb.statusCode, gb.body).toBe(200);
    expect(gb.json().business.billingPostcode).toBe('M1 1AE');

    const us = await buyer(t.app, { country: 'US' });
    const atlanta = {
      companyName: 'Peachtree Granite LLC',
      country: 'US',
      billingAddress: '200 Peachtree St',
      billingCity: 'Atlanta',
      billingPostcode: '30303',
    };
    const noState = await api('PUT', '/me/business', us, atlanta);
    expect(noState.statusCode).toBe(400);
    expect(Object.keys(noState.json().error.fields)).toEqual(['billingRegion']);
    const withState = await api('PUT', '/me/business', us, {
      ...atlanta,
      billingRegion: 'Georgia',
      importId: '12-3456789',
    });
    expect(withState.statusCode, withState.body).toBe(200);

    const ae = await buyer(t.app, { country: 'AE' });
    const dubai = {
      companyName: 'Gulf Marble Trading LLC',
      country: 'AE',
      billingAddress: 'Al Quoz 3',
      billingCity: 'Dubai',
      billingRegion: 'Dubai',
    };
    const postcode = await api('PUT', '/me/business', ae, { ...dubai, billingPostcode: '12345' });
    expect(Object.keys(postcode.json().error.fields)).toEqual(['billingPostcode']);
    expect((await api('PUT', '/me/business', ae, dubai)).statusCode).toBe(200);
  });

  it('the database itself refuses a GSTIN, an Indian state or a missing PIN on the wrong side of the border', async () => {
    const b = await buyer(t.app, { country: 'DE' });
    const db = t.app.deps.db;
    const row = {
      userId: b.userId,
      companyName: 'Nordstein Naturstein GmbH',
      country: 'DE',
      billingAddress: 'Am Sandtorkai 50',
      billingCity: 'Hamburg',
      billingPostcode: '20457',
    };
    await expect(db.insert(buyerBusinesses).values({ ...row, gstin: '29AAGCB7777Q1ZK' })).rejects.toThrow();
    await expect(db.insert(buyerBusinesses).values({ ...row, billingState: 'Karnataka' })).rejects.toThrow();
    await expect(
      db.insert(buyerBusinesses).values({ ...row, country: 'IN', billingState: 'Karnataka' }),
    ).rejects.toThrow();
    await db.insert(buyerBusinesses).values(row);
  });

  it('a quote request billed to the buyer abroad copies its address with postcode and country, and no billing state', async () => {
    const b = await buyer(t.app, { country: 'DE' });
    const v = await manufacturer(t.app);
    const [p] = await t.app.deps.db
      .insert(products)
      .values({ name: 'Kashmir White', pricePaise: 9_000, vendorId: v.vendorId, categoryId })
      .returning({ id: products.id });
    expect((await api('PUT', '/me/business', b, hamburg)).statusCode).toBe(200);
    const made = await api('POST', '/quote-requests', b, {
      customerName: 'Jonas Becker',
      mobileNumber: '9845012345',
      quantitySqft: 500,
      deliveryCity: 'Chennai',
      deliveryPin: '600001',
      materialQuality: 'Premium',
      productType: 'Slabs',
      productId: p!.id,
      useBusiness: true,
    });
    expect(made.statusCode, made.body).toBe(201);
    const [row] = await t.app.deps.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.id, made.json().requests[0].id));
    expect(row).toMatchObject({
      buyerCompany: 'Nordstein Naturstein GmbH',
      buyerGstin: null,
      billingAddress: 'Am Sandtorkai 50, Hamburg 20457, Germany',
      billingState: null,
    });
  });
});
