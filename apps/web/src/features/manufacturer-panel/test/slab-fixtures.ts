// Lots, slabs and a forwarded slab request as the API gives them to a manufacturer, for the panel's
// tests (sizes and sq.ft computed as the server computes them).
import {
  type InventoryList,
  type InventorySlabView,
  type ManufacturerLotView,
  type ManufacturerQuoteDetail,
  type QuoteRequestSummary,
  sqftX100,
} from '@granite/shared';

export function inventorySlab(
  over: Partial<InventorySlabView> & { id: number; sequence: number },
): InventorySlabView {
  const lengthMm = over.lengthMm ?? 2896;
  const widthMm = over.widthMm ?? 1575;
  const gross = sqftX100(lengthMm, widthMm) / 100;
  return {
    lotId: 11,
    lengthMm,
    widthMm,
    grossSqft: gross,
    usableSqft: gross,
    defects: null,
    status: 'available',
    photo: null,
    productId: 5,
    productName: 'Black Galaxy',
    blockNumber: 'B114',
    lotNumber: 'L1',
    thicknessMm: 18,
    grade: 'First',
    heldByReplyId: null,
    heldForRequestId: null,
    heldUntil: null,
    soldOutside: false,
    version: 1,
    createdAt: '2026-11-01T05:00:00.000Z',
    ...over,
  };
}

export function inventoryList(items: InventorySlabView[]): InventoryList {
  const sum = (status: string) =>
    items.filter((s) => s.status === status).reduce((n, s) => n + Math.round(s.usableSqft * 100), 0) / 100;
  return {
    items,
    page: 1,
    pageSize: 20,
    total: items.length,
    totalPages: 1,
    totals: {
      availableSqft: sum('available'),
      heldSqft: sum('held'),
      soldSqft: sum('sold'),
      availableSlabs: items.filter((s) => s.status === 'available').length,
      heldSlabs: items.filter((s) => s.status === 'held').length,
      soldSlabs: items.filter((s) => s.status === 'sold').length,
    },
  };
}

export function manufacturerLot(over: Partial<ManufacturerLotView> = {}): ManufacturerLotView {
  return {
    id: 11,
    productId: 5,
    productName: 'Black Galaxy',
    vendorId: 3,
    blockNumber: 'B114',
    lotNumber: 'L1',
    thicknessMm: 18,
    finish: 'Polished',
    grade: 'First',
    yardCity: 'Hosur',
    notes: null,
    photos: [],
    slabCount: 3,
    availableSlabs: 3,
    heldSlabs: 0,
    soldSlabs: 0,
    availableSqft: 147.3,
    heldSqft: 0,
    soldSqft: 0,
    version: 1,
    createdAt: '2026-11-01T05:00:00.000Z',
    updatedAt: '2026-11-01T05:00:00.000Z',
    ...over,
  };
}

export const page = <T>(items: T[]) => ({
  items,
  page: 1,
  pageSize: 100,
  total: items.length,
  totalPages: 1,
});

export function forwardedRequest(over: Partial<QuoteRequestSummary> = {}): QuoteRequestSummary {
  return {
    id: 42,
    groupId: null,
    productId: 5,
    productName: 'Black Galaxy',
    vendorId: 3,
    vendorName: 'Hosur Granite Works',
    customerName: 'Asha Rao',
    quantitySqft: 99,
    deliveryCity: 'Bengaluru',
    deliveryPin: '560001',
    materialQuality: 'Premium',
    productType: 'Slabs',
    thickness: null,
    slabSize: null,
    tileSize: null,
    finishType: null,
    neededBy: null,
    additionalNotes: null,
    status: 'forwarded',
    createdAt: '2026-11-20T05:00:00.000Z',
    forwardedAt: '2026-11-20T06:00:00.000Z',
    respondedAt: null,
    acceptedAt: null,
    declinedAt: null,
    closedAt: null,
    closeReason: null,
    requestedSlabs: [],
    ...over,
  };
}

export function quoteDetail(request: QuoteRequestSummary): ManufacturerQuoteDetail {
  return { request, replies: [], order: null, buyerContact: null, canReply: true };
}
