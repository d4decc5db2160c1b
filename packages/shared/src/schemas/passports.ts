// D49: slab labels (the passport's QR code with the block and slab number) for a lot or a selection.
import { z } from 'zod';

export const LABEL_FORMAT_VALUES = ['a4', 'label'] as const;

/** `a4`: sheets of eight labels to cut; `label`: one 100 × 50 mm label per page, for a label printer. */
export const LabelFormatQuery = z
  .object({
    format: z.enum(LABEL_FORMAT_VALUES, { message: 'must be a4 or label' }).default('a4'),
  })
  .strict();

/** A selection of slabs by id, comma-separated (`slabs=12,13,14`), at most 500. */
export const SlabLabelsQuery = z
  .object({
    format: z.enum(LABEL_FORMAT_VALUES, { message: 'must be a4 or label' }).default('a4'),
    slabs: z
      .string()
      .regex(/^\d{1,9}(,\d{1,9}){0,499}$/, 'must be slab ids separated by commas, at most 500')
      .transform((s) => [...new Set(s.split(',').map(Number))]),
  })
  .strict();
