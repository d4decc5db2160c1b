import { z } from 'zod';
import { DOCUMENT_KINDS, DOCUMENT_STATES, INDIAN_STATES } from '../options';
import { IdParam } from './common';
import { CalendarDay } from './fields';

// The manufacturer's books (D35, D42): the register of its documents for a month or a span of days
// on the Indian calendar, with totals by tax and an HSN summary; the same documents as GSTR-1 JSON
// and as vouchers for Tally. Amounts are integer paise (ADR 002).

/** The longest span one register covers: a year of days. */
export const BOOKS_MAX_DAYS = 366;

const Month = z
  .string({ message: 'must be a month (YYYY-MM)' })
  .trim()
  .regex(/^(20\d\d)-(0[1-9]|1[0-2])$/, 'must be a month (YYYY-MM) between 2000-01 and 2099-12');

/** The first and last day (YYYY-MM-DD) of a month 'YYYY-MM'. */
export function daysOfMonth(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

/**
 * Which books: the manufacturer (one of the caller's; the first when omitted) and either a month
 * or a span `from`–`to` (both days included). A month wins over days when both are given.
 */
export const BooksQuery = z
  .object({
    manufacturerId: IdParam.optional(),
    month: Month.optional(),
    from: CalendarDay.optional(),
    to: CalendarDay.optional(),
  })
  .strict()
  .superRefine((q, ctx) => {
    if (q.month) return;
    if (!q.from && !q.to) {
      ctx.addIssue({
        code: 'custom',
        path: ['month'],
        message: 'must be a month (YYYY-MM), or give from and to',
      });
      return;
    }
    if (!q.from) ctx.addIssue({ code: 'custom', path: ['from'], message: 'is required with to' });
    if (!q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'is required with from' });
    if (q.from && q.to && q.to < q.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
    else if (q.from && q.to && daysBetween(q.from, q.to) > BOOKS_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `must be at most ${BOOKS_MAX_DAYS} days after from`,
      });
  });
export type BooksQuery = z.infer<typeof BooksQuery>;

/** GSTR-1 is filed for a month: the month is required. */
export const Gstr1Query = z.object({ manufacturerId: IdParam.optional(), month: Month }).strict();
export type Gstr1Query = z.infer<typeof Gstr1Query>;

/** The kinds of document the books list (the ones that carry a value of supply). */
export const BOOK_DOCUMENT_KINDS = ['tax_invoice', 'bill_of_supply', 'credit_note', 'debit_note'] as const;

const Paise = z.number().int();

/** The amounts of a register row or total, in paise; a credit note's are negative (it reduces). */
const Amounts = {
  taxablePaise: Paise,
  cgstPaise: Paise,
  sgstPaise: Paise,
  igstPaise: Paise,
  cessPaise: Paise,
  totalPaise: Paise,
};

export const BooksRegisterRow = z.object({
  documentId: z.number().int(),
  orderId: z.number().int(),
  kind: z.enum(DOCUMENT_KINDS),
  number: z.string(),
  /** The day it was issued, in India (YYYY-MM-DD). */
  date: z.string(),
  buyerName: z.string(),
  buyerGstin: z.string().nullable(),
  placeOfSupply: z.enum(INDIAN_STATES).nullable(),
  /** The GST state code of the place of supply ('29'). */
  placeOfSupplyCode: z.string().nullable(),
  ...Amounts,
  state: z.enum(DOCUMENT_STATES),
});
export type BooksRegisterRow = z.infer<typeof BooksRegisterRow>;

export const BooksHsnRow = z.object({
  hsn: z.string().nullable(),
  description: z.string(),
  /** The unit quantity code of the GST portal ('SQF'). */
  uqc: z.string(),
  /** Quantity in hundredths of the unit (sq.ft × 100), as billed. */
  quantityX100: z.number().int(),
  /** The GST rate in percent. */
  rate: z.number(),
  taxablePaise: Paise,
  cgstPaise: Paise,
  sgstPaise: Paise,
  igstPaise: Paise,
  cessPaise: Paise,
});
export type BooksHsnRow = z.infer<typeof BooksHsnRow>;

export const BooksRegister = z.object({
  manufacturer: z.object({
    id: z.number().int(),
    name: z.string(),
    gstin: z.string().nullable(),
  }),
  period: z.object({ from: z.string(), to: z.string(), month: z.string().nullable() }),
  currency: z.string(),
  rows: z.array(BooksRegisterRow),
  /** The documents in force (cancelled ones are listed but counted only in `cancelled`). */
  totals: z.object({ documents: z.number().int(), cancelled: z.number().int(), ...Amounts }),
  hsn: z.array(BooksHsnRow),
});
export type BooksRegister = z.infer<typeof BooksRegister>;

export const BooksFile = z.string().describe('A file of the books: CSV, GSTR-1 JSON or Tally XML');

/** The GSTR-1 file: its header here; its sections are described by the server's JSON Schema. */
export const Gstr1File = z
  .looseObject({ gstin: z.string(), fp: z.string().regex(/^\d{6}$/) })
  .describe("GSTR-1 of a month in the GST portal offline tool's JSON");
