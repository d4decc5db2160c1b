// Lots (D32): what the storefront shows of a product's stock (lots with their available and held
// slabs; sold ones never), and the manufacturer's own lots (D9: another's lot or product is a 404).
// Edits carry the version they loaded (D29). Manufacturer writes are not in the activity log, which
// records admin actions (D28), as with products.
import {
  type CreateLot,
  LOT_PREVIEW_SLABS,
  type ManufacturerLotDetail,
  type ManufacturerLotList,
  type ManufacturerLotListQuery,
  type ManufacturerLotView,
  type ProductLotsView,
  type PublicLotView,
  type UpdateLot,
} from '@granite/shared';
import type { AppDeps } from '../../deps';
import { type Actor, assertRole } from '../../lib/actor';
import { catalogChanged } from '../../lib/catalog-events';
import { AppError, notFound } from '../../lib/errors';
import { requireAccess } from '../access/access.service';
import { memberKey, membersNamed } from '../firms/firms.service';
import { releaseMedia } from '../media/media.service';
import { inventoryRowsOfLot, unavailableSlabsOfLot } from './inventory.queries';
import {
  type Db,
  deleteLotRow,
  insertLot,
  isUniqueViolation,
  isVisibleProduct,
  type LotRow,
  lockLot,
  lotById,
  lotCreator,
  lotPhotosOf,
  manufacturerLots,
  mediaOfLot,
  productOwner,
  publicLots,
  renameSlabsBlock,
  updateLotVersioned,
  violatedConstraint,
} from './lots.queries';
import { groupPhotos, slabName, toInventorySlab, toManufacturerLot, toPublicLots } from './lots.views';

export type Deps = Pick<AppDeps, 'db' | 'storage'>;

/** D29: the one conflict answer of an edit over a newer version. */
export const CONFLICT_MESSAGE = 'This record was changed by someone else. Reload to see the latest version.';

// ---------------------------------------------------------------- storefront

/**
 * GET /products/{id}/lots: the lots a buyer may choose from (404 when the product is not shown), as
 * the product page draws them at first: every lot's summary, the first lot's first slabs, photos in
 * the lot card's renditions. A lot's full slab list is GET /lots/{id}, fetched when it is opened.
 * Four statements whatever the number of lots and slabs.
 */
export async function productLots(deps: Pick<AppDeps, 'db'>, productId: number): Promise<ProductLotsView> {
  if (!(await isVisibleProduct(deps.db, productId))) throw notFound('Product');
  return { items: await lotsForProductPage(deps, productId) };
}

/** The product page's lots, as productLots answers them: empty when the product shows none. */
export async function lotsForProductPage(
  deps: Pick<AppDeps, 'db'>,
  productId: number,
): Promise<PublicLotView[]> {
  return toPublicLots(await publicLots(deps.db, { productId }, { slabs: LOT_PREVIEW_SLABS }), 'card');
}

/** GET /lots/{id}: one lot of a shown product with every shown slab, while it shows at least one. */
export async function publicLot(deps: Pick<AppDeps, 'db'>, lotId: number): Promise<PublicLotView> {
  const [lot] = toPublicLots(await publicLots(deps.db, { lotId }));
  if (!lot) throw notFound('Lot');
  return lot;
}

// ---------------------------------------------------------------- access

/** D9: a manufacturer's own lot, once the access module allowed the step; `lock` holds it. */
export async function ownedLot(
  db: Db,
  actor: Actor | null,
  permission: 'lot.read' | 'lot.write',
  lotId: number,
  lock = false,
): Promise<LotRow> {
  await requireAccess(db, actor, permission, lotId, 'manufacturer');
  const lot = lock ? await lockLot(db, lotId) : await lotById(db, lotId);
  if (!lot) throw notFound('Lot');
  return lot;
}

/** D9: a manufacturer's own product to stock lots of, once the access module allowed it. */
export async function ownedProduct(db: Db, actor: Actor | null, productId: number) {
  await requireAccess(db, actor, 'lot.create', productId, 'manufacturer');
  const product = await productOwner(db, productId);
  if (!product) throw notFound('Product');
  return { ...product, vendorId: Number(product.vendorId) };
}

// ---------------------------------------------------------------- answers

async function lotViews(db: Db, actor: Actor, lotIds: number[]): Promise<ManufacturerLotView[]> {
  const { rows } = await manufacturerLots(
    db,
    { vendorIds: actor.vendorIds, lotIds },
    { limit: lotIds.length, offset: 0 },
  );
  const photos = groupPhotos(await lotPhotosOf(db, lotIds));
  return rows.map((r) => toManufacturerLot(r, photos.get(Number(r.id)) ?? []));
}

/** A lot with every slab, as the panel shows it after each write. */
export async function lotDetail(db: Db, actor: Actor, lotId: number): Promise<ManufacturerLotDetail> {
  const [view] = await lotViews(db, actor, [lotId]);
  if (!view) throw notFound('Lot');
  const slabs = (await inventoryRowsOfLot(db, lotId)).map(toInventorySlab);
  // D46: the firm's own view names the member who added the lot.
  const creator = await lotCreator(db, lotId);
  const named = creator ? await membersNamed({ db }, [creator]) : new Map();
  const addedBy = creator?.userId
    ? (named.get(memberKey(creator.manufacturerId, creator.userId)) ?? null)
    : null;
  return { ...view, slabs, addedBy };
}

// ---------------------------------------------------------------- the manufacturer's lots

export async function listLots(
  deps: Deps,
  actor: Actor | null,
  query: ManufacturerLotListQuery,
): Promise<ManufacturerLotList> {
  assertRole(actor, 'vendor');
  const { rows, total } = await manufacturerLots(
    deps.db,
    { vendorIds: actor.vendorIds, productId: query.productId },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  const photos = groupPhotos(
    await lotPhotosOf(
      deps.db,
      rows.map((r) => Number(r.id)),
    ),
  );
  return {
    items: rows.map((r) => toManufacturerLot(r, photos.get(Number(r.id)) ?? [])),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

export async function getLot(deps: Deps, actor: Actor | null, lotId: number): Promise<ManufacturerLotDetail> {
  await ownedLot(deps.db, actor, 'lot.read', lotId);
  return lotDetail(deps.db, actor as Actor, lotId);
}

/** The lot's block and lot number are the manufacturer's own marks: one lot per pair. */
function duplicateLot(input: { blockNumber: string; lotNumber: string }) {
  const which = input.lotNumber
    ? `Lot ${input.lotNumber} of block ${input.blockNumber}`
    : `Block ${input.blockNumber}`;
  return new AppError('conflict', `${which} is already in your stock`, {
    [input.lotNumber ? 'lotNumber' : 'blockNumber']: 'is already in your stock',
  });
}

export async function createLot(
  deps: Deps,
  actor: Actor | null,
  input: CreateLot,
): Promise<ManufacturerLotDetail> {
  const product = await ownedProduct(deps.db, actor, input.productId);
  let lot: LotRow;
  try {
    lot = await deps.db.transaction(async (tx) =>
      insertLot(tx, {
        productId: product.id,
        vendorId: product.vendorId,
        blockNumber: input.blockNumber,
        lotNumber: input.lotNumber,
        thicknessMm: input.thicknessMm,
        finish: input.finish,
        grade: input.grade,
        yardCity: input.yardCity,
        notes: input.notes,
        // D46: the member of the firm who added it.
        createdBy: (actor as Actor).userId,
      }),
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateLot(input);
    throw err;
  }
  catalogChanged(deps);
  return lotDetail(deps.db, actor as Actor, lot.id);
}

export async function updateLot(
  deps: Deps,
  actor: Actor | null,
  lotId: number,
  input: UpdateLot,
): Promise<ManufacturerLotDetail> {
  try {
    await deps.db.transaction(async (tx) => {
      const current = await ownedLot(tx, actor, 'lot.write', lotId, true);
      const { version, ...values } = input;
      const row = await updateLotVersioned(tx, lotId, version, values);
      if (!row) throw new AppError('conflict', CONFLICT_MESSAGE);
      // The block's sequence numbers stay unique under the new block number (the index decides).
      if (current.blockNumber !== input.blockNumber) await renameSlabsBlock(tx, lotId, input.blockNumber);
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      if (violatedConstraint(err) === 'slabs_block_sequence_idx') {
        throw new AppError(
          'conflict',
          `Block ${input.blockNumber} already has slabs with the same numbers as this lot's; renumber them first`,
          { blockNumber: 'already has slabs with these numbers' },
        );
      }
      throw duplicateLot(input);
    }
    throw err;
  }
  catalogChanged(deps);
  return lotDetail(deps.db, actor as Actor, lotId);
}

/** A lot goes only while every slab in it is available (none held for a quote, none sold). */
export async function deleteLot(deps: Deps, actor: Actor | null, lotId: number): Promise<void> {
  const images = await deps.db.transaction(async (tx) => {
    await ownedLot(tx, actor, 'lot.write', lotId, true);
    const blocking = await unavailableSlabsOfLot(tx, lotId);
    if (blocking.length) {
      const held = blocking
        .filter((s) => s.status === 'held')
        .map((s) => slabName(s.blockNumber, s.sequence));
      const sold = blocking
        .filter((s) => s.status !== 'held')
        .map((s) => slabName(s.blockNumber, s.sequence));
      const parts = [
        held.length ? `${list(held)} ${held.length === 1 ? 'is' : 'are'} on hold for a quote` : '',
        sold.length ? `${list(sold)} ${sold.length === 1 ? 'is' : 'are'} sold` : '',
      ].filter(Boolean);
      throw new AppError(
        'conflict',
        `This lot cannot be deleted: ${parts.join('; ')}. Only a lot whose slabs are all available can be deleted.`,
      );
    }
    const media = await mediaOfLot(tx, lotId);
    await deleteLotRow(tx, lotId);
    return media;
  });
  catalogChanged(deps);
  for (const id of images) await releaseMedia(deps, id);
}

/** "B114-03, B114-04 and 6 more". */
export function list(names: string[]): string {
  const shown = names.slice(0, 5);
  const more = names.length - shown.length;
  return more > 0
    ? `Slabs ${shown.join(', ')} and ${more} more`
    : `${names.length === 1 ? 'Slab' : 'Slabs'} ${shown.join(', ')}`;
}
