// D47: an export reply — a manufacturer's offer to a buyer abroad in USD, EUR, GBP or AED on an
// Incoterm 2020, with the ports the term needs, the price per m² (and so per sq.ft), the freight and
// insurance the term includes, the payment terms of the export trade and the slabs offered, whose
// container plan (D48) goes with it. The messages name the field a term needs.
import { z } from 'zod';
import { type Currency, MINOR_UNIT_EXPONENT } from '../money';
import { CalendarDay } from '../schemas/fields';
import { SlabIdsSchema } from '../schemas/lots';
import { QUOTE_REPLY_LIMITS } from '../schemas/quote-lifecycle';
import { EXPORT_COUNTRY_CODES } from './countries';
import { INCOTERM_RULES, INCOTERMS } from './incoterms';
import { PORT_OF_LOADING_CODES } from './ports';
import { ContainerPlanView, EXPORT_CURRENCIES, INLAND_LEGS } from './schemas';

/** D47: how the balance after the advance is paid, as the export trade writes it. */
export const EXPORT_BALANCE_TERMS = ['against-documents', 'against-bl', 'lc-at-sight'] as const;
export type ExportBalanceTerm = (typeof EXPORT_BALANCE_TERMS)[number];
export const EXPORT_BALANCE_LABELS: Record<ExportBalanceTerm, string> = {
  'against-documents': 'Balance against documents',
  'against-bl': 'Balance against copy of B/L',
  'lc-at-sight': 'Letter of credit at sight',
};

/** The most an export reply takes, in the currency's major unit (the columns hold whole minor units). */
export const EXPORT_REPLY_LIMITS = { maxPerM2: 100_000, maxCharge: 10_000_000 } as const;

/** 1 sq.ft = 0.09290304 m² exactly (0.3048 m squared): a price per m² × this is its price per sq.ft. */
export const SQM_PER_SQFT = '0.09290304';

/**
 * An amount in a currency's major unit as typed ("42.50", 42.5) to whole minor units, or a message.
 * Plain decimals only, at most the currency's decimals: nothing rounds silently.
 */
export function minorUnitsOf(value: unknown, currency: Currency = 'USD'): number | string {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : null;
  if (text === null || text === '') return 'is required';
  const digits = MINOR_UNIT_EXPONENT[currency];
  const m = /^(-)?(\d{1,9})(?:\.(\d+))?$/.exec(text.replace(/,/g, ''));
  if (!m) return 'must be a number, e.g. 42.50';
  if ((m[3] ?? '').replace(/0+$/, '').length > digits) return `must have at most ${digits} decimal places`;
  const minor = Number(m[2]) * 10 ** digits + Number((m[3] ?? '').padEnd(digits, '0').slice(0, digits) || 0);
  return m[1] ? -minor : minor;
}

const Amount = z.union([z.string(), z.number()], { message: 'must be a number, e.g. 42.50' }).optional();

const OptionalText = (max: number) =>
  z
    .string({ message: 'must be text' })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

export const ExportReplyInput = z
  .object({
    currency: z.enum(EXPORT_CURRENCIES as [Exclude<Currency, 'INR'>, ...Exclude<Currency, 'INR'>[]], {
      message: `must be one of: ${EXPORT_CURRENCIES.join(', ')}`,
    }),
    incoterm: z.enum(INCOTERMS, { message: `must be one of: ${INCOTERMS.join(', ')}` }),
    portOfLoading: z
      .union([z.literal(''), z.null(), z.enum(PORT_OF_LOADING_CODES as [string, ...string[]])], {
        message: `must be one of: ${PORT_OF_LOADING_CODES.join(', ')}`,
      })
      .optional()
      .transform((v) => v || null),
    /** The port abroad, as the buyer names it (Hamburg, Felixstowe, Jebel Ali). */
    portOfDischarge: OptionalText(60),
    destinationCountry: z.enum(EXPORT_COUNTRY_CODES as [string, ...string[]], {
      message: `must be one of: ${EXPORT_COUNTRY_CODES.join(', ')}`,
    }),
    inlandLeg: z.enum(INLAND_LEGS, { message: `must be one of: ${INLAND_LEGS.join(', ')}` }).default('road'),
    /** Per m², in the currency's major unit. */
    pricePerM2: Amount,
    /** The main carriage for the whole offer, when the term includes it. */
    freight: Amount,
    /** The cargo insurance for the whole offer, when the term includes it (CIF, CIP). */
    insurance: Amount,
    advancePercent: z.coerce
      .number({ message: 'must be a whole percent from 0 to 100' })
      .int('must be a whole percent from 0 to 100')
      .min(0, 'must not be negative')
      .max(100, 'must be at most 100 %')
      .default(0),
    balanceTerms: z.enum(EXPORT_BALANCE_TERMS, {
      message: `must be one of: ${EXPORT_BALANCE_TERMS.join(', ')}`,
    }),
    leadTimeDays: z.coerce
      .number({ message: 'must be a whole number of days' })
      .int('must be a whole number of days')
      .min(0, 'must not be negative')
      .max(QUOTE_REPLY_LIMITS.maxLeadTimeDays, `must be at most ${QUOTE_REPLY_LIMITS.maxLeadTimeDays} days`),
    validUntil: CalendarDay,
    message: OptionalText(QUOTE_REPLY_LIMITS.messageMaxLength),
    /** The slabs offered: the container plan is made from them. */
    slabIds: SlabIdsSchema,
  })
  .strict()
  .transform((body, ctx) => {
    const rule = INCOTERM_RULES[body.incoterm];
    const fail = (path: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message });
      return z.NEVER;
    };
    if (rule.needsPortOfLoading && !body.portOfLoading)
      return fail('portOfLoading', `is required for ${body.incoterm}: name the Indian port of loading`);
    if (rule.needsPortOfDischarge && !body.portOfDischarge)
      return fail('portOfDischarge', `is required for ${body.incoterm}: name the port of discharge`);
    const price = minorUnitsOf(body.pricePerM2, body.currency);
    if (typeof price === 'string') return fail('pricePerM2', price);
    if (price <= 0) return fail('pricePerM2', 'must be more than 0');
    if (price > EXPORT_REPLY_LIMITS.maxPerM2 * 100)
      return fail('pricePerM2', `must be at most ${EXPORT_REPLY_LIMITS.maxPerM2.toLocaleString('en-US')}`);
    const amountOf = (field: 'freight' | 'insurance', included: boolean): number | null | typeof z.NEVER => {
      const raw = body[field];
      const given = raw !== undefined && raw !== null && raw !== '';
      if (!included) {
        if (given) return fail(field, `is not part of ${body.incoterm}: the buyer pays it`);
        return null;
      }
      const minor = minorUnitsOf(raw, body.currency);
      if (typeof minor === 'string') return fail(field, `${minor} (${body.incoterm} includes it)`);
      if (minor < 0) return fail(field, 'must not be negative');
      if (minor > EXPORT_REPLY_LIMITS.maxCharge * 100)
        return fail(field, `must be at most ${EXPORT_REPLY_LIMITS.maxCharge.toLocaleString('en-US')}`);
      return minor;
    };
    const freightMinor = amountOf('freight', rule.includesFreight);
    const insuranceMinor = amountOf('insurance', rule.includesInsurance);
    const { pricePerM2: _p, freight: _f, insurance: _i, ...rest } = body;
    return {
      ...rest,
      pricePerM2Minor: price,
      freightMinor: freightMinor as number | null,
      insuranceMinor: insuranceMinor as number | null,
    };
  });
export type ExportReplyInput = z.input<typeof ExportReplyInput>;
export type ExportReplyValues = z.output<typeof ExportReplyInput>;

const MoneyView = z.object({ amount: z.number().int(), currency: z.string() });

export const ExportOfferView = z.object({
  replyId: z.number().int(),
  revision: z.number().int(),
  /** The reply is the request's current one (an older revision is kept for the record). */
  current: z.boolean(),
  manufacturerName: z.string(),
  currency: z.string(),
  incoterm: z.enum(INCOTERMS),
  /** "CIF Hamburg". */
  incotermPlace: z.string(),
  portOfLoading: z.object({ locode: z.string(), name: z.string() }).nullable(),
  portOfDischarge: z.string().nullable(),
  destinationCountry: z.string(),
  destinationCountryName: z.string(),
  inlandLeg: z.enum(INLAND_LEGS),
  pricePerM2: MoneyView,
  pricePerSqft: MoneyView,
  /** The offer's m² and sq.ft (its slabs' gross or usable area, as billed). */
  areaM2: z.number(),
  sqft: z.number(),
  goods: MoneyView,
  freight: MoneyView.nullable(),
  insurance: MoneyView.nullable(),
  /** Goods + freight + insurance: what the buyer pays to the named place. */
  total: MoneyView,
  /** Landed cost per m² in the offer's currency. */
  totalPerM2: MoneyView,
  /** ₹ value of the total at the rate of the reply's date. */
  totalInr: MoneyView,
  rate: z.object({ inrPerUnit: z.string(), effectiveFrom: z.string(), source: z.string().nullable() }),
  advancePercent: z.number().int(),
  balanceTerms: z.enum(EXPORT_BALANCE_TERMS),
  leadTimeDays: z.number().int(),
  validUntil: z.string(),
  plans: z.array(ContainerPlanView),
  /** The payload limits were the seeded defaults, not yet confirmed by an admin. */
  limitsConfirmed: z.boolean(),
  createdAt: z.string(),
});
export type ExportOfferView = z.infer<typeof ExportOfferView>;

export const ExportOfferList = z.object({ items: z.array(ExportOfferView) });
export type ExportOfferList = z.infer<typeof ExportOfferList>;
