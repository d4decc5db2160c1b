// Suggested manufacturers beside a multi-manufacturer quote request (D16, D27, D31, D32): others that
// have the same stone in stock, answer quickly and can answer at all. The form offers them with a
// reason built from real figures; ticking one adds its product to the same request.
import { z } from 'zod';
import { LIMITS } from '../limits';
import { MATERIAL_QUALITIES, PRODUCT_TYPES } from '../options';

export const QUOTE_SUGGESTIONS = {
  /** At most this many suggestions (and never more than the request can still take, D16). */
  max: 5,
  /** D27: a manufacturer whose median first reply is slower than this is never suggested. */
  slowestMedianHours: 72,
} as const;

export const QuoteSuggestionsQuery = z
  .object({
    productIds: z
      .string({ message: 'is required' })
      .regex(
        new RegExp(`^\\d{1,10}(,\\d{1,10}){0,${LIMITS.multiQuoteMaxProducts - 1}}$`),
        `must be 1 to ${LIMITS.multiQuoteMaxProducts} product ids separated by commas`,
      )
      .transform((v) => [...new Set(v.split(',').map(Number))])
      .refine((ids) => ids.every((id) => id >= 1 && id <= 2_147_483_647), 'must be product ids'),
  })
  .strict();
export type QuoteSuggestionsQuery = z.output<typeof QuoteSuggestionsQuery>;

export const QuoteSuggestion = z.object({
  productId: z.number().int(),
  productName: z.string(),
  manufacturerId: z.number().int(),
  manufacturerName: z.string(),
  pricePaise: z.number().int(),
  materialQuality: z.enum(MATERIAL_QUALITIES),
  productType: z.enum(PRODUCT_TYPES),
  /** The stone as the reason names it: the variety, else the category. */
  stone: z.string(),
  /** D32: available usable sq.ft of its lots; null for a product sold without lots (listed Available). */
  availableSqft: z.number().nullable(),
  /** D27: median first-reply time over 90 days; null until the manufacturer has enough requests. */
  medianReplyMinutes: z.number().int().nullable(),
  /** "Has 2,340 sq.ft of Black Galaxy in stock · usually replies within 3 hours" */
  reason: z.string(),
});
export type QuoteSuggestion = z.infer<typeof QuoteSuggestion>;

export const QuoteSuggestionList = z.object({ items: z.array(QuoteSuggestion) });
export type QuoteSuggestionList = z.infer<typeof QuoteSuggestionList>;
