// Photos of lots and slabs (D32) through the media pipeline (media.pipeline: the bytes decide what
// the file is, EXIF orientation applied, metadata and GPS stripped, WebP at responsive widths).
// Access is checked before a byte is read; an image stored for a write that then fails is released
// again, so nothing is left behind; a replaced photo is released once nothing shows it.
// Bulk upload: each file is matched to a slab by its name (B114-07.jpg → block B114, slab 7,
// parseSlabPhotoName), and the answer says which files found no slab and why.
import {
  type InventorySlabView,
  LOT_LIMITS,
  type ManufacturerLotDetail,
  parseSlabPhotoName,
  type SlabPhotoMatchReport,
} from '@granite/shared';
import { type Actor, assertRole } from '../../lib/actor';
import { catalogChanged } from '../../lib/catalog-events';
import { AppError, notFound } from '../../lib/errors';
import { actingFor, requireAccess } from '../access/access.service';
import { ingestImage, type StoredMedia } from '../media/media.pipeline';
import { assertPlainFileName, type ReadUpload, releaseMedia, type UploadFile } from '../media/media.service';
import { inventoryRowsByIds, lockSlabs, setSlabPhoto, slabsByBlockAndSequence } from './inventory.queries';
import { deleteLotPhoto, insertLotPhoto, lotPhotoPositions } from './lots.queries';
import { type Deps, lotDetail, ownedLot } from './lots.service';
import { slabName, toInventorySlab } from './lots.views';

const tooManyPhotos = () =>
  new AppError('conflict', `A lot has at most ${LOT_LIMITS.photosMax} photos; remove one first`, {
    file: `at most ${LOT_LIMITS.photosMax} photos per lot`,
  });

/** Stores the image, then runs the write; if the write fails the new image goes again. */
async function withStoredImage<T>(
  deps: Deps,
  actor: Actor,
  kind: 'lot' | 'slab',
  file: UploadFile,
  write: (media: StoredMedia) => Promise<T>,
): Promise<T> {
  assertPlainFileName(file.filename);
  const media = await ingestImage(deps, { bytes: file.bytes, kind, ownerUserId: actor.userId });
  try {
    return await write(media);
  } catch (err) {
    await releaseMedia(deps, media.id);
    throw err;
  }
}

/** POST /vendor/lots/{id}/photos: one bundle photo, at most 8 per lot. */
export async function addLotPhoto(
  deps: Deps,
  actor: Actor | null,
  lotId: number,
  read: ReadUpload,
): Promise<ManufacturerLotDetail> {
  await ownedLot(deps.db, actor, 'lot.write', lotId);
  if ((await lotPhotoPositions(deps.db, lotId)).length >= LOT_LIMITS.photosMax) throw tooManyPhotos();
  const file = await read();
  await withStoredImage(deps, actor as Actor, 'lot', file, (media) =>
    deps.db.transaction(async (tx) => {
      await ownedLot(tx, actor, 'lot.write', lotId, true);
      const taken = new Set(await lotPhotoPositions(tx, lotId));
      if (taken.size >= LOT_LIMITS.photosMax) throw tooManyPhotos();
      let position = 0;
      while (taken.has(position)) position++;
      return insertLotPhoto(tx, { lotId, mediaId: media.id, position });
    }),
  );
  catalogChanged(deps);
  return lotDetail(deps.db, actor as Actor, lotId);
}

export async function removeLotPhoto(
  deps: Deps,
  actor: Actor | null,
  lotId: number,
  photoId: number,
): Promise<ManufacturerLotDetail> {
  const removed = await deps.db.transaction(async (tx) => {
    await ownedLot(tx, actor, 'lot.write', lotId, true);
    const row = await deleteLotPhoto(tx, lotId, photoId);
    if (!row) throw notFound('Photo');
    return row;
  });
  catalogChanged(deps);
  await releaseMedia(deps, removed.mediaId);
  return lotDetail(deps.db, actor as Actor, lotId);
}

/** POST /vendor/slabs/{id}/photo: the slab's own photo (replacing the one before). */
export async function setPhotoOfSlab(
  deps: Deps,
  actor: Actor | null,
  slabId: number,
  read: ReadUpload,
): Promise<InventorySlabView> {
  await requireAccess(deps.db, actor, 'slab.write', slabId, 'manufacturer');
  assertRole(actor, 'vendor');
  const file = await read();
  const previous = await withStoredImage(deps, actor, 'slab', file, (media) =>
    deps.db.transaction(async (tx) => {
      const [slab] = await lockSlabs(tx, actor.vendorIds, [slabId]);
      if (!slab) throw notFound('Slab');
      return (await setSlabPhoto(tx, slabId, media.id))?.previous ?? null;
    }),
  );
  catalogChanged(deps);
  await releaseMedia(deps, previous);
  const [row] = await inventoryRowsByIds(deps.db, actor.vendorIds, [slabId]);
  if (!row) throw notFound('Slab');
  return toInventorySlab(row);
}

/** A file of a bulk upload that could not be read (too large, cut off): its name and why. */
export type BulkFile = UploadFile | { filename: string; problem: string };

/**
 * POST /vendor/slab-photos: each file matched by its name among the manufacturer's slabs (any bundle
 * of the block; block numbers compared without case). Each matched file is stored and set on its own,
 * so one bad file does not stop the others; the report names every file.
 */
export async function matchSlabPhotos(
  deps: Deps,
  actor: Actor | null,
  files: () => AsyncIterable<BulkFile>,
): Promise<SlabPhotoMatchReport> {
  assertRole(actor, 'vendor');
  // D46: the yard's work; the photos match slabs of the firms where the role may.
  const yard = actingFor(actor, 'inventory.write');
  const report: SlabPhotoMatchReport = { matched: [], unmatched: [] };
  const seen = new Set<number>();
  let changed = false;
  for await (const file of files()) {
    const fileName = file.filename ?? '';
    const miss = (reason: string) => report.unmatched.push({ fileName, reason });
    if ('problem' in file) {
      miss(file.problem);
      continue;
    }
    const key = parseSlabPhotoName(fileName);
    if (!key) {
      miss('The name does not say the block and the slab number, like B114-07.jpg');
      continue;
    }
    const candidates = await slabsByBlockAndSequence(deps.db, yard.vendorIds, [key]);
    const exact = candidates.filter(
      (c) => c.blockNumber.toUpperCase() === key.block.toUpperCase() && c.sequence === key.sequence,
    );
    if (!exact.length) {
      miss(`No slab ${key.sequence} in block ${key.block} in your stock`);
      continue;
    }
    if (exact.length > 1) {
      miss(
        `Block ${key.block} is in the stock of more than one of your manufacturers; upload this photo on the slab`,
      );
      continue;
    }
    const slab = exact[0]!;
    const slabId = Number(slab.id);
    if (seen.has(slabId)) {
      miss(
        `Another file of this upload is already the photo of slab ${slabName(slab.blockNumber, slab.sequence)}`,
      );
      continue;
    }
    seen.add(slabId);
    try {
      const previous = await withStoredImage(deps, actor, 'slab', file, (media) =>
        deps.db.transaction(async (tx) => {
          const result = await setSlabPhoto(tx, slabId, media.id);
          if (!result) throw notFound('Slab');
          return result.previous;
        }),
      );
      changed = true;
      if (previous) await releaseMedia(deps, previous);
      report.matched.push({ fileName, slabId, blockNumber: slab.blockNumber, sequence: slab.sequence });
    } catch (err) {
      if (!(err instanceof AppError) || err.code === 'internal' || err.code === 'unavailable') throw err;
      miss(err.message);
    }
  }
  if (changed) catalogChanged(deps);
  return report;
}
