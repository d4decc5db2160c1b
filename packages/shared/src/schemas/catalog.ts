import { z } from 'zod';
import { LIMITS } from '../limits';
import {
  AVAILABILITY_STATUSES,
  FINISHES,
  INDIAN_STATES,
  LOT_GRADES,
  MATERIAL_QUALITIES,
  ORIGINS,
  PRODUCT_SORTS,
  PRODUCT_TYPES,
  SLAB_SIZES,
  THICKNESSES,
  TILE_SIZES,
} from '../options';
import { SLAB_MAX_LENGTH_MM, SLAB_MAX_WIDTH_MM } from '../slabs';
import { IdParam, PageQuery, PaginatedOf, Timestamp } from './common';
import { StockSummary } from './lots';
import { ImageRef } from './media';

/** A multi-choice filter: `a,b` or repeated `x=a&x=b`; an unknown value is a 400 naming the parameter. */
const csvOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.string(), z.array(z.string()).max(50, 'has too many values')]).transform((v, ctx) => {
    const chosen = (Array.isArray(v) ? v : [v])
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter(Boolean);
    if (chosen.some((s) => !(values as readonly string[]).includes(s))) {
      ctx.addIssue({ code: 'custom', message: `must be one of: ${values.join(', ')}` });
      return z.NEVER;
    }
    return [...new Set(chosen)] as T[number][];
  });

/** Slugs of admin-kept lists (D32 varieties): `a,b` or repeated; lower-case letters, digits and dashes. */
const slugs = z
  .union([z.string(), z.array(z.string()).max(50, 'has too many values')])
  .transform((v, ctx) => {
    const chosen = (Array.isArray(v) ? v : [v])
      .flatMap((s) => s.split(','))
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean);
    if (chosen.length > 50 || chosen.some((s) => !/^[a-z0-9-]{1,80}$/.test(s))) {
      ctx.addIssue({ code: 'custom', message: 'must be variety slugs such as black-galaxy' });
      return z.NEVER;
    }
    return [...new Set(chosen)];
  });

/** A whole number of mm between 1 and `max` (a slab's minimum size, D32). */
const mmUpTo = (max: number) =>
  z.coerce
    .number({ message: 'must be a number of mm' })
    .int('must be a whole number of mm')
    .min(1, 'must be at least 1 mm')
    .max(max, `must be at most ${max.toLocaleString('en-IN')} mm`);

/** D32: lot thicknesses in mm, `18,20` or repeated; between 6 and 100 as a lot's thickness. */
const thicknessesMm = z
  .union([z.string(), z.array(z.string()).max(20, 'has too many values')])
  .transform((v, ctx) => {
    const chosen = (Array.isArray(v) ? v : [v])
      .flatMap((s) => s.split(','))
      .map((s) => s.trim().replace(/\s*mm$/i, ''))
      .filter(Boolean);
    const numbers = chosen.map(Number);
    if (chosen.length > 20 || numbers.some((n) => !Number.isInteger(n) || n < 6 || n > 100)) {
      ctx.addIssue({ code: 'custom', message: 'must be thicknesses in mm between 6 and 100, such as 18,20' });
      return z.NEVER;
    }
    return [...new Set(numbers)];
  });

const rupees = z.coerce
  .number({ message: 'must be a number' })
  .min(0, 'must be at least 0')
  .max(10_000_000, 'is too large');

/** The public products list's fields (storefront 2.6, D11), before their checks across fields. */
const ListProductsFields = PageQuery.extend({
  search: z
    .string()
    .trim()
    .max(LIMITS.searchMaxLength, `must be at most ${LIMITS.searchMaxLength} characters`)
    .optional(),
  category: IdParam.optional(),
  manufacturer: IdParam.optional(),
  quality: csvOf(MATERIAL_QUALITIES).optional(),
  finish: csvOf(FINISHES).optional(),
  thickness: csvOf(THICKNESSES).optional(),
  type: csvOf(PRODUCT_TYPES).optional(),
  origin: csvOf(ORIGINS).optional(),
  /** D32: variety slugs (`black-galaxy`); an unknown slug matches nothing. */
  variety: slugs.optional(),
  availability: csvOf(AVAILABILITY_STATUSES).optional(),
  minPrice: rupees.optional(),
  maxPrice: rupees.optional(),
  bestSellers: z
    .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
    .transform((v) => v === 'true' || v === '1')
    .optional(),
  /** D32: only products with available slabs (held and sold ones do not count). */
  inStock: z
    .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
    .transform((v) => v === 'true' || v === '1')
    .optional(),
  /** D32: an available slab at least this long and (with minWidthMm) this wide, in mm. */
  minLengthMm: mmUpTo(SLAB_MAX_LENGTH_MM).optional(),
  minWidthMm: mmUpTo(SLAB_MAX_WIDTH_MM).optional(),
  /** D32: a lot of this thickness (mm) with available slabs. */
  stockThicknessMm: thicknessesMm.optional(),
  /** D32: a lot of this grade with available slabs. */
  grade: csvOf(LOT_GRADES).optional(),
  sort: z.enum(PRODUCT_SORTS, { message: `must be one of: ${PRODUCT_SORTS.join(', ')}` }).default('featured'),
  /**
   * Whether the answer carries the filter panel's facets (default true). Lists drawn without a panel
   * (the home page's featured products, the buyer's dashboard, the product picker) ask for
   * `facets=false` and get their cards alone.
   */
  facets: z
    .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
    .transform((v) => v === 'true' || v === '1')
    .optional(),
});

const priceRangeInOrder = (q: { minPrice?: number; maxPrice?: number }) =>
  q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice;

/** Query of the public products list (storefront 2.6, D11). */
export const StoreListProductsQuery = ListProductsFields.strict().refine(priceRangeInOrder, {
  message: 'must not be above maxPrice',
  path: ['minPrice'],
});
export type StoreListProductsQuery = z.infer<typeof StoreListProductsQuery>;

/**
 * The facets whose values grow with the catalogue (400 manufacturers, every variety): a list answer
 * carries the LONG_FACET_SHOWN values with most products (and any chosen one); the whole list, with a
 * search inside it, is its own cacheable answer (GET /products/facets/:facet).
 */
export const LONG_FACETS = ['manufacturer', 'variety'] as const;
export type LongFacet = (typeof LONG_FACETS)[number];
export const LONG_FACET_SHOWN = 8;

export const StoreFacetParams = z
  .object({ facet: z.enum(LONG_FACETS, { message: `must be one of: ${LONG_FACETS.join(', ')}` }) })
  .strict();

/** The list's filters (its search included) and `q`, words of the value's name to look for. */
export const StoreFacetValuesQuery = ListProductsFields.omit({
  page: true,
  pageSize: true,
  sort: true,
  facets: true,
})
  .extend({ q: z.string().trim().max(60, 'must be at most 60 characters').optional() })
  .strict()
  .refine(priceRangeInOrder, { message: 'must not be above maxPrice', path: ['minPrice'] });
export type StoreFacetValuesQuery = z.infer<typeof StoreFacetValuesQuery>;

/** Query of a public manufacturer profile's product list (storefront 2.12). */
export const StoreManufacturerProfileQuery = PageQuery.strict();
export type StoreManufacturerProfileQuery = z.infer<typeof StoreManufacturerProfileQuery>;

/** Query of the public manufacturers list (storefront 2.11; premium ones on the home page, 2.3). */
export const StoreListManufacturersQuery = z
  .object({
    premium: z
      .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
      .transform((v) => v === 'true' || v === '1')
      .optional(),
    /** Part of the business name (case-insensitive). */
    q: z.string().trim().max(100, 'must be at most 100 characters').optional(),
    state: z.enum(INDIAN_STATES, { message: 'must be a state or union territory of India' }).optional(),
    /** D32: manufacturers with a live product of this variety (slug). */
    variety: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9-]{1,80}$/, 'must be a variety slug such as black-galaxy')
      .optional(),
  })
  .strict();
export type StoreListManufacturersQuery = z.infer<typeof StoreListManufacturersQuery>;

/** Path parameter of every catalogue resource: a 400 naming `id` when it is not a positive integer. */
export const StoreIdParams = z.object({ id: IdParam }).strict();

// Answers of the public catalogue API (GET /api/v1/categories, /products, /manufacturers).

export const StoreCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  textColor: z.string(),
  headerImageUrl: z.string().nullable(),
  /** Live products: active, of an active manufacturer (storefront 4). */
  productCount: z.number().int(),
});
export type StoreCategory = z.infer<typeof StoreCategory>;

export const StoreManufacturer = z.object({
  id: z.number().int(),
  businessName: z.string(),
  ownerName: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  /** The logo as first uploaded (widest rendition); kept for older clients. */
  logoUrl: z.string().nullable(),
  /** The logo's renditions for srcset, when it was stored through the media pipeline. */
  logo: ImageRef.nullable(),
  description: z.string().nullable(),
  isPremium: z.boolean(),
  /** D14: an admin approved the GSTIN. */
  isVerified: z.boolean(),
  /** D31: approved, active and with an active owner, so a quote request reaches someone who answers. */
  takesQuoteRequests: z.boolean(),
  productCount: z.number().int(),
  createdAt: Timestamp,
});
export type StoreManufacturer = z.infer<typeof StoreManufacturer>;

/** A product as a card shows it (storefront 2.7). */
export const StoreProductSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  pricePaise: z.number().int(),
  /** The widest rendition's URL (or a legacy URL); kept for older clients. */
  imageUrl: z.string().nullable(),
  /** The image's renditions for srcset; null when the product has no stored media (use imageUrl). */
  image: ImageRef.nullable(),
  isBestSeller: z.boolean(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  /** D32: the stone variety, when the product names one (and it is not hidden). */
  varietyName: z.string().nullable(),
  varietySlug: z.string().nullable(),
  vendorId: z.number().int(),
  vendorName: z.string(),
  materialQuality: z.enum(MATERIAL_QUALITIES),
  productType: z.enum(PRODUCT_TYPES),
  finishType: z.enum(FINISHES).nullable(),
  thickness: z.enum(THICKNESSES).nullable(),
  origin: z.string().nullable(),
  availabilityStatus: z.enum(AVAILABILITY_STATUSES),
  /**
   * D32: what its lots hold for sale now (available slabs only); null when the product has never had
   * a lot. Cards show "6 lots · 2,340 sq.ft in stock" when there is stock.
   */
  stock: StockSummary.nullable(),
});
export type StoreProductSummary = z.infer<typeof StoreProductSummary>;

/** The product page (storefront 2.8). */
export const StoreProductDetail = StoreProductSummary.extend({
  description: z.string().nullable(),
  slabSize: z.enum(SLAB_SIZES).nullable(),
  tileSize: z.enum(TILE_SIZES).nullable(),
  waterAbsorption: z.string().nullable(),
  application: z.string().nullable(),
  colour: z.string().nullable(),
  technicalSpecifications: z.record(z.string(), z.string()),
  createdAt: Timestamp,
  manufacturer: StoreManufacturer.omit({ productCount: true, createdAt: true, description: true }),
  /**
   * The product's gallery: its stored images in gallery order, the main one (= `image`) first; empty
   * when the product has no stored image (a legacy `imageUrl` alone is not repeated here).
   */
  gallery: z.array(ImageRef),
});
export type StoreProductDetail = z.infer<typeof StoreProductDetail>;

export const PRODUCT_FACETS = [
  'category',
  'manufacturer',
  'quality',
  'finish',
  'thickness',
  'type',
  'origin',
  'availability',
  'bestSellers',
  'variety',
  // D32: from the products' lots and available slabs.
  'inStock',
  'grade',
  'stockThicknessMm',
] as const;
export type ProductFacet = (typeof PRODUCT_FACETS)[number];

/**
 * Count of products matching every other filter when this value is chosen (disjunctive facets). The
 * label is left out where it is the value itself (the options: 'Export Quality', 'Polished', …).
 */
export const FacetCount = z.object({
  value: z.string(),
  label: z.string().optional(),
  count: z.number().int(),
});
export type FacetCount = z.infer<typeof FacetCount>;

export const ProductFacets = z.object(
  Object.fromEntries(PRODUCT_FACETS.map((f) => [f, z.array(FacetCount)])) as Record<
    ProductFacet,
    z.ZodArray<typeof FacetCount>
  >,
);
export type ProductFacets = z.infer<typeof ProductFacets>;

/** One long facet's values under the list's filters, most products first (GET /products/facets/:facet). */
export const StoreFacetValues = z.object({
  facet: z.enum(LONG_FACETS),
  items: z.array(FacetCount),
});
export type StoreFacetValues = z.infer<typeof StoreFacetValues>;

export const StoreProductList = PaginatedOf(StoreProductSummary).extend({
  /** Absent when the query said `facets=false`. */
  facets: ProductFacets.optional(),
  /**
   * How many values of each long facet have products under the other filters; the answer's own lists
   * hold at most LONG_FACET_SHOWN of them (and a chosen one).
   */
  facetTotals: z.object({ manufacturer: z.number().int(), variety: z.number().int() }).optional(),
  /** The words actually searched when some were corrected ('galxy' → 'galaxy'); null otherwise. */
  searchedFor: z.string().nullable(),
});
export type StoreProductList = z.infer<typeof StoreProductList>;

export const StoreManufacturerProfile = z.object({
  manufacturer: StoreManufacturer,
  products: PaginatedOf(StoreProductSummary),
});
export type StoreManufacturerProfile = z.infer<typeof StoreManufacturerProfile>;

export const StoreCategoryList = z.object({ items: z.array(StoreCategory) });
/**
 * /vendors (storefront 2.11): verified manufacturers with live products and a good response record
 * (D27, where figures exist) come first as 'established'; every other active one is 'new' and is
 * listed under "New on the marketplace", newest first.
 */
export const StoreManufacturerListItem = StoreManufacturer.extend({
  pincode: z.string().nullable(),
  listing: z.enum(['established', 'new']),
  /** D27: share of forwarded requests answered within 48 h (null below 5 forwarded requests). */
  responseRate: z.number().int().nullable(),
  /** D32: the varieties of its live products, by name. */
  varieties: z.array(z.object({ name: z.string(), slug: z.string() })),
});
export type StoreManufacturerListItem = z.infer<typeof StoreManufacturerListItem>;

/** The manufacturers list, ranked (established first, then new); filtered by ?q, ?state, ?variety. */
export const StoreManufacturerList = z.object({ items: z.array(StoreManufacturerListItem) });
