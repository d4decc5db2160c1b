// The byte ceiling of phone renditions (media.pipeline: PHONE_BYTE_CEILING): a phone width that
// comes out too heavy at its normal quality is encoded again at lower ones; everything else is
// encoded exactly as before.
import type { MediaKind } from '@granite/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import {
  AVIF_OPTIONS,
  ingestImage,
  PHONE_BYTE_CEILING,
  PHONE_RETRY_QUALITIES,
  type StoredMedia,
  webpQuality,
} from './media.pipeline';

/** A deterministic pseudo-random generator (mulberry32): the same seed draws the same noise. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), a | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const byte = (n: number) => Math.max(0, Math.min(255, Math.round(n)));

/**
 * A PNG of seeded noise around a warm grey, `amplitude` levels wide: fine grain, as in a granite
 * close-up. `perChannel` draws each channel on its own (colour noise), else one draw for all three.
 */
async function noise(
  width: number,
  height: number,
  amplitude: number,
  { seed = 7, perChannel = false } = {},
): Promise<Buffer> {
  const next = prng(seed);
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 3) {
    const n = (next() - 0.5) * amplitude;
    raw[i] = byte(128 + (perChannel ? (next() - 0.5) * amplitude : n));
    raw[i + 1] = byte(120 + (perChannel ? (next() - 0.5) * amplitude : n));
    raw[i + 2] = byte(112 + (perChannel ? (next() - 0.5) * amplitude : n));
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A smooth left-to-right gradient: far under the ceiling at any quality. */
async function smooth(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = byte(60 + (140 * x) / width);
      raw[i + 1] = byte(50 + (100 * y) / height);
      raw[i + 2] = 90;
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** The input resized to `width` and encoded once at `quality`, as the pipeline encodes one try. */
const webpAt = (input: Buffer, width: number, quality: number) =>
  sharp(input).rotate().resize({ width, withoutEnlargement: true }).webp({ quality }).toBuffer();
const avifAt = (input: Buffer, width: number, quality: number) =>
  sharp(input)
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .avif({ ...AVIF_OPTIONS, quality })
    .toBuffer();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const ingest = (bytes: Buffer, kind: MediaKind) => ingestImage(t.app.deps, { bytes, kind });
/** The stored file of the rendition `width` wide, WebP or its AVIF twin. */
const file = async (row: StoredMedia, width: number, format: 'webp' | 'avif' = 'webp') => {
  const variant = row.variants.find((v) => v.width === width);
  if (!variant) throw new Error(`no ${width} w rendition`);
  const body = await t.app.deps.storage.get(variant.key.replace(/\.webp$/, `.${format}`));
  if (!body) throw new Error(`no file for ${variant.key} (${format})`);
  return body;
};

describe(`phone renditions within a byte ceiling (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('a fine-grained image too heavy at the phone quality is stored at the first lower quality that fits', async () => {
    const input = await noise(1200, 800, 60);
    const usual = await webpAt(input, 768, webpQuality(768));
    // The precondition: at the normal phone quality this image's 768 w is above the ceiling.
    expect(usual.length).toBeGreaterThan(PHONE_BYTE_CEILING);

    const row = await ingest(input, 'product');
    const stored = await file(row, 768);
    expect(stored.length).toBeLessThanOrEqual(PHONE_BYTE_CEILING);
    // Exactly the encode at the highest retry quality that fits: no lower than it needs.
    const tries = await Promise.all(PHONE_RETRY_QUALITIES.webp.map((q) => webpAt(input, 768, q)));
    const fits = tries.findIndex((b) => b.length <= PHONE_BYTE_CEILING);
    expect(fits).toBeGreaterThanOrEqual(0);
    expect(stored.equals(tries[fits]!)).toBe(true);
    expect(row.variants.find((v) => v.width === 768)!.bytes).toBe(stored.length);

    // The narrower phone widths fit at their usual quality, and the wider ones are not phone widths:
    // both are stored as they always were, however heavy (the 1200 w is above the ceiling).
    for (const width of [320, 640, 960, 1200]) {
      const expected = await webpAt(input, width, webpQuality(width));
      expect((await file(row, width)).equals(expected), `${width} w`).toBe(true);
    }
    expect((await file(row, 1200)).length).toBeGreaterThan(PHONE_BYTE_CEILING);

    // Deterministic: the same pixels stored again (under another kind) give the same bytes.
    const again = await ingest(input, 'slab');
    expect((await file(again, 768)).equals(stored)).toBe(true);
  });

  it('a smooth image keeps the normal phone quality', async () => {
    const input = await smooth(1280, 720);
    const row = await ingest(input, 'product');
    const stored = await file(row, 768);
    expect(stored.equals(await webpAt(input, 768, 72))).toBe(true);
    expect((await file(row, 960)).equals(await webpAt(input, 960, 80))).toBe(true);
  });

  it("a hero's AVIF at a phone width fits too; a WebP that never fits stops at the floor", async () => {
    // Colour noise over the whole range: AVIF's 768 w is above the ceiling at its usual quality,
    // WebP's even at the lowest quality tried.
    const input = await noise(1280, 720, 255, { seed: 11, perChannel: true });
    expect((await avifAt(input, 768, AVIF_OPTIONS.quality)).length).toBeGreaterThan(PHONE_BYTE_CEILING);

    const row = await ingest(input, 'hero');
    const avif = await file(row, 768, 'avif');
    expect(avif.length).toBeLessThanOrEqual(PHONE_BYTE_CEILING);
    const tries = await Promise.all(PHONE_RETRY_QUALITIES.avif.map((q) => avifAt(input, 768, q)));
    expect(avif.equals(tries.find((b) => b.length <= PHONE_BYTE_CEILING)!)).toBe(true);

    const floor = PHONE_RETRY_QUALITIES.webp[PHONE_RETRY_QUALITIES.webp.length - 1]!;
    const webp = await file(row, 768);
    expect(webp.equals(await webpAt(input, 768, floor))).toBe(true);
    expect(webp.length).toBeGreaterThan(PHONE_BYTE_CEILING);

    // The 960 w AVIF is no phone width: its usual quality, above the ceiling or not.
    expect((await file(row, 960, 'avif')).equals(await avifAt(input, 960, AVIF_OPTIONS.quality))).toBe(true);
  });
});
