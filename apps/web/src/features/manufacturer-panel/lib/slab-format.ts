// How the panel names and measures slabs (D32): "B114-07", sq.ft with two decimals, Indian grouping.
import { formatDay, formatFeetInches, type Language, unitLabel } from '@granite/shared';

/** A slab as the trade names it and as its photo is named: block, hyphen, two-digit sequence. */
export const slabName = (blockNumber: string, sequence: number) =>
  `${blockNumber}-${String(sequence).padStart(2, '0')}`;

const sqftFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "1,234.50 sq.ft" / "1,234.50 वर्ग फुट" (D40) */
export const formatSqft = (sqft: number, language: Language = 'en') =>
  `${sqftFormat.format(sqft)} ${unitLabel('sqft', language)}`;

/** "1,234.50" (for cells whose header says sq.ft) */
export const sqftNumber = (sqft: number) => sqftFormat.format(sqft);

/** "2896 × 1575 mm" ("2896 × 1575 मिमी") and "9'6\" × 5'2\"" apart, for a cell that shows them on two lines. */
export function slabSizeLines(
  lengthMm: number,
  widthMm: number,
  language: Language = 'en',
): { mm: string; feet: string } {
  return {
    mm: `${lengthMm} × ${widthMm} ${unitLabel('mm', language)}`,
    feet: `${formatFeetInches(lengthMm)} × ${formatFeetInches(widthMm)}`,
  };
}

/** A hold's end, a date ('2026-12-12') or a time stamp, as "12 Dec 2026" / "12 दिसंबर 2026". */
export function formatHoldDay(value: string, language: Language = 'en'): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatDay(date, language);
}

const LOT_WORDS = { en: { block: 'Block', lot: 'lot' }, hi: { block: 'ब्लॉक', lot: 'लॉट' } } as const;

/** A lot as the panel names it: "Block B114 · lot L2" (or the block alone); "ब्लॉक B114 · लॉट L2" (D40). */
export const lotTitle = (lot: { blockNumber: string; lotNumber: string }, language: Language = 'en') => {
  const w = LOT_WORDS[language];
  return lot.lotNumber
    ? `${w.block} ${lot.blockNumber} · ${w.lot} ${lot.lotNumber}`
    : `${w.block} ${lot.blockNumber}`;
};
