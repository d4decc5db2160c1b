// Quote requests (storefront 2.13, 2.18, 5, 6; D16, D17, D31). Anyone may ask for a quote; signed-in
// buyers' requests carry their user id and only they can read them back. A signed-out visitor gives
// an e-mail address: the request waits, 'unconfirmed' and seen by nobody else, until the link mailed
// there is opened (visitor.service.ts). Only a manufacturer that can answer is asked (D31).
import { randomUUID } from 'node:crypto';
import {
  BELOW_ONE_SLAB,
  type BuyerQuoteRequest,
  type Consignee,
  type CreatedQuoteRequests,
  type CreateMultiQuoteRequestBody,
  type CreateQuoteRequestBody,
  deliveryStateOf,
  type IndianState,
  MIN_SLAB_QUOTE_SQFT,
  MULTI_QUOTE_NOTE,
  type Paginated,
  type QuoteRequestFields,
  unitsOfProductType,
  VISITOR_EMAIL_REQUIRED,
  wholeSqftOf,
} from '@granite/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { type Actor, assertSignedIn } from '../../lib/actor';
import { AppError, invalidData, notFound } from '../../lib/errors';
import { requireAccess } from '../access/access.service';
import { type BuyerSnapshot, buyerSnapshot } from '../business/business.service';
import { checkRequestedSlabs, type SlabField } from '../lots/holds.service';
import { manufacturersTakingQuoteRequests } from '../manufacturers/manufacturers.service';
import { enforceRateLimit, type RateRule } from '../rate-limits/rate-limit';
import { citableSample, sampleCitationsOfRequests } from '../samples/samples.service';
import { announceSubmitted, autoForwardOn } from './lifecycle.service';
import { buyerRequestForBuyer } from './masking';
import {
  findByIdempotencyKey,
  findQuotableProducts,
  findQuoteRequestsByIds,
  findUserQuoteRequest,
  insertQuoteRequests,
  listUserQuoteRequests,
  type NewQuoteRow,
} from './requests.queries';
import { insertRequestSlabs } from './slab-quotes.queries';
import { mailConfirmationLink, newVisitorLink } from './visitor.service';

type Deps = Pick<AppDeps, 'db' | 'mail' | 'config'>;
/** The form's fields; the quantity may be left out when every product has chosen slabs (D33). */
type Fields = Omit<z.output<typeof QuoteRequestFields>, 'email' | 'quantitySqft'> & { quantitySqft?: number };
/** D33: the slabs chosen per product, with the field that names each in an error. */
type SlabChoices = Map<number, { ids: number[]; field: SlabField }>;

/**
 * Submissions (a multi request counts once) per window. Anonymous requests are limited per client
 * address so the open form cannot flood manufacturers, and per e-mail address with the same rule so
 * the confirmation e-mails it sends cannot flood a mailbox (D31); counters live in the database so
 * every server process agrees (docs/architecture.md, Pitfalls we met).
 */
export const QUOTE_RATE_RULES: { anonymous: RateRule; signedIn: RateRule } = {
  anonymous: { window: 3600, max: 10 },
  signedIn: { window: 3600, max: 60 },
};

/** Who is asking: the session's user, or an anonymous client address. */
export type QuoteRequester = { actor: Actor | null; ip: string };

export function createQuoteRequest(
  deps: Deps,
  requester: QuoteRequester,
  input: CreateQuoteRequestBody,
  idempotencyKey: string | undefined,
): Promise<CreatedQuoteRequests> {
  const { productId, email, slabIds, sampleId, ...fields } = input;
  const slabs: SlabChoices = new Map(
    slabIds ? [[productId, { ids: slabIds, field: (i: number) => `slabIds.${i}` }]] : [],
  );
  return submit(deps, requester, [productId], fields, email, {
    multi: false,
    idempotencyKey,
    slabs,
    sampleId,
  });
}

export function createMultiQuoteRequest(
  deps: Deps,
  requester: QuoteRequester,
  input: CreateMultiQuoteRequestBody,
  idempotencyKey: string | undefined,
): Promise<CreatedQuoteRequests> {
  const { productIds, email, slabsByProduct, ...fields } = input;
  const slabs: SlabChoices = new Map();
  for (const [j, choice] of (slabsByProduct ?? []).entries()) {
    if (!productIds.includes(choice.productId)) {
      throw invalidData({ [`slabsByProduct.${j}.productId`]: 'must be one of productIds' });
    }
    slabs.set(choice.productId, { ids: choice.slabIds, field: (i) => `slabsByProduct.${j}.slabIds.${i}` });
  }
  return submit(deps, requester, productIds, fields, email, { multi: true, idempotencyKey, slabs });
}

async function submit(
  deps: Deps,
  requester: QuoteRequester,
  productIds: number[],
  fields: Fields,
  email: string | undefined,
  options: {
    multi: boolean;
    idempotencyKey: string | undefined;
    slabs: SlabChoices;
    /** D39: the buyer's sample of this manufacturer that the request cites. */
    sampleId?: number;
  },
): Promise<CreatedQuoteRequests> {
  const userId = requester.actor?.userId ?? null;
  // D31: a signed-out visitor must give an address to confirm and follow the request by.
  if (!userId && !email) throw invalidData({ email: VISITOR_EMAIL_REQUIRED });
  // D33: a request for chosen slabs takes its quantity from them; any other needs a typed one.
  if (fields.quantitySqft === undefined && productIds.some((id) => !options.slabs.has(id))) {
    throw invalidData({ quantitySqft: 'is required' });
  }
  // D34: the quantity's unit follows the product type (blocks by volume or weight; slabs in sq.ft).
  const units = unitsOfProductType(fields.productType);
  if (fields.quantityUnit && !units.includes(fields.quantityUnit))
    throw invalidData({ quantityUnit: `must be ${units.join(' or ')} for ${fields.productType}` });
  if (fields.quantityUnit && fields.quantityUnit !== 'SQF' && options.slabs.size > 0)
    throw invalidData({ quantityUnit: 'must be SQF for chosen slabs' });
  const visitorEmail = userId ? null : email!;
  // Keys are the client's per-submission tokens, kept apart per account so nobody reads another's.
  const storedKey = options.idempotencyKey
    ? `${userId ? `u:${userId}` : 'a'}:${options.idempotencyKey}`
    : null;

  // D34: the buyer's business and chosen delivery address (or consignee), copied onto every request of
  // the submission; the delivery they name is the request's, whatever the form typed.
  const snapshot =
    userId && (fields.useBusiness || fields.deliveryAddressId !== undefined)
      ? await buyerSnapshot(deps.db, userId, {
          useBusiness: fields.useBusiness,
          deliveryAddressId: fields.deliveryAddressId,
        })
      : null;
  const delivery = deliveryOf(fields, snapshot, userId);
  const submitted = submittedFields(fields, delivery, options.multi);
  if (storedKey) {
    const earlier = await replay(deps, storedKey, productIds, submitted, options.slabs);
    if (earlier) return earlier;
  }

  const rule = userId ? QUOTE_RATE_RULES.signedIn : QUOTE_RATE_RULES.anonymous;
  const bucket = userId ? `quote|user|${userId}` : `quote|ip|${requester.ip}`;
  await enforceRateLimit(deps.db, bucket, rule);
  if (visitorEmail) await enforceRateLimit(deps.db, `quote|email|${visitorEmail}`, rule);

  const products = await findQuotableProducts(deps.db, productIds);
  const byId = new Map(products.map((p) => [p.id, p]));
  const missing = productIds.findIndex((id) => !byId.has(id));
  if (missing !== -1) {
    // One unknown or hidden product refuses the whole submission: nothing is stored (D16).
    if (!options.multi) throw invalidData({ productId: 'is not a product in our catalogue' });
    throw invalidData({ [`productIds.${missing}`]: 'is not a product in our catalogue' });
  }
  // D31: every request must reach someone who can answer; one that cannot refuses the submission.
  const taking = await manufacturersTakingQuoteRequests(
    deps,
    products.map((p) => p.vendorId),
  );
  const unreachable = productIds.findIndex((id) => !taking.has(byId.get(id)!.vendorId));
  if (unreachable !== -1) {
    const product = byId.get(productIds[unreachable]!)!;
    const field = options.multi ? `productIds.${unreachable}` : 'productId';
    const message = `${product.vendorName} is not taking quote requests on the platform yet, so "${product.name}" cannot be quoted`;
    throw new AppError('conflict', message, { [field]: message });
  }
  // D33: a slab product is quoted for at least one slab; chosen slabs are whole slabs already.
  if ((fields.quantityUnit ?? 'SQF') === 'SQF' && fields.quantitySqft !== undefined) {
    const small = productIds.some((id) => byId.get(id)!.productType === 'Slabs' && !options.slabs.has(id));
    if (small && fields.quantitySqft < MIN_SLAB_QUOTE_SQFT)
      throw invalidData({ quantitySqft: BELOW_ONE_SLAB });
  }
  // D33: chosen slabs must be the product's, available or on hold (not sold); they make the quantity.
  const quantities = new Map<number, number>();
  for (const [productId, choice] of options.slabs) {
    const chosen = await checkRequestedSlabs(deps.db, productId, choice.ids, choice.field);
    quantities.set(productId, wholeSqftOf(chosen.reduce((sum, s) => sum + s.usableSqftX100, 0)));
  }

  // D39: a cited sample must be the buyer's own, dispatched or received, from this manufacturer.
  if (options.sampleId !== undefined) {
    await citableSample(deps, userId, options.sampleId, byId.get(productIds[0]!)!.vendorId);
  }

  const groupId = options.multi ? randomUUID() : null;
  // D17: while the admin's auto-forward setting is on, requests go straight to their manufacturers;
  // D31: a visitor's wait for the address to be confirmed first.
  const forwardedAt = !visitorEmail && (await autoForwardOn(deps.db)) ? new Date() : null;
  const link = visitorEmail ? newVisitorLink() : null;
  const rows: NewQuoteRow[] = productIds.map((id) => {
    const product = byId.get(id)!;
    return {
      groupId,
      idempotencyKey: storedKey,
      productId: product.id,
      productName: product.name,
      vendorId: product.vendorId,
      vendorName: product.vendorName,
      userId,
      ...submitted,
      ...(snapshot && {
        buyerCompany: snapshot.buyerCompany,
        buyerGstin: snapshot.buyerGstin,
        billingAddress: snapshot.billingAddress,
        billingState: snapshot.billingState,
      }),
      deliveryAddress: delivery.address,
      consignee: delivery.consignee,
      quantitySqft: quantities.get(id) ?? submitted.quantitySqft!,
      sampleId: options.sampleId ?? null,
      email: visitorEmail,
      accessTokenHash: link?.hash ?? null,
      status: link ? 'unconfirmed' : forwardedAt ? 'forwarded' : 'pending',
      forwardedAt,
    };
  });

  const ids = await insertQuoteRequests(deps.db, rows, async (tx, stored) => {
    await insertRequestSlabs(
      tx,
      stored.flatMap((row) =>
        (options.slabs.get(row.productId!)?.ids ?? []).map((slabId) => ({ quoteRequestId: row.id, slabId })),
      ),
    );
    return link && visitorEmail
      ? mailConfirmationLink(deps, tx, { email: visitorEmail, token: link.token, requests: stored })
      : announceSubmitted(deps, tx, stored);
  });
  if (ids) return { groupId, requests: await findQuoteRequestsByIds(deps.db, ids), replayed: false };
  // A concurrent submission with the same key committed first: answer with what it stored.
  const earlier = storedKey ? await replay(deps, storedKey, productIds, submitted, options.slabs) : null;
  if (!earlier) throw new AppError('conflict', 'This request was already submitted. Please refresh.');
  return earlier;
}

/** D34: where the goods of a submission go, and to whom. */
type Delivery = {
  city: string;
  pin: string;
  state: IndianState | null;
  /** The printed delivery address (the saved address's or the consignee's), when there is one. */
  address: string | null;
  consignee: Consignee | null;
};

/**
 * D34: the delivery of a submission: a saved delivery address chosen is the delivery (its city, PIN
 * and state, whatever the form typed); a consignee's address likewise, for a signed-in buyer billing
 * its business (bill-to-ship-to, IGST Act s.10(1)(b): the place of supply is then the buyer's state);
 * otherwise the typed city and PIN, whose state is the PIN's (the state given beside it deciding a
 * district two states share; one the PIN cannot be in was refused by the schema).
 */
function deliveryOf(fields: Fields, snapshot: BuyerSnapshot | null, userId: string | null): Delivery {
  const consignee = fields.consignee ?? null;
  if (consignee) {
    if (fields.deliveryAddressId !== undefined)
      throw invalidData({
        deliveryAddressId:
          'is not used when the goods go to a consignee: the consignee’s address is the delivery',
      });
    if (!userId || !snapshot?.billingState)
      throw invalidData({
        consignee:
          'needs your business details as the bill-to party (tick "Bill to"): the place of supply is then your state',
      });
    return {
      city: consignee.city,
      pin: consignee.pin,
      state: consignee.state,
      address: [
        consignee.name,
        `${consignee.address}, ${consignee.city}, ${consignee.state} ${consignee.pin}`,
        consignee.gstin ? `GSTIN ${consignee.gstin}` : null,
      ]
        .filter(Boolean)
        .join(', '),
      consignee,
    };
  }
  if (snapshot?.deliveryPin && snapshot.deliveryCity) {
    return {
      city: snapshot.deliveryCity,
      pin: snapshot.deliveryPin,
      state: deliveryStateOf(snapshot.deliveryPin, snapshot.deliveryState),
      address: snapshot.deliveryAddress,
      consignee: null,
    };
  }
  return {
    city: fields.deliveryCity,
    pin: fields.deliveryPin,
    state: deliveryStateOf(fields.deliveryPin, fields.deliveryState),
    address: null,
    consignee: null,
  };
}

/** What a submission stores from its form, the same for every product of it. */
function submittedFields(fields: Fields, delivery: Delivery, multi: boolean) {
  const notes = multi ? `${fields.additionalNotes ?? ''}${MULTI_QUOTE_NOTE}`.trim() : fields.additionalNotes;
  return {
    customerName: fields.customerName,
    mobileNumber: fields.mobileNumber,
    quantitySqft: fields.quantitySqft,
    quantityUnit: fields.quantityUnit ?? unitsOfProductType(fields.productType)[0]!,
    deliveryCity: delivery.city,
    deliveryPin: delivery.pin,
    deliveryState: delivery.state,
    materialQuality: fields.materialQuality,
    productType: fields.productType,
    thickness: fields.thickness ?? null,
    slabSize: fields.slabSize ?? null,
    tileSize: fields.tileSize ?? null,
    finishType: fields.finishType ?? null,
    neededBy: fields.neededBy ?? null,
    additionalNotes: notes ?? null,
  };
}

/**
 * The earlier submission under this key, if any. Only the very same request is answered with it:
 * the same key for other products, other slabs or other details is a 409. Anonymous keys are shared by
 * everyone, and a second visitor reusing one must not get the first visitor's name, mobile and
 * notes back (D16): a replay only repeats what its sender already sent.
 */
async function replay(
  deps: Deps,
  storedKey: string,
  productIds: number[],
  submitted: ReturnType<typeof submittedFields>,
  slabs: SlabChoices,
): Promise<CreatedQuoteRequests | null> {
  const rows = await findByIdempotencyKey(deps.db, storedKey);
  if (!rows.length) return null;
  const stored = rows.map((r) => r.view.productId).sort();
  const asked = [...productIds].sort();
  const sameIds = (a: number[], b: number[]) =>
    a.length === b.length && [...a].sort().every((id, i) => id === [...b].sort()[i]);
  const sameDetails = rows.every((r) => {
    const chosen = slabs.get(r.view.productId ?? 0)?.ids ?? [];
    const storedSlabs = (r.view.requestedSlabs ?? []).map((s) => s.slabId);
    return (
      sameIds(chosen, storedSlabs) &&
      Object.entries(submitted).every(
        ([field, value]) =>
          // A request for slabs takes its quantity from them, not from the form.
          (field === 'quantitySqft' && chosen.length > 0) ||
          (r.view as Record<string, unknown>)[field] === value,
      )
    );
  });
  if (stored.length !== asked.length || stored.some((id, i) => id !== asked[i]) || !sameDetails) {
    throw new AppError('conflict', 'This Idempotency-Key was already used for a different request');
  }
  const requests = rows.map((r) => r.view);
  return { groupId: requests[0]?.groupId ?? null, requests, replayed: true };
}

export async function listMyQuoteRequests(
  deps: Deps,
  actor: Actor | null,
  query: { page: number; pageSize: number },
): Promise<Paginated<BuyerQuoteRequest>> {
  assertSignedIn(actor);
  const { items, total } = await listUserQuoteRequests(
    deps.db,
    actor.userId,
    query.pageSize,
    (query.page - 1) * query.pageSize,
  );
  const citations = await sampleCitationsOfRequests(
    deps,
    items.map((r) => r.id),
  );
  return {
    items: items.map((r) => ({ ...buyerRequestForBuyer(r), sampleCitation: citations.get(r.id) ?? null })),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

/** Another buyer's request answers 404, not 403: its existence is not disclosed. */
export async function getMyQuoteRequest(
  deps: Deps,
  actor: Actor | null,
  id: number,
): Promise<BuyerQuoteRequest> {
  await requireAccess(deps.db, actor, 'request.read', id, 'buyer');
  assertSignedIn(actor);
  const found = await findUserQuoteRequest(deps.db, actor.userId, id);
  if (!found) throw notFound('Quote request');
  const citation = (await sampleCitationsOfRequests(deps, [id])).get(id) ?? null;
  return { ...buyerRequestForBuyer(found), sampleCitation: citation };
}
