import { formatINR } from '@granite/shared';

// Money formatting lives once in the shared package (integer paise in, ₹ with Indian grouping out).
export { formatINR, paiseToRupees, perSqmPaise } from '@granite/shared';

/** "₹1,250/sq.ft": the unit the spec quotes every price in. */
export function formatPricePerSqft(paise: number): string {
  return `${formatINR(paise)}/sq.ft`;
}
