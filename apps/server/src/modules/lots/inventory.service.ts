// The manufacturer's slabs (D32): the Inventory screen across products (filters and totals), slabs
// added to a lot in bulk (every row or none, each bad row named as `rows.3.length`), edits and
// deletions of available slabs only (a held slab belongs to a quote, D33), and slabs marked sold
// outside the platform. The unique block index decides two writers racing for one sequence number.
import type {
  InventoryList,
  InventoryQuery,
  InventorySlabView,
  ManufacturerLotDetail,
  MarkSlabsSold,
  MarkSlabsSoldResult,
  SlabRowsInput,
  UpdateSlab,
} from '@granite/shared';
import { type Actor, assertRole } from '../../lib/actor';
import { catalogChanged } from '../../lib/catalog-events';
import { AppError, invalidData, notFound } from '../../lib/errors';
import { requireAccess } from '../access/access.service';
import { releaseMedia } from '../media/media.service';
import {
  catalogVersion,
  deleteAvailableSlab,
  type InventoryFilter,
  insertSlabs,
  inventoryPage,
  inventoryRowsByIds,
  inventoryTotals,
  lockSlabs,
  markSoldOutside,
  type SlabRow,
  takenSequences,
  updateAvailableSlab,
} from './inventory.queries';
import { type Db, isUniqueViolation } from './lots.queries';
import { CONFLICT_MESSAGE, type Deps, list, lotDetail, ownedLot } from './lots.service';
import { slabName, toInventorySlab, toTotals } from './lots.views';

// ---------------------------------------------------------------- the Inventory screen

type Totals = Awaited<ReturnType<typeof inventoryTotals>>;

/**
 * The totals of the last filters asked, per database and catalogue version: turning pages or switching
 * the status tab asks for the same totals again, and every statement on slabs or lots bumps the version
 * (migration 0011), so a kept figure is never older than the version read before it was computed.
 */
const totalsMemo = new WeakMap<object, Map<string, { version: number; totals: Totals }>>();
const TOTALS_MEMO_SIZE = 500;

async function totalsFor(db: Db, filter: InventoryFilter): Promise<Totals> {
  // The version first: totals computed after it are at least as new as it says.
  const version = await catalogVersion(db);
  const { status: _status, ...rest } = filter;
  const key = JSON.stringify(rest);
  let memo = totalsMemo.get(db);
  if (!memo) {
    memo = new Map();
    totalsMemo.set(db, memo);
  }
  const kept = memo.get(key);
  if (kept && kept.version === version) return kept.totals;
  const totals = await inventoryTotals(db, filter);
  memo.delete(key);
  memo.set(key, { version, totals });
  if (memo.size > TOTALS_MEMO_SIZE) memo.delete(memo.keys().next().value!);
  return totals;
}

export async function listInventory(
  deps: Deps,
  actor: Actor | null,
  query: InventoryQuery,
): Promise<InventoryList> {
  assertRole(actor, 'vendor');
  const filter: InventoryFilter = {
    vendorIds: actor.vendorIds,
    productId: query.productId,
    lotId: query.lotId,
    status: query.status,
    thicknessMm: query.thicknessMm,
    minLengthMm: query.minLengthMm,
    minWidthMm: query.minWidthMm,
  };
  const [rows, totals] = await Promise.all([
    inventoryPage(deps.db, filter, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    totalsFor(deps.db, filter),
  ]);
  const byStatus = totals.reduce<Record<string, number>>((acc, r) => {
    acc[r.status] = Number(r.n);
    return acc;
  }, {});
  const total = query.status
    ? (byStatus[query.status] ?? 0)
    : Object.values(byStatus).reduce((a, b) => a + b, 0);
  return {
    items: rows.map(toInventorySlab),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
    totals: toTotals(totals),
  };
}

// ---------------------------------------------------------------- slabs added to a lot

/** The race the unique block index settles: the other writer's slab is named, never a 500. */
async function sequenceTaken(db: Db, manufacturerId: number, blockNumber: string, sequences: number[]) {
  const taken = await takenSequences(db, manufacturerId, blockNumber, sequences);
  const names = taken.sort((a, b) => a - b).map((n) => slabName(blockNumber, n));
  return new AppError(
    'conflict',
    names.length
      ? `${list(names)} ${names.length === 1 ? 'was' : 'were'} added meanwhile; reload the lot and number the new slabs after it`
      : 'Another slab of this block was added meanwhile with the same number; reload the lot and try again',
  );
}

/** POST /vendor/lots/{id}/slabs: every row or none. */
export async function addSlabs(
  deps: Deps,
  actor: Actor | null,
  lotId: number,
  input: SlabRowsInput,
): Promise<ManufacturerLotDetail> {
  const lot = await ownedLot(deps.db, actor, 'lot.write', lotId);
  const sequences = input.rows.map((r) => r.sequence);
  try {
    await deps.db.transaction(async (tx) => {
      const current = await ownedLot(tx, actor, 'lot.write', lotId, true);
      const taken = new Set(await takenSequences(tx, current.vendorId, current.blockNumber, sequences));
      if (taken.size) {
        const fields: Record<string, string> = {};
        input.rows.forEach((row, i) => {
          if (taken.has(row.sequence)) {
            fields[`rows.${i}.sequence`] =
              `Slab ${slabName(current.blockNumber, row.sequence)} already exists`;
          }
        });
        throw invalidData(fields);
      }
      await insertSlabs(
        tx,
        input.rows.map((row) => ({
          lotId: current.id,
          productId: current.productId,
          vendorId: current.vendorId,
          blockNumber: current.blockNumber,
          // D46: the member of the firm who added it.
          createdBy: (actor as Actor).userId,
          ...row,
        })),
      );
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw await sequenceTaken(deps.db, lot.vendorId, lot.blockNumber, sequences);
    throw err;
  }
  catalogChanged(deps);
  return lotDetail(deps.db, actor as Actor, lotId);
}

// ---------------------------------------------------------------- one slab

/** Why a slab cannot change: it is held for a quote, or sold (named, D33). */
function notAvailable(slab: Pick<SlabRow, 'blockNumber' | 'sequence' | 'status'>, doing: string) {
  const name = slabName(slab.blockNumber, slab.sequence);
  const why =
    slab.status === 'held'
      ? `Slab ${name} is on hold for a quote`
      : slab.status === 'dispatched'
        ? `Slab ${name} is dispatched`
        : `Slab ${name} is sold`;
  return new AppError('conflict', `${why}; only available slabs can be ${doing}.`);
}

async function ownedSlabLocked(db: Db, actor: Actor | null, slabId: number): Promise<SlabRow> {
  await requireAccess(db, actor, 'slab.write', slabId, 'manufacturer');
  assertRole(actor, 'vendor');
  const [slab] = await lockSlabs(db, actor.vendorIds, [slabId]);
  if (!slab) throw notFound('Slab');
  return slab;
}

export async function updateSlab(
  deps: Deps,
  actor: Actor | null,
  slabId: number,
  input: UpdateSlab,
): Promise<InventorySlabView> {
  assertRole(actor, 'vendor');
  let blockNumber = '';
  try {
    await deps.db.transaction(async (tx) => {
      const slab = await ownedSlabLocked(tx, actor, slabId);
      blockNumber = slab.blockNumber;
      if (slab.status !== 'available') throw notAvailable(slab, 'edited');
      if (slab.version !== input.version) throw new AppError('conflict', CONFLICT_MESSAGE);
      if (input.sequence !== slab.sequence) {
        const taken = await takenSequences(tx, slab.vendorId, slab.blockNumber, [input.sequence], slab.id);
        if (taken.length) {
          throw invalidData({
            sequence: `Slab ${slabName(slab.blockNumber, input.sequence)} already exists`,
          });
        }
      }
      const { version, ...values } = input;
      const row = await updateAvailableSlab(tx, slab.id, version, values);
      if (!row) throw new AppError('conflict', CONFLICT_MESSAGE);
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AppError('conflict', `Slab ${slabName(blockNumber, input.sequence)} was added meanwhile`, {
        sequence: `Slab ${slabName(blockNumber, input.sequence)} already exists`,
      });
    }
    throw err;
  }
  catalogChanged(deps);
  const [row] = await inventoryRowsByIds(deps.db, actor.vendorIds, [slabId]);
  if (!row) throw notFound('Slab');
  return toInventorySlab(row);
}

export async function deleteSlab(deps: Deps, actor: Actor | null, slabId: number): Promise<void> {
  const photo = await deps.db.transaction(async (tx) => {
    const slab = await ownedSlabLocked(tx, actor, slabId);
    if (slab.status !== 'available') throw notAvailable(slab, 'deleted');
    const row = await deleteAvailableSlab(tx, slab.id);
    if (!row) throw notAvailable(slab, 'deleted');
    return row.photoMediaId;
  });
  catalogChanged(deps);
  await releaseMedia(deps, photo);
}

/** POST /vendor/slabs/mark-sold: all named slabs or none; a held or sold one is named. */
export async function markSold(
  deps: Deps,
  actor: Actor | null,
  input: MarkSlabsSold,
): Promise<MarkSlabsSoldResult> {
  await requireAccess(deps.db, actor, 'slab.write', input.slabIds, 'manufacturer');
  assertRole(actor, 'vendor');
  const affected = await deps.db.transaction(async (tx) => {
    const locked = await lockSlabs(tx, actor.vendorIds, input.slabIds);
    if (locked.length !== input.slabIds.length) {
      const found = new Set(locked.map((s) => s.id));
      const missing = input.slabIds.filter((id) => !found.has(id));
      throw new AppError('not_found', `Slab ${missing.join(', ')} not found`);
    }
    const blocking = locked
      .filter((s) => s.status !== 'available')
      .sort((a, b) => a.blockNumber.localeCompare(b.blockNumber) || a.sequence - b.sequence);
    if (blocking.length === 1) throw notAvailable(blocking[0]!, 'marked sold');
    if (blocking.length) {
      const names = blocking.map((s) => slabName(s.blockNumber, s.sequence));
      throw new AppError(
        'conflict',
        `${list(names)} are on hold for a quote or already sold; only available slabs can be marked sold.`,
      );
    }
    return markSoldOutside(tx, input.slabIds);
  });
  catalogChanged(deps);
  return { affected };
}
