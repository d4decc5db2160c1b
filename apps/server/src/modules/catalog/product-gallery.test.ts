// Galleries on the public side: the product page answers the manufacturer's gallery in order.
import type { StoreProductDetail } from '@granite/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogChanged } from '../../lib/catalog-events';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { solidImage } from '../../test/images';
import { seedMiniCatalogue } from '../../test/mini-catalogue';
import { ingestImage, largestUrl } from '../media/media.pipeline';

let t: TestApp;
let ids: number[];
beforeAll(async () => {
  t = await createTestApp();
  ids = (await seedMiniCatalogue(t.app.deps.db)).productIds;
});
afterAll(async () => t?.close());

const detail = async (id: number): Promise<StoreProductDetail> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/products/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const write = async (statement: ReturnType<typeof sql>) => {
  await t.app.deps.db.execute(statement);
  catalogChanged(t.app.deps);
};
const stored = (r: number, g: number, b: number) =>
  solidImage('png', 800, 600, { r, g, b }).then((bytes) =>
    ingestImage(t.app.deps, { bytes, kind: 'product' }),
  );

describe(`product page gallery (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('answers the stored images in position order, the main one first and equal to `image`', async () => {
    const [main, second, third] = [
      await stored(10, 10, 10),
      await stored(90, 60, 30),
      await stored(30, 90, 60),
    ];
    const id = ids[0]!;
    // Inserted out of order: the answer follows `position`, not insertion.
    await write(sql`insert into product_images (product_id, media_id, image_url, position) values
      (${id}, ${third!.id}, ${largestUrl(third!)}, 2),
      (${id}, ${main!.id}, ${largestUrl(main!)}, 0),
      (${id}, ${second!.id}, ${largestUrl(second!)}, 1)`);
    await write(sql`update products set image_media_id = ${main!.id}, image_url = ${largestUrl(main!)}
      where id = ${id}`);

    const product = await detail(id);
    expect(product.gallery.map((g) => g.id)).toEqual([main!.id, second!.id, third!.id]);
    expect(product.gallery[0]).toEqual(product.image);
    for (const image of product.gallery) {
      expect(image.variants.map((v) => v.width)).toEqual([320, 640, 768, 800]);
      expect(image.url).toMatch(/^\/media\//);
      expect([image.width, image.height]).toEqual([800, 600]);
    }
  });

  it('leaves out an image whose media is gone', async () => {
    const id = ids[1]!;
    const [kept] = [await stored(200, 200, 200)];
    await write(sql`insert into product_images (product_id, media_id, image_url, position) values
      (${id}, ${kept!.id}, ${largestUrl(kept!)}, 0), (${id}, null, '/media/gone.webp', 1)`);
    await write(sql`update products set image_media_id = ${kept!.id}, image_url = ${largestUrl(kept!)}
      where id = ${id}`);
    expect((await detail(id)).gallery.map((g) => g.id)).toEqual([kept!.id]);
  });

  it('shows the one stored image of a product saved before galleries, and nothing without one', async () => {
    const image = await stored(120, 20, 20);
    const legacy = ids[2]!;
    await write(sql`update products set image_media_id = ${image.id}, image_url = ${largestUrl(image)}
      where id = ${legacy}`);
    const product = await detail(legacy);
    expect(product.gallery).toEqual([product.image]);
    expect(product.gallery[0]?.id).toBe(image.id);

    const bare = await detail(ids[3]!);
    expect(bare.image).toBeNull();
    expect(bare.gallery).toEqual([]);
  });
});
