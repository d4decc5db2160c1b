// D32, D33: lots and slabs, as the storefront, the manufacturer's panel and the quote path see them.
// Sizes travel in mm and sq.ft (two decimals); the server computes every sq.ft from the sizes.
import { z } from 'zod';
import { CONTACT_DETAILS_REFUSED, hasNoContactDetails } from '../masking';
import { FINISHES, LOT_GRADES, SLAB_BILLING, SLAB_STATUSES } from '../options';
import {
  formatFeetInches,
  parseLengthMm,
  SLAB_MAX_LENGTH_MM,
  SLAB_MAX_WIDTH_MM,
  sqftToX100,
  sqftX100,
} from '../slabs';
import { IdParam, PageQuery, PaginatedOf, Timestamp } from './common';
import { FirmMemberRef } from './firms';
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
  /**
   * The lot's slabs in sequence. GET /lots/{id} carries them all; a product's lots
   * (GET /products/{id}/lots, and so the product page's HTML) carry only what the page draws first:
   * the first LOT_PREVIEW_SLABS slabs of the first lot, none of the others (`slabsComplete` says
   * which), the first bundle photo only in `photos`, and every photo there only in the renditions
   * the lot cards draw (up to 640 px wide).
   */
  slabs: z.array(PublicSlabView),
  /** True when `slabs` holds every slab counted in `slabCount`. */
  slabsComplete: z.boolean(),
  /**
   * A lot without bundle photos is pictured by its first photographed slab: that slab's sequence
   * and photo (null when the lot has a bundle photo, or no photo at all).
   */
  slabCover: z.object({ sequence: z.number().int(), photo: ImageRef }).nullable(),
});
export type PublicLotView = z.infer<typeof PublicLotView>;

/** Slabs of a product's first lot that come with the product's lots (the first lot's first grid). */
export const LOT_PREVIEW_SLABS = 12;

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

// ---------------------------------------------------------------- the manufacturer's writes (D32)

/** Limits of the lot and slab forms. */
export const LOT_LIMITS = {
  blockNumberMaxLength: 40,
  lotNumberMaxLength: 40,
  yardCityMaxLength: 80,
  notesMaxLength: 2000,
  defectsMaxLength: 500,
  /** Bundle photos of one lot. */
  photosMax: 8,
  /** Rows of one paste in the slab grid (a block gives 40–80 slabs). */
  slabRowsMax: 500,
  /** Slabs marked sold in one action. */
  markSoldMax: 500,
  /** Files of one bulk photo upload. */
  bulkPhotosMax: 100,
  /** CSV import (like the product import): larger files are refused before any row is read. */
  importMaxRows: 2000,
  importMaxBytes: 5 * 1024 * 1024,
} as const;

export const LOT_MESSAGES = {
  lengthUnreadable: `must be a length in mm (3050) or in feet and inches (9'6")`,
  tooLong: `must be at most ${SLAB_MAX_LENGTH_MM.toLocaleString('en-IN')} mm (${formatFeetInches(SLAB_MAX_LENGTH_MM)})`,
  tooWide: `must be at most ${SLAB_MAX_WIDTH_MM.toLocaleString('en-IN')} mm (${formatFeetInches(SLAB_MAX_WIDTH_MM)})`,
  notPositive: 'must be more than 0 mm',
  usableAboveGross: (gross: number) => `must be at most the gross area (${gross.toFixed(2)} sq.ft)`,
  duplicateSequence: 'is used by another slab of this block',
} as const;

const trimmedText = (max: number, required: string) =>
  z.string({ message: required }).trim().min(1, required).max(max, `must be at most ${max} characters`);

/** Optional public text (D30: shown to every buyer, so no phone number, address, link or handle). */
const publicNote = (max: number) =>
  z
    .string({ message: 'must be text' })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine(hasNoContactDetails, CONTACT_DETAILS_REFUSED);

/** A block number as stamped on the block: also the start of its slabs' photo names (B114-07.jpg). */
export const BlockNumberSchema = trimmedText(LOT_LIMITS.blockNumberMaxLength, 'is required').regex(
  /^[A-Za-z0-9][A-Za-z0-9 ._-]*$/,
  'must be letters, digits, hyphens, dots or spaces (B114)',
);

const LotNumberSchema = z
  .string({ message: 'must be text' })
  .trim()
  .max(LOT_LIMITS.lotNumberMaxLength, `must be at most ${LOT_LIMITS.lotNumberMaxLength} characters`)
  .nullish()
  .transform((v) => v ?? '');

const ThicknessMmSchema = z.coerce
  .number({ message: 'must be a whole number of mm' })
  .int('must be a whole number of mm')
  .min(6, 'must be at least 6 mm')
  .max(100, 'must be at most 100 mm');

const LotFields = z.object({
  blockNumber: BlockNumberSchema,
  /** The lot or bundle number; '' when the block is one lot. */
  lotNumber: LotNumberSchema,
  thicknessMm: ThicknessMmSchema,
  finish: z.enum(FINISHES, { message: `must be one of: ${FINISHES.join(', ')}` }),
  grade: z.enum(LOT_GRADES, { message: `must be one of: ${LOT_GRADES.join(', ')}` }),
  yardCity: trimmedText(LOT_LIMITS.yardCityMaxLength, 'is required (the city of the stock yard)'),
  notes: publicNote(LOT_LIMITS.notesMaxLength),
});

const LotVersion = z
  .number({ message: 'is required (the version of the lot you loaded)' })
  .int('must be a whole number')
  .min(1, 'must be at least 1');

/** POST /api/v1/vendor/lots */
export const CreateLot = LotFields.extend({ productId: IdParam }).strict();
export type CreateLot = z.output<typeof CreateLot>;

/** PUT /api/v1/vendor/lots/{id}: the whole form again with the version it loaded (D29). */
export const UpdateLot = LotFields.extend({ version: LotVersion }).strict();
export type UpdateLot = z.output<typeof UpdateLot>;

/**
 * A slab's length or width: a number of mm, or the text typed or pasted ("3050", "3050 mm", "9'6\"").
 * Out: whole mm. `max` is SLAB_MAX_LENGTH_MM or SLAB_MAX_WIDTH_MM.
 */
export const slabDimensionSchema = (max: number, tooBig: string) =>
  z.unknown().transform((value, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    let mm: number | null = null;
    if (typeof value === 'number') mm = Number.isFinite(value) ? Math.round(value) : null;
    else if (typeof value === 'string') {
      const text = value.trim();
      if (/^-\s*\d/.test(text)) return fail(LOT_MESSAGES.notPositive);
      mm = text === '' ? null : parseLengthMm(text);
    } else if (value === undefined || value === null) return fail('is required');
    if (mm === null) return fail(LOT_MESSAGES.lengthUnreadable);
    if (mm <= 0) return fail(LOT_MESSAGES.notPositive);
    if (mm > max) return fail(tooBig);
    return mm;
  });

const SlabLength = slabDimensionSchema(SLAB_MAX_LENGTH_MM, LOT_MESSAGES.tooLong);
const SlabWidth = slabDimensionSchema(SLAB_MAX_WIDTH_MM, LOT_MESSAGES.tooWide);

const SequenceSchema = z.coerce
  .number({ message: 'must be a whole number from 1 to 9999' })
  .int('must be a whole number from 1 to 9999')
  .min(1, 'must be a whole number from 1 to 9999')
  .max(9999, 'must be a whole number from 1 to 9999');

/** Usable sq.ft as typed: missing or '' means the whole gross area; 2 decimals at most. */
const UsableSqftSchema = z.unknown().transform((value, ctx) => {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    return null;
  }
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
  const x100 = Number.isFinite(n) ? sqftToX100(n) : null;
  if (x100 === null) {
    ctx.addIssue({ code: 'custom', message: 'must be a number of sq.ft with at most 2 decimals' });
    return z.NEVER;
  }
  if (x100 <= 0) {
    ctx.addIssue({ code: 'custom', message: 'must be more than 0 sq.ft' });
    return z.NEVER;
  }
  return x100 / 100;
});

const SlabFields = z.object({
  sequence: SequenceSchema,
  length: SlabLength,
  width: SlabWidth,
  /** At most the gross sq.ft (computed from the sizes); missing: the gross. */
  usableSqft: UsableSqftSchema.optional().transform((v) => v ?? null),
  defects: publicNote(LOT_LIMITS.defectsMaxLength),
});

/** A slab row once parsed: sizes in mm, sq.ft in hundredths (the gross computed here, once). */
export type SlabRow = {
  sequence: number;
  lengthMm: number;
  widthMm: number;
  grossSqftX100: number;
  usableSqftX100: number;
  defects: string | null;
};

type SlabFieldsOut = z.output<typeof SlabFields>;
function toSlabRow(row: SlabFieldsOut): SlabRow {
  const gross = sqftX100(row.length, row.width);
  return {
    sequence: row.sequence,
    lengthMm: row.length,
    widthMm: row.width,
    grossSqftX100: gross,
    usableSqftX100: row.usableSqft === null ? gross : Math.round(row.usableSqft * 100),
    defects: row.defects,
  };
}

/** One slab of the grid: `{ sequence, length, width, usableSqft?, defects? }`. */
export const SlabRowInput = SlabFields.strict()
  .superRefine((row, ctx) => {
    const gross = sqftX100(row.length, row.width);
    if (row.usableSqft !== null && Math.round(row.usableSqft * 100) > gross) {
      ctx.addIssue({
        code: 'custom',
        path: ['usableSqft'],
        message: LOT_MESSAGES.usableAboveGross(gross / 100),
      });
    }
  })
  .transform(toSlabRow);
export type SlabRowInput = z.input<typeof SlabRowInput>;

/** POST /api/v1/vendor/lots/{id}/slabs: every row or none; errors name `rows.3.length`. */
export const SlabRowsInput = z
  .object({
    rows: z
      .array(SlabRowInput, { message: 'must be a list of slabs' })
      .min(1, 'must hold at least one slab')
      .max(LOT_LIMITS.slabRowsMax, `must hold at most ${LOT_LIMITS.slabRowsMax} slabs`)
      .superRefine((rows, ctx) => {
        const seen = new Set<number>();
        rows.forEach((row, i) => {
          if (seen.has(row.sequence)) {
            ctx.addIssue({
              code: 'custom',
              path: [i, 'sequence'],
              message: `Slab ${row.sequence} appears twice`,
            });
          }
          seen.add(row.sequence);
        });
      }),
  })
  .strict();
export type SlabRowsInput = z.output<typeof SlabRowsInput>;

/** PUT /api/v1/vendor/slabs/{id}: only an available slab, with the version it loaded (D29). */
export const UpdateSlab = SlabFields.extend({
  version: z
    .number({ message: 'is required (the version of the slab you loaded)' })
    .int('must be a whole number')
    .min(1, 'must be at least 1'),
})
  .strict()
  .superRefine((row, ctx) => {
    const gross = sqftX100(row.length, row.width);
    if (row.usableSqft !== null && Math.round(row.usableSqft * 100) > gross) {
      ctx.addIssue({
        code: 'custom',
        path: ['usableSqft'],
        message: LOT_MESSAGES.usableAboveGross(gross / 100),
      });
    }
  })
  .transform((row) => ({ ...toSlabRow(row), version: row.version }));
export type UpdateSlab = z.output<typeof UpdateSlab>;

/** POST /api/v1/vendor/slabs/mark-sold: available slabs sold outside the platform, all or none. */
export const MarkSlabsSold = z
  .object({
    slabIds: z
      .array(IdParam, { message: 'must be a list of slab ids' })
      .min(1, 'must name at least one slab')
      .max(LOT_LIMITS.markSoldMax, `must name at most ${LOT_LIMITS.markSoldMax} slabs`)
      .refine((ids) => new Set(ids).size === ids.length, 'must not name a slab twice'),
  })
  .strict();
export type MarkSlabsSold = z.infer<typeof MarkSlabsSold>;

export const MarkSlabsSoldResult = z.object({ affected: z.number().int() });
export type MarkSlabsSoldResult = z.infer<typeof MarkSlabsSoldResult>;

/** GET /api/v1/vendor/lots: the caller's lots, newest first, of one product or all. */
export const ManufacturerLotListQuery = PageQuery.extend({
  productId: z.coerce.number().int().positive().optional(),
}).strict();
export type ManufacturerLotListQuery = z.output<typeof ManufacturerLotListQuery>;

/** A bundle photo: `id` is the photo's (DELETE …/photos/{id}), `image` the stored renditions. */
export const LotPhotoView = z.object({ id: z.number().int(), image: ImageRef });
export type LotPhotoView = z.infer<typeof LotPhotoView>;

/** A lot as its manufacturer sees it: the form's fields, counts and sq.ft per status (usable sq.ft). */
export const ManufacturerLotView = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  vendorId: z.number().int(),
  blockNumber: z.string(),
  lotNumber: z.string(),
  thicknessMm: z.number().int(),
  finish: z.enum(FINISHES),
  grade: z.enum(LOT_GRADES),
  yardCity: z.string(),
  notes: z.string().nullable(),
  photos: z.array(LotPhotoView),
  slabCount: z.number().int(),
  availableSlabs: z.number().int(),
  heldSlabs: z.number().int(),
  soldSlabs: z.number().int(),
  /** Sold and dispatched together. */
  availableSqft: z.number(),
  heldSqft: z.number(),
  soldSqft: z.number(),
  version: z.number().int(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type ManufacturerLotView = z.infer<typeof ManufacturerLotView>;

export const ManufacturerLotList = PaginatedOf(ManufacturerLotView);
export type ManufacturerLotList = z.infer<typeof ManufacturerLotList>;

/** GET /api/v1/vendor/lots/{id} and the answer of every write to a lot: the lot with all its slabs. */
export const ManufacturerLotDetail = ManufacturerLotView.extend({
  slabs: z.array(InventorySlabView),
  /** D46: the member of the firm who added the lot (null when not known); the firm's own view only. */
  addedBy: FirmMemberRef.nullable().optional(),
});
export type ManufacturerLotDetail = z.infer<typeof ManufacturerLotDetail>;

/** POST /api/v1/vendor/slab-photos: which file went to which slab, and why the others did not. */
export const SlabPhotoMatchReport = z.object({
  matched: z.array(
    z.object({
      fileName: z.string(),
      slabId: z.number().int(),
      blockNumber: z.string(),
      sequence: z.number().int(),
    }),
  ),
  unmatched: z.array(z.object({ fileName: z.string(), reason: z.string() })),
});
export type SlabPhotoMatchReport = z.infer<typeof SlabPhotoMatchReport>;

/** The slab CSV's columns, in order; block, thickness, finish, grade, yard, sequence and sizes are required. */
export const SLAB_CSV_COLUMNS = [
  'block_number',
  'lot_number',
  'thickness_mm',
  'finish',
  'grade',
  'yard_city',
  'sequence',
  'length',
  'width',
  'usable_sqft',
  'defects',
] as const;
export type SlabCsvColumn = (typeof SLAB_CSV_COLUMNS)[number];
export const SLAB_CSV_REQUIRED_COLUMNS: readonly SlabCsvColumn[] = [
  'block_number',
  'thickness_mm',
  'finish',
  'grade',
  'yard_city',
  'sequence',
  'length',
  'width',
];

/** POST /api/v1/vendor/products/{id}/slab-import: `confirm: false` is the preview (nothing written). */
export const SlabImportInput = z
  .object({
    csv: z
      .string({ message: 'is required (the CSV file as text)' })
      .min(1, 'is required (the CSV file as text)')
      .max(LOT_LIMITS.importMaxBytes, `must be at most ${LOT_LIMITS.importMaxBytes / 1024 / 1024} MB`),
    confirm: z.boolean({ message: 'must be true or false' }).default(false),
  })
  .strict();
export type SlabImportInput = z.output<typeof SlabImportInput>;

export const SlabImportRow = z.object({
  /** The line of the file (the header is line 1). */
  line: z.number().int(),
  blockNumber: z.string(),
  lotNumber: z.string(),
  sequence: z.number().int().nullable(),
  /** 'ok': imported (or would be, in a preview); 'error': skipped, see `errors` by column. */
  outcome: z.enum(['ok', 'error']),
  errors: z.record(z.string(), z.string()),
  slabId: z.number().int().nullable(),
});
export type SlabImportRow = z.infer<typeof SlabImportRow>;

export const SlabImportReport = z.object({
  dryRun: z.boolean(),
  total: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  /** Slabs and lots written (0 in a preview; lots made for blocks not yet in stock). */
  createdSlabs: z.number().int(),
  createdLots: z.number().int(),
  rows: z.array(SlabImportRow),
});
export type SlabImportReport = z.infer<typeof SlabImportReport>;
