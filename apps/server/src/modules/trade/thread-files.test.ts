// ADR 021 on the server: a photo or a video of the stone in a quote's thread, from either side. A photo
// is re-encoded to WebP without its EXIF and GPS, with a 480 px copy for the thread; a video is checked
// box by box (MP4, MOV) and its location boxes emptied; anything else is a 400 naming `file`, a long
// text a 400 naming `body`, a file too large a 413, and nothing is kept when the message is refused.
// Only the request's buyer, its manufacturer and admins read the file; a player may ask byte ranges.
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentFiles, quoteMessages, quoteRequests } from '../../db/schema';
import { admin, call, nextIp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { multipart, solidImage } from '../../test/images';
import { type OrderParties, orderParties } from '../../test/orders';

let t: TestApp;
let p: OrderParties;
let anAdmin: Awaited<ReturnType<typeof admin>>;
beforeAll(async () => {
  t = await createTestApp();
  p = await orderParties(t.app);
  anAdmin = await admin(t.app);
});
afterAll(async () => t?.close());

const LOCATION = '+12.9716+077.5946/';

/** A JPEG as a phone takes it: EXIF with the camera and the GPS position of the yard. */
async function phonePhoto(): Promise<Buffer> {
  return sharp(await solidImage('jpeg', 1600, 1200))
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Yard Cam 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '12/1 58/1 17/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '77/1 35/1 40/1',
      },
    })
    .jpeg()
    .toBuffer();
}

const box = (type: string, ...children: Buffer[]): Buffer => {
  const body = Buffer.concat(children);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};

/**
 * An ISO base media file as a phone writes one: `ftyp`, the movie's description with the place it
 * was recorded (`udta` ©xyz, and a track's own `udta`), then the media data. `brand` 'qt  ' is an
 * iPhone's MOV, 'isom' an Android MP4.
 */
function phoneVideo(brand = 'qt  ', mediaBytes = 4096): Buffer {
  const ftyp = box('ftyp', Buffer.from(`${brand}\0\0\0\0isomqt  `, 'latin1'));
  const mvhd = box('mvhd', Buffer.alloc(100));
  const xyz = box('\xa9xyz', Buffer.from(`\0\x12\x15\xc7${LOCATION}`, 'latin1'));
  const udta = box('udta', xyz);
  const trak = box('trak', box('tkhd', Buffer.alloc(84)), box('udta', box('name', Buffer.from('Yard 3'))));
  const moov = box('moov', mvhd, trak, udta);
  const mdat = box('mdat', Buffer.alloc(mediaBytes, 7));
  return Buffer.concat([ftyp, moov, mdat]);
}

function send(
  requestId: number,
  file: Buffer,
  cookie: string,
  options: { body?: string; filename?: string; contentType?: string; field?: string } = {},
) {
  const form = multipart(file, {
    fields: options.body === undefined ? {} : { body: options.body },
    filename: options.filename ?? 'slab.jpg',
    contentType: options.contentType ?? 'image/jpeg',
    field: options.field,
  });
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/quote-requests/${requestId}/messages/files`,
    remoteAddress: nextIp(),
    headers: { origin: t.app.deps.config.publicUrl, cookie, ...form.headers },
    payload: form.payload,
  });
}

/** An accepted quote's order (D17: the manufacturer is a party to the request once it was forwarded). */
async function accepted() {
  const o = await p.order();
  await t.app.deps.db
    .update(quoteRequests)
    .set({ forwardedAt: new Date(o.createdAt.getTime() - 86_400_000) })
    .where(eq(quoteRequests.id, o.quoteRequestId));
  return o;
}

const read = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    remoteAddress: nextIp(),
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });

const fileCount = async () =>
  Number((await t.app.deps.db.select({ n: count() }).from(attachmentFiles))[0]!.n);
const messageCount = async (requestId: number) =>
  Number(
    (
      await t.app.deps.db
        .select({ n: count() })
        .from(quoteMessages)
        .where(eq(quoteMessages.quoteRequestId, requestId))
    )[0]!.n,
  );

describe('photos and videos in a quote thread (ADR 021)', () => {
  it('a buyer sends a photo with a text; the manufacturer sees it small and large, without EXIF or GPS', async () => {
    const o = await accepted();
    const sent = await send(o.quoteRequestId, await phonePhoto(), p.b.cookie, {
      body: 'The slab from block B-114, under the shed light',
    });
    expect(sent.statusCode, sent.body).toBe(201);

    const thread = (
      await call(t.app, 'GET', `/api/v1/quote-requests/${o.quoteRequestId}/messages`, { cookie: p.m.cookie })
    ).json();
    const message = thread.messages.at(-1);
    expect(message).toMatchObject({
      senderRole: 'buyer',
      mine: false,
      body: 'The slab from block B-114, under the shed light',
      file: { kind: 'photo', mimeType: 'image/webp' },
    });
    expect(message.file.previewUrl).toBe(`${message.file.url}?size=preview`);

    const large = await read(message.file.url, p.m.cookie);
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-type']).toBe('image/webp');
    expect(large.headers['x-content-type-options']).toBe('nosniff');
    expect(large.headers['content-disposition']).toMatch(
      /^attachment; filename="quote-\d+-message-\d+\.webp"$/,
    );
    expect(large.headers['cache-control']).toMatch(/no-store/);
    const meta = await sharp(large.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    expect(meta.exif).toBeUndefined();
    expect(large.rawPayload.includes(Buffer.from('Yard Cam 9'))).toBe(false);

    const small = await read(message.file.previewUrl, p.m.cookie);
    expect(small.statusCode).toBe(200);
    const smallMeta = await sharp(small.rawPayload).metadata();
    expect(smallMeta).toMatchObject({ format: 'webp', width: 480, height: 360 });

    // The manufacturer is told, in the bell, that a photo came.
    const bell = await call(t.app, 'GET', '/api/v1/me/notifications', { cookie: p.m.cookie });
    expect(bell.statusCode, bell.body).toBe(200);
    expect(JSON.stringify(bell.json())).toContain(
      'Sent a photo: The slab from block B-114, under the shed light',
    );
  });

  it('a manufacturer sends a video; the buyer plays it, asked in ranges, with the location dropped', async () => {
    const o = await accepted();
    const video = phoneVideo();
    expect(video.includes(Buffer.from(LOCATION))).toBe(true);
    const sent = await send(o.quoteRequestId, video, p.m.cookie, {
      filename: 'IMG_0412.MOV',
      contentType: 'video/quicktime',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const mine = sent.json().messages.at(-1);
    expect(mine).toMatchObject({
      mine: true,
      body: '',
      file: { kind: 'video', mimeType: 'video/quicktime' },
    });
    expect(mine.file.previewUrl).toBeNull();

    const thread = (
      await call(t.app, 'GET', `/api/v1/quote-requests/${o.quoteRequestId}/messages`, { cookie: p.b.cookie })
    ).json();
    const url = thread.messages.at(-1).file.url;
    const whole = await read(url, p.b.cookie);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/quicktime');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.length).toBe(video.length);
    expect(whole.rawPayload.includes(Buffer.from(LOCATION))).toBe(false);
    expect(whole.rawPayload.includes(Buffer.from('Yard 3'))).toBe(false);
    // The boxes keep their places: the media data is where it was.
    expect(whole.rawPayload.subarray(-4096).equals(video.subarray(-4096))).toBe(true);

    const part = await read(url, p.b.cookie, { range: 'bytes=0-99' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${video.length}`);
    expect(part.rawPayload.length).toBe(100);
    const tail = await read(url, p.b.cookie, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(-10))).toBe(true);
    expect((await read(url, p.b.cookie, { range: `bytes=${video.length}-` })).statusCode).toBe(416);

    // An Android MP4 is a video too.
    const mp4 = await send(o.quoteRequestId, phoneVideo('isom'), p.b.cookie, { contentType: 'video/mp4' });
    expect(mp4.statusCode, mp4.body).toBe(201);
    expect(mp4.json().messages.at(-1).file.mimeType).toBe('video/mp4');
  });

  it('the file is read by the two sides and admins only', async () => {
    const o = await accepted();
    const sent = await send(o.quoteRequestId, await solidImage('png', 600, 400), p.b.cookie, {
      contentType: 'image/png',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const url = sent.json().messages.at(-1).file.url as string;
    expect((await read(url, p.b.cookie)).statusCode).toBe(200);
    expect((await read(url, p.m.cookie)).statusCode).toBe(200);
    expect((await read(url, anAdmin.cookie)).statusCode).toBe(200);
    expect((await read(url, p.b2.cookie)).statusCode).toBe(404);
    expect((await read(url, p.other.cookie)).statusCode).toBe(404);
    expect((await read(url)).statusCode).toBe(401);
    // A message of another thread is not this thread's file.
    const other = await accepted();
    expect(
      (await read(url.replace(`/${o.quoteRequestId}/`, `/${other.quoteRequestId}/`), p.b.cookie)).statusCode,
    ).toBe(404);
    // The admin's view of the thread shows the file as written.
    const adminView = await call(t.app, 'GET', `/api/v1/admin/quote-requests/${o.quoteRequestId}`, {
      cookie: anAdmin.cookie,
    });
    expect(adminView.statusCode, adminView.body).toBe(200);
    expect(adminView.json().messages.at(-1).file).toMatchObject({ kind: 'photo', url });
  });

  it('refuses what is not a photo or a video, too large a file and too long a text, and keeps nothing', async () => {
    const o = await accepted();
    const before = { files: await fileCount(), messages: await messageCount(o.quoteRequestId) };
    const html = await send(
      o.quoteRequestId,
      Buffer.from('<html><script>alert(1)</script></html>'),
      p.b.cookie,
      {
        filename: 'slab.jpg',
      },
    );
    expect(html.statusCode).toBe(400);
    expect(html.json().error.fields).toEqual({
      file: 'must be a photo (JPG, PNG or WebP) or a video (MP4 or MOV)',
    });
    const pdf = await send(o.quoteRequestId, Buffer.from('%PDF-1.4\n%%EOF\n'.padEnd(200, ' ')), p.b.cookie);
    expect(pdf.json().error.fields).toHaveProperty('file');
    const gif = await send(o.quoteRequestId, await solidImage('gif', 40, 40), p.b.cookie);
    expect(gif.statusCode).toBe(400);
    // An HEIC still is in the same container as a video, but it is not one.
    expect((await send(o.quoteRequestId, phoneVideo('heic'), p.b.cookie)).statusCode).toBe(400);
    // Boxes that do not tile the file: a cut-off video.
    expect((await send(o.quoteRequestId, phoneVideo().subarray(0, 300), p.b.cookie)).statusCode).toBe(400);
    const long = await send(o.quoteRequestId, await solidImage('jpeg', 200, 200), p.b.cookie, {
      body: 'x'.repeat(2001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ body: 'must be at most 2,000 characters' });
    const nothing = await send(o.quoteRequestId, Buffer.alloc(0), p.b.cookie);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error.fields).toEqual({ file: 'Please attach a photo or a video' });
    const big = await send(o.quoteRequestId, phoneVideo('isom', 20 * 1024 * 1024), p.b.cookie);
    expect(big.statusCode).toBe(413);
    expect(big.json().error.fields).toHaveProperty('file');
    expect({ files: await fileCount(), messages: await messageCount(o.quoteRequestId) }).toEqual(before);
  });

  it('refuses a file while the thread is closed, keeps nothing, and masks the text before acceptance (D30)', async () => {
    const o = await accepted();
    const files = await fileCount();
    await t.app.deps.db
      .update(quoteRequests)
      .set({ status: 'pending' })
      .where(eq(quoteRequests.id, o.quoteRequestId));
    const early = await send(o.quoteRequestId, await solidImage('jpeg', 200, 200), p.b.cookie);
    expect(early.statusCode).toBe(409);
    expect(await fileCount()).toBe(files);

    await t.app.deps.db
      .update(quoteRequests)
      .set({ status: 'forwarded' })
      .where(eq(quoteRequests.id, o.quoteRequestId));
    const sent = await send(o.quoteRequestId, await solidImage('jpeg', 200, 200), p.b.cookie, {
      body: 'Call me on 98450 12345 for the lot',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const seen = (
      await call(t.app, 'GET', `/api/v1/quote-requests/${o.quoteRequestId}/messages`, { cookie: p.m.cookie })
    ).json();
    expect(seen.messages.at(-1).body).toBe('Call me on [phone number hidden] for the lot');
    expect(seen.messages.at(-1).file.kind).toBe('photo');
  });
});
