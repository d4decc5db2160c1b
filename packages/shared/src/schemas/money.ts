// ADR 016: money on the wire is integer minor units with its ISO 4217 currency; tax is a list of
// lines (kind, rate, amount), each line in the currency of the amounts it taxes.
import { z } from 'zod';
import { TAX_KINDS, TAX_LINE_REASONS } from '../gst';
import { CURRENCIES, DEFAULT_CURRENCY } from '../money';

export const CurrencySchema = z.enum(CURRENCIES, { message: `must be one of: ${CURRENCIES.join(', ')}` });

/** An amount in its currency's minor unit (paise, cents, fils) with its currency. */
export const MoneySchema = z.object({
  amount: z
    .number({ message: 'must be a whole number of minor units' })
    .int('must be a whole number of minor units')
    .refine(Number.isSafeInteger, 'is out of range'),
  currency: CurrencySchema.default(DEFAULT_CURRENCY),
});

/**
 * One line of a reply's or an order's tax: CGST and SGST halves within a state, IGST between states
 * (IGST Act s.5, CGST Act s.9), cess when a rate has one, and an export zero-rated under LUT as IGST at
 * 0 % with the reason 'export_lut' (IGST Act s.16(1)(a), s.16(3)(a)). `rate` is percent, `amount`
 * minor units, never negative.
 */
export const TaxLineSchema = z
  .object({
    kind: z.enum(TAX_KINDS, { message: `must be one of: ${TAX_KINDS.join(', ')}` }),
    rate: z.number().min(0, 'must not be negative').max(100, 'must be at most 100 %'),
    amount: z.number().int('must be a whole number of minor units').min(0, 'must not be negative'),
    reason: z.enum(TAX_LINE_REASONS).optional(),
  })
  .strict();

export const TaxLinesSchema = z.array(TaxLineSchema).max(8);
