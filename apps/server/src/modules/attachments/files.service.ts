// Files attached to a record (D45: the photo or PDF a buyer's answer to a disputed payment carries).
// The bytes decide what a file is, never its name or declared type: a photo (JPEG, PNG, WebP) is
// decoded, turned upright and re-encoded to WebP without its metadata (GPS and camera data dropped,
// ADR 005); a PDF must be one (header, end marker) and carry no script, launch action or embedded
// file. Anything else is a 400 naming `file`. A file is stored by its SHA-256 and kept only while a
// record shows it: the caller releases it when its own write fails, so nothing is left orphaned.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { AppDeps } from '../../deps';
import type { Actor } from '../../lib/actor';
import { AppError, invalidData, notFound } from '../../lib/errors';
import { inspectImage, sniffFormat } from '../media/media.inspect';
import { assertPlainFileName, type ReadUpload } from '../media/media.service';
import { deleteFileRow, fileById, fileReferenceCount, insertFile, rowsWithKey } from './files.queries';

type Deps = Pick<AppDeps, 'db' | 'storage'>;

export const FILE_MESSAGES = {
  type: 'must be a photo (JPG, PNG or WebP) or a PDF',
  pdf: 'must be a PDF that opens: this one is damaged or carries scripts or attached files',
  required: 'Please attach a photo or a PDF of the payment (bank statement, transfer slip)',
} as const;

/** A stored file as its owner record keeps it. */
export type StoredFile = { id: string; mimeType: 'image/webp' | 'application/pdf'; bytes: number };

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

async function normalise(bytes: Buffer): Promise<{ bytes: Buffer; mimeType: StoredFile['mimeType'] }> {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') {
    if (!isPlainPdf(bytes)) throw invalidData({ file: FILE_MESSAGES.pdf });
    return { bytes, mimeType: 'application/pdf' };
  }
  const format = sniffFormat(bytes);
  if (!format || format === 'gif') throw invalidData({ file: FILE_MESSAGES.type });
  try {
    await inspectImage(bytes);
  } catch (err) {
    if (err instanceof AppError) throw invalidData({ file: FILE_MESSAGES.type });
    throw err;
  }
  const webp = await sharp(bytes, { failOn: 'error' })
    .rotate()
    .resize({ width: 2400, height: 2400, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
  return { bytes: webp, mimeType: 'image/webp' };
}

/** Reads, checks and stores the one file of a request for its uploader; the caller attaches it. */
export async function storeFile(deps: Deps, actor: Actor, read: ReadUpload): Promise<StoredFile> {
  const upload = await read();
  assertPlainFileName(upload.filename);
  if (!upload.bytes.length) throw invalidData({ file: FILE_MESSAGES.required });
  const file = await normalise(upload.bytes);
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  const storageKey = `file-${sha256.slice(0, 40)}.${file.mimeType === 'application/pdf' ? 'pdf' : 'webp'}`;
  await deps.storage.put(storageKey, file.bytes, file.mimeType);
  try {
    const row = await insertFile(deps.db, {
      ownerUserId: actor.userId,
      mimeType: file.mimeType,
      bytes: file.bytes.length,
      sha256,
      storageKey,
    });
    return { id: row.id, mimeType: file.mimeType, bytes: row.bytes };
  } catch (err) {
    if ((await rowsWithKey(deps.db, storageKey)) === 0) await deps.storage.delete(storageKey);
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
}

/** The bytes of a file and their type from our own record; the owner module decides who may read. */
export async function readFile(
  deps: Deps,
  id: string,
): Promise<{ bytes: Buffer; mimeType: string; sha256: string }> {
  const row = await fileById(deps.db, id);
  const bytes = row ? await deps.storage.get(row.storageKey) : null;
  if (!row || !bytes) throw notFound('File');
  return { bytes, mimeType: row.mimeType, sha256: row.sha256 };
}

/** What a record shows of its file. */
export async function fileInfo(deps: Pick<AppDeps, 'db'>, id: string | null): Promise<StoredFile | null> {
  if (!id) return null;
  const row = await fileById(deps.db, id);
  return row ? { id: row.id, mimeType: row.mimeType as StoredFile['mimeType'], bytes: row.bytes } : null;
}
