import { SQFT_PER_SQM } from './limits';

const inr = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2, minimumFractionDigits: 0 });

/** Money is integer paise everywhere (docs/architecture.md, Money and tax). */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** ₹ with Indian digit grouping, e.g. 125000 paise → "₹1,250". */
export function formatINR(paise: number): string {
  return `₹${inr.format(paise / 100)}`;
}

/** D13: price per sq.m from a price per sq.ft, both in paise. */
export function perSqmPaise(perSqftPaise: number): number {
  return Math.round(perSqftPaise * SQFT_PER_SQM);
}
