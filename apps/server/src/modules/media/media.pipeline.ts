import { createHash } from 'node:crypto';
import type { MediaKind } from '@granite/shared';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppDeps } from '../../app';
import { media } from '../../db/schema';

/** Responsive widths every image is stored at (never upscaled). */
export const MEDIA_WIDTHS = [320, 640, 1280, 1920] as const;
/** Decompression-bomb guard: refuse anything above 40 megapixels before decoding it. */
export const MAX_INPUT_PIXELS = 40_000_000;

export type StoredMedia = typeof media.$inferSelect;

export function mediaUrl(key: string): string {
  return `/media/${key}`;
}

/** The URL of the widest rendition, used where one URL is stored (product.image_url). */
export function largestUrl(row: StoredMedia): string {
  const last = row.variants[row.variants.length - 1]!;
  return mediaUrl(last.key);
}

/**
 * Decodes with sharp (the bytes decide the type), applies EXIF orientation, strips metadata and
 * re-encodes to WebP at each responsive width. Files are written before the row; if the row fails
 * the files are removed, so a failed ingest leaves nothing behind.
 */
export async function ingestImage(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  input: { bytes: Buffer; kind: MediaKind; ownerUserId?: string | null },
): Promise<StoredMedia> {
  const hash = createHash('sha256').update(input.bytes).digest('hex').slice(0, 32);
  const existing = await deps.db
    .select()
    .from(media)
    .where(and(eq(media.kind, input.kind), eq(media.hash, hash)))
    .limit(1);
  if (existing[0]) return existing[0];

  const base = sharp(input.bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const meta = await base.metadata();
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  const widths: number[] = MEDIA_WIDTHS.filter((w) => w < width);
  widths.push(Math.min(width, MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]!));
  const variants: StoredMedia['variants'] = [];
  const written: string[] = [];
  try {
    for (const w of [...new Set(widths)].sort((a, b) => a - b)) {
      const { data, info } = await base
        .clone()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      const key = `${hash}-${info.width}.webp`;
      await deps.storage.put(key, data, 'image/webp');
      written.push(key);
      variants.push({ width: info.width, height: info.height, key, bytes: info.size });
    }
    const [row] = await deps.db
      .insert(media)
      .values({
        kind: input.kind,
        hash,
        mimeType: 'image/webp',
        width,
        height,
        bytes: variants.reduce((n, v) => n + v.bytes, 0),
        variants,
        ownerUserId: input.ownerUserId ?? null,
      })
      .returning();
    return row!;
  } catch (err) {
    await Promise.all(written.map((key) => deps.storage.delete(key)));
    throw err;
  }
}
