import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { GraniteImage } from '@granite/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, media } from '../../db/schema';
import { seedGraniteImages } from '../../seed/granite-images';
import { admin, buyer, nextIp } from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { multipart, solidImage } from '../../test/images';
import { AVIF_WIDTHS } from '../media/media.pipeline';

let t: TestApp;
let adminCookie: string;
let buyerCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = (await admin(t.app)).cookie;
  buyerCookie = (await buyer(t.app)).cookie;
}, 180_000);
afterAll(async () => t?.close());

const files = () => {
  try {
    return readdirSync(join(t.dataDir, 'media'));
  } catch {
    return [];
  }
};

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  cookie = adminCookie,
) {
  return t.app.inject({
    method,
    url,
    remoteAddress: nextIp(),
    headers: { cookie, origin: t.config.publicUrl },
    ...(body !== undefined ? { payload: body as object } : {}),
  });
}

async function uploadTo(id: number, bytes: Buffer, cookie = adminCookie) {
  const { payload, headers } = multipart(bytes, { filename: 'hero.jpg', contentType: 'image/jpeg' });
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/admin/granite-images/${id}/image`,
    payload,
    remoteAddress: nextIp(),
    headers: { ...headers, cookie, origin: t.config.publicUrl },
  });
}

describe(`granite images: hero carousel and 3D viewer textures (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('the demo seed stores hero images (16:9, >= 1200 px) and the five textures (>= 1024x1024) through the pipeline, once', async () => {
    expect(await seedGraniteImages(t.app.deps)).toBe(true);
    expect(await seedGraniteImages(t.app.deps)).toBe(false);
    const heroes = (await call('GET', '/api/v1/granite-images?category=hero', undefined, '')).json()
      .items as GraniteImage[];
    expect(heroes.length).toBeGreaterThanOrEqual(3);
    for (const h of heroes) {
      expect(h.image!.width).toBeGreaterThanOrEqual(1200);
      expect(h.image!.width / h.image!.height).toBeCloseTo(16 / 9, 2);
      expect(h.image!.variants.map((v) => v.width)).toEqual([320, 640, 768, 960, 1280, 1920]);
    }
    expect(heroes.map((h) => h.sortOrder)).toEqual([...heroes.keys()]);

    const textures = (await call('GET', '/api/v1/granite-images?category=3d-viewer', undefined, '')).json()
      .items as GraniteImage[];
    expect(textures.map((x) => x.name)).toEqual([
      'Black Galaxy',
      'Kashmir White',
      'Blue Pearl',
      'Tan Brown',
      'Steel Gray',
    ]);
    for (const x of textures) expect(x.image).toMatchObject({ width: 1024, height: 1024 });
    const file = await t.app.inject({ method: 'GET', url: textures[0]!.image!.url });
    expect(file.headers['content-type']).toBe('image/webp');
    expect((await sharp(file.rawPayload).metadata()).width).toBe(1024);
    // About 45 renditions (and the hero's AVIF twins): 100–120 s on a busy shared machine.
  }, 300_000);

  it("serves a phone the hero's 768 w rendition as AVIF when the browser takes it (the home page's LCP), WebP otherwise", async () => {
    const [hero] = (await call('GET', '/api/v1/granite-images?category=hero', undefined, '')).json()
      .items as GraniteImage[];
    const url = hero!.image!.variants.find((v) => v.width === 768)!.url;
    const get = (path: string, accept?: string) =>
      t.app.inject({ method: 'GET', url: path, headers: accept ? { accept } : {} });

    const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    const avif = await get(url, chrome);
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers.vary).toBe('accept');
    expect(avif.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(avif.rawPayload).metadata()).toMatchObject({ format: 'heif', width: 768 });

    const webp = await get(url, 'image/webp,*/*');
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers.vary).toBe('accept');
    expect((await sharp(webp.rawPayload).metadata()).width).toBe(768);
    expect((await get(url, 'image/avif;q=0,image/webp')).headers['content-type']).toBe('image/webp');
    // About half the WebP's bytes, and within the storefront's 60 KB goal for the LCP image.
    expect(avif.rawPayload.length).toBeLessThan(webp.rawPayload.length * 0.7);
    expect(avif.rawPayload.length).toBeLessThan(60 * 1024);

    // The twin by its own name; none for a width or a kind without one.
    const named = await get(url.replace(/\.webp$/, '.avif'));
    expect(named.headers['content-type']).toBe('image/avif');
    const wide = hero!.image!.variants.find((v) => v.width === 1280)!.url;
    expect((await get(wide.replace(/\.webp$/, '.avif'))).statusCode).toBe(404);
    const narrow = hero!.image!.variants.find((v) => v.width === 640)!.url;
    expect((await get(narrow, chrome)).headers['content-type']).toBe('image/webp');
    const wideAnswer = await get(wide, chrome);
    expect(wideAnswer.headers['content-type']).toBe('image/webp');
    expect(wideAnswer.headers.vary).toBeUndefined();
    const [texture] = (await call('GET', '/api/v1/granite-images?category=3d-viewer', undefined, '')).json()
      .items as GraniteImage[];
    const textureUrl = texture!.image!.variants.find((v) => v.width === 768)!.url;
    expect((await get(textureUrl, chrome)).headers['content-type']).toBe('image/webp');
    expect((await get(textureUrl.replace(/\.webp$/, '.avif'))).statusCode).toBe(404);
  });

  it('only admins list all, add, edit, replace, reorder and delete (401 signed out, 403 buyer)', async () => {
    for (const [cookie, status] of [
      ['', 401],
      [buyerCookie, 403],
    ] as const) {
      expect(
        (await call('GET', '/api/v1/admin/granite-images?category=hero', undefined, cookie)).statusCode,
      ).toBe(status);
      expect((await call('POST', '/api/v1/admin/granite-images', {}, cookie)).statusCode).toBe(status);
      expect((await call('PATCH', '/api/v1/admin/granite-images/1', { name: 'x' }, cookie)).statusCode).toBe(
        status,
      );
      expect((await call('DELETE', '/api/v1/admin/granite-images/1', undefined, cookie)).statusCode).toBe(
        status,
      );
      expect((await uploadTo(1, await solidImage('jpeg', 1600, 900), cookie)).statusCode).toBe(status);
    }
  });

  it("adds 'New Hero Image' (Mixed, sort order = count), edits it, replaces its image, reorders and deletes it with its files", async () => {
    const before = (await call('GET', '/api/v1/admin/granite-images?category=hero')).json()
      .items as GraniteImage[];
    const added = await call('POST', '/api/v1/admin/granite-images', {});
    expect(added.statusCode).toBe(201);
    const slot = added.json() as GraniteImage;
    expect(slot).toMatchObject({
      name: 'New Hero Image',
      color: 'Mixed',
      category: 'hero',
      sortOrder: before.length,
      image: null,
      isActive: true,
    });

    const edited = await call('PATCH', `/api/v1/admin/granite-images/${slot.id}`, {
      name: 'Steel Grey Facade',
      description: 'Flamed finish for exteriors',
      color: 'Gray',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Steel Grey Facade', color: 'Gray' });
    expect(
      (await call('PATCH', `/api/v1/admin/granite-images/${slot.id}`, { color: 'Purple' })).statusCode,
    ).toBe(400);
    expect(
      (await call('PATCH', `/api/v1/admin/granite-images/${slot.id}`, { isAdmin: true })).statusCode,
    ).toBe(400);

    const small = await uploadTo(slot.id, await solidImage('jpeg', 1000, 563));
    expect(small.statusCode).toBe(400);
    expect(small.json().error.message).toMatch(/at least 1200px wide/);

    const filesBefore = files().length;
    const first = await uploadTo(slot.id, await solidImage('jpeg', 1600, 900));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().graniteImage.image.width).toBe(1600);
    const second = await uploadTo(slot.id, await solidImage('png', 1600, 900, { r: 120, g: 120, b: 130 }));
    expect(second.statusCode).toBe(200);
    // The replaced image's files are gone: only the new renditions were added.
    // (each rendition's WebP, and the AVIF twins of the phone widths: AVIF_WIDTHS)
    expect(files().length).toBe(filesBefore + second.json().image.variants.length + AVIF_WIDTHS.hero!.length);

    const publicList = (await call('GET', '/api/v1/granite-images?category=hero', undefined, '')).json()
      .items;
    expect(publicList.at(-1)).toMatchObject({ id: slot.id, name: 'Steel Grey Facade' });

    const ids = [slot.id, ...before.map((b) => b.id)];
    const reordered = await call('PUT', '/api/v1/admin/granite-images/order', { category: 'hero', ids });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().items.map((i: GraniteImage) => i.id)).toEqual(ids);
    const partial = await call('PUT', '/api/v1/admin/granite-images/order', {
      category: 'hero',
      ids: [slot.id],
    });
    expect(partial.statusCode).toBe(400);

    const hidden = await call('PATCH', `/api/v1/admin/granite-images/${slot.id}`, { isActive: false });
    expect(hidden.statusCode).toBe(200);
    const visible = (await call('GET', '/api/v1/granite-images?category=hero', undefined, '')).json().items;
    expect(visible.map((i: GraniteImage) => i.id)).not.toContain(slot.id);

    const mediaBefore = (await t.app.deps.db.select().from(media)).length;
    expect((await call('DELETE', `/api/v1/admin/granite-images/${slot.id}`)).statusCode).toBe(204);
    expect((await t.app.deps.db.select().from(media)).length).toBe(mediaBefore - 1);
    expect(files().length).toBe(filesBefore);
    expect((await call('DELETE', `/api/v1/admin/granite-images/${slot.id}`)).statusCode).toBe(404);
  });

  it('textures: admins replace the image (>= 1024x1024); names stay, slots cannot be deleted', async () => {
    const textures = (await call('GET', '/api/v1/admin/granite-images?category=3d-viewer')).json()
      .items as GraniteImage[];
    const blackGalaxy = textures[0]!;
    const tooSmall = await uploadTo(blackGalaxy.id, await solidImage('jpeg', 1024, 900));
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json().error.message).toMatch(/at least 1024x1024px/);
    const replaced = await uploadTo(blackGalaxy.id, await solidImage('webp', 1200, 1200));
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().graniteImage).toMatchObject({ name: 'Black Galaxy', image: { width: 1200 } });
    expect((await call('DELETE', `/api/v1/admin/granite-images/${blackGalaxy.id}`)).statusCode).toBe(400);
    expect(
      (await call('PATCH', `/api/v1/admin/granite-images/${blackGalaxy.id}`, { name: 'X' })).statusCode,
    ).toBe(400);
    expect((await call('POST', '/api/v1/admin/granite-images', { category: '3d-viewer' })).statusCode).toBe(
      400,
    );
  });

  it('records every admin write in the activity log with who, which slot and the changed fields (D28)', async () => {
    const me = await admin(t.app);
    const slot = (await call('POST', '/api/v1/admin/granite-images', {}, me.cookie)).json() as GraniteImage;
    const entries = async () =>
      t.app.deps.db
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.entityType, 'granite_image'), eq(activityLog.entityId, String(slot.id))))
        .orderBy(asc(activityLog.createdAt), asc(activityLog.id));
    expect(
      (await call('PATCH', `/api/v1/admin/granite-images/${slot.id}`, { name: 'Kuppam Green' }, me.cookie))
        .statusCode,
    ).toBe(200);
    expect((await uploadTo(slot.id, await solidImage('jpeg', 1600, 900), me.cookie)).statusCode).toBe(200);
    const heroes = (
      await call('GET', '/api/v1/admin/granite-images?category=hero', undefined, me.cookie)
    ).json().items as GraniteImage[];
    const order = [slot.id, ...heroes.map((h) => h.id).filter((id) => id !== slot.id)];
    expect(
      (await call('PUT', '/api/v1/admin/granite-images/order', { category: 'hero', ids: order }, me.cookie))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('DELETE', `/api/v1/admin/granite-images/${slot.id}`, undefined, me.cookie)).statusCode,
    ).toBe(204);

    const log = await entries();
    expect(log.map((e) => e.action)).toEqual([
      'granite_image.create',
      'granite_image.update',
      'granite_image.replace_image',
      'granite_image.delete',
    ]);
    expect(log[1]!.changes).toEqual({ name: { before: 'New Hero Image', after: 'Kuppam Green' } });
    expect(Object.keys(log[2]!.changes as object)).toEqual(['mediaId']);
    expect(log[3]!.changes).toMatchObject({ name: { before: 'Kuppam Green', after: null } });
    const [reorder] = await t.app.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'granite_image.reorder'), eq(activityLog.entityId, 'hero')))
      .orderBy(desc(activityLog.createdAt), desc(activityLog.id));
    expect(reorder!.changes).toMatchObject({ order: { after: order } });
    for (const entry of [...log, reorder!]) {
      expect(entry.actorId).toBe(me.userId);
      // Which screen edits it: the hero carousel (Images tab) or the 3D viewer.
      expect(entry.metadata).toEqual({ category: 'hero' });
    }
  });
});
