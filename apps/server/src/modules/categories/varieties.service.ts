// D32: the stone varieties admins keep (list, add, edit, hide). Every write runs in one transaction
// with its activity-log record (D28) and checks the version the editor loaded (D29); a name (or its
// slug) held by another variety is a 409 naming the name. A rename, a change of the other names or
// hiding re-derives the search words of the variety's products (products' refreshProductSearchText).
import {
  type AdminCreateStoneVariety,
  type AdminStoneVariety,
  type AdminUpdateStoneVariety,
  type GraniteColour,
  STONE_VARIETY_MESSAGES,
  type StoneVarietyStatus,
  type StoreStoneVariety,
  varietySlug,
} from '@granite/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { type Actor, assertRole } from '../../lib/actor';
import { catalogChanged } from '../../lib/catalog-events';
import { AppError, notFound } from '../../lib/errors';
import { recordChange } from '../activity/activity.service';
import { refreshProductSearchText } from '../products/product-editor.service';
import { isUniqueViolation } from './categories.queries';
import { CONFLICT_MESSAGE } from './categories.service';
import {
  type AdminVarietyRow,
  adminVarietyById,
  type Db,
  findVariety,
  insertVariety,
  listActiveVarieties,
  listAdminVarieties,
  type StoneVarietyRow,
  updateVarietyAtVersion,
  varietyNamedLike,
} from './varieties.queries';

type Deps = Pick<AppDeps, 'db'>;

const duplicateName = (name: string) => {
  const message = STONE_VARIETY_MESSAGES.duplicateName(name);
  return new AppError('conflict', message, { name: message });
};

const toAdminVariety = (row: AdminVarietyRow): AdminStoneVariety => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  colour: row.colour as GraniteColour | null,
  aliases: row.aliases ?? [],
  status: row.status as StoneVarietyStatus,
  productCount: Number(row.productCount),
  manufacturerCount: Number(row.manufacturerCount),
  version: row.version,
  createdAt: new Date(row.createdAt).toISOString(),
  updatedAt: new Date(row.updatedAt).toISOString(),
});

/** The columns the activity log compares (D28). */
const audited = (row: StoneVarietyRow) => ({
  name: row.name,
  slug: row.slug,
  colour: row.colour,
  aliases: row.aliases,
  status: row.status,
});

async function answer(deps: Deps, id: number): Promise<AdminStoneVariety> {
  const row = await adminVarietyById(deps.db, id);
  if (!row) throw notFound('Stone variety');
  return toAdminVariety(row);
}

/** A write in one transaction; the unique indexes on name and slug are the last word on duplicates. */
async function write<T>(deps: Deps, name: string, run: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await deps.db.transaction(run);
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateName(name);
    throw err;
  }
}

export async function listVarieties(
  deps: Deps,
  actor: Actor | null,
): Promise<{ items: AdminStoneVariety[] }> {
  assertRole(actor, 'admin');
  return { items: (await listAdminVarieties(deps.db)).map(toAdminVariety) };
}

/** GET /stone-varieties: the active varieties by name, for product forms and filters. */
export async function listPublicVarieties(deps: Deps): Promise<{ items: StoreStoneVariety[] }> {
  const rows = await listActiveVarieties(deps.db);
  return { items: rows.map((r) => ({ ...r, colour: r.colour as GraniteColour | null })) };
}

export async function createVariety(
  deps: Deps,
  actor: Actor | null,
  input: z.output<typeof AdminCreateStoneVariety>,
): Promise<AdminStoneVariety> {
  assertRole(actor, 'admin');
  const slug = varietySlug(input.name);
  const held = await varietyNamedLike(deps.db, input.name, slug);
  if (held) throw duplicateName(held.name);
  const id = await write(deps, input.name, async (tx) => {
    const row = await insertVariety(tx, {
      name: input.name,
      slug,
      colour: input.colour,
      aliases: input.aliases,
    });
    await recordChange(tx, {
      actorId: actor.userId,
      action: 'stone_variety.create',
      entityType: 'stone_variety',
      entityId: row.id,
      before: null,
      after: audited(row),
    });
    return row.id;
  });
  return answer(deps, id);
}

/** Edit, hide (status 'hidden') or show again; a stale version is the D29 conflict. */
export async function updateVariety(
  deps: Deps,
  actor: Actor | null,
  id: number,
  input: z.output<typeof AdminUpdateStoneVariety>,
): Promise<AdminStoneVariety> {
  assertRole(actor, 'admin');
  const change: Partial<StoneVarietyRow> = {};
  if (input.name !== undefined) {
    change.name = input.name;
    change.slug = varietySlug(input.name);
    const held = await varietyNamedLike(deps.db, input.name, change.slug, id);
    if (held) throw duplicateName(held.name);
  }
  if (input.colour !== undefined) change.colour = input.colour;
  if (input.aliases !== undefined) change.aliases = input.aliases;
  if (input.status !== undefined) change.status = input.status;
  const { before, after } = await write(deps, input.name ?? '', async (tx) => {
    const before = await findVariety(tx, id, true);
    if (!before) throw notFound('Stone variety');
    const after = await updateVarietyAtVersion(tx, id, input.version, change);
    if (!after) throw new AppError('conflict', CONFLICT_MESSAGE, { version: CONFLICT_MESSAGE });
    await recordChange(tx, {
      actorId: actor.userId,
      action: 'stone_variety.update',
      entityType: 'stone_variety',
      entityId: id,
      before: audited(before),
      after: audited(after),
    });
    return { before, after };
  });
  const searchWordsMoved =
    before.name !== after.name ||
    before.status !== after.status ||
    before.aliases.join('\n') !== after.aliases.join('\n');
  if (searchWordsMoved) await refreshProductSearchText(deps, { varietyId: id });
  else catalogChanged(deps);
  return answer(deps, id);
}
