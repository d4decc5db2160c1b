// Photos of lots and slabs (D32) through the media pipeline: EXIF orientation applied, metadata
// stripped, at most 8 bundle photos, a file that is not an image refused, bulk photos matched to
// slabs by file name with a report of the rest, and no image left behind by a refused write.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, products } from '../../db/schema';
import { call, manufacturer } from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { HTML_PAYLOAD, rotatedJpeg, solidImage } from '../../test/images';
import { seedMiniCatalogue } from '../../test/mini-catalogue';

/** multipart/form-data with several file parts, as a browser sends a multiple file input. */
function files(parts: { name: string; bytes: Buffer }[]) {
  const boundary = `----granite${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${part.name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      part.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe(`lot and slab photos (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof manufacturer>>;
  let other: Awaited<ReturnType<typeof manufacturer>>;
  let productId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const catalogue = await seedMiniCatalogue(t.app.deps.db);
    m = await manufacturer(t.app);
    other = await manufacturer(t.app);
    const [p] = await t.app.deps.db
      .insert(products)
      .values({
        name: 'Photo Test Slab',
        pricePaise: 25000,
        vendorId: m.vendorId,
        categoryId: catalogue.categoryIds.black,
      })
      .returning({ id: products.id });
    productId = p!.id;
  });
  afterAll(async () => t?.close());

  let block = 1;
  async function lotWithSlabs(count: number, blockNumber = `P${block++}`) {
    const lot = await call(t.app, 'POST', '/api/v1/vendor/lots', {
      cookie: m.cookie,
      body: {
        productId,
        blockNumber,
        thicknessMm: 20,
        finish: 'Polished',
        grade: 'First',
        yardCity: 'Ongole',
      },
    });
    expect(lot.statusCode, lot.body).toBe(201);
    const rows = Array.from({ length: count }, (_, i) => ({ sequence: i + 1, length: 3000, width: 1800 }));
    const res = await call(t.app, 'POST', `/api/v1/vendor/lots/${lot.json().id}/slabs`, {
      cookie: m.cookie,
      body: { rows },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  async function upload(url: string, parts: { name: string; bytes: Buffer }[], cookie = m.cookie) {
    const body = files(parts);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { origin: t.app.deps.config.publicUrl, cookie, ...body.headers },
      payload: body.payload,
    });
  }

  const mediaCount = async (kind: 'lot' | 'slab') =>
    (await t.app.deps.db.select({ id: media.id }).from(media).where(eq(media.kind, kind))).length;

  it('stores a bundle photo upright, as WebP without its metadata', async () => {
    const lot = await lotWithSlabs(1);
    const res = await upload(`/api/v1/vendor/lots/${lot.id}/photos`, [
      { name: 'bundle.jpg', bytes: await rotatedJpeg(800, 600) },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json().photos[0];
    // EXIF said "rotate 90°": the stored image is portrait.
    expect(photo.image).toMatchObject({ width: 600, height: 800 });
    const key = photo.image.url.replace('/media/', '');
    const stored = await t.app.deps.storage.get(key);
    const meta = await sharp(stored!).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation ?? 1).toBe(1);
    // Shown on the storefront with the lot.
    const shown = (await call(t.app, 'GET', `/api/v1/lots/${lot.id}`)).json();
    expect(shown.photos[0].id).toBe(photo.image.id);
  });

  it('keeps at most 8 bundle photos, refuses a file that is not an image, and leaves nothing behind', async () => {
    const lot = await lotWithSlabs(1);
    for (let i = 0; i < 8; i++) {
      const res = await upload(`/api/v1/vendor/lots/${lot.id}/photos`, [
        { name: `b${i}.png`, bytes: await solidImage('png', 400, 300, { r: 20 + i * 10, g: 30, b: 40 }) },
      ]);
      expect(res.statusCode, res.body).toBe(201);
    }
    const before = await mediaCount('lot');
    const ninth = await upload(`/api/v1/vendor/lots/${lot.id}/photos`, [
      { name: 'b9.png', bytes: await solidImage('png', 400, 300, { r: 200, g: 30, b: 40 }) },
    ]);
    expect(ninth.statusCode).toBe(409);
    expect(ninth.json().error.message).toContain('at most 8 photos');
    expect(await mediaCount('lot')).toBe(before);

    const other2 = await lotWithSlabs(1);
    const html = await upload(`/api/v1/vendor/lots/${other2.id}/photos`, [
      { name: 'x.jpg', bytes: HTML_PAYLOAD },
    ]);
    expect(html.statusCode).toBe(415);
    expect(html.json().error.message).toContain('valid image file');

    const detail = (await call(t.app, 'GET', `/api/v1/vendor/lots/${lot.id}`, { cookie: m.cookie })).json();
    const removed = await call(
      t.app,
      'DELETE',
      `/api/v1/vendor/lots/${lot.id}/photos/${detail.photos[0].id}`,
      {
        cookie: m.cookie,
      },
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json().photos).toHaveLength(7);
    expect(await mediaCount('lot')).toBe(before - 1);
    const theirs = await upload(
      `/api/v1/vendor/lots/${lot.id}/photos`,
      [{ name: 'a.png', bytes: await solidImage('png') }],
      other.cookie,
    );
    expect(theirs.statusCode).toBe(404);
  });

  it('two uploads racing for the eighth place make one photo; the refused one leaves no image behind', async () => {
    const lot = await lotWithSlabs(1);
    for (let i = 0; i < 7; i++) {
      const res = await upload(`/api/v1/vendor/lots/${lot.id}/photos`, [
        { name: `r${i}.png`, bytes: await solidImage('png', 320, 200, { r: 30, g: 20 + i * 10, b: 40 }) },
      ]);
      expect(res.statusCode).toBe(201);
    }
    const before = await mediaCount('lot');
    const [a, b] = await Promise.all(
      [1, 2].map(async (n) =>
        upload(`/api/v1/vendor/lots/${lot.id}/photos`, [
          {
            name: `race${n}.png`,
            bytes: await solidImage('png', 320, 200, { r: 30, g: 30, b: 100 + n * 20 }),
          },
        ]),
      ),
    );
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([201, 409]);
    expect(await mediaCount('lot')).toBe(before + 1);
  });

  it("sets a slab's photo and releases the one it replaces", async () => {
    const lot = await lotWithSlabs(1);
    const slabId = lot.slabs[0].id;
    const first = await upload(`/api/v1/vendor/slabs/${slabId}/photo`, [
      { name: 'one.png', bytes: await solidImage('png', 500, 300, { r: 90, g: 20, b: 20 }) },
    ]);
    expect(first.statusCode, first.body).toBe(201);
    const firstId = first.json().photo.id;
    const second = await upload(`/api/v1/vendor/slabs/${slabId}/photo`, [
      { name: 'two.png', bytes: await solidImage('png', 500, 300, { r: 20, g: 90, b: 20 }) },
    ]);
    expect(second.statusCode).toBe(201);
    expect(second.json().photo.id).not.toBe(firstId);
    expect(await t.app.deps.db.select().from(media).where(eq(media.id, firstId))).toEqual([]);
    const theirs = await upload(
      `/api/v1/vendor/slabs/${slabId}/photo`,
      [{ name: 'a.png', bytes: await solidImage('png') }],
      other.cookie,
    );
    expect(theirs.statusCode).toBe(404);
  });

  it('matches bulk photos to slabs by file name and reports the files it could not place', async () => {
    const lot = await lotWithSlabs(3, 'B114');
    const img = (r: number) => solidImage('jpeg', 600, 400, { r, g: 40, b: 40 });
    const res = await upload('/api/v1/vendor/slab-photos', [
      { name: 'B114-01.jpg', bytes: await img(10) },
      { name: 'b114_2.jpeg', bytes: await img(20) },
      { name: 'B114-09.jpg', bytes: await img(30) },
      { name: 'holiday.jpg', bytes: await img(40) },
      { name: 'B114-03.jpg', bytes: HTML_PAYLOAD },
      { name: 'B114 1.jpg', bytes: await img(50) },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report.matched).toEqual([
      { fileName: 'B114-01.jpg', slabId: lot.slabs[0].id, blockNumber: 'B114', sequence: 1 },
      { fileName: 'b114_2.jpeg', slabId: lot.slabs[1].id, blockNumber: 'B114', sequence: 2 },
    ]);
    const reasons = Object.fromEntries(
      report.unmatched.map((u: { fileName: string; reason: string }) => [u.fileName, u.reason]),
    );
    expect(reasons['B114-09.jpg']).toBe('No slab 9 in block B114 in your stock');
    expect(reasons['holiday.jpg']).toContain('like B114-07.jpg');
    expect(reasons['B114-03.jpg']).toContain('valid image file');
    expect(reasons['B114 1.jpg']).toContain('already the photo of slab B114-01');
    const slabsNow = (await call(t.app, 'GET', `/api/v1/vendor/lots/${lot.id}`, { cookie: m.cookie })).json()
      .slabs;
    expect(slabsNow.map((s: { photo: unknown }) => s.photo !== null)).toEqual([true, true, false]);
    // Another manufacturer's upload never reaches these slabs.
    const theirs = await upload(
      '/api/v1/vendor/slab-photos',
      [{ name: 'B114-03.jpg', bytes: await img(60) }],
      other.cookie,
    );
    expect(theirs.json().matched).toEqual([]);
  });
});
