import { z } from 'zod';
import { LIMITS } from '../limits';
import {
  AVAILABILITY_STATUSES,
  FINISHES,
  MATERIAL_QUALITIES,
  ORIGINS,
  PRODUCT_SORTS,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  SLAB_SIZES,
  THICKNESSES,
  TILE_SIZES,
} from '../options';
import { IdParam, PageQuery } from './common';

const csvOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.enum(values, { message: `must be one of: ${values.join(', ')}` })).max(values.length));

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

export const CategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  textColor: z.string(),
  headerImageUrl: z.string().nullable(),
  isActive: z.boolean(),
  productCount: z.number().int(),
});
export type Category = z.infer<typeof CategorySchema>;

export const ManufacturerSummarySchema = z.object({
  id: z.number().int(),
  businessName: z.string(),
  ownerName: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  logoUrl: z.string().nullable(),
  isPremium: z.boolean(),
  isVerified: z.boolean(),
  productCount: z.number().int().optional(),
});
export type ManufacturerSummary = z.infer<typeof ManufacturerSummarySchema>;

export const ProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  pricePaise: z.number().int(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  vendorId: z.number().int(),
  vendorName: z.string(),
  imageUrl: z.string().nullable(),
  isBestSeller: z.boolean(),
  status: z.enum(PRODUCT_STATUSES),
  description: z.string().nullable(),
  materialQuality: z.enum(MATERIAL_QUALITIES),
  productType: z.enum(PRODUCT_TYPES),
  thickness: z.enum(THICKNESSES).nullable(),
  slabSize: z.enum(SLAB_SIZES).nullable(),
  tileSize: z.enum(TILE_SIZES).nullable(),
  finishType: z.enum(FINISHES).nullable(),
  waterAbsorption: z.string().nullable(),
  application: z.string().nullable(),
  origin: z.string().nullable(),
  availabilityStatus: z.enum(AVAILABILITY_STATUSES),
  technicalSpecifications: z.record(z.string(), z.string()),
  createdAt: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;
