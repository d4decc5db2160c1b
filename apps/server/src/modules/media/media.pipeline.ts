import { createHash } from 'node:crypto';
import { IMAGE_MIN_SIZE, type ImageRef, type MediaKind, type UploadKind } from '@granite/shared';
import sharp from 'sharp';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/errors';
import { inspectImage, MAX_INPUT_PIXELS } from './media.inspect';
import { insertMediaRow, mediaByKindAndHash, type StoredMedia } from './media.queries';

export type { StoredMedia };
export { MAX_INPUT_PIXELS };

/**
 * Responsive widths every image is stored at (never upscaled). 768 is for phones: Chromium takes
 * the narrowest candidate of a srcset whose density reaches the screen's, and a full-width image on
 * a 412 px phone at 1.75x (Lighthouse's Moto G Power) needs 721 device pixels, so without it that
 * phone loads the 960 (a card, 380 px wide: 665); 960 serves phone cards at 2x density.
 */
export const MEDIA_WIDTHS = [320, 640, 768, 960, 1280, 1920] as const;

/**
 * Widths also stored as AVIF, per kind: the hero image is the largest paint of the home page on a
 * phone (its LCP), a detailed full-width photo where AVIF is about half of WebP's bytes at the same
 * look (768 w: about 40 KB instead of 80 KB). Only the widths phones pick (768 at 412 px and 1.75x,
 * 960 at 2x), and only the hero: AVIF costs about 0.5 s of CPU per rendition at effort 2 (several
 * seconds at sharp's default effort 4 for 1 % fewer bytes).
 * GET /media/:key answers a WebP key with its AVIF twin when the browser accepts AVIF.
 */
export const AVIF_WIDTHS: Partial<Record<MediaKind, readonly number[]>> = { hero: [768, 960] };

/** The widest rendition a phone picks (see MEDIA_WIDTHS): widths up to it are phone widths. */
export const PHONE_MAX_WIDTH = 768;

/** WebP quality by width: phone widths (up to 768) a little more compressed. */
export function webpQuality(width: number): number {
  return width <= PHONE_MAX_WIDTH ? 72 : 80;
}
export const AVIF_OPTIONS = { quality: 50, effort: 2 } as const;

/**
 * Byte ceiling of a phone rendition. The storefront's goal is an LCP image of at most 60 KB in the
 * rendition a phone picks (bench/README.md "Storefront pages", ADR 011: the 768 w one on
 * Lighthouse's Moto G Power); 56 KB leaves room below it. Most photos are far under it at the normal
 * qualities, but a texture of fine grain (a granite close-up) compresses poorly: at WebP 72 the 768 w
 * of a demo product's granite came to 70 KB. A phone rendition above the ceiling is encoded again at each of
 * PHONE_RETRY_QUALITIES in turn until it fits; the last is the floor, kept even if still above.
 */
export const PHONE_BYTE_CEILING = 56 * 1024;
/** The lower qualities tried, in order, for a phone rendition above PHONE_BYTE_CEILING. */
export const PHONE_RETRY_QUALITIES = {
  webp: [64, 56, 48],
  avif: [44, 38, 32],
} as const satisfies Record<'webp' | 'avif', readonly number[]>;

/**
 * The rendition at `quality`, or, when it is a phone width and comes out above PHONE_BYTE_CEILING,
 * at the first of `lower` that fits (the last of them if none does). Each try is a fresh encode of
 * the same pixels, so the result depends only on the image and the width: deterministic.
 */
async function encodeWithinCeiling<T extends { data: Buffer }>(
  width: number,
  quality: number,
  lower: readonly number[],
  encode: (quality: number) => Promise<T>,
): Promise<T> {
  let out = await encode(quality);
  if (width > PHONE_MAX_WIDTH) return out;
  for (const q of lower) {
    if (out.data.length <= PHONE_BYTE_CEILING) break;
    if (q < quality) out = await encode(q);
  }
  return out;
}

/** The AVIF file of a WebP rendition's key, when the kind stores one at that width. */
export function avifKeyOf(
  kind: MediaKind | string,
  variant: { width: number; key: string },
): string | undefined {
  return AVIF_WIDTHS[kind as MediaKind]?.includes(variant.width)
    ? variant.key.replace(/\.webp$/, '.avif')
    : undefined;
}

export function mediaUrl(key: string): string {
  return `/media/${key}`;
}

/**
 * An image as the API answers it: widest rendition first-class, every rendition for srcset. Needs only
 * the id and the variants, so a query joining `media` can select just those two columns.
 */
export function toImageRef(row: Pick<StoredMedia, 'id' | 'variants'>): ImageRef {
  const widest = row.variants[row.variants.length - 1]!;
  return {
    id: row.id,
    url: mediaUrl(widest.key),
    width: widest.width,
    height: widest.height,
    variants: row.variants.map((v) => ({ width: v.width, url: mediaUrl(v.key) })),
  };
}

/** The file names of a stored image (its WebP renditions and their AVIF twins), for deletion. */
export function mediaKeys(row: Pick<StoredMedia, 'variants' | 'kind'>): string[] {
  return row.variants.flatMap((v) => {
    const avif = avifKeyOf(row.kind, v);
    return avif ? [v.key, avif] : [v.key];
  });
}

/** Minimum sizes of admin spec 9 (hero 1200 px wide, 3D textures 1024x1024). */
export function assertMinimumSize(kind: MediaKind, width: number, height: number): void {
  const rule = IMAGE_MIN_SIZE[kind as UploadKind];
  if (rule && (width < rule.width || (rule.height !== undefined && height < rule.height))) {
    throw new AppError('invalid_data', `${rule.message}; this one is ${width}x${height}px`);
  }
}

/** The URL of the widest rendition, used where one URL is stored (product.image_url). */
export function largestUrl(row: StoredMedia): string {
  const last = row.variants[row.variants.length - 1]!;
  return mediaUrl(last.key);
}

/**
 * Checks the bytes (media.inspect: type by signature and decode, pixel limit, no polyglots) and the
 * kind's minimum size, then applies EXIF orientation, strips metadata and re-encodes to WebP at each
 * responsive width (phone widths within PHONE_BYTE_CEILING): the uploaded bytes themselves are never
 * stored. Files are named by a hash of
 * kind + bytes and written before the row; if anything fails the files are removed, so a failed
 * ingest leaves no row and no file. The same bytes uploaded twice for one kind share one row.
 */
export async function ingestImage(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  input: { bytes: Buffer; kind: MediaKind; ownerUserId?: string | null },
): Promise<StoredMedia> {
  const inspected = await inspectImage(input.bytes);
  assertMinimumSize(input.kind, inspected.width, inspected.height);
  // The kind is part of the hash so two kinds never share (and never delete) each other's files.
  const hash = createHash('sha256')
    .update(input.kind)
    .update('\0')
    .update(input.bytes)
    .digest('hex')
    .slice(0, 32);
  const existing = await mediaByKindAndHash(deps.db, input.kind, hash);
  if (existing) return existing;

  const base = sharp(input.bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const { width, height } = inspected;
  const widths: number[] = MEDIA_WIDTHS.filter((w) => w < width);
  widths.push(Math.min(width, MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]!));
  const variants: StoredMedia['variants'] = [];
  const written: string[] = [];
  try {
    for (const w of [...new Set(widths)].sort((a, b) => a - b)) {
      // Phone widths are what slow connections download most: a little more compression, and a
      // byte ceiling (PHONE_BYTE_CEILING).
      const { data, info } = await encodeWithinCeiling(
        w,
        webpQuality(w),
        PHONE_RETRY_QUALITIES.webp,
        (quality) =>
          base
            .clone()
            .resize({ width: w, withoutEnlargement: true })
            .webp({ quality })
            .toBuffer({ resolveWithObject: true }),
      );
      const key = `${hash}-${info.width}.webp`;
      written.push(key); // before the write: a half-written file is removed too
      await deps.storage.put(key, data, 'image/webp');
      const variant = { width: info.width, height: info.height, key, bytes: info.size };
      const avifKey = avifKeyOf(input.kind, variant);
      if (avifKey) {
        const avif = await encodeWithinCeiling(
          w,
          AVIF_OPTIONS.quality,
          PHONE_RETRY_QUALITIES.avif,
          async (quality) => ({
            data: await base
              .clone()
              .resize({ width: w, withoutEnlargement: true })
              .avif({ ...AVIF_OPTIONS, quality })
              .toBuffer(),
          }),
        );
        written.push(avifKey);
        await deps.storage.put(avifKey, avif.data, 'image/avif');
      }
      variants.push(variant);
    }
    const row = await insertMediaRow(deps.db, {
      kind: input.kind,
      hash,
      mimeType: 'image/webp',
      width,
      height,
      bytes: variants.reduce((n, v) => n + v.bytes, 0),
      variants,
      ownerUserId: input.ownerUserId ?? null,
    });
    if (row) return row;
    // The same bytes were stored concurrently: the files are identical and now theirs, keep them.
    written.length = 0;
    const raced = await mediaByKindAndHash(deps.db, input.kind, hash);
    if (!raced) throw new Error('media row vanished after a conflicting insert');
    return raced;
  } catch (err) {
    await Promise.all(written.map((key) => deps.storage.delete(key)));
    throw err;
  }
}
