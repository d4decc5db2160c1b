// Uploads and their owners: who may store an image for what, and what happens to the old one.
import type { MediaKind, UploadedImage, UploadKind } from '@granite/shared';
import type { AppDeps } from '../../deps';
import { type Actor, assertSignedIn, hasRole } from '../../lib/actor';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { avifKeyOf, ingestImage, largestUrl, mediaKeys, toImageRef } from './media.pipeline';
import { deleteMediaRow, mediaByHash, mediaById, mediaReferenceCount } from './media.queries';

type Deps = Pick<AppDeps, 'db' | 'storage'>;

/** The file of a multipart request, read only after the access check (limits apply while reading). */
export type UploadFile = { bytes: Buffer; filename: string | undefined };
export type ReadUpload = () => Promise<UploadFile>;

/** What a manufacturer may upload before the record exists (their product and logo forms). */
const MANUFACTURER_KINDS: readonly UploadKind[] = ['product', 'logo'];

/**
 * The file name is never used (files are named by content hash), but a name carrying a path is
 * not what a browser sends: refuse it rather than guess what the client meant.
 */
export function assertPlainFileName(filename: string | undefined): void {
  if (!filename) return;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
  if (/[/\\\u0000-\u001f\u007f]/.test(filename) || filename === '..' || filename === '.') {
    throw new AppError('invalid_data', 'The file name must be a plain name without a folder path', {
      file: 'must be a plain file name',
    });
  }
}

/** Reads, checks and stores an upload of one kind for its uploader (the attachments module uses it too). */
export async function storeUpload(deps: Deps, actor: Actor, kind: MediaKind, read: ReadUpload) {
  const file = await read();
  assertPlainFileName(file.filename);
  return ingestImage(deps, { bytes: file.bytes, kind, ownerUserId: actor.userId });
}

/**
 * Deletes an image's row and files once nothing shows it any more. The row goes first: orphaned
 * files are harmless, a row pointing at missing files is not.
 */
export async function releaseMedia(deps: Deps, mediaId: string | null | undefined): Promise<void> {
  if (!mediaId) return;
  if ((await mediaReferenceCount(deps.db, mediaId)) > 0) return;
  const row = await deleteMediaRow(deps.db, mediaId);
  if (row) await Promise.all(mediaKeys(row).map((key) => deps.storage.delete(key)));
}

/** POST /media?kind=…: an image for a form that attaches it later (admins any kind; manufacturers theirs). */
export async function uploadImage(
  deps: Deps,
  actor: Actor | null,
  input: { kind: UploadKind; read: ReadUpload },
): Promise<UploadedImage> {
  assertSignedIn(actor);
  const allowed =
    hasRole(actor, 'admin') || (hasRole(actor, 'vendor') && MANUFACTURER_KINDS.includes(input.kind));
  if (!allowed) throw forbidden('You do not have permission to upload this image');
  const row = await storeUpload(deps, actor, input.kind, input.read);
  return { image: toImageRef(row) };
}

/** DELETE /media/:id: the uploader or an admin removes an image nothing shows any more. */
export async function deleteImage(deps: Deps, actor: Actor | null, mediaId: string): Promise<void> {
  assertSignedIn(actor);
  const row = await mediaById(deps.db, mediaId);
  if (!row) throw notFound('Image');
  if (!hasRole(actor, 'admin') && row.ownerUserId !== actor.userId) throw notFound('Image');
  if ((await mediaReferenceCount(deps.db, mediaId)) > 0) {
    throw new AppError(
      'conflict',
      'This image is still in use; replace or remove it where it is shown first',
    );
  }
  await releaseMedia(deps, mediaId);
}

/**
 * An uploaded image another module attaches to its own row (a category's header image): its id,
 * widest URL and renditions, or undefined when no image of that kind has this id.
 */
export async function uploadedImageOf(deps: Pick<AppDeps, 'db'>, mediaId: string, kind: MediaKind) {
  const row = await mediaById(deps.db, mediaId);
  if (!row || row.kind !== kind) return undefined;
  return { id: row.id, url: largestUrl(row), image: toImageRef(row) };
}

/** Whether an Accept header takes AVIF (browsers that decode it say so for images), q=0 being a no. */
export function acceptsAvif(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((part) => {
    const [type, ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    if (type !== 'image/avif') return false;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * GET /media/:key: the stored rendition a key names, with the type from our own record (never the
 * upload's). A WebP key of a rendition that has an AVIF twin (AVIF_WIDTHS) is answered with the AVIF
 * file when `accept` takes it (`negotiated`: the answer depends on Accept); an `.avif` key names
 * the twin itself.
 */
export async function readImageFile(
  deps: Deps,
  key: string,
  accept?: string,
): Promise<{ bytes: Buffer; mimeType: string; negotiated: boolean }> {
  const match = /^([a-f0-9]{32})-(\d{1,5})\.(webp|avif)$/.exec(key);
  if (!match) throw notFound('Image');
  const row = await mediaByHash(deps.db, match[1]!);
  const webpKey = key.replace(/\.avif$/, '.webp');
  const variant = row?.variants.find((v) => v.key === webpKey);
  if (!row || !variant) throw notFound('Image');
  const avifKey = avifKeyOf(row.kind, variant);
  if (match[3] === 'avif') {
    const bytes = avifKey ? await deps.storage.get(avifKey) : null;
    if (!bytes) throw notFound('Image');
    return { bytes, mimeType: 'image/avif', negotiated: false };
  }
  if (avifKey && acceptsAvif(accept)) {
    // Images stored before their kind had AVIF twins have none: the WebP answers.
    const bytes = await deps.storage.get(avifKey);
    if (bytes) return { bytes, mimeType: 'image/avif', negotiated: true };
  }
  const bytes = await deps.storage.get(variant.key);
  if (!bytes) throw notFound('Image');
  return { bytes, mimeType: row.mimeType, negotiated: Boolean(avifKey) };
}
