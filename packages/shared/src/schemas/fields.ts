// The two kinds of field every form shares, checked once: a calendar day and an amount of rupees.
// A day that does not exist (2026-02-30) or an amount that is not a plain decimal ("0x10", "1e3",
// "0.000000001") is a 400 naming the field, never a value the database refuses later.
import { z } from 'zod';

/** The earliest and latest day any form of the marketplace takes. */
export const EARLIEST_DAY = '2000-01-01';
export const LATEST_DAY = '2099-12-31';

export const DAY_MESSAGES = {
  notADay: 'must be a date (YYYY-MM-DD)',
  tooEarly: `must not be before ${EARLIEST_DAY}`,
  tooLate: `must not be after ${LATEST_DAY}`,
} as const;

/** True when `v` is YYYY-MM-DD and that day exists in the calendar (no 2026-02-30, no 2025-02-29). */
export function isCalendarDay(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** What is wrong with a day as typed, or null: not a real day, or outside 2000–2099. */
export function dayProblem(v: string): string | null {
  if (!isCalendarDay(v)) return DAY_MESSAGES.notADay;
  if (v < EARLIEST_DAY) return DAY_MESSAGES.tooEarly;
  if (v > LATEST_DAY) return DAY_MESSAGES.tooLate;
  return null;
}

/** A calendar day, YYYY-MM-DD, that exists and lies between 2000-01-01 and 2099-12-31. */
export const CalendarDay = z
  .string({ message: DAY_MESSAGES.notADay })
  .trim()
  .superRefine((v, ctx) => {
    const problem = dayProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .describe(`A calendar day, YYYY-MM-DD, ${EARLIEST_DAY} to ${LATEST_DAY}`);

/** Every schema `rupeesSchema` made, so a test can find each amount field of the API by walking it. */
export const RUPEES_SCHEMAS = new WeakSet<object>();

export type RupeesMessages = {
  required: string;
  number: string;
  positive: string;
  negative: string;
  decimals: string;
  max: string;
};

const DEFAULT_RUPEES_MESSAGES: Omit<RupeesMessages, 'required' | 'max'> = {
  number: 'must be a number of rupees, e.g. 1250.50',
  positive: 'must be more than ₹0',
  negative: 'must not be negative',
  decimals: 'must have at most 2 decimal places',
};

/**
 * Rupees as typed ("1,20,000.50", " 99.99 " or the number 245.5) to integer paise. Only plain
 * decimals are read: no hex, no exponent, no Infinity, at most 2 decimals (trailing zeros aside),
 * so nothing rounds silently — "0.000000001" is refused for its decimals, not stored as ₹0.
 * `min: 'positive'` refuses ₹0; `'zero'` takes ₹0 (a free sample) but nothing below.
 */
export function rupeesSchema(options: {
  min: 'positive' | 'zero';
  /** The most rupees taken. */
  max: number;
  messages?: Partial<RupeesMessages>;
}) {
  const messages: RupeesMessages = {
    required: 'is required',
    max: `must be at most ₹${new Intl.NumberFormat('en-IN').format(options.max)}`,
    ...DEFAULT_RUPEES_MESSAGES,
    ...options.messages,
  };
  const schema = z.unknown().transform((value, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      return fail(messages.required);
    }
    if (typeof value === 'number' && !Number.isFinite(value)) return fail(messages.number);
    const text =
      typeof value === 'number'
        ? String(value)
        : typeof value === 'string'
          ? // Grouping commas only between digits: "1,25,000" and "125,000.50".
            value.trim().replace(/(\d),(?=\d)/g, '$1')
          : '';
    const m = /^([-+]?)(\d+)(?:\.(\d+))?$/.exec(text);
    if (!m) return fail(messages.number);
    const negative = m[1] === '-';
    const whole = m[2]!;
    const fraction = (m[3] ?? '').replace(/0+$/, '');
    if (fraction.length > 2) return fail(messages.decimals);
    if (whole.replace(/^0+/, '').length > 15) return fail(messages.max);
    const paise = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
    if (negative && paise !== 0)
      return fail(options.min === 'positive' ? messages.positive : messages.negative);
    if (options.min === 'positive' && paise === 0) return fail(messages.positive);
    if (paise > options.max * 100) return fail(messages.max);
    return paise;
  });
  RUPEES_SCHEMAS.add(schema.out);
  return schema;
}
