// D49: the slab passport page (public, unguessable, no price, no buyer, English and Hindi, forged
// addresses 404 and a walk through them is stopped) and the labels that carry its QR code.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, slabs } from '../../db/schema';
import { buyer, call, manufacturer } from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { multipart, solidImage } from '../../test/images';
import { decodeQr, pdfPages, pdfText, sheetCodes } from '../../test/labels';
import { seedMiniCatalogue } from '../../test/mini-catalogue';

describe(`slab passports and labels (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof manufacturer>>;
  let other: Awaited<ReturnType<typeof manufacturer>>;
  let lotId: number;
  let otherLotId: number;
  let tokens: string[];
  let slabIds: number[];

  const lotOf = async (cookie: string, productId: number, blockNumber: string) => {
    const lot = await call(t.app, 'POST', '/api/v1/vendor/lots', {
      cookie,
      body: {
        productId,
        blockNumber,
        lotNumber: 'L2',
        thicknessMm: 18,
        finish: 'Polished',
        grade: 'First',
        yardCity: 'Ongole',
      },
    });
    expect(lot.statusCode, lot.body).toBe(201);
    const rows = await call(t.app, 'POST', `/api/v1/vendor/lots/${lot.json().id}/slabs`, {
      cookie,
      body: {
        rows: [
          { sequence: 7, length: 2896, width: 1575, defects: 'Hairline crack near the top edge' },
          { sequence: 8, length: 3050, width: 1830 },
          { sequence: 9, length: 3000, width: 1800 },
        ],
      },
    });
    expect(rows.statusCode, rows.body).toBe(201);
    return lot.json().id as number;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const catalogue = await seedMiniCatalogue(t.app.deps.db);
    m = await manufacturer(t.app);
    other = await manufacturer(t.app);
    const [p, q] = await t.app.deps.db
      .insert(products)
      .values([
        {
          name: 'Passport Absolute Black',
          pricePaise: 987_65,
          vendorId: m.vendorId,
          categoryId: catalogue.categoryIds.black,
        },
        {
          name: 'Other Maker Black',
          pricePaise: 25000,
          vendorId: other.vendorId,
          categoryId: catalogue.categoryIds.black,
        },
      ])
      .returning({ id: products.id });
    lotId = await lotOf(m.cookie, p!.id, 'B114');
    otherLotId = await lotOf(other.cookie, q!.id, 'Z900');
    const upload = multipart(await solidImage('jpeg', 1200, 900));
    const photo = await t.app.inject({
      method: 'POST',
      url: `/api/v1/vendor/lots/${lotId}/photos`,
      payload: upload.payload,
      headers: { ...upload.headers, cookie: m.cookie, origin: t.app.deps.config.publicUrl },
    });
    expect(photo.statusCode, photo.body).toBe(201);
    const rows = await t.app.deps.db
      .select({ id: slabs.id, token: slabs.passportToken })
      .from(slabs)
      .where(eq(slabs.lotId, lotId))
      .orderBy(slabs.sequence);
    tokens = rows.map((r) => r.token);
    slabIds = rows.map((r) => r.id);
  });
  afterAll(async () => t?.close());

  it('gives every slab its own random 32-character passport token, not its id', () => {
    expect(new Set(tokens).size).toBe(3);
    for (const token of tokens) expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(slabIds.map(String)).not.toContain(tokens[0]);
  });

  it('shows the slab’s passport to anyone: block, number, sizes in mm and feet-inches, thickness, finish, grade, defects, lot and bundle photo; no price, no buyer', async () => {
    const res = await call(t.app, 'GET', `/slab/${tokens[0]}`, { ip: '10.9.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    for (const text of [
      'B114-07',
      'Passport Absolute Black',
      '2896 × 1575 mm',
      `9'6" × 5'2"`,
      '18 mm',
      'Polished',
      'First',
      'Hairline crack near the top edge',
      'L2',
      'Ongole',
      'Bundle photos',
    ]) {
      expect(html).toContain(text.replaceAll('"', '&quot;').replaceAll("'", '&#39;'));
    }
    expect(html).toMatch(/<img[^>]+src="\/media\//);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/₹|987/);
    const hindi = await call(t.app, 'GET', `/hi/slab/${tokens[0]}`, { ip: '10.9.0.1' });
    expect(hindi.statusCode).toBe(200);
    expect(hindi.body).toContain('<html lang="hi">');
    for (const text of ['स्लैब पासपोर्ट', 'मोटाई', '18 मिमी', 'पॉलिश्ड', 'कमियां', 'बंडल की फ़ोटो'])
      expect(hindi.body).toContain(text);
  });

  it('answers a forged, guessed or id-shaped address with one and the same 404, and stops an address that walks through them', async () => {
    const ip = '10.9.0.2';
    const forged = tokens[0]!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    const answers = await Promise.all(
      [forged, String(slabIds[0]), 'x'.repeat(32), `${tokens[0]}0`].map((token) =>
        call(t.app, 'GET', `/slab/${token}`, { ip }),
      ),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(answers[0]!.body);
      expect(res.body).not.toContain('B114');
    }
    for (let i = 0; i < 16; i++) await call(t.app, 'GET', `/slab/${'0'.repeat(31)}${i.toString(16)}`, { ip });
    // The twentieth miss used up this address's allowance: even a real token now answers 429.
    const stopped = await call(t.app, 'GET', `/slab/${tokens[1]}`, { ip });
    expect(stopped.statusCode).toBe(429);
    expect(stopped.headers['retry-after']).toBeDefined();
    expect(stopped.body).not.toContain('B114');
    expect((await call(t.app, 'GET', `/slab/${tokens[1]}`, { ip: '10.9.0.3' })).statusCode).toBe(200);
  });

  it('prints a lot’s labels on A4 sheets: block and slab number in large type and a QR code that opens each passport', async () => {
    const res = await call(t.app, 'GET', `/api/v1/vendor/lots/${lotId}/labels`, { cookie: m.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    const text = pdfText(pdf);
    for (const s of ['B114', '07', '08', '09', 'Passport Absolute Black', '2896 × 1575 mm'])
      expect(text).toContain(s);
    const pages = pdfPages(pdf);
    expect(pages).toHaveLength(1);
    const codes = await sheetCodes(pages[0]!);
    expect(codes).toEqual(tokens.map((token) => `${t.app.deps.config.publicUrl}/slab/${token}`));
  });

  it('prints chosen slabs one label a page for a label printer', async () => {
    const res = await call(
      t.app,
      'GET',
      `/api/v1/vendor/slab-labels?slabs=${slabIds[2]},${slabIds[0]}&format=label`,
      {
        cookie: m.cookie,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const pages = pdfPages(res.rawPayload, 200);
    expect(pages).toHaveLength(2);
    const codes = await Promise.all(pages.map(decodeQr));
    expect(codes).toEqual(
      [tokens[0], tokens[2]].map((token) => `${t.app.deps.config.publicUrl}/slab/${token}`),
    );
  });

  it('refuses labels of another manufacturer’s lot or slab (404), a buyer (403) and a bad selection (400 naming it)', async () => {
    const b = await buyer(t.app);
    const [otherSlab] = await t.app.deps.db
      .select({ id: slabs.id })
      .from(slabs)
      .where(eq(slabs.lotId, otherLotId));
    expect(
      (await call(t.app, 'GET', `/api/v1/vendor/lots/${otherLotId}/labels`, { cookie: m.cookie })).statusCode,
    ).toBe(404);
    expect(
      (
        await call(t.app, 'GET', `/api/v1/vendor/slab-labels?slabs=${slabIds[0]},${otherSlab!.id}`, {
          cookie: m.cookie,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, 'GET', `/api/v1/vendor/lots/${lotId}/labels`, { cookie: b.cookie })).statusCode,
    ).toBe(403);
    const bad = await call(t.app, 'GET', '/api/v1/vendor/slab-labels?slabs=1;2&format=roll', {
      cookie: m.cookie,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['format', 'slabs']);
  });
});
