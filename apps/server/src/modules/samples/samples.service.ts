// Samples of a lot (D39). A signed-in buyer asks for a sample cut from a lot that still has available
// slabs, of an active product of a manufacturer taking requests (D31); the row keeps the product's
// name, the block and the lot number as they were. The manufacturer accepts (with a fee, 0 = free) or
// declines with a reason, then dispatches with a courier and tracking number; the buyer marks it
// received, or cancels it before dispatch. Each step is one conditional update, so two clicks at the
// same moment apply once (the other is a 409). Anything not the caller's is a 404. What one side wrote
// (the buyer's notes; the decline reason and courier) reaches the other masked (D30); the manufacturer
// reads the buyer's mobile number and street address once it has accepted, as its courier needs them.
import {
  type CreateSampleRequest,
  type DispatchSampleInput,
  formatINR,
  maskContactDetails,
  type Paginated,
  SAMPLE_LIFECYCLE,
  SAMPLE_MESSAGES,
  type SampleStatus,
  type SampleStep,
  type SampleView,
  sampleCitation,
  sampleName,
} from '@granite/shared';
import type { AppDeps } from '../../deps';
import { type Actor, assertRole, assertSignedIn } from '../../lib/actor';
import { AppError, notFound } from '../../lib/errors';
import { msg, type Text } from '../../lib/i18n';
import { type Permission, requireAccess } from '../access/access.service';
import { manufacturersTakingQuoteRequests } from '../manufacturers/manufacturers.service';
import { notify, notifyManufacturer } from '../notifications/notifications.service';
import {
  buyerSamples,
  type Executor,
  findSample,
  insertSample,
  lotForSample,
  manufacturerSamples,
  moveSample,
  type Reader,
  type SampleRow,
  type SampleWithManufacturer,
  samplesOfQuoteRequests,
} from './samples.queries';

type Deps = Pick<AppDeps, 'db' | 'mail' | 'config'>;
type PageQuery = { page: number; pageSize: number };

export const SAMPLE_LINKS = {
  buyer: (id: number) => `/dashboard?tab=samples&sample=${id}`,
  vendor: (id: number) => `/vendor/samples?sample=${id}`,
};

const masked = (text: string | null) => (text === null ? null : maskContactDetails(text));
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toView(row: SampleWithManufacturer, reader: 'buyer' | 'manufacturer'): SampleView {
  const s = row.sample;
  const addressShown = reader === 'buyer' || ['accepted', 'dispatched', 'received'].includes(s.status);
  return {
    id: s.id,
    lotId: s.lotId,
    productId: s.productId,
    productName: s.productName,
    blockNumber: s.blockNumber,
    lotNumber: s.lotNumber,
    vendorId: s.vendorId,
    vendorName: row.vendorName,
    status: s.status as SampleStatus,
    contactName: reader === 'buyer' ? s.contactName : maskContactDetails(s.contactName),
    mobileNumber: addressShown ? s.mobileNumber : null,
    deliveryAddress: addressShown ? s.deliveryAddress : null,
    deliveryCity: s.deliveryCity,
    deliveryPin: s.deliveryPin,
    notes: reader === 'buyer' ? s.notes : masked(s.notes),
    feePaise: s.feePaise,
    declineReason: reader === 'manufacturer' ? s.declineReason : masked(s.declineReason),
    courier: reader === 'manufacturer' ? s.courier : masked(s.courier),
    trackingNumber: s.trackingNumber,
    createdAt: s.createdAt.toISOString(),
    acceptedAt: iso(s.acceptedAt),
    declinedAt: iso(s.declinedAt),
    dispatchedAt: iso(s.dispatchedAt),
    receivedAt: iso(s.receivedAt),
    cancelledAt: iso(s.cancelledAt),
    version: s.version,
  };
}

function paginated(
  { rows, total }: { rows: SampleWithManufacturer[]; total: number },
  query: PageQuery,
  reader: 'buyer' | 'manufacturer',
): Paginated<SampleView> {
  return {
    items: rows.map((r) => toView(r, reader)),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

// Money is written one way everywhere (@granite/shared formatMoney): "₹1,250.50", never "₹1,250.5".
const rupees = (paise: number) => formatINR(paise);

// ---------------------------------------------------------------- buyer

/** POST /lots/{id}/samples. */
export async function requestSample(
  deps: Deps,
  actor: Actor | null,
  lotId: number,
  input: CreateSampleRequest,
): Promise<SampleView> {
  await requireAccess(deps.db, actor, 'sample.request', lotId, 'buyer');
  assertSignedIn(actor);
  const lot = await lotForSample(deps.db, lotId);
  if (!lot) throw notFound('Lot');
  if (lot.productStatus !== 'active') throw new AppError('conflict', SAMPLE_MESSAGES.productInactive);
  const taking = await manufacturersTakingQuoteRequests(deps, [lot.vendorId]);
  if (!taking.has(lot.vendorId)) throw new AppError('conflict', SAMPLE_MESSAGES.manufacturerInactive);
  if (lot.availableSlabs < 1) throw new AppError('conflict', SAMPLE_MESSAGES.noSlabs);
  return deps.db.transaction(async (tx) => {
    const sample = await insertSample(tx, {
      lotId: lot.lotId,
      productId: lot.productId,
      productName: lot.productName,
      blockNumber: lot.blockNumber,
      lotNumber: lot.lotNumber,
      vendorId: lot.vendorId,
      userId: actor.userId,
      contactName: input.contactName,
      mobileNumber: input.mobileNumber,
      deliveryAddress: input.deliveryAddress,
      deliveryCity: input.deliveryCity,
      deliveryPin: input.deliveryPin,
      notes: input.notes ?? null,
    });
    await notifyManufacturer({ ...deps, db: tx }, lot.vendorId, {
      kind: 'sample_requested',
      title: msg('Sample {sample} requested: {product}, block {block}', {
        sample: sampleName(sample.id),
        product: lot.productName,
        block: lot.blockNumber,
      }),
      body: msg(
        'A buyer in {city} asked for a sample of {product} from block {block}. Accept it (with a fee, or free) or decline it.',
        { city: input.deliveryCity, product: lot.productName, block: lot.blockNumber },
      ),
      link: SAMPLE_LINKS.vendor(sample.id),
    });
    return toView({ sample, vendorName: lot.vendorName }, 'buyer');
  });
}

/** GET /me/samples. */
export async function listMySamples(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor | null,
  query: PageQuery,
): Promise<Paginated<SampleView>> {
  assertSignedIn(actor);
  const found = await buyerSamples(deps.db, actor.userId, query.pageSize, (query.page - 1) * query.pageSize);
  return paginated(found, query, 'buyer');
}

/** The sample, once the access module let the caller take this step on it. */
async function sampleFor(
  db: Executor,
  actor: Actor | null,
  permission: Permission,
  id: number,
): Promise<SampleWithManufacturer> {
  await requireAccess(db, actor, permission, id);
  const found = await findSample(db, id);
  if (!found) throw notFound('Sample');
  return found;
}

/** POST /me/samples/{id}/received: only a dispatched sample. */
export async function markReceived(deps: Deps, actor: Actor | null, id: number): Promise<SampleView> {
  const found = await sampleFor(deps.db, actor, 'sample.receive', id);
  const moved = await moveSample(deps.db, id, SAMPLE_LIFECYCLE.steps.receive.from, {
    status: SAMPLE_LIFECYCLE.steps.receive.to,
    receivedAt: new Date(),
  });
  if (!moved) throw refused('receive', found.sample.status);
  return toView({ sample: moved, vendorName: found.vendorName }, 'buyer');
}

/** POST /me/samples/{id}/cancel: before dispatch (requested or accepted). */
export async function cancelSample(deps: Deps, actor: Actor | null, id: number): Promise<SampleView> {
  const found = await sampleFor(deps.db, actor, 'sample.cancel', id);
  return deps.db.transaction(async (tx) => {
    const moved = await moveSample(tx, id, SAMPLE_LIFECYCLE.steps.cancel.from, {
      status: SAMPLE_LIFECYCLE.steps.cancel.to,
      cancelledAt: new Date(),
    });
    if (!moved) throw refused('cancel', found.sample.status);
    if (moved.vendorId) {
      await notifyManufacturer({ ...deps, db: tx }, moved.vendorId, {
        kind: 'sample_cancelled',
        title: msg('Sample {sample} cancelled by the buyer', { sample: sampleName(id) }),
        body: msg(
          'The buyer cancelled the sample of {product} from block {block}; nothing needs to be sent.',
          { product: moved.productName, block: moved.blockNumber },
        ),
        link: SAMPLE_LINKS.vendor(id),
      });
    }
    return toView({ sample: moved, vendorName: found.vendorName }, 'buyer');
  });
}

// ---------------------------------------------------------------- manufacturer

/** GET /vendor/samples. */
export async function listManufacturerSamples(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor | null,
  query: PageQuery & { status?: SampleStatus },
): Promise<Paginated<SampleView>> {
  assertRole(actor, 'vendor');
  const found = await manufacturerSamples(
    deps.db,
    actor.vendorIds,
    query.status,
    query.pageSize,
    (query.page - 1) * query.pageSize,
  );
  return paginated(found, query, 'manufacturer');
}

/** A step the sample's status no longer allows (the conditional update found it moved): a 409. */
const refused = (step: SampleStep, status: string) =>
  new AppError('conflict', SAMPLE_LIFECYCLE.refusal(step, status as SampleStatus));

/**
 * One step of the manufacturer's, with the buyer told in the same transaction: the states it starts
 * from and the one it leads to are the lifecycle's (D39).
 */
async function answer(
  deps: Deps,
  actor: Actor | null,
  permission: 'sample.answer' | 'sample.dispatch',
  id: number,
  step: 'accept' | 'decline' | 'dispatch',
  set: Partial<SampleRow>,
  notice: (row: SampleRow) => { kind: string; title: Text; body: Text },
): Promise<SampleView> {
  const found = await sampleFor(deps.db, actor, permission, id);
  return deps.db.transaction(async (tx) => {
    const { from, to } = SAMPLE_LIFECYCLE.steps[step];
    const moved = await moveSample(tx, id, from, { ...set, status: to });
    if (!moved) throw refused(step, found.sample.status);
    if (moved.userId) {
      await notify(
        { ...deps, db: tx },
        { userId: moved.userId, ...notice(moved), link: SAMPLE_LINKS.buyer(id) },
      );
    }
    return toView({ sample: moved, vendorName: found.vendorName }, 'manufacturer');
  });
}

/** POST /vendor/samples/{id}/accept: with the fee in rupees (0 = free); the schema made it paise. */
export function acceptSample(
  deps: Deps,
  actor: Actor | null,
  id: number,
  input: { fee: number },
): Promise<SampleView> {
  const feePaise = input.fee;
  return answer(deps, actor, 'sample.answer', id, 'accept', { feePaise, acceptedAt: new Date() }, (s) => ({
    kind: 'sample_accepted',
    title: msg('Sample {sample} accepted', { sample: sampleName(id) }),
    body: msg(
      'The manufacturer accepted your sample of {product} from block {block}{fee}. You will be told when it is dispatched.',
      {
        product: s.productName,
        block: s.blockNumber,
        fee: feePaise === 0 ? msg(', free of charge') : msg(' for a fee of {fee}', { fee: rupees(feePaise) }),
      },
    ),
  }));
}

/** POST /vendor/samples/{id}/decline: with a reason. */
export function declineSample(
  deps: Deps,
  actor: Actor | null,
  id: number,
  input: { reason: string },
): Promise<SampleView> {
  return answer(
    deps,
    actor,
    'sample.answer',
    id,
    'decline',
    { declineReason: input.reason, declinedAt: new Date() },
    (s) => ({
      kind: 'sample_declined',
      title: msg('Sample {sample} declined', { sample: sampleName(id) }),
      body: msg('The manufacturer declined your sample of {product} from block {block}. Reason: “{reason}”', {
        product: s.productName,
        block: s.blockNumber,
        reason: maskContactDetails(input.reason).slice(0, 300),
      }),
    }),
  );
}

/** POST /vendor/samples/{id}/dispatch: only an accepted sample, with the courier and tracking number. */
export function dispatchSample(
  deps: Deps,
  actor: Actor | null,
  id: number,
  input: DispatchSampleInput,
): Promise<SampleView> {
  return answer(
    deps,
    actor,
    'sample.dispatch',
    id,
    'dispatch',
    {
      courier: input.courier,
      trackingNumber: input.trackingNumber,
      dispatchedAt: new Date(),
    },
    (s) => ({
      kind: 'sample_dispatched',
      title: msg('Sample {sample} dispatched', { sample: sampleName(id) }),
      body: msg(
        'Your sample of {product} from block {block} was sent by {courier}, tracking number {tracking}. Mark it as received when it arrives.',
        {
          product: s.productName,
          block: s.blockNumber,
          courier: maskContactDetails(input.courier),
          tracking: input.trackingNumber,
        },
      ),
    }),
  );
}

// ---------------------------------------------------------------- for the trade module

/**
 * D39: a sample a buyer's quote request may cite: the buyer's own, dispatched or received, of a product
 * of this manufacturer. Anything else is a 404 naming `sampleId`.
 */
export async function citableSample(
  deps: Pick<AppDeps, 'db'>,
  userId: string | null,
  sampleId: number,
  manufacturerId: number,
): Promise<SampleRow> {
  const found = userId ? await findSample(deps.db, sampleId) : undefined;
  const s = found?.sample;
  if (
    !s ||
    s.userId !== userId ||
    s.vendorId !== manufacturerId ||
    !['dispatched', 'received'].includes(s.status)
  ) {
    throw new AppError('not_found', 'Sample not found', {
      sampleId: 'is not a sample you received from this manufacturer',
    });
  }
  return s;
}

/**
 * D39: "As per sample S-12 from block B-114 (lot 2)" for each of these quote requests that cites a
 * sample, keyed by the request's id. The sample row keeps its block and lot, so the line never changes.
 */
export async function sampleCitationsOfRequests(
  deps: { db: Reader },
  requestIds: number[],
): Promise<Map<number, string>> {
  const rows = await samplesOfQuoteRequests(deps.db, [...new Set(requestIds)]);
  return new Map(rows.map((r) => [r.requestId, sampleCitation(r.sample)]));
}
