// Wishlist, comparison and saved comparisons (storefront 2.7, 2.9, 2.10, 3, 5; D15, D22). Everyone
// keeps the lists in the browser; a signed-in buyer's lists are also kept on the server.
import { z } from 'zod';
import {
  AVAILABILITY_STATUSES,
  COMPARISON_PRICE_BANDS,
  FINISHES,
  MATERIAL_QUALITIES,
  PRODUCT_TYPES,
  THICKNESSES,
} from '../options';
import { IdParam, Timestamp } from './common';
import { ImageRef } from './media';
import { RatingSummary, ResponseStats } from './reviews';

// Spec 3's browser storage keys live with the constants every page needs (no zod there).
export {
  COMPARISON_MAX,
  COMPARISON_STORAGE_KEY,
  SAVED_COMPARISONS_STORAGE_KEY,
  WISHLIST_STORAGE_KEY,
} from '../storefront-constants';

/** A bound for the server's copy; the spec sets none for the wishlist. */
export const WISHLIST_MAX = 200;
export const SAVED_COMPARISONS_MAX = 50;

export type BuyerList = 'wishlist' | 'comparison';

/** Spec 3: a local wishlist / comparison item. Prices are paise like everywhere else. */
export const ListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  pricePaise: z.number().int(),
  manufacturerName: z.string(),
  vendorName: z.string(),
  imageUrl: z.string().nullable(),
  /** The image's renditions for srcset; null for a product without stored media (use imageUrl). */
  image: ImageRef.nullable(),
});
export type ListItem = z.infer<typeof ListItem>;

export const BuyerListView = z.object({ items: z.array(ListItem) });
export type BuyerListView = z.infer<typeof BuyerListView>;

/** The answer of a merge: the list, and the ids that could not be added (hidden, unknown, over the limit). */
export const BuyerListMergeAnswer = BuyerListView.extend({ skipped: z.array(z.number().int()) });

/** Path parameter of PUT/DELETE /me/wishlist/:productId and /me/comparison/:productId. */
export const BuyerListItemParams = z.object({ productId: IdParam }).strict();

/** POST /me/wishlist/merge, /me/comparison/merge: the browser's list at sign-in. */
export const MergeBuyerList = z
  .object({
    productIds: z
      .array(IdParam, { message: 'must be a list of product ids' })
      .max(WISHLIST_MAX, `must name at most ${WISHLIST_MAX} products`),
  })
  .strict();
export type MergeBuyerList = z.infer<typeof MergeBuyerList>;

export const COMPARISON_SORTS = ['price', 'quality', 'manufacturer'] as const;
export type ComparisonSort = (typeof COMPARISON_SORTS)[number];
export const COMPARISON_BAND_KEYS = COMPARISON_PRICE_BANDS.map((b) => b.key) as [
  (typeof COMPARISON_PRICE_BANDS)[number]['key'],
  ...(typeof COMPARISON_PRICE_BANDS)[number]['key'][],
];
/** Spec 2.9: the availability filter offers these two (plus all). */
export const COMPARISON_AVAILABILITIES = ['Available', 'Limited Stock'] as const;

/** GET /api/v1/comparison: spec 2.9's filters and sort, applied on the server. */
export const StoreComparisonQuery = z
  .object({
    product: IdParam.optional(),
    category: IdParam.optional(),
    price: z
      .enum(COMPARISON_BAND_KEYS, { message: `must be one of: ${COMPARISON_BAND_KEYS.join(', ')}` })
      .default('all'),
    quality: z
      .enum(['all', ...MATERIAL_QUALITIES], {
        message: `must be one of: all, ${MATERIAL_QUALITIES.join(', ')}`,
      })
      .default('all'),
    availability: z
      .enum(['all', ...COMPARISON_AVAILABILITIES], {
        message: `must be one of: all, ${COMPARISON_AVAILABILITIES.join(', ')}`,
      })
      .default('all'),
    sort: z
      .enum(COMPARISON_SORTS, { message: `must be one of: ${COMPARISON_SORTS.join(', ')}` })
      .default('price'),
  })
  .strict();
export type StoreComparisonQueryInput = z.input<typeof StoreComparisonQuery>;
export type StoreComparisonQuery = z.output<typeof StoreComparisonQuery>;

/** At most this many rows come back; `total` says how many matched (narrow the filters for the rest). */
export const COMPARISON_MAX_ROWS = 100;

/** One manufacturer's offer in the comparison table; location and verification are real (D14). */
export const ComparisonRow = z.object({
  productId: z.number().int(),
  name: z.string(),
  pricePaise: z.number().int(),
  imageUrl: z.string().nullable(),
  image: ImageRef.nullable(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  materialQuality: z.enum(MATERIAL_QUALITIES),
  productType: z.enum(PRODUCT_TYPES),
  thickness: z.enum(THICKNESSES).nullable(),
  finishType: z.enum(FINISHES).nullable(),
  availabilityStatus: z.enum(AVAILABILITY_STATUSES),
  manufacturer: z.object({
    id: z.number().int(),
    businessName: z.string(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    /** D14: an admin approved the GSTIN. */
    isVerified: z.boolean(),
    isPremium: z.boolean(),
    /** D26: average of visible reviews; null when there are none. */
    rating: RatingSummary.nullable(),
    /** D27: null below 5 forwarded requests in 90 days. */
    responseStats: ResponseStats.nullable(),
    /** D31: false leaves the offer out of quote requests ("Not taking quote requests on the platform yet"). */
    takesQuoteRequests: z.boolean(),
  }),
});
export type ComparisonRow = z.infer<typeof ComparisonRow>;

export const StoreComparison = z.object({
  product: z.object({ id: z.number().int(), name: z.string(), categoryId: z.number().int() }).nullable(),
  category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** D32: the product's variety; the rows are then that variety's offers in comparable types. */
  variety: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
  rows: z.array(ComparisonRow),
  total: z.number().int(),
});
export type StoreComparison = z.infer<typeof StoreComparison>;

/** The part of a comparison that is saved and reopened (D22): its page and filters. */
export const SavedComparisonQuery = z
  .object({
    product: z
      .string()
      .regex(/^\d{1,10}$/, 'must be a product id')
      .optional(),
    category: z
      .string()
      .regex(/^\d{1,10}$/, 'must be a category id')
      .optional(),
    price: z.enum(COMPARISON_BAND_KEYS).optional(),
    quality: z.enum(['all', ...MATERIAL_QUALITIES]).optional(),
    availability: z.enum(['all', ...COMPARISON_AVAILABILITIES]).optional(),
    sort: z.enum(COMPARISON_SORTS).optional(),
  })
  .strict();
export type SavedComparisonQuery = z.infer<typeof SavedComparisonQuery>;

export const CreateSavedComparison = z
  .object({
    name: z
      .string({ message: 'is required' })
      .trim()
      .min(1, 'is required')
      .max(120, 'must be at most 120 characters'),
    query: SavedComparisonQuery,
  })
  .strict();
export type CreateSavedComparison = z.infer<typeof CreateSavedComparison>;

export const SavedComparison = z.object({
  id: z.string(),
  name: z.string(),
  query: SavedComparisonQuery,
  createdAt: Timestamp,
});
export type SavedComparison = z.infer<typeof SavedComparison>;

export const SavedComparisonParams = z.object({ id: IdParam }).strict();
