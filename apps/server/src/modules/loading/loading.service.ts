// D49: the yard's loading list. The yard (owner, manager, yard; D46) scans each slab of an order of
// chosen slabs onto the lorry — from its label's QR code, which holds the passport's address, or by
// block and number typed — photographs the loaded bundles, and for a slab that does not travel writes
// down why: broken, or replaced by another available slab of the same product, which the buyer then
// accepts. The order does not ship while a slab is unaccounted for (loadedForShipment, asked by the
// shipment in its own transaction). A label of another manufacturer's slab is refused exactly as a
// label that names no slab, so a scan tells nothing of anyone else's stock. Each slab is on the list
// once however many phones scan it at the same moment: the primary key decides, and the order's row
// is locked by every change of the list and by the shipment, so the two never cross.
import {
  LOADING_MESSAGES,
  LOADING_PHOTOS_MAX,
  type LoadingArea,
  type LoadingSlabView,
  type LoadingView,
  passportTokenIn,
  type RecordShortfall,
  type ScanResult,
  type ScanSlab,
  type ShortfallReason,
  sqftFromX100,
  sqmX100FromSqftX100,
} from '@granite/shared';
import type { AppDeps } from '../../deps';
import type { Actor } from '../../lib/actor';
import { AppError, invalidData, notFound } from '../../lib/errors';
import { msg } from '../../lib/i18n';
import { type Party, requireAccess } from '../access/access.service';
import { dispatchReplacementSlabs } from '../lots/holds.service';
import { toImageRef } from '../media/media.pipeline';
import { type ReadUpload, releaseMedia, storeUpload } from '../media/media.service';
import { notify } from '../notifications/notifications.service';
import { slabName } from '../passports/passports.service';
import {
  acceptReplacement as acceptReplacementRow,
  billsOnOf,
  deletePhoto,
  deleteScan,
  deleteShortfall,
  type Executor,
  findLoadingOrder,
  insertPhoto,
  insertScan,
  type LoadingOrder,
  orderSlabs,
  otherOrderOfSlab,
  photoCount,
  photosOf,
  type Reader,
  type SlabFacts,
  saveShortfall,
  scansOf,
  shortfallsOf,
  slabByNumber,
  slabByToken,
} from './loading.queries';

type Deps = Pick<AppDeps, 'db'>;
type NotifyDeps = Pick<AppDeps, 'db' | 'mail' | 'config'>;
type MediaDeps = Pick<AppDeps, 'db' | 'storage'>;
type OrderFacts = Pick<LoadingOrder, 'id' | 'status' | 'vendorId' | 'quoteReplyId' | 'billedSqftX100'>;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);

/** No slab of this manufacturer has this label: the same answer for a forged token and another's slab. */
const NO_SUCH_LABEL = 'No slab of yours has this label';

function area(sqftX100: number, slabs: number): LoadingArea {
  return { slabs, sqft: sqftFromX100(sqftX100), sqm: sqmX100FromSqftX100(sqftX100) / 100 };
}

/** The loading list as `side` reads it (the buyer and an admin never see who scanned). */
async function viewOf(db: Reader, order: OrderFacts, side: Party): Promise<LoadingView> {
  const slabRows = order.billedSqftX100 === null ? [] : await orderSlabs(db, order.quoteReplyId);
  const open = order.status === 'pending' || order.status === 'confirmed';
  if (!slabRows.length) {
    const none = area(0, 0);
    return {
      orderId: order.id,
      applies: false,
      open,
      slabs: [],
      totals: { ordered: none, loaded: none, missing: none },
      photos: [],
      blocking: [],
    };
  }
  const billsOn = await billsOnOf(db, order.quoteReplyId);
  const [scans, shortfalls, photos] = await Promise.all([
    scansOf(db, order.id),
    shortfallsOf(db, order.id, billsOn),
    photosOf(db, order.id),
  ]);
  const scanOf = new Map(scans.map((s) => [s.slabId, s]));
  const shortfallOf = new Map(shortfalls.map((s) => [s.slabId, s]));
  const blocking: string[] = [];
  let ordered = 0;
  let loaded = 0;
  let loadedCount = 0;
  let missing = 0;
  let missingCount = 0;
  const slabs: LoadingSlabView[] = slabRows.map((row) => {
    const name = slabName(row.blockNumber, row.sequence);
    const scan = row.slabId === null ? undefined : scanOf.get(row.slabId);
    const shortfall = row.slabId === null ? undefined : shortfallOf.get(row.slabId);
    ordered += row.billedSqftX100;
    if (scan) {
      loaded += row.billedSqftX100;
      loadedCount++;
    } else {
      missing += row.billedSqftX100;
      missingCount++;
    }
    const replacement =
      shortfall?.replacementSlabId != null
        ? {
            slabId: shortfall.replacementSlabId,
            name: slabName(shortfall.replacementBlock!, shortfall.replacementSequence!),
            billedSqft: sqftFromX100(shortfall.replacementSqftX100 ?? 0),
            scanned: scanOf.has(shortfall.replacementSlabId),
            acceptedAt: shortfall.acceptedAt?.toISOString() ?? null,
          }
        : null;
    if (replacement?.scanned) {
      loaded += shortfall!.replacementSqftX100 ?? 0;
      loadedCount++;
    }
    if (!scan) {
      if (!shortfall) blocking.push(name);
      else if (shortfall.reason === 'replaced') {
        if (!replacement) blocking.push(`${name} (its replacement slab was deleted)`);
        else if (!replacement.acceptedAt)
          blocking.push(`${name} (replacement ${replacement.name} awaits the buyer’s acceptance)`);
        else if (!replacement.scanned)
          blocking.push(`${name} (replacement ${replacement.name} is not scanned)`);
      }
    }
    return {
      slabId: row.slabId,
      name,
      blockNumber: row.blockNumber,
      lotNumber: row.lotNumber,
      sequence: row.sequence,
      lengthMm: row.lengthMm,
      widthMm: row.widthMm,
      billedSqft: sqftFromX100(row.billedSqftX100),
      photo:
        row.photoId && row.photoVariants?.length
          ? toImageRef({ id: row.photoId, variants: row.photoVariants })
          : null,
      state: scan ? 'scanned' : shortfall ? (shortfall.reason as ShortfallReason) : 'missing',
      scannedAt: scan?.scannedAt.toISOString() ?? null,
      scannedBy: side === 'manufacturer' ? (scan?.scannedBy ?? null) : null,
      bundle: scan?.bundle ?? null,
      shortfall:
        shortfall && !scan
          ? {
              reason: shortfall.reason as ShortfallReason,
              note: shortfall.note,
              recordedAt: shortfall.recordedAt.toISOString(),
              replacement,
            }
          : null,
    };
  });
  return {
    orderId: order.id,
    applies: true,
    open,
    slabs,
    totals: {
      ordered: area(ordered, slabRows.length),
      loaded: area(loaded, loadedCount),
      missing: area(missing, missingCount),
    },
    photos: photos.map((p) => ({
      id: p.id,
      image: toImageRef({ id: p.mediaId, variants: p.variants }),
      createdAt: p.createdAt.toISOString(),
    })),
    blocking,
  };
}

/** The order while its loading list may still change: an order of slabs, before it ships. */
function assertOpen(order: LoadingOrder | undefined): LoadingOrder {
  if (!order) throw notFound('Order');
  if (order.status === 'cancelled') throw new AppError('conflict', LOADING_MESSAGES.cancelled);
  if (order.status === 'shipped' || order.status === 'delivered')
    throw new AppError('conflict', LOADING_MESSAGES.closed);
  if (order.billedSqftX100 === null) throw new AppError('conflict', LOADING_MESSAGES.notSlabOrder);
  return order;
}

/** The same, its row locked: a change of the list and the shipment take turns, never cross. */
async function openOrder(tx: Executor, orderId: number): Promise<LoadingOrder> {
  return assertOpen(await findLoadingOrder(tx, orderId, true));
}

/** GET …/orders/{id}/loading: the list, each slab of the order scanned or missing, with the totals. */
export async function loadingOf(
  deps: Deps,
  actor: Actor | null,
  orderId: number,
  as: Party,
): Promise<LoadingView> {
  const side = await requireAccess(deps.db, actor, 'loading.read', orderId, as);
  const order = await findLoadingOrder(deps.db, orderId);
  if (!order) throw notFound('Order');
  return viewOf(deps.db, order, side);
}

async function slabOfScan(tx: Executor, order: LoadingOrder, input: ScanSlab): Promise<SlabFacts> {
  if (input.code !== undefined) {
    const token = passportTokenIn(input.code);
    const slab = token ? await slabByToken(tx, token) : undefined;
    if (!slab || slab.vendorId !== order.vendorId) throw new AppError('not_found', NO_SUCH_LABEL);
    return slab;
  }
  const slab = await slabByNumber(tx, order.vendorId, input.block!, Number(input.slab));
  if (!slab)
    throw new AppError('not_found', `Slab ${slabName(input.block!, Number(input.slab))} is not in your yard`);
  return slab;
}

/** POST /vendor/orders/{id}/loading/scans: one slab onto the lorry (once, however often it is scanned). */
export async function scanSlab(
  deps: Deps,
  actor: Actor | null,
  orderId: number,
  input: ScanSlab,
): Promise<ScanResult> {
  await requireAccess(deps.db, actor, 'order.load', orderId, 'manufacturer');
  return deps.db.transaction(async (tx) => {
    const order = await openOrder(tx, orderId);
    const slab = await slabOfScan(tx, order, input);
    const name = slabName(slab.blockNumber, slab.sequence);
    const ours = (await orderSlabs(tx, order.quoteReplyId)).some((s) => s.slabId === slab.id);
    const shortfalls = await shortfallsOf(tx, order.id);
    const replacing = shortfalls.some((s) => s.replacementSlabId === slab.id);
    if (!ours && !replacing) {
      const message = (await otherOrderOfSlab(tx, slab.id, order.id))
        ? LOADING_MESSAGES.otherOrder
        : LOADING_MESSAGES.notOnOrder;
      throw new AppError('conflict', fill(message, { name }));
    }
    const written = shortfalls.find((s) => s.slabId === slab.id);
    if (written?.acceptedAt)
      throw new AppError(
        'conflict',
        `Slab ${name} was replaced by ${slabName(written.replacementBlock ?? '?', written.replacementSequence ?? 0)}, which the buyer accepted`,
      );
    // A slab written down as missing that turns up after all is loaded: its reason goes.
    if (written) await deleteShortfall(tx, order.id, slab.id);
    const added = await insertScan(tx, {
      orderId: order.id,
      slabId: slab.id,
      bundle: input.bundle ?? null,
      scannedBy: actor!.userId,
    });
    return { slab: { slabId: slab.id, name, added }, loading: await viewOf(tx, order, 'manufacturer') };
  });
}

const twoPlaces = (n: number) =>
  n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * POST /vendor/orders/{id}/loading/complete: the yard says the lorry is loaded, once nothing keeps the
 * order (409 naming what still does); the buyer is told by bell and e-mail, with the totals, and reads
 * the as-loaded list and the bundle photos on the order before it is dispatched.
 */
export async function announceLoaded(
  deps: NotifyDeps,
  actor: Actor | null,
  orderId: number,
): Promise<LoadingView> {
  await requireAccess(deps.db, actor, 'order.load', orderId, 'manufacturer');
  return deps.db.transaction(async (tx) => {
    const order = await openOrder(tx, orderId);
    const view = await viewOf(tx, order, 'manufacturer');
    if (view.blocking.length) {
      const slabs = view.blocking.join(', ');
      throw new AppError('conflict', fill(LOADING_MESSAGES.notLoaded, { slabs }), { slabs });
    }
    const { ordered, loaded } = view.totals;
    if (order.userId)
      await notify(
        { db: tx, mail: deps.mail, config: deps.config },
        {
          userId: order.userId,
          kind: 'order_loaded',
          title: msg('Your order is loaded: {product}', { product: order.productName }),
          body: msg(
            '{manufacturer} loaded {loaded} of {ordered} slabs of your order: {sqft} of {orderedSqft} sq.ft ({sqm} of {orderedSqm} m²). See the slabs and the bundle photos on your order before it is dispatched.',
            {
              manufacturer: order.manufacturerName,
              loaded: loaded.slabs,
              ordered: ordered.slabs,
              sqft: twoPlaces(loaded.sqft),
              orderedSqft: twoPlaces(ordered.sqft),
              sqm: twoPlaces(loaded.sqm),
              orderedSqm: twoPlaces(ordered.sqm),
            },
          ),
          link: `/dashboard?tab=quotes&request=${order.quoteRequestId}`,
        },
      );
    return view;
  });
}

/** DELETE /vendor/orders/{id}/loading/scans/{slabId}: a slab taken off the lorry before it leaves. */
export async function removeScan(
  deps: Deps,
  actor: Actor | null,
  orderId: number,
  slabId: number,
): Promise<LoadingView> {
  await requireAccess(deps.db, actor, 'order.load', orderId, 'manufacturer');
  return deps.db.transaction(async (tx) => {
    const order = await openOrder(tx, orderId);
    if (!(await deleteScan(tx, order.id, slabId))) throw notFound('Scan');
    return viewOf(tx, order, 'manufacturer');
  });
}

/**
 * POST /vendor/orders/{id}/loading/shortfalls: why a slab of the order does not travel. A replacement
 * is an available slab of the manufacturer's, of the order's product, not already on the order; the
 * buyer accepts it before the order ships. Writing again replaces the reason (and asks the buyer again).
 */
export async function recordShortfall(
  deps: NotifyDeps,
  actor: Actor | null,
  orderId: number,
  input: RecordShortfall,
): Promise<LoadingView> {
  await requireAccess(deps.db, actor, 'order.load', orderId, 'manufacturer');
  return deps.db.transaction(async (tx) => {
    const order = await openOrder(tx, orderId);
    const slabRows = await orderSlabs(tx, order.quoteReplyId);
    const row = slabRows.find((s) => s.slabId === input.slabId);
    if (!row) throw invalidData({ slabId: 'is not a slab of this order' });
    const name = slabName(row.blockNumber, row.sequence);
    if ((await scansOf(tx, order.id)).some((s) => s.slabId === input.slabId))
      throw new AppError('conflict', fill(LOADING_MESSAGES.alreadyScanned, { name }));
    let replacementSlabId: number | null = null;
    let replacementName = '';
    if (input.reason === 'replaced' && input.replacement) {
      const wanted = slabName(input.replacement.block, Number(input.replacement.slab));
      const slab = await slabByNumber(
        tx,
        order.vendorId,
        input.replacement.block,
        Number(input.replacement.slab),
      );
      if (!slab) throw invalidData({ replacement: `slab ${wanted} is not in your yard` });
      if (slab.productId !== order.productId)
        throw invalidData({ replacement: `slab ${wanted} is not of ${order.productName}` });
      if (slabRows.some((s) => s.slabId === slab.id))
        throw invalidData({ replacement: `slab ${wanted} is already on this order` });
      if (slab.status !== 'available')
        throw invalidData({ replacement: `slab ${wanted} is ${slab.status}, not available` });
      const taken = (await shortfallsOf(tx, order.id)).find(
        (s) => s.replacementSlabId === slab.id && s.slabId !== input.slabId,
      );
      if (taken)
        throw invalidData({ replacement: `slab ${wanted} already replaces another slab of this order` });
      replacementSlabId = slab.id;
      replacementName = wanted;
    }
    await saveShortfall(tx, {
      orderId: order.id,
      slabId: input.slabId,
      reason: input.reason,
      note: input.note,
      replacementSlabId,
      recordedBy: actor!.userId,
    });
    // The buyer decides on a slab sent instead: told at once, with the manufacturer's words.
    if (replacementSlabId !== null && order.userId)
      await notify(
        { db: tx, mail: deps.mail, config: deps.config },
        {
          userId: order.userId,
          kind: 'order_replacement',
          title: msg('A slab of your order is replaced: {product}', { product: order.productName }),
          body: msg(
            '{manufacturer} cannot send slab {slab} ({note}) and offers slab {replacement} instead. Accept it on your order before it is dispatched.',
            {
              manufacturer: order.manufacturerName,
              slab: name,
              note: input.note,
              replacement: replacementName,
            },
          ),
          link: `/dashboard?tab=quotes&request=${order.quoteRequestId}`,
        },
      );
    return viewOf(tx, order, 'manufacturer');
  });
}

/** POST /me/orders/{id}/loading/replacements/{slabId}/accept: the buyer takes the slab sent instead. */
export async function acceptReplacement(
  deps: Deps,
  actor: Actor | null,
  orderId: number,
  slabId: number,
): Promise<LoadingView> {
  await requireAccess(deps.db, actor, 'loading.accept', orderId, 'buyer');
  return deps.db.transaction(async (tx) => {
    const order = await openOrder(tx, orderId);
    if (!(await acceptReplacementRow(tx, order.id, slabId, actor!.userId))) {
      const waiting = (await shortfallsOf(tx, order.id)).find((s) => s.slabId === slabId);
      if (waiting?.acceptedAt) throw new AppError('conflict', 'You already accepted this replacement');
      throw notFound('Replacement slab');
    }
    return viewOf(tx, order, 'buyer');
  });
}

/** POST /vendor/orders/{id}/loading/photos: a photo of a loaded bundle (an image, or a 400 and no file). */
export async function addLoadingPhoto(
  deps: MediaDeps,
  actor: Actor | null,
  orderId: number,
  read: ReadUpload,
): Promise<LoadingView> {
  await requireAccess(deps.db, actor, 'order.load', orderId, 'manufacturer');
  assertOpen(await findLoadingOrder(deps.db, orderId));
  if ((await photoCount(deps.db, orderId)) >= LOADING_PHOTOS_MAX)
    throw new AppError('conflict', LOADING_MESSAGES.tooManyPhotos);
  const stored = await storeUpload(deps, actor!, 'lot', read);
  try {
    return await deps.db.transaction(async (tx) => {
      const order = await openOrder(tx, orderId);
      if ((await photoCount(tx, orderId)) >= LOADING_PHOTOS_MAX)
        throw new AppError('conflict', LOADING_MESSAGES.tooManyPhotos);
      await insertPhoto(tx, { orderId, mediaId: stored.id, uploadedBy: actor!.userId });
      return viewOf(tx, order, 'manufacturer');
    });
  } catch (err) {
    await releaseMedia(deps, stored.id);
    throw err;
  }
}

/** DELETE /vendor/orders/{id}/loading/photos/{photoId}: a bundle photo taken by mistake, before shipping. */
export async function removeLoadingPhoto(
  deps: MediaDeps,
  actor: Actor | null,
  orderId: number,
  photoId: number,
): Promise<LoadingView> {
  await requireAccess(deps.db, actor, 'order.load', orderId, 'manufacturer');
  const { view, mediaId } = await deps.db.transaction(async (tx) => {
    const order = await openOrder(tx, orderId);
    const row = await deletePhoto(tx, orderId, photoId);
    if (!row) throw notFound('Photo');
    return { view: await viewOf(tx, order, 'manufacturer'), mediaId: row.mediaId };
  });
  await releaseMedia(deps, mediaId);
  return { ...view, photos: view.photos.filter((p) => p.id !== photoId) };
}

/**
 * D49, asked by the order's shipment in its transaction (the order's row locked): an order of chosen
 * slabs ships only when each is scanned, written down as broken, or replaced by a slab the buyer
 * accepted and the yard scanned (409 naming every other one). The accepted replacements leave the
 * yard with it (dispatched, D42's way); answers the order's slabs that stay behind, which are not
 * dispatched. An order by sq.ft without chosen slabs has nothing to load and is not held.
 */
export async function loadedForShipment(tx: Executor, order: OrderFacts): Promise<{ leftBehind: number[] }> {
  const view = await viewOf(tx, order, 'manufacturer');
  if (!view.applies) return { leftBehind: [] };
  if (view.blocking.length)
    throw new AppError('conflict', fill(LOADING_MESSAGES.notLoaded, { slabs: view.blocking.join(', ') }), {
      slabs: view.blocking.join(', '),
    });
  const replacements = view.slabs.flatMap((s) =>
    s.shortfall?.replacement ? [s.shortfall.replacement.slabId] : [],
  );
  if (replacements.length)
    await dispatchReplacementSlabs(
      tx,
      order.vendorId,
      replacements,
      'slabs',
      'A replacement slab is no longer available',
    );
  return {
    leftBehind: view.slabs.flatMap((s) => (s.state !== 'scanned' && s.slabId !== null ? [s.slabId] : [])),
  };
}
