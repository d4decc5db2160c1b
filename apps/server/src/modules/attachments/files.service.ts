// Files attached to a record (D45: the photo or PDF a buyer's answer to a disputed payment carries).
// The bytes decide what a file is, never its name or declared type: a photo (JPEG, PNG, WebP) is
// decoded, turned upright and re-encoded to WebP without its metadata (GPS and camera data dropped,
// ADR 005); a PDF must be one (header, end marker) and carry no script, launch action or embedded
// file. A quote's thread takes a photo or a video of the stone instead (MP4 or MOV, checked box by box
// and its location dropped: video.ts), and keeps a small copy of each photo for the thread. Anything
// else is a 400 naming `file`. A file is stored by its SHA-256 and kept only while a record shows it:
// the caller releases it when its own write fails, so nothing is left orphaned.
import { createHash } from 'node:crypto';
import { THREAD_FILE_LIMITS } from '@granite/shared';
import sharp from 'sharp';
import type { AppDeps } from '../../deps';
import type { Actor } from '../../lib/actor';
import { AppError, invalidData, notFound } from '../../lib/errors';
import { inspectImage, sniffFormat } from '../media/media.inspect';
import { assertPlainFileName, type ReadUpload } from '../media/media.service';
import {
  deleteFileRow,
  fileById,
  fileReferenceCount,
  filesByIds,
  insertFile,
  rowsWithKey,
  rowsWithPreviewKey,
} from './files.queries';
import { inspectVideo } from './video';

type Deps = Pick<AppDeps, 'db' | 'storage'>;

export const FILE_MESSAGES = {
  type: 'must be a photo (JPG, PNG or WebP) or a PDF',
  pdf: 'must be a PDF that opens: this one is damaged or carries scripts or attached files',
  required: 'Please attach a photo or a PDF of the payment (bank statement, transfer slip)',
  threadType: 'must be a photo (JPG, PNG or WebP) or a video (MP4 or MOV)',
  photoTooLarge: 'must be a photo of at most 10 MB',
  videoTooLarge: 'must be a video of at most 20 MB (about half a minute)',
  threadRequired: 'Please attach a photo or a video',
} as const;

export type StoredMimeType = 'image/webp' | 'application/pdf' | 'video/mp4' | 'video/quicktime';
/** A stored file as its owner record keeps it. */
export type StoredFile = { id: string; mimeType: StoredMimeType; bytes: number; hasPreview: boolean };

/** What a PDF must not carry: actions that run, open other files or hide files inside it. */
const PDF_ACTIVE = /\/(?:JavaScript|JS|Launch|EmbeddedFile|RichMedia|XFA)\b/;

/** True when the bytes are a whole PDF with nothing active in it. */
export function isPlainPdf(bytes: Buffer): boolean {
  if (bytes.length < 64 || bytes.subarray(0, 5).toString('latin1') !== '%PDF-') return false;
  if (
    !bytes
      .subarray(Math.max(0, bytes.length - 1024))
      .toString('latin1')
      .includes('%%EOF')
  )
    return false;
  return !PDF_ACTIVE.test(bytes.toString('latin1'));
}

/** A photo decoded, turned upright and re-encoded to WebP without its metadata (EXIF, GPS). */
async function reencodePhoto(bytes: Buffer, refused: string, width = 2400): Promise<Buffer> {
  try {
    await inspectImage(bytes);
  } catch (err) {
    if (err instanceof AppError) throw invalidData({ file: refused });
    throw err;
  }
  return sharp(bytes, { failOn: 'error' })
    .rotate()
    .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
}

type Normalised = { bytes: Buffer; mimeType: StoredMimeType; preview?: Buffer };

/** D45: a payment's evidence, a photo or a PDF. */
async function normaliseEvidence(bytes: Buffer): Promise<Normalised> {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') {
    if (!isPlainPdf(bytes)) throw invalidData({ file: FILE_MESSAGES.pdf });
    return { bytes, mimeType: 'application/pdf' };
  }
  const format = sniffFormat(bytes);
  if (!format || format === 'gif') throw invalidData({ file: FILE_MESSAGES.type });
  return { bytes: await reencodePhoto(bytes, FILE_MESSAGES.type), mimeType: 'image/webp' };
}

/** A quote's thread: a photo (with its 480 px copy) or a video, each within its size. */
async function normaliseThreadFile(bytes: Buffer): Promise<Normalised> {
  const format = sniffFormat(bytes);
  if (format && format !== 'gif') {
    if (bytes.length > THREAD_FILE_LIMITS.photoMaxBytes) throw tooLarge(FILE_MESSAGES.photoTooLarge);
    const photo = await reencodePhoto(bytes, FILE_MESSAGES.threadType);
    const preview = await reencodePhoto(photo, FILE_MESSAGES.threadType, 480);
    return { bytes: photo, mimeType: 'image/webp', preview };
  }
  const video = format ? null : inspectVideo(bytes);
  if (!video) throw invalidData({ file: FILE_MESSAGES.threadType });
  if (bytes.length > THREAD_FILE_LIMITS.videoMaxBytes) throw tooLarge(FILE_MESSAGES.videoTooLarge);
  return video;
}

const tooLarge = (message: string) =>
  new AppError('payload_too_large', `The file ${message}`, { file: message });

const EXTENSIONS: Record<StoredMimeType, string> = {
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
};
export const extensionOf = (mimeType: string) => EXTENSIONS[mimeType as StoredMimeType] ?? 'bin';

/**
 * Reads, checks and stores the one file of a request for its uploader; the caller attaches it.
 * `purpose` says what is accepted: a payment's evidence (photo or PDF, D45) or a quote thread's
 * photo or video (ADR 021).
 */
export async function storeFile(
  deps: Deps,
  actor: Actor,
  read: ReadUpload,
  purpose: 'evidence' | 'thread' = 'evidence',
): Promise<StoredFile> {
  const upload = await read();
  assertPlainFileName(upload.filename);
  if (!upload.bytes.length)
    throw invalidData({ file: purpose === 'thread' ? FILE_MESSAGES.threadRequired : FILE_MESSAGES.required });
  const file =
    purpose === 'thread' ? await normaliseThreadFile(upload.bytes) : await normaliseEvidence(upload.bytes);
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  const storageKey = `file-${sha256.slice(0, 40)}.${extensionOf(file.mimeType)}`;
  const previewKey = file.preview ? `file-${sha256.slice(0, 40)}-480.webp` : null;
  await deps.storage.put(storageKey, file.bytes, file.mimeType);
  if (previewKey && file.preview) await deps.storage.put(previewKey, file.preview, 'image/webp');
  try {
    const row = await insertFile(deps.db, {
      ownerUserId: actor.userId,
      mimeType: file.mimeType,
      bytes: file.bytes.length,
      sha256,
      storageKey,
      previewKey,
    });
    return { id: row.id, mimeType: file.mimeType, bytes: row.bytes, hasPreview: previewKey !== null };
  } catch (err) {
    if ((await rowsWithKey(deps.db, storageKey)) === 0) await deps.storage.delete(storageKey);
    if (previewKey && (await rowsWithPreviewKey(deps.db, previewKey)) === 0)
      await deps.storage.delete(previewKey);
    throw err;
  }
}

/**
 * Deletes a file once no record shows it: the row first, then the bytes unless another row keeps the
 * same ones (a row pointing at missing bytes is worse than bytes nobody points at).
 */
export async function releaseFile(deps: Deps, id: string | null | undefined): Promise<void> {
  if (!id) return;
  if ((await fileReferenceCount(deps.db, id)) > 0) return;
  const row = await deleteFileRow(deps.db, id);
  if (row && (await rowsWithKey(deps.db, row.storageKey)) === 0) await deps.storage.delete(row.storageKey);
  if (row?.previewKey && (await rowsWithPreviewKey(deps.db, row.previewKey)) === 0)
    await deps.storage.delete(row.previewKey);
}

/** The bytes of a file and their type from our own record; the owner module decides who may read. */
export async function readFile(
  deps: Deps,
  id: string,
  size: 'full' | 'preview' = 'full',
): Promise<{ bytes: Buffer; mimeType: string; sha256: string }> {
  const row = await fileById(deps.db, id);
  // A file without a small copy (a video, a PDF) answers the preview with itself.
  const key = size === 'preview' && row?.previewKey ? row.previewKey : row?.storageKey;
  const bytes = row && key ? await deps.storage.get(key) : null;
  if (!row || !bytes) throw notFound('File');
  return { bytes, mimeType: key === row.previewKey ? 'image/webp' : row.mimeType, sha256: row.sha256 };
}

/** What a record shows of its file. */
export async function fileInfo(deps: Pick<AppDeps, 'db'>, id: string | null): Promise<StoredFile | null> {
  if (!id) return null;
  const row = await fileById(deps.db, id);
  return row
    ? {
        id: row.id,
        mimeType: row.mimeType as StoredFile['mimeType'],
        bytes: row.bytes,
        hasPreview: row.previewKey !== null,
      }
    : null;
}

/** What the records of a list show of their files (a thread's messages), by id. */
export async function filesInfo(deps: Pick<AppDeps, 'db'>, ids: string[]): Promise<Map<string, StoredFile>> {
  const rows = await filesByIds(deps.db, [...new Set(ids)]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        mimeType: row.mimeType as StoredMimeType,
        bytes: row.bytes,
        hasPreview: row.previewKey !== null,
      },
    ]),
  );
}
