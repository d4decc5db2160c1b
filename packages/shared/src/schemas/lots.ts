// D32, D33: lots and slabs, as the storefront, the manufacturer's panel and the quote path see them.
// Sizes travel in mm and sq.ft (two decimals); the server computes every sq.ft from the sizes.
import { z } from 'zod';
import { FINISHES, LOT_GRADES, SLAB_BILLING, SLAB_STATUSES } from '../options';
import { PageQuery, PaginatedOf, Timestamp } from './common';
import { ImageRef } from './media';

/** A slab as a buyer sees it: only available and held slabs are public (sold ones are not shown). */
export const PublicSlabView = z.object({
  id: z.number().int(),
  lotId: z.number().int(),
  sequence: z.number().int(),
  lengthMm: z.number().int(),
  widthMm: z.number().int(),
  grossSqft: z.number(),
  usableSqft: z.number(),
  defects: z.string().nullable(),
  status: z.enum(['available', 'held']),
  photo: ImageRef.nullable(),
});
export type PublicSlabView = z.infer<typeof PublicSlabView>;

/** A lot on the product page: the bundle, its totals and its slabs still for sale. */
export const PublicLotView = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  vendorId: z.number().int(),
  blockNumber: z.string(),
  lotNumber: z.string(),
  thicknessMm: z.number().int(),
  finish: z.enum(FINISHES),
  grade: z.enum(LOT_GRADES),
  yardCity: z.string(),
  notes: z.string().nullable(),
  photos: z.array(ImageRef),
  /** Available and held slabs (what the viewer shows). */
  slabCount: z.number().int(),
  availableSlabs: z.number().int(),
  /** Sum of the available slabs' usable sq.ft. */
  availableSqft: z.number(),
  /** Smallest and largest slab shown, in mm; null when the lot shows none. */
  sizeRange: z
    .object({
      minLengthMm: z.number().int(),
      maxLengthMm: z.number().int(),
      minWidthMm: z.number().int(),
      maxWidthMm: z.number().int(),
    })
    .nullable(),
  slabs: z.array(PublicSlabView),
});
export type PublicLotView = z.infer<typeof PublicLotView>;

export const ProductLotsView = z.object({ items: z.array(PublicLotView) });
export type ProductLotsView = z.infer<typeof ProductLotsView>;

/** A product's stock line on cards and pages: "6 lots · 2,340 sq.ft in stock" (D32). */
export const StockSummary = z.object({
  lotsInStock: z.number().int(),
  availableSlabs: z.number().int(),
  availableSqft: z.number(),
});
export type StockSummary = z.infer<typeof StockSummary>;

/** A slab as its manufacturer sees it in the Inventory screen: every status, the hold and the lot. */
export const InventorySlabView = PublicSlabView.extend({
  status: z.enum(SLAB_STATUSES),
  productId: z.number().int(),
  productName: z.string(),
  blockNumber: z.string(),
  lotNumber: z.string(),
  thicknessMm: z.number().int(),
  grade: z.enum(LOT_GRADES),
  heldByReplyId: z.number().int().nullable(),
  /** The request whose reply holds the slab (links to the quote in the panel). */
  heldForRequestId: z.number().int().nullable(),
  heldUntil: z.string().nullable(),
  soldOutside: z.boolean(),
  version: z.number().int(),
  createdAt: Timestamp,
});
export type InventorySlabView = z.infer<typeof InventorySlabView>;

export const InventoryQuery = PageQuery.extend({
  productId: z.coerce.number().int().positive().optional(),
  lotId: z.coerce.number().int().positive().optional(),
  status: z.enum(SLAB_STATUSES).optional(),
  thicknessMm: z.coerce.number().int().positive().optional(),
  minLengthMm: z.coerce.number().int().positive().optional(),
  minWidthMm: z.coerce.number().int().positive().optional(),
});
export type InventoryQuery = z.infer<typeof InventoryQuery>;

/** The Inventory screen's totals for the same filters (sq.ft are usable sq.ft). */
export const InventoryTotals = z.object({
  availableSqft: z.number(),
  heldSqft: z.number(),
  soldSqft: z.number(),
  availableSlabs: z.number().int(),
  heldSlabs: z.number().int(),
  soldSlabs: z.number().int(),
});
export const InventoryList = PaginatedOf(InventorySlabView).extend({ totals: InventoryTotals });
export type InventoryList = z.infer<typeof InventoryList>;

/** A slab offered in a reply (D33), as the quote sheet, the order and documents show it. */
export const OfferedSlabView = z.object({
  slabId: z.number().int().nullable(),
  lotId: z.number().int().nullable(),
  blockNumber: z.string(),
  lotNumber: z.string(),
  sequence: z.number().int(),
  lengthMm: z.number().int(),
  widthMm: z.number().int(),
  grossSqft: z.number(),
  usableSqft: z.number(),
  photo: ImageRef.nullable(),
});
export type OfferedSlabView = z.infer<typeof OfferedSlabView>;

/** D33: what a reply offering slabs adds to the reply's view. */
export const SlabOffer = z.object({
  billsOn: z.enum(SLAB_BILLING),
  billedSqft: z.number(),
  slabs: z.array(OfferedSlabView),
});
export type SlabOffer = z.infer<typeof SlabOffer>;

/** At most this many slabs in one request or one reply (a lorry carries 40–60 slabs). */
export const MAX_SLABS_PER_QUOTE = 120;

export const SlabIdsSchema = z
  .array(z.number({ message: 'must be slab ids' }).int('must be slab ids').positive('must be slab ids'), {
    message: 'must be a list of slab ids',
  })
  .min(1, 'must name at least one slab')
  .max(MAX_SLABS_PER_QUOTE, `must name at most ${MAX_SLABS_PER_QUOTE} slabs`)
  .refine((ids) => new Set(ids).size === ids.length, 'must not name a slab twice');
