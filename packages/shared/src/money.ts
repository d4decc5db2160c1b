// Money is an integer number of its currency's minor unit with its ISO 4217 code (ADR 002 and its
// addendum, ADR 016). ₹ (paise) is the default; an export quote (D47) may be in USD, EUR, GBP or AED.
import { SQFT_PER_SQM } from './limits';

/** D47: the currencies a quote may be in; INR first, the default. */
export const CURRENCIES = ['INR', 'USD', 'EUR', 'GBP', 'AED'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'INR';

/**
 * ISO 4217's minor-unit exponent of each currency: an amount of 12345 INR is ₹123.45. All five have
 * two digits today (paisa, cent, cent, penny, fils); a currency with three (KWD) or none (JPY) needs
 * only its line here.
 */
export const MINOR_UNIT_EXPONENT: Record<Currency, number> = { INR: 2, USD: 2, EUR: 2, GBP: 2, AED: 2 };

/** An amount in its currency's minor unit (paise for INR, cents for USD), never a float. */
export type Money = { amount: number; currency: Currency };

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** Money, refusing an amount that is not a safe whole number of minor units. */
export function money(amount: number, currency: Currency = DEFAULT_CURRENCY): Money {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`${amount} is not a whole number of minor units`);
  if (!isCurrency(currency)) throw new RangeError(`${String(currency)} is not a currency we trade in`);
  return { amount, currency };
}

/** ₹ from paise: the default currency's Money. */
export const inr = (paise: number): Money => money(paise, 'INR');

/** Thrown when two amounts in different currencies would be added, subtracted or compared. */
export class CurrencyMismatchError extends Error {
  constructor(
    readonly left: Currency,
    readonly right: Currency,
  ) {
    super(`cannot combine ${left} with ${right} without an exchange rate`);
    this.name = 'CurrencyMismatchError';
  }
}

function sameCurrency(a: Money, b: Money): Currency {
  if (a.currency !== b.currency) throw new CurrencyMismatchError(a.currency, b.currency);
  return a.currency;
}

export function addMoney(a: Money, b: Money): Money {
  return money(a.amount + b.amount, sameCurrency(a, b));
}

export function subtractMoney(a: Money, b: Money): Money {
  return money(a.amount - b.amount, sameCurrency(a, b));
}

/** The sum of amounts in one currency (zero in `currency` when there are none). */
export function sumMoney(amounts: readonly Money[], currency: Currency = DEFAULT_CURRENCY): Money {
  return amounts.reduce((total, m) => addMoney(total, m), money(0, amounts[0]?.currency ?? currency));
}

export function compareMoney(a: Money, b: Money): number {
  sameCurrency(a, b);
  return Math.sign(a.amount - b.amount);
}

/**
 * How a product's fraction of a minor unit becomes whole: half up (ties toward +∞, the GST rule
 * gst.ts follows), half even (banker's), floor or ceiling.
 */
export type Rounding = 'half-up' | 'half-even' | 'floor' | 'ceil';

/** `numerator / denominator` (denominator > 0) rounded to a whole number as `rounding` says. */
function divideRounded(numerator: bigint, denominator: bigint, rounding: Rounding): bigint {
  // Floor division for negative numerators too (BigInt division truncates toward zero).
  let quotient = numerator / denominator;
  let remainder = numerator % denominator;
  if (remainder < 0n) {
    quotient -= 1n;
    remainder += denominator;
  }
  if (remainder === 0n || rounding === 'floor') return quotient;
  if (rounding === 'ceil') return quotient + 1n;
  const twice = 2n * remainder;
  if (twice > denominator) return quotient + 1n;
  if (twice < denominator) return quotient;
  if (rounding === 'half-up') return quotient + 1n;
  return quotient % 2n === 0n ? quotient : quotient + 1n;
}

/** A decimal rate as an exact fraction: 0.18 → 18/100, 83.2 → 832/10; at most 9 decimal places. */
function rateFraction(rate: number | string): [bigint, bigint] {
  const text = typeof rate === 'number' ? rate.toFixed(9) : rate.trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match || (match[3]?.length ?? 0) > 9 || (typeof rate === 'number' && !Number.isFinite(rate)))
    throw new RangeError(`${rate} is not a decimal rate`);
  const decimals = match[3] ?? '';
  const numerator = BigInt(`${match[1]}${match[2]}${decimals}`);
  return [numerator, 10n ** BigInt(decimals.length)];
}

/**
 * The amount times a decimal rate (a tax rate as 0.18, a share as 0.3, a price × quantity), rounded
 * to the minor unit as `rounding` says — exact in integers, so 0.1 + 0.2 crumbs never reach it.
 */
export function multiplyMoney(m: Money, rate: number | string, rounding: Rounding): Money {
  const [numerator, denominator] = rateFraction(rate);
  const product = divideRounded(BigInt(m.amount) * numerator, denominator, rounding);
  return money(Number(product), m.currency);
}

/**
 * D47: an amount in another currency at `rate` units of `to` per unit of `from` (83.25 ₹ per US$),
 * minding each currency's minor-unit exponent, rounded as `rounding` says.
 */
export function convertMoney(m: Money, to: Currency, rate: number | string, rounding: Rounding): Money {
  const [numerator, denominator] = rateFraction(rate);
  const shift = MINOR_UNIT_EXPONENT[to] - MINOR_UNIT_EXPONENT[m.currency];
  const scaledNumerator = BigInt(m.amount) * numerator * (shift > 0 ? 10n ** BigInt(shift) : 1n);
  const scaledDenominator = denominator * (shift < 0 ? 10n ** BigInt(-shift) : 1n);
  return money(Number(divideRounded(scaledNumerator, scaledDenominator, rounding)), to);
}

/** The major-unit value of an amount, for display and the papers' figures only: 12345 INR → 123.45. */
export function majorUnits(m: Money): number {
  return m.amount / 10 ** MINOR_UNIT_EXPONENT[m.currency];
}

const formatters = new Map<string, Intl.NumberFormat>();
function formatter(currency: Currency, digits: number, minDigits: number): Intl.NumberFormat {
  const key = `${currency}:${digits}:${minDigits}`;
  let found = formatters.get(key);
  if (!found) {
    // ₹ with Indian grouping (lakh, crore: 12,34,567), as the trade in India writes it; a foreign
    // currency with its symbol and grouping in threes as its own trade writes it ($1,234,567.50,
    // AED 1,234,567.50). Hindi pages keep Latin digits (D40), so both languages read the same.
    found = new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-US', {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      numberingSystem: 'latn',
      minimumFractionDigits: minDigits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, found);
  }
  return found;
}

/**
 * Money for the page, written one way on every page, paper and message in both languages (D40: Latin
 * digits on Hindi pages too): a whole amount without a fraction, any other with all its minor digits
 * — "₹1,25,000", "₹1,42,927.50" (never "₹1,42,927.5"), "$1,234.50", "€980", "AED 3,600".
 */
export function formatMoney(m: Money): string {
  const digits = MINOR_UNIT_EXPONENT[m.currency];
  const whole = m.amount % 10 ** digits === 0;
  const minDigits = whole ? 0 : digits;
  return formatter(m.currency, digits, minDigits).format(majorUnits(m));
}

/** Money is integer paise everywhere (docs/architecture.md, Money and tax). */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** ₹ with Indian digit grouping, e.g. 125000 paise → "₹1,250" (the trimmed case of formatMoney). */
export function formatINR(paise: number): string {
  return formatMoney({ amount: paise, currency: 'INR' });
}

/** D13: price per sq.m from a price per sq.ft, both in paise. */
export function perSqmPaise(perSqftPaise: number): number {
  return Math.round(perSqftPaise * SQFT_PER_SQM);
}
