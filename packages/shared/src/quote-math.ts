// Money and dates of a manufacturer's reply (D17), the same on the server, the quote sheet and the
// manufacturer's form. Amounts are integer paise (docs/architecture.md, Money and tax).
import { type TaxLine, taxOfLines } from './gst';

export type LandedInput = {
  quantitySqft: number;
  /** ₹ per sq.ft excluding GST, in paise. */
  pricePaise: number;
  /** Percent. */
  gstRate: number;
  /** Freight to the buyer's PIN for the whole quantity; null when ex-works. */
  freightPaise: number | null;
  /**
   * D33: a slab quote bills its slabs' sq.ft in hundredths (usable or gross); when given, the
   * subtotal is price × this (see slabSubtotalPaise) and `quantitySqft` is not used for money.
   */
  billedSqftX100?: number | null;
  /**
   * D34: the tax split the server computed once (splitTax on subtotal + freight) and stored with the
   * reply; when given, GST is its sum, so the total is the sum of the lines. Rows made before D34
   * have none: GST is then the rate applied once.
   */
  split?: { cgstPaise: number | null; sgstPaise: number | null; igstPaise: number | null } | null;
  /** ADR 016: the stored tax lines; when given, GST is their sum (they take the place of `split`). */
  taxLines?: readonly TaxLine[] | null;
};

export type LandedTotal = {
  subtotalPaise: number;
  freightPaise: number | null;
  gstPaise: number;
  /** What the buyer pays delivered: subtotal + freight + GST. */
  totalPaise: number;
};

/**
 * The landed total of a reply: quantity × price, plus freight, plus GST on both (freight billed by
 * the supplier with the goods is taxed at the goods' rate). GST is rounded to the paisa.
 */
export function landedTotal(input: LandedInput): LandedTotal {
  const subtotalPaise =
    input.billedSqftX100 != null
      ? slabSubtotalPaise(input.pricePaise, input.billedSqftX100)
      : input.quantitySqft * input.pricePaise;
  const freight = input.freightPaise ?? 0;
  const split = input.split;
  const gstPaise = input.taxLines
    ? taxOfLines(input.taxLines)
    : split && (split.cgstPaise !== null || split.igstPaise !== null)
      ? (split.cgstPaise ?? 0) + (split.sgstPaise ?? 0) + (split.igstPaise ?? 0)
      : Math.round(((subtotalPaise + freight) * input.gstRate) / 100);
  return {
    subtotalPaise,
    freightPaise: input.freightPaise,
    gstPaise,
    totalPaise: subtotalPaise + freight + gstPaise,
  };
}

/**
 * D33: price per sq.ft (paise) × billed sq.ft (hundredths), to the paisa, half up, in integer
 * arithmetic (BigInt, so no product of the two can lose a digit).
 */
export function slabSubtotalPaise(pricePaise: number, billedSqftX100: number): number {
  return Number((BigInt(pricePaise) * BigInt(billedSqftX100) + 50n) / 100n);
}

/** D33: the sum of the offered slabs' usable or gross sq.ft, in hundredths. */
export function sumBilledSqftX100(
  slabs: readonly { usableSqftX100: number; grossSqftX100: number }[],
  billsOn: 'usable' | 'gross',
): number {
  return slabs.reduce((sum, s) => sum + (billsOn === 'gross' ? s.grossSqftX100 : s.usableSqftX100), 0);
}

/** D33: a slab request's or order's whole sq.ft: the slabs' sq.ft (hundredths) rounded up. */
export function wholeSqftOf(sqftX100: number): number {
  return Math.ceil(sqftX100 / 100);
}

/** Validity dates are days in India. */
export const MARKET_TIME_ZONE = 'Asia/Kolkata';

/** 'YYYY-MM-DD' of `now` in India. */
export function indiaDay(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: MARKET_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** A reply is valid through its validity date (India) and expired from the next day. */
export function isPastValidity(validUntil: string, now: Date = new Date()): boolean {
  return validUntil < indiaDay(now);
}

/** Hours a quote request may wait for the admin (pending) or the manufacturer (forwarded) before it stands out. */
export const QUOTE_WAITING_HOURS = 24;

/**
 * D17: what a sq.ft costs delivered — the landed total over the sq.ft it buys (a slab quote's billed
 * sq.ft, D33). Offers for different quantities are compared on this, never on their totals: 391 sq.ft
 * for ₹1,50,394 (₹384.6 a sq.ft) is dearer than 1,200 sq.ft for ₹3,39,840 (₹283.2). Null without a
 * quantity.
 */
export function landedPerSqftPaise(totalPaise: number, sqft: number): number | null {
  return sqft > 0 ? totalPaise / sqft : null;
}
