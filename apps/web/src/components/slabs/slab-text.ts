// How a slab is named and measured wherever a buyer sees one (product page, quote sheet, order):
// the trade's block-sequence code (B114-07) and sq.ft with Indian grouping, written without Intl like
// lib/format (a storefront page does not load ICU's locale data for a number).
import { formatFeetInches } from '@granite/shared';
import { formatCount } from '@/lib/format';

/** "B114-07": the block number and the slab's sequence in it, as the slab photo's file is named. */
export function slabCode(blockNumber: string, sequence: number): string {
  return `${blockNumber}-${String(sequence).padStart(2, '0')}`;
}

/** Sq.ft to at most two decimals with Indian grouping: 49.1 → "49.1", 2340 → "2,340", 1234.56 → "1,234.56". */
export function formatSqft(sqft: number): string {
  const hundredths = Math.round(Math.abs(sqft) * 100);
  const fraction = hundredths % 100;
  const decimals = fraction === 0 ? '' : `.${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
  return `${sqft < 0 ? '-' : ''}${formatCount(Math.floor(hundredths / 100))}${decimals}`;
}

/** Hundredths summed as integers, so 0.1 + 0.2 sq.ft is 0.3 (the server keeps sq.ft the same way). */
export function sumSqft(values: number[]): number {
  return values.reduce((sum, v) => sum + Math.round(v * 100), 0) / 100;
}

/** "2700–3150" or "3050" when both ends are the same (mm, written as formatSlabSize writes them). */
export function mmRange(min: number, max: number): string {
  return min === max ? `${min}` : `${min}–${max}`;
}

/** The same range in feet and inches: 8'10"–10'4". */
export function feetRange(min: number, max: number): string {
  const a = formatFeetInches(min);
  const b = formatFeetInches(max);
  return a === b ? a : `${a}–${b}`;
}
