// D47, D48: the admins' two export tables — the dated exchange rates (₹ per unit of a foreign
// currency, as customs notify them for exports) and the containers' payload limits by destination
// country and inland leg — and the container plan as the API returns it.
import { z } from 'zod';
import { CURRENCIES, type Currency } from '../money';
import { CalendarDay } from '../schemas/fields';
import { CONTAINER_SIZES } from './container-plan';
import { EXPORT_COUNTRY_CODES } from './countries';

/** D47: the currencies an export quote may be in: all but the rupee. */
export const EXPORT_CURRENCIES = CURRENCIES.filter((c) => c !== 'INR') as Exclude<Currency, 'INR'>[];

const ExportCurrency = z.enum(
  EXPORT_CURRENCIES as [Exclude<Currency, 'INR'>, ...Exclude<Currency, 'INR'>[]],
  {
    message: `must be one of: ${EXPORT_CURRENCIES.join(', ')}`,
  },
);

const Version = z.number({ message: 'is required' }).int('must be a whole number').min(0);

const optionalText = (max: number) =>
  z
    .string({ message: 'must be text' })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

// ---------------------------------------------------------------- exchange rates

/** ₹ per unit, a plain decimal with at most 4 places (customs notify 2, RBI's reference 4). */
export const InrPerUnit = z
  .union([z.string(), z.number()], { message: 'must be a number of rupees, e.g. 83.45' })
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .refine((v) => /^\d{1,6}(\.\d{1,4})?$/.test(v), 'must be a number of rupees with at most 4 decimal places')
  .refine((v) => Number(v) > 0, 'must be more than ₹0')
  .transform((v) => Number(v).toFixed(4));

export const ExchangeRateInput = z
  .object({
    currency: ExportCurrency,
    inrPerUnit: InrPerUnit,
    effectiveFrom: CalendarDay,
    /** Where the rate comes from: the customs notification's number. */
    source: optionalText(200),
  })
  .strict();
export type ExchangeRateInput = z.input<typeof ExchangeRateInput>;

export const UpdateExchangeRate = ExchangeRateInput.extend({ version: Version }).strict();
export type UpdateExchangeRate = z.input<typeof UpdateExchangeRate>;

export const ExchangeRateView = z.object({
  id: z.number().int(),
  currency: z.enum(CURRENCIES),
  /** ₹ per unit with four decimals, as a string so it stays exact ("83.4500"). */
  inrPerUnit: z.string(),
  effectiveFrom: z.string(),
  source: z.string().nullable(),
  version: z.number().int(),
  /** Its day has come (India): quotes of this day on take it until a newer one does. */
  applied: z.boolean(),
  /** The day a newer rate of the same currency took effect, once it has; null otherwise. */
  supersededOn: z.string().nullable(),
  updatedAt: z.string(),
});
export type ExchangeRateView = z.infer<typeof ExchangeRateView>;

export const ExchangeRateList = z.object({ items: z.array(ExchangeRateView) });
export type ExchangeRateList = z.infer<typeof ExchangeRateList>;

export const DeleteVersionQuery = z
  .object({ version: z.coerce.number({ message: 'must be a whole number' }).int().min(0) })
  .strict();

// ---------------------------------------------------------------- payload limits

/** D48: the leg a container travels after the port of discharge, which sets what it may weigh. */
export const INLAND_LEGS = ['road', 'rail', 'port'] as const;
export type InlandLeg = (typeof INLAND_LEGS)[number];
export const INLAND_LEG_LABELS: Record<InlandLeg, string> = {
  road: 'By road to the buyer',
  rail: 'By rail or to a rail ramp',
  port: 'Collected at the port',
};

const Kg = z.coerce
  .number({ message: 'must be a whole number of kg' })
  .int('must be a whole number of kg')
  .min(1_000, 'must be at least 1,000 kg')
  .max(32_500, 'must be at most 32,500 kg (a container’s own rating)');

export const PayloadLimitInput = z
  .object({
    country: z.enum(EXPORT_COUNTRY_CODES as [string, ...string[]], {
      message: `must be one of: ${EXPORT_COUNTRY_CODES.join(', ')}`,
    }),
    leg: z.enum(INLAND_LEGS, { message: `must be one of: ${INLAND_LEGS.join(', ')}` }),
    limit20Kg: Kg,
    limit40Kg: Kg,
    note: optionalText(300),
  })
  .strict();
export type PayloadLimitInput = z.input<typeof PayloadLimitInput>;

export const UpdatePayloadLimit = PayloadLimitInput.extend({
  version: Version,
  /** The admin has checked the figures (the seeded defaults are unconfirmed until then). */
  confirmed: z.boolean({ message: 'must be true or false' }),
}).strict();
export type UpdatePayloadLimit = z.input<typeof UpdatePayloadLimit>;

export const PayloadLimitView = z.object({
  id: z.number().int(),
  country: z.string(),
  countryName: z.string(),
  leg: z.enum(INLAND_LEGS),
  limit20Kg: z.number().int(),
  limit40Kg: z.number().int(),
  note: z.string().nullable(),
  /** False for a seeded default that no admin has confirmed yet. */
  confirmed: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type PayloadLimitView = z.infer<typeof PayloadLimitView>;

export const PayloadLimitList = z.object({ items: z.array(PayloadLimitView) });
export type PayloadLimitList = z.infer<typeof PayloadLimitList>;

// ---------------------------------------------------------------- the container plan

export const PlannedBundleView = z.object({
  number: z.number().int(),
  slabIds: z.array(z.number().int()),
  slabLabels: z.array(z.string()),
  slabs: z.number().int(),
  areaM2: z.number(),
  netKg: z.number(),
  grossKg: z.number(),
});

export const PlannedContainerView = z.object({
  number: z.number().int(),
  bundles: z.array(PlannedBundleView),
  slabs: z.number().int(),
  areaM2: z.number(),
  netKg: z.number(),
  grossKg: z.number(),
  headroomKg: z.number(),
});

export const ContainerPlanView = z.object({
  size: z.enum(CONTAINER_SIZES),
  limitKg: z.number(),
  ok: z.boolean(),
  containers: z.array(PlannedContainerView),
  totals: z
    .object({
      containers: z.number().int(),
      bundles: z.number().int(),
      slabs: z.number().int(),
      areaM2: z.number(),
      netKg: z.number(),
      grossKg: z.number(),
    })
    .nullable(),
  refused: z.object({ slabId: z.number().int(), label: z.string(), grossKg: z.number() }).nullable(),
});
export type ContainerPlanView = z.infer<typeof ContainerPlanView>;

export const EXCHANGE_RATE_MESSAGES = {
  noRate: (currency: string, day: string) =>
    `No exchange rate for ${currency} on or before ${day}; an administrator adds the customs rate first.`,
} as const;
