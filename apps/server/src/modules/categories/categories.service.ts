// Admin "Manage Granite Categories" (admin spec 2, 4, 5, 8): rules and authorization.
// Every write runs in one transaction with its activity-log record (D28) and checks the version the
// editor loaded (D29). The public catalogue shows only live categories (catalog.queries: is_active).
import { randomUUID } from 'node:crypto';
import {
  type AdminCategory,
  type AdminCreateCategory,
  type AdminSaveCategories,
  type AdminUpdateCategory,
  CATEGORY_DESCRIPTION_PENDING,
  CATEGORY_MESSAGES,
  categoryTextColor,
  DEFAULT_CATEGORY_COLOUR,
  newCategoryName,
} from '@granite/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { type Actor, assertRole } from '../../lib/actor';
import { catalogChanged } from '../../lib/catalog-events';
import { AppError, invalidData, notFound } from '../../lib/errors';
import { recordChange } from '../activity/activity.service';
import { toImageRef } from '../media/media.pipeline';
import { releaseMedia, uploadedImageOf } from '../media/media.service';
import { refreshProductSearchText } from '../products/product-editor.service';
import {
  type AdminCategoryRow,
  adminCategoryById,
  type CategoryRow,
  categoryNameTaken,
  type Db,
  findCategory,
  insertCategory,
  isUniqueViolation,
  listAdminCategories,
  nameNewCategory,
  updateCategoryAtVersion,
} from './categories.queries';

type Deps = Pick<AppDeps, 'db' | 'storage'>;

export const CONFLICT_MESSAGE = 'This record was changed by someone else. Reload to see the latest version.';

const conflict = (fields?: Record<string, string>) => new AppError('conflict', CONFLICT_MESSAGE, fields);
const duplicateName = (field = 'name') =>
  new AppError('conflict', CATEGORY_MESSAGES.duplicateName, { [field]: CATEGORY_MESSAGES.duplicateName });

const toAdminCategory = ({
  headerImageId,
  headerImageVariants,
  ...row
}: AdminCategoryRow): AdminCategory => ({
  ...row,
  headerImage:
    headerImageId && headerImageVariants?.length
      ? toImageRef({ id: headerImageId, variants: headerImageVariants })
      : null,
  createdAt: new Date(row.createdAt).toISOString(),
  updatedAt: new Date(row.updatedAt).toISOString(),
});

/** The columns the activity log compares (D28): what an admin can change. */
const audited = (row: CategoryRow) => ({
  name: row.name,
  description: row.description,
  color: row.color,
  textColor: row.textColor,
  headerImageUrl: row.headerImageUrl,
  isActive: row.isActive,
  deletedAt: row.deletedAt,
});

export async function listCategories(deps: Deps, actor: Actor | null): Promise<{ items: AdminCategory[] }> {
  assertRole(actor, 'admin');
  return { items: (await listAdminCategories(deps.db)).map(toAdminCategory) };
}

async function answer(deps: Deps, id: number): Promise<AdminCategory> {
  const row = await adminCategoryById(deps.db, id);
  if (!row) throw notFound('Category');
  return toAdminCategory(row);
}

/** The header image to attach: an uploaded image of kind 'category' (POST /media?kind=category). */
async function headerImage(deps: Deps, mediaId: string | null | undefined, field: string) {
  if (mediaId === undefined) return undefined;
  if (mediaId === null) return { headerImageMediaId: null, headerImageUrl: null };
  const image = await uploadedImageOf(deps, mediaId, 'category');
  if (!image) throw invalidData({ [field]: 'must be the id of an uploaded category image' });
  return { headerImageMediaId: image.id, headerImageUrl: image.url };
}

/** A write in one transaction; the database's unique index is the last word on duplicate names. */
async function write<T>(deps: Deps, run: (tx: Db) => Promise<T>, nameField = 'name'): Promise<T> {
  try {
    const result = await deps.db.transaction(run);
    catalogChanged(deps);
    return result;
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateName(nameField);
    throw err;
  }
}

/** Spec 5: a missing name becomes 'New Granite {id}', a missing description 'Description pending'. */
export async function createCategory(
  deps: Deps,
  actor: Actor | null,
  input: z.output<typeof AdminCreateCategory>,
): Promise<AdminCategory> {
  assertRole(actor, 'admin');
  if (input.name && (await categoryNameTaken(deps.db, input.name))) throw duplicateName();
  const image = await headerImage(deps, input.headerImageMediaId, 'headerImageMediaId');
  const color = input.color ?? DEFAULT_CATEGORY_COLOUR;
  const id = await write(deps, async (tx) => {
    let row = await insertCategory(tx, {
      // A placeholder no admin can type, replaced below once the id is known.
      name: input.name ?? `\u2063${randomUUID()}`,
      description: input.description?.trim() || CATEGORY_DESCRIPTION_PENDING,
      color,
      textColor: categoryTextColor(color),
      ...image,
    });
    if (!input.name) row = await nameNewCategory(tx, row.id, newCategoryName(row.id));
    await recordChange(tx, {
      actorId: actor.userId,
      action: 'category.create',
      entityType: 'category',
      entityId: row.id,
      before: null,
      after: audited(row),
    });
    return row.id;
  });
  return answer(deps, id);
}

type UpdateInput = z.output<typeof AdminUpdateCategory>;

/** The change an edit asks for; an untouched field stays as stored. */
async function changeOf(deps: Deps, input: UpdateInput, field: (name: string) => string) {
  const change: Partial<CategoryRow> = {};
  if (input.name !== undefined) change.name = input.name;
  if (input.description !== undefined) change.description = input.description || CATEGORY_DESCRIPTION_PENDING;
  if (input.color !== undefined) {
    change.color = input.color;
    change.textColor = categoryTextColor(input.color);
  }
  Object.assign(change, await headerImage(deps, input.headerImageMediaId, field('headerImageMediaId')));
  return change;
}

/** Applies one edit inside the caller's transaction; D29 conflict when the version moved on. */
async function applyEdit(
  tx: Db,
  actor: Actor,
  id: number,
  input: UpdateInput,
  change: Partial<CategoryRow>,
  field: (name: string) => string,
  loaded?: CategoryRow,
): Promise<{ before: CategoryRow; after: CategoryRow }> {
  const before = loaded ?? (await findCategory(tx, id, true));
  if (!before) throw notFound('Category');
  const after = await updateCategoryAtVersion(tx, id, input.version, change);
  if (!after) throw conflict({ [field('version')]: CONFLICT_MESSAGE });
  await recordChange(tx, {
    actorId: actor.userId,
    action: 'category.update',
    entityType: 'category',
    entityId: id,
    before: audited(before),
    after: audited(after),
  });
  return { before, after };
}

export async function updateCategory(
  deps: Deps,
  actor: Actor | null,
  id: number,
  input: UpdateInput,
): Promise<AdminCategory> {
  assertRole(actor, 'admin');
  if (input.name && (await categoryNameTaken(deps.db, input.name, id))) throw duplicateName();
  const change = await changeOf(deps, input, (f) => f);
  const { before, after } = await write(deps, (tx) => applyEdit(tx, actor, id, input, change, (f) => f));
  if (before.headerImageMediaId !== after.headerImageMediaId)
    await releaseMedia(deps, before.headerImageMediaId);
  // D32: category names are search words of their products.
  if (before.name !== after.name) await refreshProductSearchText(deps, { categoryId: id });
  return answer(deps, id);
}

/**
 * Save All Changes (spec 2): every edited row in one transaction. One stale version, unknown row or
 * duplicate name and nothing is saved; the error names the row (`items.2.version`).
 */
export async function saveAllCategories(
  deps: Deps,
  actor: Actor | null,
  input: z.output<typeof AdminSaveCategories>,
): Promise<{ items: AdminCategory[] }> {
  assertRole(actor, 'admin');
  const seen = new Map<string, number>();
  for (const [index, item] of input.items.entries()) {
    if (!item.name) continue;
    const key = item.name.toLowerCase();
    const first = seen.get(key);
    if (first !== undefined) throw duplicateName(`items.${index}.name`);
    seen.set(key, index);
  }
  const ids = new Set(input.items.map((i) => i.id));
  const changes: {
    item: UpdateInput & { id: number };
    field: (f: string) => string;
    change: Partial<CategoryRow>;
  }[] = [];
  for (const [index, item] of input.items.entries()) {
    const field = (f: string) => `items.${index}.${f}`;
    if (item.name && (await categoryNameTaken(deps.db, item.name, item.id))) {
      // A name held by another row of this batch may be free after the batch (a swap): the
      // unique index decides at write time; a name held outside the batch is refused now.
      const holders = (await listAdminCategories(deps.db)).filter(
        (c) => c.name.toLowerCase() === item.name!.toLowerCase() && c.id !== item.id,
      );
      if (holders.some((h) => !ids.has(h.id))) throw duplicateName(field('name'));
    }
    changes.push({ item, field, change: await changeOf(deps, item, field) });
  }
  const released: (string | null)[] = [];
  await write(deps, async (tx) => {
    // Every row is locked and read first (the log's "before"); renamed rows then step aside so two
    // rows may swap names inside the one transaction.
    const loaded = new Map<number, CategoryRow>();
    for (const { item, field } of changes) {
      const row = await findCategory(tx, item.id, true);
      if (!row)
        throw new AppError('not_found', 'Category not found', { [field('id')]: 'Category not found' });
      loaded.set(item.id, row);
    }
    for (const { item } of changes) {
      if (item.name) await nameNewCategory(tx, item.id, `\u2063${randomUUID()}`);
    }
    for (const { item, field, change } of changes) {
      const { before, after } = await applyEdit(tx, actor, item.id, item, change, field, loaded.get(item.id));
      if (before.headerImageMediaId !== after.headerImageMediaId) released.push(before.headerImageMediaId);
    }
  });
  for (const mediaId of released) await releaseMedia(deps, mediaId);
  for (const { item } of changes) {
    if (item.name) await refreshProductSearchText(deps, { categoryId: item.id });
  }
  return listCategories(deps, actor);
}

/**
 * Soft delete (spec 4): deleted_at set and is_active cleared, so the public catalogue stops showing
 * it; its products keep their row (and their category id) and its name is free again.
 */
export async function deleteCategory(
  deps: Deps,
  actor: Actor | null,
  id: number,
  version: number | undefined,
): Promise<void> {
  assertRole(actor, 'admin');
  await write(deps, async (tx) => {
    const before = await findCategory(tx, id, true);
    if (!before) throw notFound('Category');
    const at = version ?? before.version;
    const row = await updateCategoryAtVersion(tx, id, at, { deletedAt: new Date(), isActive: false });
    if (!row) throw conflict({ version: CONFLICT_MESSAGE });
    await recordChange(tx, {
      actorId: actor.userId,
      action: 'category.delete',
      entityType: 'category',
      entityId: id,
      before: audited(before),
      after: audited(row),
    });
  });
}
