// Hero carousel images and the five 3D viewer textures (storefront 2.3, admin spec 2 Images and
// 3D Viewer tabs). Admins edit them (D19); anyone reads the active ones. Every write is recorded in
// the activity log in its own transaction (D28).
import {
  type AdminUpdateGraniteImage,
  type GraniteImage,
  type GraniteImageCategory,
  LIMITS,
  type UploadedImage,
} from '@granite/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { type Actor, assertRole } from '../../lib/actor';
import { AppError, invalidData, notFound } from '../../lib/errors';
import { recordChange } from '../activity/activity.service';
import { ingestImage, largestUrl, toImageRef } from '../media/media.pipeline';
import { assertPlainFileName, type ReadUpload, releaseMedia } from '../media/media.service';
import {
  type Db,
  deleteGraniteImageRow,
  graniteImageById,
  graniteImageIds,
  insertHeroImage,
  listGraniteImages,
  reorderGraniteImages,
  setGraniteImageMedia,
  updateGraniteImage,
} from './granite-images.queries';

type Deps = Pick<AppDeps, 'db' | 'storage'>;
type Joined = NonNullable<Awaited<ReturnType<typeof graniteImageById>>>;

/** What the activity log keeps of an image slot (D28). */
function audited({ row }: Joined): Record<string, unknown> {
  return {
    name: row.name,
    description: row.description,
    color: row.color,
    category: row.category,
    isActive: row.isActive,
    sortOrder: row.sortOrder,
    mediaId: row.mediaId,
  };
}

/** The write and its activity-log record (D28), in one transaction. */
async function writeRecorded(
  deps: Deps,
  actor: Actor,
  action: string,
  id: number,
  write: (tx: Db) => Promise<void>,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await graniteImageById(tx, id);
    await write(tx);
    const after = await graniteImageById(tx, id);
    await recordChange(tx, {
      actorId: actor.userId,
      action,
      entityType: 'granite_image',
      entityId: id,
      before: before ? audited(before) : null,
      after: after ? audited(after) : null,
      metadata: { category: (before ?? after)?.row.category },
    });
  });
}

function toGraniteImage({ row, media }: Joined): GraniteImage {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    color: row.color as GraniteImage['color'],
    category: row.category as GraniteImage['category'],
    isActive: row.isActive,
    sortOrder: row.sortOrder,
    image: media ? toImageRef(media) : null,
  };
}

/** Storefront 2.3: active images of a category in sort order; the viewer shows at most five. */
export async function listActiveGraniteImages(
  deps: Deps,
  category: GraniteImageCategory,
): Promise<{ items: GraniteImage[] }> {
  const rows = await listGraniteImages(deps.db, category, true);
  const items = rows.map(toGraniteImage);
  return { items: category === '3d-viewer' ? items.slice(0, LIMITS.viewerTextures) : items };
}

export async function adminListGraniteImages(
  deps: Deps,
  actor: Actor | null,
  category: GraniteImageCategory,
): Promise<{ items: GraniteImage[] }> {
  assertRole(actor, 'admin');
  const rows = await listGraniteImages(deps.db, category, false);
  return { items: rows.map(toGraniteImage) };
}

async function existing(deps: Deps, id: number): Promise<Joined> {
  const found = await graniteImageById(deps.db, id);
  if (!found) throw notFound('Image');
  return found;
}

/** Admin spec 9: 'New Hero Image', colour Mixed, sort order = count ('Hero Image Added'). */
export async function addHeroImage(deps: Deps, actor: Actor | null): Promise<GraniteImage> {
  assertRole(actor, 'admin');
  const id = await deps.db.transaction(async (tx) => {
    const created = await insertHeroImage(tx);
    const row = await graniteImageById(tx, created);
    await recordChange(tx, {
      actorId: actor.userId,
      action: 'granite_image.create',
      entityType: 'granite_image',
      entityId: created,
      before: null,
      after: row ? audited(row) : null,
      metadata: { category: 'hero' },
    });
    return created;
  });
  return toGraniteImage(await existing(deps, id));
}

export async function editGraniteImage(
  deps: Deps,
  actor: Actor | null,
  id: number,
  input: z.output<typeof AdminUpdateGraniteImage>,
): Promise<GraniteImage> {
  assertRole(actor, 'admin');
  const current = await existing(deps, id);
  // The five 3D textures are fixed slots (admin spec 9): their names stay and they stay shown.
  if (current.row.category === '3d-viewer' && (input.name !== undefined || input.isActive === false)) {
    throw new AppError(
      'invalid_data',
      'The five 3D viewer textures keep their names; replace their images instead',
    );
  }
  await writeRecorded(deps, actor, 'granite_image.update', id, (tx) => updateGraniteImage(tx, id, input));
  return toGraniteImage(await existing(deps, id));
}

/** Replace the image of a hero slot (≥ 1200 px wide) or a 3D texture (≥ 1024x1024). */
export async function replaceGraniteImage(
  deps: Deps,
  actor: Actor | null,
  input: { id: number; read: ReadUpload },
): Promise<UploadedImage & { graniteImage: GraniteImage }> {
  assertRole(actor, 'admin');
  const current = await existing(deps, input.id);
  const file = await input.read();
  assertPlainFileName(file.filename);
  const kind = current.row.category === 'hero' ? 'hero' : 'texture';
  const stored = await ingestImage(deps, { bytes: file.bytes, kind, ownerUserId: actor.userId });
  try {
    await writeRecorded(deps, actor, 'granite_image.replace_image', input.id, (tx) =>
      setGraniteImageMedia(tx, input.id, stored.id, largestUrl(stored)),
    );
  } catch (err) {
    // Nothing points at the new files: they go, and the slot keeps its image.
    if (current.row.mediaId !== stored.id) await releaseMedia(deps, stored.id);
    throw err;
  }
  if (current.row.mediaId !== stored.id) await releaseMedia(deps, current.row.mediaId);
  const updated = toGraniteImage(await existing(deps, input.id));
  return { image: toImageRef(stored), graniteImage: updated };
}

/** 'Image Removed': the hero slot and its files go; textures are fixed and cannot be deleted. */
export async function deleteGraniteImage(deps: Deps, actor: Actor | null, id: number): Promise<void> {
  assertRole(actor, 'admin');
  const current = await existing(deps, id);
  if (current.row.category === '3d-viewer') {
    throw new AppError(
      'invalid_data',
      'The five 3D viewer textures cannot be deleted; replace their images instead',
    );
  }
  await writeRecorded(deps, actor, 'granite_image.delete', id, (tx) => deleteGraniteImageRow(tx, id));
  await releaseMedia(deps, current.row.mediaId);
}

/** The carousel order: `ids` must list every image of the category exactly once. */
export async function reorderImages(
  deps: Deps,
  actor: Actor | null,
  input: { category: GraniteImageCategory; ids: number[] },
): Promise<{ items: GraniteImage[] }> {
  assertRole(actor, 'admin');
  const known = await graniteImageIds(deps.db, input.category);
  const sameSet = known.length === input.ids.length && input.ids.every((id) => known.includes(id));
  if (!sameSet) throw invalidData({ ids: `must list every ${input.category} image exactly once` });
  await deps.db.transaction(async (tx) => {
    const before = await graniteImageIds(tx, input.category, true);
    await reorderGraniteImages(tx, input.ids);
    await recordChange(tx, {
      actorId: actor.userId,
      action: 'granite_image.reorder',
      entityType: 'granite_image',
      entityId: input.category,
      before: { order: before },
      after: { order: input.ids },
      metadata: { category: input.category },
    });
  });
  return adminListGraniteImages(deps, actor, input.category);
}
