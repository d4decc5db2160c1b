// Open requirements (D38): a buyer posts what they need without choosing manufacturers; every
// active manufacturer with matching stock that delivers to the buyer's state sees it and may reply,
// as to a forwarded quote request (D17), until REQUIREMENT_REPLY_SEATS replies have come or it
// expires. A reply takes its seat with one conditional update and makes that manufacturer's quote
// request (born forwarded, in the requirement's group) in the same transaction as the reply itself,
// so the buyer's quote sheet, accept, decline, orders and documents work on it unchanged.
// Expiry and fullness are read from expires_at and reply_count, never stored: no job is needed.
import { randomUUID } from 'node:crypto';
import {
  type AdminRequirement,
  type BuyerRequirement,
  type CreateRequirement,
  deliveryStateOf,
  formatINR,
  type ManufacturerRequirement,
  maskContactDetails,
  type Paginated,
  REQUIREMENT_REPLY_SEATS,
  type RequirementReplied,
  type RequirementReplyValues,
  type RequirementViewStatus,
} from '@granite/shared';
import type { AppDeps } from '../../deps';
import { type Actor, assertRole, assertSignedIn } from '../../lib/actor';
import { type AppError, invalidData, notFound } from '../../lib/errors';
import { msg, sqftText } from '../../lib/i18n';
import { requireAccess } from '../access/access.service';
import { recordChange } from '../activity/activity.service';
import { buyerSnapshot } from '../business/business.service';
import { manufacturersTakingQuoteRequests } from '../manufacturers/manufacturers.service';
import { notify, notifyManufacturer } from '../notifications/notifications.service';
import { enforceRateLimit, type RateRule } from '../rate-limits/rate-limit';
import { notifyDeps } from './lifecycle.service';
import { replyToQuoteRequest, writeReply } from './replies.service';
import {
  categoryExists,
  findRequirement,
  insertRequirement,
  insertRequirementRequest,
  listForManufacturers,
  listRequirements,
  type MatchingProduct,
  matchingManufacturers,
  matchingProducts,
  type RequirementWithNames,
  requestOfManufacturer,
  takeSeat,
  updateRequirement,
  varietyExists,
} from './requirements.queries';
import { conflict } from './rules';

type Deps = Pick<AppDeps, 'db' | 'mail' | 'config'>;
type PageQuery = { page: number; pageSize: number };

/** Requirements a buyer may post per window (each one reaches up to FAN_OUT manufacturers). */
export const REQUIREMENT_RATE_RULE: RateRule = { window: 86_400, max: 20 };
/** D38, D27: a new requirement is announced to at most this many matching manufacturers, the most responsive first. */
export const REQUIREMENT_FAN_OUT = 50;

/** Where each side reads requirements (the e-mails carry these as absolute links). */
export const REQUIREMENT_LINKS = {
  vendor: (id: number) => `/vendor/quotes?tab=requirements&requirement=${id}`,
  buyer: () => '/dashboard?tab=requirements',
};

// ---------------------------------------------------------------- views

/** D38: the state a requirement is read in; expiry and fullness come from its row at `now`. */
export function viewStatus(
  row: Pick<RequirementWithNames, 'status' | 'expiresAt' | 'replyCount'>,
  now: Date,
) {
  if (row.status === 'hidden' || row.status === 'closed') return row.status as RequirementViewStatus;
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (row.replyCount >= REQUIREMENT_REPLY_SEATS) return 'full';
  return 'open';
}

function facts(row: RequirementWithNames, now: Date) {
  const status = viewStatus(row, now);
  return {
    id: row.id,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    varietyId: row.varietyId,
    varietyName: row.varietyName,
    stone: row.stone,
    productType: row.productType as BuyerRequirement['productType'],
    finish: row.finishType as BuyerRequirement['finish'],
    thickness: row.thickness as BuyerRequirement['thickness'],
    materialQuality: row.materialQuality as BuyerRequirement['materialQuality'],
    quantitySqft: row.quantitySqft,
    targetPricePaise: row.targetPricePaise,
    deliveryCity: row.deliveryCity,
    deliveryPin: row.deliveryPin,
    deliveryState: row.deliveryState as BuyerRequirement['deliveryState'],
    neededBy: row.neededBy,
    description: row.description,
    status,
    replyCount: row.replyCount,
    seatsLeft: status === 'open' ? REQUIREMENT_REPLY_SEATS - row.replyCount : 0,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

const toBuyerView = (row: RequirementWithNames, now: Date): BuyerRequirement => ({
  ...facts(row, now),
  groupId: row.groupId,
  customerName: row.customerName,
  closedAt: row.closedAt?.toISOString() ?? null,
  // D38: the administrator's reason, as written (an admin's text is not masked, D30).
  hiddenReason: row.status === 'hidden' ? row.hiddenReason : null,
});

/**
 * What the stone is called in a line of text: the variety, else the category, with the buyer's
 * words — masked when a manufacturer reads them (D30: the buyer's own words cross sides masked, in
 * the list, the panel, the bell and the e-mail's subject alike).
 */
export function stoneName(row: RequirementWithNames, reader: 'buyer' | 'manufacturer'): string {
  const listed = row.varietyName ?? row.categoryName ?? 'Granite';
  if (!row.stone) return listed;
  return `${listed} (${reader === 'manufacturer' ? maskContactDetails(row.stone) : row.stone})`;
}

/** "Matches your Black Galaxy slabs (Slabs)": the first matching product, and how many more. */
function matchReason(products: MatchingProduct[]): string {
  const [first, ...rest] = products;
  if (!first) return '';
  const more = rest.length ? ` and ${rest.length} more ${rest.length === 1 ? 'product' : 'products'}` : '';
  return `Matches your ${first.name} (${first.productType})${more}`;
}

/**
 * D30: the buyer's texts reach manufacturers masked; the manufacturer sees the request only, never
 * the buyer's mobile number or business.
 */
function toManufacturerView(
  row: RequirementWithNames & { myQuoteRequestId: number | null },
  products: MatchingProduct[],
  now: Date,
): ManufacturerRequirement {
  return {
    ...facts(row, now),
    stone: row.stone === null ? null : maskContactDetails(row.stone),
    description: row.description === null ? null : maskContactDetails(row.description),
    customerName: maskContactDetails(row.customerName),
    matchReason: matchReason(products),
    products: products.map((p) => ({
      id: p.id,
      name: p.name,
      productType: p.productType,
      varietyName: p.varietyName,
    })),
    myQuoteRequestId: row.myQuoteRequestId,
  };
}

// ---------------------------------------------------------------- buyer

/**
 * D38: a signed-in buyer's requirement, announced in the same transaction to the matching
 * manufacturers that take quote requests (D31), the most responsive first (D27), at most
 * REQUIREMENT_FAN_OUT of them: a bell item and an e-mail each.
 */
export async function createRequirement(
  deps: Deps,
  actor: Actor | null,
  input: CreateRequirement,
): Promise<BuyerRequirement> {
  assertSignedIn(actor);
  if (input.varietyId !== undefined && !(await varietyExists(deps.db, input.varietyId))) {
    throw invalidData({ varietyId: 'is not a stone variety in our catalogue' });
  }
  if (input.categoryId !== undefined && !(await categoryExists(deps.db, input.categoryId))) {
    throw invalidData({ categoryId: 'is not a category in our catalogue' });
  }
  await enforceRateLimit(deps.db, `requirement|user|${actor.userId}`, REQUIREMENT_RATE_RULE);
  const snapshot =
    input.useBusiness || input.deliveryAddressId !== undefined
      ? await buyerSnapshot(deps.db, actor.userId, {
          useBusiness: input.useBusiness,
          deliveryAddressId: input.deliveryAddressId,
        })
      : null;
  const now = new Date();
  const id = await deps.db.transaction(async (tx) => {
    const row = await insertRequirement(tx, {
      userId: actor.userId,
      groupId: randomUUID(),
      categoryId: input.categoryId ?? null,
      varietyId: input.varietyId ?? null,
      stone: input.stone ?? null,
      productType: input.productType,
      finishType: input.finish ?? null,
      thickness: input.thickness ?? null,
      materialQuality: input.materialQuality,
      quantitySqft: input.quantitySqft,
      targetPricePaise: input.targetPrice ?? null,
      customerName: input.customerName,
      mobileNumber: input.mobileNumber,
      ...(snapshot && {
        buyerCompany: snapshot.buyerCompany,
        buyerGstin: snapshot.buyerGstin,
        billingAddress: snapshot.billingAddress,
        billingState: snapshot.billingState,
        deliveryAddress: snapshot.deliveryAddress,
      }),
      // D34: a saved delivery address chosen is the delivery (its city, PIN and state, whatever was
      // typed); else the typed PIN, in the state given beside it when it may lie there.
      ...(snapshot?.deliveryPin && snapshot.deliveryCity
        ? {
            deliveryCity: snapshot.deliveryCity,
            deliveryPin: snapshot.deliveryPin,
            deliveryState: deliveryStateOf(snapshot.deliveryPin, snapshot.deliveryState),
          }
        : {
            deliveryCity: input.deliveryCity,
            deliveryPin: input.deliveryPin,
            deliveryState: deliveryStateOf(input.deliveryPin, input.deliveryState),
          }),
      neededBy: input.neededBy ?? null,
      description: input.description ?? null,
      expiresAt: new Date(now.getTime() + input.expiresInDays * 86_400_000),
    });
    const stored = (await findRequirement(tx, row.id))!;
    // A few spare candidates, since some may turn out not to take requests (their owner's account).
    const candidates = await matchingManufacturers(tx, row.id, REQUIREMENT_FAN_OUT * 2);
    // Read in this transaction: PGlite has one connection, which the transaction holds.
    const taking = await manufacturersTakingQuoteRequests({ db: tx as unknown as Deps['db'] }, candidates);
    const n = notifyDeps(deps, tx);
    const target = row.targetPricePaise
      ? msg(', target {price} per sq.ft', { price: formatINR(row.targetPricePaise) })
      : '';
    const spec = [row.productType, row.finishType, row.thickness].filter(Boolean).join(', ');
    for (const manufacturerId of candidates.filter((v) => taking.has(v)).slice(0, REQUIREMENT_FAN_OUT)) {
      await notifyManufacturer(n, manufacturerId, {
        kind: 'requirement_posted',
        title: msg('New requirement: {stone} {type}', {
          stone: stoneName(stored, 'manufacturer'),
          type: row.productType.toLowerCase(),
        }),
        body: msg(
          'A buyer needs {quantity} of {stone} ({spec}) delivered to {place}{target}. It takes {seats} replies until {until}: reply from your Quote Requests page.',
          {
            quantity: sqftText(row.quantitySqft),
            stone: stoneName(stored, 'manufacturer'),
            spec,
            place: row.deliveryState
              ? { city: row.deliveryCity, state: row.deliveryState }
              : row.deliveryCity,
            target,
            seats: REQUIREMENT_REPLY_SEATS,
            until: { day: indiaDayOf(row.expiresAt) },
          },
        ),
        link: REQUIREMENT_LINKS.vendor(row.id),
      });
    }
    return row.id;
  });
  return toBuyerView((await findRequirement(deps.db, id))!, new Date());
}

const indiaDayOf = (d: Date) => new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 10);

export async function listMyRequirements(
  deps: Pick<Deps, 'db'>,
  actor: Actor | null,
  query: PageQuery,
): Promise<Paginated<BuyerRequirement>> {
  assertSignedIn(actor);
  const { rows, total } = await listRequirements(deps.db, {
    userId: actor.userId,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const now = new Date();
  return page(
    rows.map((r) => toBuyerView(r, now)),
    query,
    total,
  );
}

/** The buyer's own requirement (anyone else's answers 404). */
async function buyersRequirement(db: Deps['db'], actor: Actor | null, id: number) {
  await requireAccess(db, actor, 'requirement.close', id, 'buyer');
  const row = await findRequirement(db, id);
  if (!row) throw notFound('Requirement');
  return row;
}

/** D38: the buyer stops a requirement taking replies; the replies it has stay on the quote sheet. */
export async function closeMyRequirement(
  deps: Pick<Deps, 'db'>,
  actor: Actor | null,
  id: number,
): Promise<BuyerRequirement> {
  const row = await buyersRequirement(deps.db, actor, id);
  if (row.status !== 'open') throw conflict(`This requirement is already ${row.status}.`);
  const closed = await updateRequirement(deps.db, id, { status: 'closed', closedAt: new Date() }, 'open');
  if (!closed) throw conflict('This requirement was changed meanwhile. Reload to see it.');
  return toBuyerView((await findRequirement(deps.db, id))!, new Date());
}

// ---------------------------------------------------------------- manufacturer

/** The caller's manufacturers that take quote requests (D31): only they see requirements. */
async function answeringManufacturers(deps: Pick<Deps, 'db'>, actor: Actor): Promise<number[]> {
  const taking = await manufacturersTakingQuoteRequests(deps, actor.vendorIds);
  return actor.vendorIds.filter((v) => taking.has(v));
}

export async function listManufacturerRequirements(
  deps: Pick<Deps, 'db'>,
  actor: Actor | null,
  query: PageQuery,
): Promise<Paginated<ManufacturerRequirement>> {
  assertRole(actor, 'vendor');
  const manufacturerIds = await answeringManufacturers(deps, actor);
  const { rows, total } = await listForManufacturers(
    deps.db,
    manufacturerIds,
    query.pageSize,
    (query.page - 1) * query.pageSize,
  );
  const products = await matchingProducts(
    deps.db,
    rows.map((r) => r.id),
    manufacturerIds,
  );
  const now = new Date();
  return page(
    rows.map((r) =>
      toManufacturerView(
        r,
        products.filter((p) => p.requirementId === r.id),
        now,
      ),
    ),
    query,
    total,
  );
}

/** D38: why a requirement gave no seat, as the 409 says it. */
function noSeat(row: RequirementWithNames | undefined): AppError {
  if (!row) return notFound('Requirement');
  switch (viewStatus(row, new Date())) {
    case 'hidden':
      return conflict('This requirement was hidden by the Granite Marketplace team; it takes no replies.');
    case 'closed':
      return conflict('The buyer closed this requirement; it takes no more replies.');
    case 'expired':
      return conflict('This requirement has expired; it takes no more replies.');
    case 'full':
      return conflict(
        `This requirement is full: it already has ${REQUIREMENT_REPLY_SEATS} replies, the most it takes.`,
      );
    default:
      return conflict('This requirement was changed meanwhile. Reload to see it.');
  }
}

/** The manufacturer's request on this requirement was made meanwhile (the unique index said so). */
class AlreadyReplied extends Error {}

/**
 * D38: a manufacturer's reply to a requirement it matches (anything else answers 404), with one of
 * its matching products. The first takes a seat, makes its quote request (forwarded, in the
 * requirement's group, the buyer's details copied) and writes the D17 reply on it, all in one
 * transaction; slabs offered are held as for any reply (D33). A later reply is a revision on that
 * request, never a second seat.
 */
export async function replyToRequirement(
  deps: Deps,
  actor: Actor | null,
  id: number,
  input: RequirementReplyValues,
): Promise<RequirementReplied> {
  await requireAccess(deps.db, actor, 'requirement.reply', id, 'manufacturer');
  assertRole(actor, 'vendor');
  const manufacturerIds = await answeringManufacturers(deps, actor);
  const products = await matchingProducts(deps.db, [id], manufacturerIds);
  const requirement = products.length ? await findRequirement(deps.db, id) : undefined;
  if (!requirement) throw notFound('Requirement');
  const product = products.find((p) => p.id === input.productId);
  if (!product) throw invalidData({ productId: 'is not one of your products matching this requirement' });
  const { productId: _, ...reply } = input;

  const revise = async (quoteRequestId: number) => {
    await replyToQuoteRequest(deps, actor, quoteRequestId, reply);
    return { requirementId: id, quoteRequestId };
  };
  const earlier = await requestOfManufacturer(deps.db, id, [product.vendorId]);
  if (earlier !== null) return revise(earlier);
  try {
    const quoteRequestId = await deps.db.transaction(async (tx) => {
      const seat = await takeSeat(tx, id, REQUIREMENT_REPLY_SEATS);
      if (!seat) throw noSeat(await findRequirement(tx, id));
      const requestId = await insertRequirementRequest(tx, {
        groupId: seat.groupId,
        requirementId: id,
        productId: product.id,
        productName: product.name,
        vendorId: product.vendorId,
        vendorName: product.vendorName,
        userId: seat.userId,
        customerName: seat.customerName,
        mobileNumber: seat.mobileNumber,
        quantitySqft: seat.quantitySqft,
        buyerCompany: seat.buyerCompany,
        buyerGstin: seat.buyerGstin,
        billingAddress: seat.billingAddress,
        billingState: seat.billingState,
        deliveryAddress: seat.deliveryAddress,
        deliveryCity: seat.deliveryCity,
        deliveryPin: seat.deliveryPin,
        deliveryState: seat.deliveryState,
        materialQuality: seat.materialQuality,
        productType: seat.productType,
        thickness: seat.thickness,
        finishType: seat.finishType,
        neededBy: seat.neededBy,
        additionalNotes: seat.description,
        // D17: born forwarded — the requirement itself is the buyer's request to everyone matching.
        status: 'forwarded',
        forwardedAt: new Date(),
      });
      if (requestId === null) throw new AlreadyReplied();
      await writeReply(deps, tx, actor.userId, requestId, reply);
      return requestId;
    });
    return { requirementId: id, quoteRequestId };
  } catch (err) {
    if (!(err instanceof AlreadyReplied)) throw err;
    // The same manufacturer's other reply took the seat a moment ago: this one revises it.
    return revise((await requestOfManufacturer(deps.db, id, [product.vendorId]))!);
  }
}

// ---------------------------------------------------------------- admin

const toAdminView = (
  row: RequirementWithNames & { buyerEmail: string | null },
  now: Date,
): AdminRequirement => ({
  ...toBuyerView(row, now),
  mobileNumber: row.mobileNumber,
  buyerEmail: row.buyerEmail,
  hiddenReason: row.hiddenReason,
  hiddenAt: row.hiddenAt?.toISOString() ?? null,
});

export async function listAdminRequirements(
  deps: Pick<Deps, 'db'>,
  actor: Actor | null,
  query: PageQuery & { status?: RequirementViewStatus },
): Promise<Paginated<AdminRequirement>> {
  assertRole(actor, 'admin');
  const { rows, total } = await listRequirements(deps.db, {
    state: query.status,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const now = new Date();
  return page(
    rows.map((r) => toAdminView(r, now)),
    query,
    total,
  );
}

/**
 * D38: an admin hides a requirement with a reason (D28 activity log); it takes no more replies, and
 * its buyer is told why by a bell item and e-mail (the reason as the admin wrote it).
 */
export async function hideRequirement(
  deps: Deps,
  actor: Actor | null,
  id: number,
  input: { reason: string },
): Promise<AdminRequirement> {
  await requireAccess(deps.db, actor, 'requirement.hide', id, 'admin');
  assertRole(actor, 'admin');
  await deps.db.transaction(async (tx) => {
    const before = await findRequirement(tx, id);
    if (!before) throw notFound('Requirement');
    if (before.status === 'hidden') throw conflict('This requirement is already hidden.');
    const hidden = await updateRequirement(
      tx,
      id,
      { status: 'hidden', hiddenReason: input.reason, hiddenBy: actor.userId, hiddenAt: new Date() },
      before.status,
    );
    if (!hidden) throw conflict('This requirement was changed meanwhile. Reload to see it.');
    await recordChange(tx, {
      actorId: actor.userId,
      action: 'requirement.hide',
      entityType: 'requirement',
      entityId: id,
      before: { status: before.status, hiddenReason: null },
      after: { status: 'hidden', hiddenReason: input.reason },
    });
    // A buyer whose account was deleted meanwhile has no one to tell.
    if (before.userId) {
      await notify(notifyDeps(deps, tx), {
        userId: before.userId,
        kind: 'requirement_hidden',
        title: msg('Your requirement for {stone} was hidden', { stone: stoneName(before, 'buyer') }),
        body: msg(
          'The marketplace hid your requirement for {quantity} of {stone}; it takes no more replies. Reason: {reason}',
          {
            quantity: sqftText(before.quantitySqft),
            stone: stoneName(before, 'buyer'),
            reason: input.reason,
          },
        ),
        link: REQUIREMENT_LINKS.buyer(),
      });
    }
  });
  const { rows } = await listRequirements(deps.db, { id, limit: 1, offset: 0 });
  return toAdminView(rows[0]!, new Date());
}

function page<T>(items: T[], query: PageQuery, total: number): Paginated<T> {
  return {
    items,
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}
