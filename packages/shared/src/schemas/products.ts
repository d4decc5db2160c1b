// Product writes of the admin and manufacturer areas (admin spec 2 "Admin product form", 5, 8, 9;
// D9, D12, D13, D29). One field schema for the one product form and for the server: the admin's
// variant names the manufacturer, the manufacturer's may leave it to the server (their only business).
// Bodies are strict, so a forged `status`, `createdByAdmin` or `viewCount` is refused by name.
import { z } from 'zod';
import { LIMITS } from '../limits';
import { CONTACT_DETAILS_REFUSED, hasNoContactDetails } from '../masking';
import {
  AVAILABILITY_STATUSES,
  FINISHES,
  MANUFACTURER_STATUSES,
  MATERIAL_QUALITIES,
  ORIGINS,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  SLAB_SIZES,
  THICKNESSES,
  TILE_SIZES,
} from '../options';
import { PRODUCT_MESSAGES } from '../product-messages';
import { OptionalHsn } from './business';
import { IdParam, PageQuery, PaginatedOf, Timestamp } from './common';
import { rupeesSchema } from './fields';
import { ImageRef } from './media';

export { PRODUCT_MESSAGES };

export const PRODUCT_LIMITS = {
  /** A price over ₹10,000,000 per sq.ft is a typo, not a granite. */
  maxPriceRupees: 10_000_000,
  /** A gallery of up to 8 images; the first is the main one (product_images.position 0). */
  galleryMax: 8,
  nameMaxLength: 150,
  descriptionMaxLength: 5000,
  technicalSpecsMax: 20,
  /** Bulk operations on selected rows (a page is at most 100; 500 leaves room for "select all"). */
  bulkMaxIds: 500,
  /** CSV import: larger files are refused before any row is read (README). */
  importMaxRows: 2000,
  importMaxBytes: 5 * 1024 * 1024,
} as const;

const rupeesText = new Intl.NumberFormat('en-IN').format(PRODUCT_LIMITS.maxPriceRupees);

/**
 * Rupees per sq.ft in (a number, or the text of the form's box), integer paise out (D13). Missing is
 * the spec's 'Product name and price are required'; 'abc', 0, -1 and over ₹1,00,00,000 are refused.
 */
export const PriceRupeesSchema = rupeesSchema({
  min: 'positive',
  max: PRODUCT_LIMITS.maxPriceRupees,
  messages: {
    required: PRODUCT_MESSAGES.nameAndPriceRequired,
    max: `must be at most ₹${rupeesText} per sq.ft`,
  },
}).describe(
  `Rupees per sq.ft: more than 0, at most ${PRODUCT_LIMITS.maxPriceRupees}, 2 decimals (stored as paise)`,
);

/** A required record id chosen in a select ('' is "not chosen yet"). */
const requiredId = (message: string) =>
  z
    .unknown()
    .refine((v) => v !== undefined && v !== null && v !== '', message)
    .pipe(IdParam);

/** An optional record id chosen in a select: '', null and missing mean "none" (stored as NULL). */
const optionalId = z
  .union([z.literal(''), z.null(), IdParam], { message: 'must be a positive whole number' })
  .optional()
  .transform((v) => (v === '' || v === null || v === undefined ? null : v));

/** Optional free text: '' and missing mean "not given" and are stored as NULL. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** An optional choice of a shared list (D12); the form's empty option ('') means "not given". */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.literal(''), z.enum(values)], { message: `must be one of: ${values.join(', ')}` })
    .nullish()
    .transform((v) => (v ? v : null));

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { message: `must be one of: ${values.join(', ')}` });

/** "Compressive Strength" → "180 MPa": at most 20 named values, shown on the product page. */
export const TechnicalSpecificationsSchema = z
  .record(
    z.string().trim().min(1, 'names must not be empty').max(60, 'names must be at most 60 characters'),
    z.string().trim().max(200, 'values must be at most 200 characters'),
  )
  .refine(
    (specs) => Object.keys(specs).length <= PRODUCT_LIMITS.technicalSpecsMax,
    `must hold at most ${PRODUCT_LIMITS.technicalSpecsMax} specifications`,
  );

/** The gallery in order, as uploaded image ids (POST /api/v1/media?kind=product); the first is the main image. */
export const ProductImagesSchema = z
  .array(z.uuid('must be image ids'), { message: 'must be a list of image ids' })
  .max(PRODUCT_LIMITS.galleryMax, `may hold at most ${PRODUCT_LIMITS.galleryMax} images`)
  .refine((ids) => new Set(ids).size === ids.length, 'must not hold the same image twice');

/** D29: the version of the row the form loaded. */
export const RowVersionSchema = z
  .number({ message: 'is required (the version of the product you loaded)' })
  .int('must be a whole number')
  .min(1, 'must be at least 1');

/** Every field of the admin product form (admin spec 2 and 5), shared by the manufacturer's form (D9). */
export const ProductFields = z.object({
  name: z
    .string({ message: PRODUCT_MESSAGES.nameAndPriceRequired })
    .trim()
    .min(1, PRODUCT_MESSAGES.nameAndPriceRequired)
    .max(PRODUCT_LIMITS.nameMaxLength, `must be at most ${PRODUCT_LIMITS.nameMaxLength} characters`),
  price: PriceRupeesSchema,
  categoryId: requiredId('Please choose a category'),
  /** D32: the stone variety (Black Galaxy, Kashmir White …) from the list admins keep; optional. */
  varietyId: optionalId,
  // D30: shown to everyone, so no phone number, e-mail address, link or handle.
  description: optionalText(PRODUCT_LIMITS.descriptionMaxLength).refine(
    hasNoContactDetails,
    CONTACT_DETAILS_REFUSED,
  ),
  isBestSeller: z.boolean({ message: 'must be true or false' }).default(false),
  materialQuality: choice(MATERIAL_QUALITIES),
  productType: choice(PRODUCT_TYPES),
  thickness: optionalChoice(THICKNESSES),
  slabSize: optionalChoice(SLAB_SIZES),
  tileSize: optionalChoice(TILE_SIZES),
  finishType: optionalChoice(FINISHES),
  /** D34: the HSN code (4–8 digits) the GST rate comes from; left out on an edit, it stays as it was. */
  hsn: OptionalHsn,
  waterAbsorption: optionalText(50),
  application: optionalText(200),
  origin: optionalChoice(ORIGINS),
  colour: optionalText(80),
  availabilityStatus: choice(AVAILABILITY_STATUSES).default('Available'),
  technicalSpecifications: TechnicalSpecificationsSchema.default({}),
  images: ProductImagesSchema.default([]),
});

/** The parsed form with the price as stored: integer paise (docs/architecture.md, Money and tax). */
function withPaise<T extends { price: number }>({
  price,
  ...rest
}: T): Omit<T, 'price'> & { pricePaise: number } {
  return { ...rest, pricePaise: price };
}

const manufacturerRequired = requiredId('Please choose a manufacturer');

/** POST /api/v1/admin/products: the admin names the manufacturer (admin spec 5). */
export const AdminProductInput = ProductFields.extend({ vendorId: manufacturerRequired })
  .strict()
  .transform(withPaise);
/** PUT /api/v1/admin/products/:id: the whole form again, with the version it loaded (D29). */
export const AdminProductUpdate = ProductFields.extend({
  vendorId: manufacturerRequired,
  version: RowVersionSchema,
})
  .strict()
  .transform(withPaise);
/** POST /api/v1/vendor/products: the manufacturer is theirs; named only when they own several (D9). */
export const ManufacturerProductInput = ProductFields.extend({ vendorId: IdParam.optional() })
  .strict()
  .transform(withPaise);
export const ManufacturerProductUpdate = ProductFields.extend({
  vendorId: IdParam.optional(),
  version: RowVersionSchema,
})
  .strict()
  .transform(withPaise);

export type AdminProductInput = z.output<typeof AdminProductInput>;
export type AdminProductUpdate = z.output<typeof AdminProductUpdate>;
export type ManufacturerProductInput = z.output<typeof ManufacturerProductInput>;
export type ManufacturerProductUpdate = z.output<typeof ManufacturerProductUpdate>;
/** What the one product form edits (both areas): the input side of the schemas. */
export type ProductFormValues = z.input<typeof ProductFields> & { vendorId?: unknown; version?: number };

/** Everything a product write stores, whichever area made it. */
export type ProductWrite = Omit<ManufacturerProductInput, 'vendorId'> & { vendorId: number };

/** Path parameter of every product editor operation: a 400 naming `id` when it is not a positive integer. */
export const ProductIdParams = z.object({ id: IdParam }).strict();

// ---------------------------------------------------------------- quick changes and bulk actions

export const ProductStatusChange = z
  .object({ status: choice(PRODUCT_STATUSES), version: RowVersionSchema.optional() })
  .strict();
export type ProductStatusChange = z.infer<typeof ProductStatusChange>;

export const ProductAvailabilityChange = z
  .object({ availabilityStatus: choice(AVAILABILITY_STATUSES), version: RowVersionSchema.optional() })
  .strict();
export type ProductAvailabilityChange = z.infer<typeof ProductAvailabilityChange>;

const BulkIds = z
  .array(IdParam, { message: 'must be a list of product ids' })
  .min(1, 'must name at least one product')
  .max(PRODUCT_LIMITS.bulkMaxIds, `must name at most ${PRODUCT_LIMITS.bulkMaxIds} products`)
  .refine((ids) => new Set(ids).size === ids.length, 'must not name a product twice');

/** Admin: suspend, activate or delete the selected rows, all or none. */
export const AdminBulkProductAction = z
  .object({
    ids: BulkIds,
    action: z.enum(['suspend', 'activate', 'delete'], { message: 'must be suspend, activate or delete' }),
  })
  .strict();
export type AdminBulkProductAction = z.infer<typeof AdminBulkProductAction>;

/**
 * Manufacturer: change the price of the selected products by a percentage (-90 … +500) or by an amount in
 * rupees (±), all or none; a result of ₹0 or less, or over the maximum, refuses the whole change.
 */
export const BulkPriceChange = z
  .object({
    ids: BulkIds,
    mode: z.enum(['percent', 'amount'], { message: 'must be percent or amount' }),
    value: z.coerce
      .number({ message: 'must be a number' })
      .refine((v) => Number.isFinite(v), 'must be a number')
      .refine((v) => v !== 0, 'must not be 0'),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.mode === 'percent' && (body.value < -90 || body.value > 500)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'must be between -90% and +500%' });
    }
    if (body.mode === 'amount' && Math.abs(body.value) > PRODUCT_LIMITS.maxPriceRupees) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: `must be at most ₹${rupeesText}` });
    }
    if (body.mode === 'amount' && Math.abs(Math.round(body.value * 100) - body.value * 100) > 1e-6) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'must have at most 2 decimal places' });
    }
  });
export type BulkPriceChange = z.infer<typeof BulkPriceChange>;

export const BulkResult = z.object({ affected: z.number().int() });
export type BulkResult = z.infer<typeof BulkResult>;

// ---------------------------------------------------------------- lists

export const PRODUCT_MANAGE_SORTS = [
  'name',
  'price',
  'manufacturer',
  'category',
  'updatedAt',
  'createdAt',
] as const;
export type ProductManageSort = (typeof PRODUCT_MANAGE_SORTS)[number];

const ListFilters = z.object({
  /** Product or manufacturer name (admin spec 2), case-insensitive, anywhere in the name. */
  q: z
    .string()
    .trim()
    .max(LIMITS.searchMaxLength, `must be at most ${LIMITS.searchMaxLength} characters`)
    .optional(),
  categoryId: IdParam.optional(),
  status: choice(PRODUCT_STATUSES).optional(),
  availability: choice(AVAILABILITY_STATUSES).optional(),
  sort: choice(PRODUCT_MANAGE_SORTS).default('createdAt'),
  dir: z.enum(['asc', 'desc'], { message: 'must be asc or desc' }).default('desc'),
});

/** GET /api/v1/admin/products: 10 per page by default (admin spec 9), all on the server. */
export const AdminListProductsQuery = PageQuery.extend({
  ...ListFilters.shape,
  pageSize: PageQuery.shape.pageSize.default(LIMITS.adminProductsPageSize),
  vendorId: IdParam.optional(),
}).strict();
export type AdminListProductsQuery = z.output<typeof AdminListProductsQuery>;

/** GET /api/v1/vendor/products: only the caller's manufacturers' products (D9). */
export const ManufacturerListProductsQuery = PageQuery.extend({
  ...ListFilters.shape,
  pageSize: PageQuery.shape.pageSize.default(LIMITS.adminProductsPageSize),
  vendorId: IdParam.optional(),
}).strict();
export type ManufacturerListProductsQuery = z.output<typeof ManufacturerListProductsQuery>;

/** The CSV export takes the list's filters and sort, without paging (every matching row). */
export const AdminExportProductsQuery = AdminListProductsQuery.omit({ page: true, pageSize: true });
export type AdminExportProductsQuery = z.output<typeof AdminExportProductsQuery>;
export const ManufacturerExportProductsQuery = ManufacturerListProductsQuery.omit({
  page: true,
  pageSize: true,
});
export type ManufacturerExportProductsQuery = z.output<typeof ManufacturerExportProductsQuery>;

// ---------------------------------------------------------------- answers

export const ProductGalleryImage = z.object({
  /** The stored image (send these ids back in `images`); null only for a legacy URL. */
  mediaId: z.string().nullable(),
  url: z.string(),
  image: ImageRef.nullable(),
});
export type ProductGalleryImage = z.infer<typeof ProductGalleryImage>;

/** One row of the admin and manufacturer product tables. */
export const ProductManageRow = z.object({
  id: z.number().int(),
  name: z.string(),
  pricePaise: z.number().int(),
  vendorId: z.number().int(),
  vendorName: z.string(),
  vendorStatus: z.enum(MANUFACTURER_STATUSES),
  categoryId: z.number().int(),
  categoryName: z.string(),
  /** D32: the stone variety, when named. */
  varietyId: z.number().int().nullable(),
  varietyName: z.string().nullable(),
  status: z.enum(PRODUCT_STATUSES),
  availabilityStatus: z.enum(AVAILABILITY_STATUSES),
  isBestSeller: z.boolean(),
  createdByAdmin: z.boolean(),
  imageUrl: z.string().nullable(),
  image: ImageRef.nullable(),
  imageCount: z.number().int(),
  version: z.number().int(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type ProductManageRow = z.infer<typeof ProductManageRow>;

export const ProductManageList = PaginatedOf(ProductManageRow);
export type ProductManageList = z.infer<typeof ProductManageList>;

/** A product as its editor loads it: every field of the form, the gallery and the version (D29). */
export const ProductManageView = ProductManageRow.extend({
  description: z.string().nullable(),
  materialQuality: z.enum(MATERIAL_QUALITIES),
  productType: z.enum(PRODUCT_TYPES),
  thickness: z.enum(THICKNESSES).nullable(),
  slabSize: z.enum(SLAB_SIZES).nullable(),
  tileSize: z.enum(TILE_SIZES).nullable(),
  finishType: z.enum(FINISHES).nullable(),
  /** D34: always sent by the server. */
  hsn: z.string().nullable().optional(),
  waterAbsorption: z.string().nullable(),
  application: z.string().nullable(),
  origin: z.string().nullable(),
  colour: z.string().nullable(),
  technicalSpecifications: z.record(z.string(), z.string()),
  gallery: z.array(ProductGalleryImage),
  viewCount: z.number().int(),
});
export type ProductManageView = z.infer<typeof ProductManageView>;

// ---------------------------------------------------------------- CSV import

/** The template's columns, in order; `name`, `price_per_sqft`, `category`, quality and type are required. */
export const PRODUCT_CSV_COLUMNS = [
  'name',
  'price_per_sqft',
  'category',
  'material_quality',
  'product_type',
  'thickness',
  'slab_size',
  'tile_size',
  'finish_type',
  'water_absorption',
  'application',
  'origin',
  'colour',
  'availability_status',
  'best_seller',
  'description',
  /** D32: the stone variety by name (or one of its other names); optional. */
  'variety',
  /** D34: the HSN code, 4 to 8 digits; optional. */
  'hsn',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
export const PRODUCT_CSV_REQUIRED_COLUMNS: readonly ProductCsvColumn[] = [
  'name',
  'price_per_sqft',
  'category',
  'material_quality',
  'product_type',
];

export const ProductImportQuery = z
  .object({
    /** `true`: check every row and answer the report without writing anything (the preview). */
    dryRun: z
      .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
      .transform((v) => v === 'true' || v === '1')
      .default(true),
    vendorId: IdParam.optional(),
  })
  .strict();
export type ProductImportQuery = z.output<typeof ProductImportQuery>;

export const ProductImportRow = z.object({
  /** The line of the file (the header is line 1). */
  line: z.number().int(),
  name: z.string(),
  /** 'ok': imported (or would be, in a preview); 'error': skipped, see `errors` by column. */
  outcome: z.enum(['ok', 'error']),
  errors: z.record(z.string(), z.string()),
  productId: z.number().int().nullable(),
});
export type ProductImportRow = z.infer<typeof ProductImportRow>;

export const ProductImportReport = z.object({
  dryRun: z.boolean(),
  total: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  /** Products written (0 in a preview). */
  created: z.number().int(),
  rows: z.array(ProductImportRow),
});
export type ProductImportReport = z.infer<typeof ProductImportReport>;

/** The body of the CSV operations' answers (text/csv). */
export const CsvFile = z.string().describe('A CSV file (RFC 4180, UTF-8 with a byte order mark)');
