import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { IMAGE_MESSAGES } from '@granite/shared';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, media, products, vendors } from '../../db/schema';
import { admin, manufacturer, nextIp } from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import {
  decompressionBomb,
  HTML_PAYLOAD,
  multipart,
  rotatedJpeg,
  SVG_WITH_SCRIPT,
  solidImage,
} from '../../test/images';
import { type S3TestServer, startS3TestServer } from '../../test/s3-server';
import { avifKeyOf, webpQuality } from './media.pipeline';
import { acceptsAvif } from './media.service';
import { createS3Storage } from './storage';

const db = onPostgres ? 'PostgreSQL' : 'PGlite';

describe.each(['local', 's3'] as const)(`media uploads, %s storage (${db})`, (backend) => {
  let t: TestApp;
  let s3: S3TestServer | undefined;
  let adminCookie: string;
  let manufacturerUser: Awaited<ReturnType<typeof manufacturer>>;
  let ownProductId: number;
  let otherProductId: number;
  let otherManufacturerId: number;

  beforeAll(async () => {
    if (backend === 's3') s3 = await startS3TestServer();
    t = await createTestApp(
      {},
      s3
        ? {
            S3_ENDPOINT: s3.endpoint,
            S3_BUCKET: s3.bucket,
            S3_REGION: s3.region,
            S3_ACCESS_KEY_ID: s3.accessKeyId,
            S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
          }
        : {},
    );
    expect(t.app.deps.storage.kind).toBe(backend);
    adminCookie = (await admin(t.app)).cookie;
    manufacturerUser = await manufacturer(t.app);
    const [category] = await t.app.deps.db
      .insert(categories)
      .values({ name: 'Black Granite', description: 'Dark stones' })
      .returning();
    const [other] = await t.app.deps.db
      .insert(vendors)
      .values({ businessName: 'Other Stones', ownerName: 'Someone Else', email: 'other@example.com' })
      .returning();
    otherManufacturerId = other!.id;
    const inserted = await t.app.deps.db
      .insert(products)
      .values([
        {
          name: 'Own Slab',
          pricePaise: 12_000,
          vendorId: manufacturerUser.vendorId,
          categoryId: category!.id,
        },
        { name: 'Their Slab', pricePaise: 13_000, vendorId: other!.id, categoryId: category!.id },
      ])
      .returning({ id: products.id });
    ownProductId = inserted[0]!.id;
    otherProductId = inserted[1]!.id;
  }, 180_000);

  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  /** What storage holds: files under DATA_DIR/media, or objects in the S3 bucket. */
  function storedKeys(): string[] {
    if (s3) return [...s3.objects.keys()].sort();
    try {
      return readdirSync(join(t.dataDir, 'media')).sort();
    } catch {
      return [];
    }
  }
  const mediaRows = () => t.app.deps.db.select().from(media);

  async function upload(
    url: string,
    bytes: Buffer,
    options: { cookie?: string; filename?: string; contentType?: string; method?: 'POST' | 'PUT' } = {},
  ) {
    const { payload, headers } = multipart(bytes, options);
    return t.app.inject({
      method: options.method ?? 'POST',
      url,
      payload,
      remoteAddress: nextIp(),
      headers: {
        ...headers,
        origin: t.config.publicUrl,
        ...(options.cookie !== undefined ? { cookie: options.cookie } : { cookie: adminCookie }),
      },
    });
  }

  async function expectNothingStored() {
    expect(await mediaRows()).toEqual([]);
    expect(storedKeys()).toEqual([]);
  }

  async function removeAll() {
    for (const row of await mediaRows()) {
      await t.app.deps.db
        .update(products)
        .set({ imageMediaId: null })
        .where(eq(products.imageMediaId, row.id));
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/media/${row.id}`,
        headers: { cookie: adminCookie, origin: t.config.publicUrl },
      });
      expect(res.statusCode).toBe(204);
    }
    await expectNothingStored();
  }

  for (const format of ['jpeg', 'png', 'webp', 'gif'] as const) {
    it(`accepts a ${format.toUpperCase()}, stores WebP renditions named by hash, serves them safely`, async () => {
      const bytes = await solidImage(format, 800, 600);
      const res = await upload('/api/v1/media?kind=product', bytes, {
        filename: `slab.${format}`,
        contentType: 'application/octet-stream', // the declared type is ignored
      });
      expect(res.statusCode, res.body).toBe(201);
      const { image } = res.json();
      expect(image).toMatchObject({ width: 800, height: 600 });
      expect(image.variants.map((v: { width: number }) => v.width)).toEqual([320, 640, 768, 800]);
      expect(image.url).toMatch(/^\/media\/[a-f0-9]{32}-800\.webp$/);

      const [row] = await mediaRows();
      expect(row).toMatchObject({ kind: 'product', mimeType: 'image/webp', width: 800, height: 600 });
      expect(row!.ownerUserId).not.toBeNull();
      expect(storedKeys()).toEqual(row!.variants.map((v) => v.key).sort());

      const file = await t.app.inject({ method: 'GET', url: image.url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 800, height: 600 });
      expect(meta.exif).toBeUndefined();

      await removeAll();
    });
  }

  it('applies EXIF orientation and strips the metadata', async () => {
    const res = await upload('/api/v1/media?kind=product', await rotatedJpeg(800, 600));
    expect(res.statusCode, res.body).toBe(201);
    const { image } = res.json();
    expect(image).toMatchObject({ width: 600, height: 800 });
    const file = await t.app.inject({ method: 'GET', url: image.url });
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ width: 600, height: 800 });
    expect(meta.orientation).toBeUndefined();
    await removeAll();
  });

  it('the same image uploaded twice is stored once', async () => {
    const bytes = await solidImage('png', 700, 500);
    const a = (await upload('/api/v1/media?kind=product', bytes)).json();
    const b = (await upload('/api/v1/media?kind=product', bytes)).json();
    expect(a.image.id).toBe(b.image.id);
    expect(await mediaRows()).toHaveLength(1);
    await removeAll();
  });

  describe('bad input is refused with a clear message and nothing is stored', () => {
    it('a 6 MB file: refused while streaming', async () => {
      const big = Buffer.concat([await solidImage('png', 64, 64), Buffer.alloc(6 * 1024 * 1024, 1)]);
      const res = await upload('/api/v1/media?kind=product', big);
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toMatchObject({ code: 'payload_too_large', message: IMAGE_MESSAGES.tooLarge });
      await expectNothingStored();
    });

    it('a 4.9 MB PNG that expands to 50,000 x 50,000 pixels: refused by the pixel limit', async () => {
      const bomb = await decompressionBomb();
      expect(bomb.length).toBeGreaterThan(4.8 * 1024 * 1024);
      expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
      const started = Date.now();
      const res = await upload('/api/v1/media?kind=product', bomb);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/50000x50000.*at most 40 megapixels/);
      expect(Date.now() - started).toBeLessThan(5_000); // refused from the header, not decoded
      await expectNothingStored();
    }, 60_000);

    it('an SVG with a script, renamed .png', async () => {
      const res = await upload('/api/v1/media?kind=product', SVG_WITH_SCRIPT, {
        filename: 'slab.png',
        contentType: 'image/png',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().error).toMatchObject({
        code: 'unsupported_media_type',
        message: IMAGE_MESSAGES.invalidType,
      });
      await expectNothingStored();
    });

    it('HTML sent as an image', async () => {
      const res = await upload('/api/v1/media?kind=product', HTML_PAYLOAD, { filename: 'slab.gif' });
      expect(res.statusCode).toBe(415);
      await expectNothingStored();
    });

    it('a PNG with HTML appended (a polyglot): refused, although re-encoding would defuse it', async () => {
      const png = await solidImage('png', 800, 600);
      // sharp alone decodes this happily: the refusal is ours, not the decoder's.
      expect((await sharp(Buffer.concat([png, HTML_PAYLOAD])).metadata()).format).toBe('png');
      const res = await upload('/api/v1/media?kind=product', Buffer.concat([png, HTML_PAYLOAD]));
      expect(res.statusCode).toBe(415);
      expect(res.json().error.message).toBe(IMAGE_MESSAGES.invalidType);
      await expectNothingStored();
    });

    it('a JPEG with a script appended after its end marker', async () => {
      const jpeg = await solidImage('jpeg', 800, 600);
      const res = await upload('/api/v1/media?kind=product', Buffer.concat([jpeg, HTML_PAYLOAD]));
      expect(res.statusCode).toBe(415);
      await expectNothingStored();
    });

    it('a truncated JPEG', async () => {
      const jpeg = await solidImage('jpeg', 800, 600);
      const res = await upload('/api/v1/media?kind=product', jpeg.subarray(0, Math.floor(jpeg.length * 0.6)));
      expect(res.statusCode).toBe(415);
      expect(res.json().error.message).toBe(IMAGE_MESSAGES.invalidType);
      await expectNothingStored();
    });

    it('a zero-byte file', async () => {
      const res = await upload('/api/v1/media?kind=product', Buffer.alloc(0));
      expect(res.statusCode).toBe(415);
      expect(res.json().error.message).toBe(IMAGE_MESSAGES.invalidType);
      await expectNothingStored();
    });

    it("'../../etc/passwd' as the file name", async () => {
      const res = await upload('/api/v1/media?kind=product', await solidImage('png'), {
        filename: '../../etc/passwd',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('The file name must be a plain name without a folder path');
      await expectNothingStored();
    });

    it('a request without a file, and one that is not multipart', async () => {
      const empty = await t.app.inject({
        method: 'POST',
        url: '/api/v1/media?kind=product',
        headers: { cookie: adminCookie, origin: t.config.publicUrl, 'content-type': 'application/json' },
        payload: { file: 'x' },
      });
      expect(empty.statusCode).toBe(415);
      await expectNothingStored();
    });

    it('a signed-out upload', async () => {
      const res = await upload('/api/v1/media?kind=product', await solidImage('png'), { cookie: '' });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('unauthorized');
      const put = await upload(`/api/v1/products/${ownProductId}/image`, await solidImage('png'), {
        cookie: '',
        method: 'PUT',
      });
      expect(put.statusCode).toBe(401);
      await expectNothingStored();
    });

    it("a vendor uploading for another vendor's product or logo, or a hero image", async () => {
      const res = await upload(`/api/v1/products/${otherProductId}/image`, await solidImage('png'), {
        cookie: manufacturerUser.cookie,
        method: 'PUT',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('You can only change images of your own products');
      const logo = await upload(`/api/v1/vendors/${otherManufacturerId}/logo`, await solidImage('png'), {
        cookie: manufacturerUser.cookie,
        method: 'PUT',
      });
      expect(logo.statusCode).toBe(403);
      const hero = await upload('/api/v1/media?kind=hero', await solidImage('png', 1600, 900), {
        cookie: manufacturerUser.cookie,
      });
      expect(hero.statusCode).toBe(403);
      await expectNothingStored();
    });

    it('a hero narrower than 1200 px and a texture smaller than 1024 x 1024', async () => {
      const hero = await upload('/api/v1/media?kind=hero', await solidImage('jpeg', 1100, 619));
      expect(hero.statusCode).toBe(400);
      expect(hero.json().error.message).toMatch(/at least 1200px wide.*1100x619px/);
      const texture = await upload('/api/v1/media?kind=texture', await solidImage('jpeg', 1200, 1000));
      expect(texture.statusCode).toBe(400);
      expect(texture.json().error.message).toMatch(/at least 1024x1024px/);
      await expectNothingStored();
    });
  });

  it('a failure while storing the files leaves no row and no file', async () => {
    const storage = t.app.deps.storage;
    const originalPut = storage.put.bind(storage);
    let calls = 0;
    // Third rendition fails (disk full, bucket unreachable): the first two must be removed again.
    (storage as { put: typeof storage.put }).put = async (key, body, type) => {
      if (++calls === 3) throw new Error('disk full');
      return originalPut(key, body, type);
    };
    try {
      const res = await upload('/api/v1/media?kind=product', await solidImage('png', 1400, 1000));
      expect(res.statusCode).toBe(500);
      expect(res.json().error.message).not.toMatch(/disk full/);
    } finally {
      (storage as { put: typeof storage.put }).put = originalPut;
    }
    await expectNothingStored();
  });

  it('a vendor replaces the image of their own product; the old image and its files are deleted', async () => {
    const first = await upload(`/api/v1/products/${ownProductId}/image`, await solidImage('png', 900, 675), {
      cookie: manufacturerUser.cookie,
      method: 'PUT',
    });
    expect(first.statusCode, first.body).toBe(200);
    const firstKeys = storedKeys();
    const [p1] = await t.app.deps.db.select().from(products).where(eq(products.id, ownProductId));
    expect(p1!.imageMediaId).toBe(first.json().image.id);
    expect(p1!.imageUrl).toBe(first.json().image.url);

    const second = await upload(
      `/api/v1/products/${ownProductId}/image`,
      await solidImage('webp', 900, 675, { r: 200, g: 190, b: 180 }),
      { cookie: manufacturerUser.cookie, method: 'PUT' },
    );
    expect(second.statusCode).toBe(200);
    const rows = await mediaRows();
    expect(rows.map((r) => r.id)).toEqual([second.json().image.id]);
    expect(storedKeys().some((k) => firstKeys.includes(k))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: first.json().image.url })).statusCode).toBe(404);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/products/${ownProductId}/image`,
      headers: { cookie: manufacturerUser.cookie, origin: t.config.publicUrl },
    });
    expect(removed.statusCode).toBe(204);
    await expectNothingStored();
  });

  it('a vendor sets their own logo; an admin sets any; an image in use cannot be deleted directly', async () => {
    const own = await upload(
      `/api/v1/vendors/${manufacturerUser.vendorId}/logo`,
      await solidImage('png', 200, 200),
      {
        cookie: manufacturerUser.cookie,
        method: 'PUT',
      },
    );
    expect(own.statusCode, own.body).toBe(200);
    const inUse = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/media/${own.json().image.id}`,
      headers: { cookie: adminCookie, origin: t.config.publicUrl },
    });
    expect(inUse.statusCode).toBe(409);
    const byAdmin = await upload(
      `/api/v1/vendors/${otherManufacturerId}/logo`,
      await solidImage('gif', 200, 200),
      {
        method: 'PUT',
      },
    );
    expect(byAdmin.statusCode).toBe(200);
    for (const id of [manufacturerUser.vendorId, otherManufacturerId]) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/vendors/${id}/logo`,
        headers: { cookie: adminCookie, origin: t.config.publicUrl },
      });
      expect(res.statusCode).toBe(204);
    }
    await expectNothingStored();
  });

  it('an unknown or malformed media key is a 404', async () => {
    for (const url of [
      '/media/../../etc/passwd',
      '/media/%2e%2e%2fetc%2fpasswd',
      `/media/${'a'.repeat(32)}-320.webp`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  if (backend === 's3') {
    it('S3: objects carry our content type and caching; a wrong secret is refused by the server', async () => {
      const res = await upload('/api/v1/media?kind=product', await solidImage('jpeg', 640, 480));
      const key = res.json().image.url.replace('/media/', '');
      expect(s3!.objects.get(key)).toMatchObject({
        contentType: 'image/webp',
        cacheControl: 'public, max-age=31536000, immutable',
      });
      expect(s3!.log).toContain(`PUT ${key}`);
      const wrong = createS3Storage({
        endpoint: s3!.endpoint,
        bucket: s3!.bucket,
        region: s3!.region,
        accessKeyId: s3!.accessKeyId,
        secretAccessKey: 'not-the-secret',
      });
      await expect(wrong.get(key)).rejects.toThrow();
      await removeAll();
      expect(await t.app.deps.storage.has(key)).toBe(false);
    });
  }

  if (backend === 's3') {
    it('S3 unreachable mid-upload (connections dropped after two renditions): no row, no object', async () => {
      s3!.faults.putsBeforeFailure = 2;
      try {
        const res = await upload('/api/v1/media?kind=product', await solidImage('png', 1400, 1000));
        expect(res.statusCode).toBeGreaterThanOrEqual(500);
        expect(res.json().error.code).toMatch(/internal|unavailable/);
        expect(s3!.log.filter((l) => l.startsWith('PUT ')).length).toBeGreaterThanOrEqual(3);
      } finally {
        s3!.faults.putsBeforeFailure = undefined;
      }
      await expectNothingStored();
      expect([...s3!.objects.keys()]).toEqual([]);
      // The bucket is back: the same upload now works.
      const again = await upload('/api/v1/media?kind=product', await solidImage('png', 1400, 1000));
      expect(again.statusCode, again.body).toBe(201);
      await removeAll();
    });
  }

  it('counts nothing left over', async () => {
    const rows = await t.app.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from media`);
    expect(rows.rows[0]!.n).toBe(0);
  });
});

describe('AVIF for the browsers that take it', () => {
  it('reads Accept as browsers send it for images, q=0 refusing', () => {
    expect(acceptsAvif('image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8')).toBe(true);
    expect(acceptsAvif('image/webp, IMAGE/AVIF;q=0.9')).toBe(true);
    expect(acceptsAvif('image/webp,image/*,*/*;q=0.8')).toBe(false);
    expect(acceptsAvif('image/avif;q=0, image/webp')).toBe(false);
    expect(acceptsAvif('image/avif-sequence')).toBe(false);
    expect(acceptsAvif(undefined)).toBe(false);
  });

  it('stores hero images at the phone widths as AVIF too, nothing else', () => {
    const v = (width: number) => ({ width, key: `${'a'.repeat(32)}-${width}.webp` });
    expect(avifKeyOf('hero', v(768))).toBe(`${'a'.repeat(32)}-768.avif`);
    expect(avifKeyOf('hero', v(960))).toBe(`${'a'.repeat(32)}-960.avif`);
    expect(avifKeyOf('hero', v(640))).toBeUndefined();
    expect(avifKeyOf('hero', v(1280))).toBeUndefined();
    expect(avifKeyOf('product', v(768))).toBeUndefined();
    expect(webpQuality(768)).toBe(72);
    expect(webpQuality(960)).toBe(80);
  });
});
