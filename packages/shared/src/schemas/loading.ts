// D49: the yard's loading list of an order of chosen slabs — each slab scanned from its label's QR
// code (the passport's address) or typed by block and number, photos of the loaded bundles, and for a
// slab that does not travel the reason written down (broken, or replaced by another slab the buyer
// accepts). The same list, without who scanned, is the buyer's as-loaded report.
import { z } from 'zod';
import { Timestamp } from './common';
import { BlockNumberSchema } from './lots';
import { ImageRef } from './media';

/** Bundle photos an order keeps (a lorry carries a few bundles; a container at most 16). */
export const LOADING_PHOTOS_MAX = 24;
/** Why a slab of the order is not loaded (D49). */
export const SHORTFALL_REASONS = ['broken', 'replaced'] as const;
export type ShortfallReason = (typeof SHORTFALL_REASONS)[number];

export const SHORTFALL_REASON_LABELS: Record<ShortfallReason, string> = {
  broken: 'Broken',
  replaced: 'Replaced by another slab',
};

const SlabNumber = z.coerce
  .number({ message: 'must be a slab number' })
  .int('must be a whole slab number')
  .min(1, 'must be between 1 and 9999')
  .max(9999, 'must be between 1 and 9999');

/** The loading list is about this order's slabs; a bundle is numbered as the yard stacks it. */
const BundleNumber = z
  .number({ message: 'must be a bundle number' })
  .int('must be a whole bundle number')
  .min(1, 'must be between 1 and 99')
  .max(99, 'must be between 1 and 99');

/**
 * A scan: what the label's QR code holds (the passport's address, or its token alone), or the block
 * and slab number typed by hand; with the bundle being loaded, when the yard numbers them.
 */
export const ScanSlab = z
  .object({
    code: z.string().trim().min(1, 'is empty').max(300, 'is not a slab label').optional(),
    block: BlockNumberSchema.optional(),
    slab: SlabNumber.optional(),
    bundle: BundleNumber.optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.code !== undefined) {
      if (v.block !== undefined || v.slab !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['code'],
          message: 'give the label’s code or the block and slab number, not both',
        });
      return;
    }
    if (v.block === undefined)
      ctx.addIssue({ code: 'custom', path: ['block'], message: 'is required (or scan the label)' });
    if (v.slab === undefined)
      ctx.addIssue({ code: 'custom', path: ['slab'], message: 'is required (or scan the label)' });
  });
export type ScanSlab = z.input<typeof ScanSlab>;

/** The passport token in what a label's QR code holds: `…/slab/<token>`, `…/hi/slab/<token>` or the token. */
export function passportTokenIn(code: string): string | null {
  const text = code.trim();
  const match =
    /^(?:[a-z]+:\/\/[^/\s]+)?(?:\/hi)?\/slab\/([0-9a-f]{32})\/?(?:[?#].*)?$/i.exec(text) ??
    /^([0-9a-f]{32})$/i.exec(text);
  return match ? match[1]!.toLowerCase() : null;
}

/** The slab of the order that does not travel, and why (D49). */
export const RecordShortfall = z
  .object({
    slabId: z.number({ message: 'must be a slab of the order' }).int().positive(),
    reason: z.enum(SHORTFALL_REASONS, { message: 'must be broken or replaced' }),
    note: z
      .string({ message: 'Please say what happened' })
      .trim()
      .min(5, 'Please say what happened (at least 5 characters)')
      .max(500, 'must be at most 500 characters'),
    /** The slab sent instead (reason `replaced`): the same product, available in the yard. */
    replacement: z.object({ block: BlockNumberSchema, slab: SlabNumber }).strict().optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.reason === 'replaced' && !v.replacement)
      ctx.addIssue({
        code: 'custom',
        path: ['replacement'],
        message: 'is required: name the slab sent instead',
      });
    if (v.reason === 'broken' && v.replacement)
      ctx.addIssue({ code: 'custom', path: ['replacement'], message: 'is only for a replaced slab' });
  });
export type RecordShortfall = z.input<typeof RecordShortfall>;

export const LoadingSlabParams = z
  .object({ id: z.coerce.number().int().positive(), slabId: z.coerce.number().int().positive() })
  .strict();

export const LoadingPhotoParams = z
  .object({ id: z.coerce.number().int().positive(), photoId: z.coerce.number().int().positive() })
  .strict();

/** Square feet (hundredths kept exact) and square metres, to two places. */
export const LoadingArea = z.object({ slabs: z.number().int(), sqft: z.number(), sqm: z.number() });
export type LoadingArea = z.infer<typeof LoadingArea>;

const SlabRef = z.object({ slabId: z.number().int(), name: z.string() });

export const LOADING_SLAB_STATES = ['scanned', 'missing', 'broken', 'replaced'] as const;

export const LoadingSlabView = z.object({
  slabId: z.number().int().nullable(),
  name: z.string(),
  blockNumber: z.string(),
  lotNumber: z.string(),
  sequence: z.number().int(),
  lengthMm: z.number().int(),
  widthMm: z.number().int(),
  /** The sq.ft the order bills for this slab (its usable or gross area, as the quote said). */
  billedSqft: z.number(),
  photo: ImageRef.nullable(),
  state: z.enum(LOADING_SLAB_STATES),
  scannedAt: Timestamp.nullable(),
  /** The member who scanned it: the manufacturer's side only. */
  scannedBy: z.string().nullable(),
  bundle: z.number().int().nullable(),
  shortfall: z
    .object({
      reason: z.enum(SHORTFALL_REASONS),
      note: z.string(),
      recordedAt: Timestamp,
      replacement: SlabRef.extend({
        billedSqft: z.number(),
        scanned: z.boolean(),
        acceptedAt: Timestamp.nullable(),
      }).nullable(),
    })
    .nullable(),
});
export type LoadingSlabView = z.infer<typeof LoadingSlabView>;

export const LoadingPhotoView = z.object({
  id: z.number().int(),
  image: ImageRef,
  createdAt: Timestamp,
});

export const LoadingView = z.object({
  orderId: z.number().int(),
  /** False for an order by sq.ft without chosen slabs: nothing to scan, shipping is not held (D49). */
  applies: z.boolean(),
  /** Scans and reasons are taken until the order ships. */
  open: z.boolean(),
  slabs: z.array(LoadingSlabView),
  totals: z.object({ ordered: LoadingArea, loaded: LoadingArea, missing: LoadingArea }),
  photos: z.array(LoadingPhotoView),
  /** The slabs that keep the order from shipping, by name, each with what is still needed. */
  blocking: z.array(z.string()),
});
export type LoadingView = z.infer<typeof LoadingView>;

/** The answer of a scan: the slab it named (added now, or already on the list) and the list. */
export const ScanResult = z.object({
  slab: SlabRef.extend({ added: z.boolean() }),
  loading: LoadingView,
});
export type ScanResult = z.infer<typeof ScanResult>;

/** The spec's words of the loading list's refusals. */
export const LOADING_MESSAGES = {
  notOnOrder: 'Slab {name} is not on this order',
  otherOrder: 'Slab {name} belongs to another order',
  closed: 'This order has shipped; its loading list is closed',
  cancelled: 'This order was cancelled; nothing is loaded',
  notSlabOrder: 'This order has no chosen slabs to load',
  alreadyScanned: 'Slab {name} is already loaded; remove its scan first',
  notLoaded: 'Not every slab of the order is loaded: {slabs}. Scan each one, or record why it is missing.',
  tooManyPhotos: `An order keeps at most ${LOADING_PHOTOS_MAX} bundle photos`,
} as const;

/** m² in hundredths from sq.ft in hundredths (1 sq.ft = 0.09290304 m²), rounded half up. */
export function sqmX100FromSqftX100(sqftX100: number): number {
  return Math.floor((2 * sqftX100 * 9_290_304 + 100_000_000) / 200_000_000);
}
