// Orders (D18): made when a buyer accepts a quote; moved by its manufacturer only, one step at a
// time: pending → confirmed → shipped (transporter and LR number optional) → delivered, or
// cancelled with a reason before shipping. Never backwards, never skipping; each step's time is
// kept and the buyer is told. D35: shipping records the transport for the e-way bill (vehicle and
// distance required above ₹50,000) and takes the tax invoice's number in the same transaction; the
// order's documents are read here (who may see them) and made by the documents module.
import {
  type BalanceDueTerm,
  type CorrectionDocumentKind,
  type Currency,
  canTake,
  DEFAULT_CURRENCY,
  type DispatchFrom,
  deliveryStateOf,
  EWAY_BILL_THRESHOLD_PAISE,
  formatINR,
  type GstStatus,
  INDIAN_STATES,
  type IndianState,
  indiaDay,
  lutProblem,
  nextState,
  ORDER_LIFECYCLE,
  type OrderAction,
  type OrderDocumentKind,
  type OrderDocumentRef,
  type OrderStatus,
  type OrderView,
  type Paginated,
  type PaymentFilter,
  type QuantityUnit,
  splitOfLines,
  type TaxLine,
  type VehicleType,
} from '@granite/shared';
import type { AppDeps } from '../../deps';
import { type Actor, assertRole } from '../../lib/actor';
import { AppError, invalidData, notFound } from '../../lib/errors';
import { type Message, msg, sqftText } from '../../lib/i18n';
import type { PaymentConfirmed } from '../../lib/order-events';
import { firmRolesOf, type Party, requireAccess } from '../access/access.service';
import { recordChange } from '../activity/activity.service';
import {
  correctionFile,
  issueNote,
  issueReceiptVoucher,
  listCorrections,
} from '../documents/corrections.service';
import {
  cancelDocument,
  type DocumentFile,
  documentFile,
  issueShipmentDocuments,
  listDocuments,
  type OrderPaper,
} from '../documents/documents.service';
import {
  registerOrderDocuments,
  withheldDocument,
  withheldDocumentOfOrder,
} from '../einvoice/einvoice.service';
import { loadedForShipment } from '../loading/loading.service';
import { dispatchSlabs, returnSlabsToStock } from '../lots/holds.service';
import { notify } from '../notifications/notifications.service';
import { ordersInPaymentState } from '../payments/payments.service';
import { sampleCitationsOfRequests } from '../samples/samples.service';
import { invoiceTaxOf } from './invoice-tax';
import { orderDetails } from './order-details.service';
import {
  currentProductHsn,
  type Executor,
  findOrder,
  findOrderWithManufacturer,
  listManufacturerOrders,
  type ManufacturerRow,
  type OrderRow,
  replyTimes,
  updateOrder,
} from './orders.queries';
import { offeredSlabIds } from './slab-quotes.queries';
import { slabsByOrder } from './slab-quotes.service';
import { withStepsBy } from './steps-by';
import { storedLines } from './tax-views';
import { toOrderView } from './views';

type Deps = Pick<AppDeps, 'db' | 'mail' | 'config'>;

export type { OrderAction };

export async function listOrders(
  deps: Deps,
  actor: Actor | null,
  query: { page: number; pageSize: number; status?: OrderStatus; q?: string; payment?: PaymentFilter },
): Promise<Paginated<OrderView>> {
  assertRole(actor, 'vendor');
  // D36: the payment filter names the orders in that state (payments module).
  const ids = query.payment ? await ordersInPaymentState(deps.db, actor.vendorIds, query.payment) : undefined;
  const { rows, total } = await listManufacturerOrders(deps.db, {
    vendorIds: actor.vendorIds,
    ids,
    status: query.status,
    q: query.q,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const slabs = await orderDetails(
    deps.db,
    rows.map((r) => r.order),
  );
  return {
    items: await withStepsBy(
      deps,
      rows.map((r) => toOrderView(r.order, r.vendorName, slabs.get(r.order.id))),
    ),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

export async function getOrder(deps: Deps, actor: Actor | null, id: number): Promise<OrderView> {
  await requireAccess(deps.db, actor, 'order.read', id, 'manufacturer');
  const found = await findOrder(deps.db, id);
  if (!found) throw notFound('Order');
  const slabs = await orderDetails(deps.db, [found.order]);
  const [view] = await withStepsBy(deps, [
    toOrderView(found.order, found.vendorName, slabs.get(found.order.id)),
  ]);
  return view!;
}

// D40: written in the buyer's language when the notification is made (lib/i18n.ts).
const BUYER_TEXT: Record<Exclude<OrderAction, 'cancel'>, (o: OrderRow, manufacturer: string) => Message> = {
  confirm: (o, v) =>
    msg(
      '{manufacturer} confirmed your order for {quantity} of {product} ({total}). Expected lead time: {days} days.',
      {
        manufacturer: v,
        quantity: sqftText(o.quantitySqft),
        product: o.productName,
        total: formatINR(o.totalPaise),
        days: o.leadTimeDays,
      },
    ),
  ship: (o, v) =>
    msg('{manufacturer} shipped your order of {product}.{transporter}{lr}', {
      manufacturer: v,
      product: o.productName,
      transporter: o.transporter ? msg(' Transporter: {name}.', { name: o.transporter }) : '',
      lr: o.lrNumber ? msg(' LR number: {number}.', { number: o.lrNumber }) : '',
    }),
  deliver: (o, v) =>
    msg('{manufacturer} marked your order of {product} as delivered. You can now review the manufacturer.', {
      manufacturer: v,
      product: o.productName,
    }),
};

const TITLES: Record<OrderAction, string> = {
  confirm: 'Your order was confirmed: {product}',
  ship: 'Your order was shipped: {product}',
  deliver: 'Your order was delivered: {product}',
  cancel: 'Your order was cancelled: {product}',
};

export async function moveOrder(
  deps: Deps,
  actor: Actor | null,
  id: number,
  action: OrderAction,
  input: ShipInput & { reason?: string } = {},
): Promise<OrderView> {
  await requireAccess(deps.db, actor, `order.${action}`, id, 'manufacturer');
  assertRole(actor, 'vendor');
  const view = await deps.db.transaction(async (tx) => {
    const found = await findOrder(tx, id, true);
    if (!found) throw notFound('Order');
    const status = found.order.status as OrderStatus;
    if (!canTake(ORDER_LIFECYCLE, action, status)) {
      throw new AppError('conflict', ORDER_LIFECYCLE.refusal(action, status));
    }
    // D49: an order of chosen slabs ships once each is loaded, or why it is not is written down.
    const loading = action === 'ship' ? await loadedForShipment(tx, found.order) : null;
    const to = nextState(ORDER_LIFECYCLE, action);
    const now = new Date();
    // D34: the invoice charges the rate in force on its date (CGST Act s.12, s.31), or no GST for a
    // manufacturer that is not a regular taxpayer (s.32); the order takes the invoice's figures.
    const invoiceTax =
      action === 'ship'
        ? await invoiceTaxOf(
            tx,
            found.order,
            (await replyTimes(tx, [found.order.quoteReplyId])).get(found.order.quoteReplyId) ??
              found.order.createdAt,
            indiaDay(now),
          )
        : null;
    if (action === 'ship' && found.order.currency !== DEFAULT_CURRENCY) {
      // D47: an export is invoiced zero-rated under the manufacturer's LUT, which holds for its
      // financial year only (CGST Rules r.96A): none, or another year's, refuses the invoice.
      const { vendor: manufacturer } = (await findOrderWithManufacturer(tx, id))!;
      const problem = lutProblem(
        { number: manufacturer.lutNumber, financialYear: manufacturer.lutFinancialYear },
        indiaDay(now),
      );
      if (problem) throw invalidData({ lutNumber: problem });
    }
    if (action === 'ship')
      assertTransportForEwayBill({ totalPaise: invoiceTax?.totalPaise ?? found.order.totalPaise }, input);
    const set =
      action === 'confirm'
        ? { confirmedAt: now }
        : action === 'ship'
          ? {
              ...(invoiceTax && {
                gstRate: invoiceTax.toRate,
                gstPaise: invoiceTax.gstPaise,
                totalPaise: invoiceTax.totalPaise,
                taxLines: invoiceTax.taxLines,
                cgstPaise: invoiceTax.cgstPaise,
                sgstPaise: invoiceTax.sgstPaise,
                igstPaise: invoiceTax.igstPaise,
              }),
              shippedAt: now,
              transporter: input.transporter ?? null,
              lrNumber: input.lrNumber ?? null,
              lrDate: input.lrDate ?? null,
              vehicleNumber: input.vehicleNumber ?? null,
              vehicleType: input.vehicleType ?? 'R',
              distanceKm: input.distanceKm ?? null,
              transporterGstin: input.transporterGstin ?? null,
              dispatchFrom: input.dispatchFrom ?? null,
            }
          : action === 'deliver'
            ? { deliveredAt: now }
            : { cancelledAt: now, cancelReason: input.reason ?? null };
    const order = await updateOrder(tx, id, { status: to, ...set });
    // D28: each step of the order is in the activity log, with what it changed.
    await recordChange(tx, {
      actorId: actor.userId,
      action: `order.${action}`,
      entityType: 'order',
      entityId: id,
      before: { status, ...Object.fromEntries(Object.keys(set).map((k) => [k, pick(found.order, k)])) },
      after: { status: to, ...set },
      // D46: the member's role in the firm when they took the step, for the log's reader.
      metadata: {
        quoteRequestId: order.quoteRequestId,
        manufacturerId: order.vendorId,
        firmRole: firmRolesOf(actor).manufacturers.get(order.vendorId) ?? null,
      },
    });
    // D32: an order of slabs dispatches them when it ships; cancelled, they are for sale again.
    if (order.billedSqftX100 !== null && (action === 'ship' || action === 'cancel')) {
      const slabIds = await offeredSlabIds(tx, order.quoteReplyId);
      // A slab written down as broken or replaced stays in the yard, sold (D49).
      const behind = new Set(loading?.leftBehind ?? []);
      if (action === 'ship')
        await dispatchSlabs(
          tx,
          slabIds.filter((slabId) => !behind.has(slabId)),
        );
      else await returnSlabsToStock(tx, slabIds);
    }
    if (order.userId) {
      await notify(
        { db: tx, mail: deps.mail, config: deps.config },
        {
          userId: order.userId,
          kind: `order_${to}`,
          title: msg(TITLES[action], { product: order.productName }),
          body:
            action === 'cancel'
              ? msg('{manufacturer} cancelled your order of {product}. Reason: {reason}', {
                  manufacturer: found.vendorName,
                  product: order.productName,
                  reason: order.cancelReason,
                })
              : BUYER_TEXT[action](order, found.vendorName),
          link: `/dashboard?tab=quotes&request=${order.quoteRequestId}`,
        },
      );
    }
    const slabs = await orderDetails(tx, [order]);
    // D35, D42: the shipment's documents, made from the order's snapshot as it ships; the tax
    // invoice's number, from the manufacturer's series, is taken last, so the series' row lock is
    // held only until the commit that follows.
    if (action === 'ship') {
      const shipped = (await findOrderWithManufacturer(tx, id))!;
      await issueShipmentDocuments(tx, await paperOf(tx, shipped.order, shipped.vendor), {
        manufacturerName: found.vendorName,
        issuedAt: now,
        issuedBy: actor.userId,
      });
    }
    return toOrderView(order, found.vendorName, slabs.get(order.id));
  });
  // D43: the shipment's tax invoice is registered with the IRP once its transaction committed.
  if (action === 'ship') await registerOrderDocuments(deps, id);
  return (await withStepsBy(deps, [view]))[0]!;
}

const pick = (row: object, key: string): unknown => (row as Record<string, unknown>)[key] ?? null;

/** D35: what the ship form tells about the transport (all optional up to ₹50,000). */
export type ShipInput = {
  transporter?: string | null;
  lrNumber?: string | null;
  lrDate?: string | null;
  vehicleNumber?: string | null;
  vehicleType?: VehicleType;
  distanceKm?: number | null;
  transporterGstin?: string | null;
  dispatchFrom?: DispatchFrom | null;
};

/** D35: a consignment above ₹50,000 moves with an e-way bill, which needs the vehicle and the distance. */
function assertTransportForEwayBill(order: Pick<OrderRow, 'totalPaise'>, input: ShipInput): void {
  if (order.totalPaise <= EWAY_BILL_THRESHOLD_PAISE) return;
  const fields: Record<string, string> = {};
  const why = 'is needed for the e-way bill of a consignment above ₹50,000';
  if (!input.vehicleNumber) fields.vehicleNumber = why;
  if (!input.distanceKm) fields.distanceKm = why;
  // The transport document's own date goes on the e-way bill with its number, never the invoice's.
  if (input.lrNumber && !input.lrDate) fields.lrDate = why;
  if (Object.keys(fields).length) throw invalidData(fields);
}

// ---------------------------------------------------------------- the order's documents (D35)

export type DocumentSide = 'buyer' | 'vendor' | 'admin';

const PARTY_OF_SIDE: Record<DocumentSide, Party> = { buyer: 'buyer', vendor: 'manufacturer', admin: 'admin' };

/** The order, once the access module let the caller read its documents from this side. */
async function orderForDocuments(
  deps: Deps,
  actor: Actor | null,
  id: number,
  side: DocumentSide,
  permission: 'document.read' | 'document.download' | 'document.cancel' | 'document.note',
) {
  await requireAccess(deps.db, actor, permission, id, PARTY_OF_SIDE[side]);
  const found = await findOrderWithManufacturer(deps.db, id);
  if (!found) throw notFound('Order');
  return found;
}

const asState = (text: string | null | undefined): IndianState | null =>
  text && (INDIAN_STATES as readonly string[]).includes(text) ? (text as IndianState) : null;

/** D35: the order's stored snapshot as its documents print it (the parties as they were). */
export async function paperOf(
  db: Executor,
  order: OrderRow,
  manufacturer: ManufacturerRow,
): Promise<OrderPaper> {
  const slabs = (await slabsByOrder(db, [order])).get(order.id)?.slabs ?? [];
  const citations = await sampleCitationsOfRequests({ db }, [order.quoteRequestId]);
  const supplierState = asState(order.supplierState) ?? asState(manufacturer.state);
  const placeOfSupply = asState(order.placeOfSupply) ?? asState(order.billingState) ?? supplierState;
  // ADR 016: the order's tax lines; an order accepted before the tax split was stored has its GST
  // split by the two states.
  const intra = !supplierState || !placeOfSupply || supplierState === placeOfSupply;
  const half = Math.floor(order.gstPaise / 2);
  const taxLines: TaxLine[] =
    storedLines(order) ??
    (intra
      ? [
          { kind: 'cgst', rate: order.gstRate / 2, amount: half },
          { kind: 'sgst', rate: order.gstRate / 2, amount: order.gstPaise - half },
        ]
      : [{ kind: 'igst', rate: order.gstRate, amount: order.gstPaise }]);
  const split = splitOfLines(taxLines);
  return {
    orderId: order.id,
    vendorId: order.vendorId,
    status: order.status,
    supplier: {
      name: manufacturer.businessName,
      address: manufacturer.address,
      city: manufacturer.city,
      state: supplierState,
      pincode: manufacturer.pincode,
      gstin: order.supplierGstin ?? manufacturer.gstin,
      phone: manufacturer.phone,
      email: manufacturer.email,
      signatory: manufacturer.signatoryName,
    },
    recipient: {
      name: order.buyerCompany ?? order.customerName,
      gstin: order.buyerGstin,
      billingAddress: order.billingAddress,
      billingState: asState(order.billingState),
      deliveryAddress: order.deliveryAddress,
      phone: order.customerPhone,
      delivery: {
        city: order.deliveryCity,
        pin: order.deliveryPin,
        state: order.deliveryPin ? deliveryStateOf(order.deliveryPin, order.deliveryState) : null,
      },
      consignee: order.consignee ?? null,
    },
    supplierGstStatus: (order.supplierGstStatus ?? 'regular') as GstStatus,
    productName: order.productName,
    hsn: order.hsn ?? (await currentProductHsn(db, order.productId)),
    quantitySqft: order.quantitySqft,
    unit: order.quantityUnit as QuantityUnit,
    billedSqftX100: order.billedSqftX100,
    pricePaise: order.pricePaise,
    subtotalPaise: order.subtotalPaise,
    freightPaise: order.freightPaise,
    exWorks: order.exWorks,
    gstRate: order.gstRate,
    gstPaise: order.gstPaise,
    currency: order.currency as Currency,
    taxLines,
    cgstPaise: split.cgstPaise,
    sgstPaise: split.sgstPaise,
    igstPaise: split.igstPaise,
    totalPaise: order.totalPaise,
    placeOfSupply,
    slabs: slabs.map((s) => ({
      lotNumber: s.lotNumber,
      blockNumber: s.blockNumber,
      sequence: s.sequence,
      lengthMm: s.lengthMm,
      widthMm: s.widthMm,
      billedSqft: s.billedSqft,
    })),
    sampleCitation: citations.get(order.quoteRequestId) ?? null,
    // D44: the terms and the account the order was given at acceptance.
    payment: {
      advancePercent: order.advancePercent,
      balanceDue: order.balanceDue as BalanceDueTerm,
      balanceDays: order.balanceDays,
      payee: order.payee ?? null,
    },
    createdAt: order.createdAt,
    shippedAt: order.shippedAt,
    transport: {
      transporter: order.transporter,
      transporterGstin: order.transporterGstin,
      vehicleNumber: order.vehicleNumber,
      distanceKm: order.distanceKm,
      lrNumber: order.lrNumber,
      // An order shipped before the LR date was asked has no vehicle type either: its LR stays undated.
      lrDate: order.vehicleType === null ? undefined : order.lrDate,
      vehicleType: (order.vehicleType as VehicleType | null) ?? null,
      dispatchFrom: order.dispatchFrom ?? null,
    },
  };
}

/** What decides which documents an order has. */
const factsOf = (order: OrderRow) => ({
  orderId: order.id,
  status: order.status,
  createdAt: order.createdAt,
  shippedAt: order.shippedAt,
  totalPaise: order.totalPaise,
});

const DOCUMENT_BASE: Record<DocumentSide, string> = {
  buyer: '/api/v1/me/orders',
  vendor: '/api/v1/vendor/orders',
  admin: '/api/v1/admin/orders',
};

/** D35: the documents an order has now, with the caller's download links. */
export async function orderDocuments(
  deps: Deps,
  actor: Actor | null,
  id: number,
  side: DocumentSide,
): Promise<{ items: OrderDocumentRef[] }> {
  const { order, vendor: manufacturer } = await orderForDocuments(deps, actor, id, side, 'document.read');
  const base = `${DOCUMENT_BASE[side]}/${order.id}`;
  const items = await listDocuments(deps.db, factsOf(order), base, () =>
    paperOf(deps.db, order, manufacturer),
  );
  // D42: then its corrections: receipt vouchers, credit and debit notes, replacement challans.
  return { items: [...items, ...(await listCorrections(deps.db, order.id, base))] };
}

/** D42: one of the order's correction documents by its id, the same bytes at every download. */
export async function orderCorrectionDocument(
  deps: Deps & Pick<AppDeps, 'storage'>,
  actor: Actor | null,
  id: number,
  kind: CorrectionDocumentKind,
  documentId: number,
  side: DocumentSide,
): Promise<DocumentFile> {
  const { order } = await orderForDocuments(deps, actor, id, side, 'document.download');
  // D43: a credit or debit note that must be registered with the IRP is given out only once it is.
  const withheld = await withheldDocument(deps, order.id, documentId);
  if (withheld) throw new AppError('conflict', withheld);
  return correctionFile(deps, order.id, kind, documentId);
}

/**
 * D42: a note of the manufacturer's own (or an admin's) against the order's tax invoice: a credit
 * note reducing its value (CGST Act s.34(1)), or a debit note for an amount billed short (s.34(3)).
 * 400 naming `amount` for a credit above the value left; 409 without an issued invoice.
 */
export async function issueOrderNote(
  deps: Deps,
  actor: Actor | null,
  id: number,
  kind: 'credit_note' | 'debit_note',
  side: Exclude<DocumentSide, 'buyer'>,
  input: { amount: number; reason: string },
): Promise<{ items: OrderDocumentRef[] }> {
  const { order, vendor: manufacturer } = await orderForDocuments(deps, actor, id, side, 'document.note');
  await deps.db.transaction(async (tx) =>
    issueNote(tx, {
      orderId: order.id,
      kind,
      value: { amountPaise: input.amount },
      basis: null,
      reason: input.reason,
      claimId: null,
      field: 'amount',
      paper: () => paperOf(tx, order, manufacturer),
      issuedAt: new Date(),
      issuedBy: actor!.userId,
    }),
  );
  // D43: a credit or debit note is registered with the IRP once its transaction committed.
  await registerOrderDocuments(deps, order.id);
  return orderDocuments(deps, actor, id, side);
}

/**
 * D42, CGST Rules r.50: a payment recorded before the order shipped and confirmed by its manufacturer
 * is an advance: it gets a receipt voucher, in the confirming transaction (lib/order-events.ts).
 */
export async function issueAdvanceReceipt(tx: Executor, event: PaymentConfirmed): Promise<void> {
  // The order's row is locked as shipping locks it: a voucher is issued before the invoice that
  // adjusts it, or the payment is against an invoice already issued, never both or neither.
  if (!(await findOrder(tx, event.orderId, true))) return;
  const found = await findOrderWithManufacturer(tx, event.orderId);
  if (!found || found.order.status === 'cancelled') return;
  const { order, vendor: manufacturer } = found;
  if (order.shippedAt && event.recordedAt.getTime() >= order.shippedAt.getTime()) return;
  await issueReceiptVoucher(tx, {
    paper: await paperOf(tx, order, manufacturer),
    payment: {
      id: event.paymentId,
      amountPaise: event.amountPaise,
      paidOn: event.paidOn,
      method: event.method,
      reference: event.reference,
    },
    issuedAt: event.confirmedAt,
    issuedBy: event.confirmedBy,
  });
}

/** D35: one of the order's documents, the same bytes at every download. */
export async function orderDocument(
  deps: Deps & Pick<AppDeps, 'storage'>,
  actor: Actor | null,
  id: number,
  kind: OrderDocumentKind,
  side: DocumentSide,
): Promise<DocumentFile> {
  const { order, vendor: manufacturer } = await orderForDocuments(deps, actor, id, side, 'document.download');
  // D43: an invoice that must be registered with the IRP is given out only once it is.
  const withheld =
    kind === 'tax-invoice' ? await withheldDocumentOfOrder(deps, order.id, 'tax_invoice') : null;
  if (withheld) throw new AppError('conflict', withheld);
  return documentFile(deps, factsOf(order), kind, () => paperOf(deps.db, order, manufacturer));
}

/**
 * D42: cancels one of the order's documents (its manufacturer or an admin): a draft, or an issued
 * document not yet registered with the IRP, with the reason recorded; 409 from any other state.
 */
export async function cancelOrderDocument(
  deps: Deps,
  actor: Actor | null,
  id: number,
  kind: OrderDocumentKind,
  side: Exclude<DocumentSide, 'buyer'>,
  input: { reason: string },
): Promise<{ items: OrderDocumentRef[] }> {
  const { order, vendor: manufacturer } = await orderForDocuments(deps, actor, id, side, 'document.cancel');
  await cancelDocument(deps.db, factsOf(order), kind, () => paperOf(deps.db, order, manufacturer), {
    userId: actor!.userId,
    reason: input.reason,
  });
  return orderDocuments(deps, actor, id, side);
}
