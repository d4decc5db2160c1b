import { z } from 'zod';
import { LIMITS } from '../limits';
import {
  AVAILABILITY_STATUSES,
  type AvailabilityStatus,
  FINISHES,
  type Finish,
  MATERIAL_QUALITIES,
  type MaterialQuality,
  ORIGINS,
  PRODUCT_SORTS,
  PRODUCT_TYPES,
  type ProductType,
  type SlabSize,
  THICKNESSES,
  type Thickness,
  type TileSize,
} from '../options';
import { IdParam, PageQuery, type Paginated } from './common';
import type { ImageRef } from './media';

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

const rupees = z.coerce
  .number({ message: 'must be a number' })
  .min(0, 'must be at least 0')
  .max(10_000_000, 'is too large');

/** Query of the public products list (storefront 2.6, D11). */
export const StoreListProductsQuery = PageQuery.extend({
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
  availability: csvOf(AVAILABILITY_STATUSES).optional(),
  minPrice: rupees.optional(),
  maxPrice: rupees.optional(),
  bestSellers: z
    .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
    .transform((v) => v === 'true' || v === '1')
    .optional(),
  sort: z.enum(PRODUCT_SORTS, { message: `must be one of: ${PRODUCT_SORTS.join(', ')}` }).default('featured'),
})
  .strict()
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'must not be above maxPrice',
    path: ['minPrice'],
  });
export type StoreListProductsQuery = z.infer<typeof StoreListProductsQuery>;

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
  })
  .strict();
export type StoreListManufacturersQuery = z.infer<typeof StoreListManufacturersQuery>;

/** Path parameter of every catalogue resource: a 400 naming `id` when it is not a positive integer. */
export const StoreIdParams = z.object({ id: IdParam }).strict();

// Answers of the public catalogue API (GET /api/v1/categories, /products, /manufacturers).

export type StoreCategory = {
  id: number;
  name: string;
  description: string;
  color: string;
  textColor: string;
  headerImageUrl: string | null;
  /** Live products: active, of an active manufacturer (storefront 4). */
  productCount: number;
};

export type StoreManufacturer = {
  id: number;
  businessName: string;
  ownerName: string;
  city: string | null;
  state: string | null;
  /** The logo as first uploaded (widest rendition); kept for older clients. */
  logoUrl: string | null;
  /** The logo's renditions for srcset, when it was stored through the media pipeline. */
  logo: ImageRef | null;
  description: string | null;
  isPremium: boolean;
  /** D14: an admin approved the GSTIN. */
  isVerified: boolean;
  productCount: number;
  createdAt: string;
};

/** A product as a card shows it (storefront 2.7). */
export type StoreProductSummary = {
  id: number;
  name: string;
  pricePaise: number;
  /** The widest rendition's URL (or a legacy URL); kept for older clients. */
  imageUrl: string | null;
  /** The image's renditions for srcset; null when the product has no stored media (use imageUrl). */
  image: ImageRef | null;
  isBestSeller: boolean;
  categoryId: number;
  categoryName: string;
  vendorId: number;
  vendorName: string;
  materialQuality: MaterialQuality;
  productType: ProductType;
  finishType: Finish | null;
  thickness: Thickness | null;
  origin: string | null;
  availabilityStatus: AvailabilityStatus;
};

/** The product page (storefront 2.8). */
export type StoreProductDetail = StoreProductSummary & {
  description: string | null;
  slabSize: SlabSize | null;
  tileSize: TileSize | null;
  waterAbsorption: string | null;
  application: string | null;
  colour: string | null;
  technicalSpecifications: Record<string, string>;
  createdAt: string;
  manufacturer: Omit<StoreManufacturer, 'productCount' | 'createdAt' | 'description'>;
};

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
] as const;
export type ProductFacet = (typeof PRODUCT_FACETS)[number];

/** Count of products matching every other filter when this value is chosen (disjunctive facets). */
export type FacetCount = { value: string; label: string; count: number };

export type StoreProductList = Paginated<StoreProductSummary> & {
  facets: Record<ProductFacet, FacetCount[]>;
  /** The words actually searched when some were corrected ('galxy' → 'galaxy'); null otherwise. */
  searchedFor: string | null;
};

export type StoreManufacturerProfile = {
  manufacturer: StoreManufacturer;
  products: Paginated<StoreProductSummary>;
};
