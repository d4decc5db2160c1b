// D32: slab sizes as the trade writes them. A manufacturer types a slab's length and width in mm
// ("3050") or in feet and inches ("9'6\"", "9 ft 6 in"); both are stored in mm, and the slab's sq.ft
// is computed here, once, on the server (kept in hundredths of a sq.ft so sums are exact).
import { type Language, unitLabel } from './language';

/** The largest slab a gangsaw cuts (D32): longer or wider is a typing mistake. */
export const SLAB_MAX_LENGTH_MM = 3600;
export const SLAB_MAX_WIDTH_MM = 2200;

const MM_PER_INCH = 25.4;
/** 1 sq.ft = 304.8 mm × 304.8 mm = 92,903.04 mm²; ×100 for hundredths, kept as integers. */
const SQMM_PER_SQFT_X100 = 9_290_304; // mm² per sq.ft × 100, so hundredths = mm² × 10,000 / this

const FEET_INCHES =
  /^(?:(\d+(?:\.\d+)?)\s*(?:'|′|’|ft\.?|feet|foot))?\s*(?:(\d+(?:\.\d+)?)\s*(?:"|″|”|''|in\.?|inch(?:es)?)?)?$/i;
const MILLIMETRES = /^(\d+(?:\.\d+)?)\s*(?:mm)?$/i;

/**
 * One length in mm from "3050", "3050 mm", "9'6\"", "9' 6\"", "9'6", "9 ft 6 in", "114\"" or "9'".
 * Returns null when the text is not a length. Inches round to the nearest mm.
 */
export function parseLengthMm(input: string): number | null {
  const text = input.trim().replace(/\s+/g, ' ');
  if (!text) return null;
  const mm = MILLIMETRES.exec(text);
  // A bare number is mm; feet-and-inches always carry a mark (' " ft in).
  if (mm) return Math.round(Number(mm[1]));
  const fi = FEET_INCHES.exec(text);
  if (!fi || (fi[1] === undefined && fi[2] === undefined)) return null;
  const feet = fi[1] === undefined ? 0 : Number(fi[1]);
  const inches = fi[2] === undefined ? 0 : Number(fi[2]);
  // "9'6" without the inch mark is nine feet six; a bare "6" after feet is inches.
  if (fi[1] === undefined && !/("|″|”|''|in)/i.test(text)) return null;
  if (fi[1] !== undefined && inches >= 12) return null;
  return Math.round((feet * 12 + inches) * MM_PER_INCH);
}

/**
 * "3050 × 1830", "3050x1830 mm", "9'6\" × 5'2\"" or "9'6\" x 5'2\"": a slab's length and width.
 * The separator is ×, x or X with optional spaces; a trailing "mm" applies to both.
 */
export function parseSlabSize(input: string): { lengthMm: number; widthMm: number } | null {
  const text = input.trim().replace(/\s*mm\s*$/i, '');
  const parts = text.split(/\s*[×xX*]\s*/);
  if (parts.length !== 2) return null;
  const lengthMm = parseLengthMm(parts[0]!);
  const widthMm = parseLengthMm(parts[1]!);
  if (lengthMm === null || widthMm === null) return null;
  return { lengthMm, widthMm };
}

/** Hundredths of a sq.ft of a length × width in mm, rounded half up (integers throughout). */
export function sqftX100(lengthMm: number, widthMm: number): number {
  const scaled = lengthMm * widthMm * 10_000;
  return Math.floor((2 * scaled + SQMM_PER_SQFT_X100) / (2 * SQMM_PER_SQFT_X100));
}

/** Hundredths of a sq.ft as the number the API carries (56.19). */
export function sqftFromX100(x100: number): number {
  return x100 / 100;
}

/** A sq.ft figure typed by a person (usable area): hundredths, or null when not a number. */
export function sqftToX100(sqft: number): number | null {
  if (!Number.isFinite(sqft)) return null;
  const x100 = Math.round(sqft * 100);
  return Math.abs(x100 - sqft * 100) > 1e-6 ? null : x100;
}

/** A length in mm as feet and inches to the nearest inch: 2896 → 9'6". */
export function formatFeetInches(mm: number): string {
  const totalInches = Math.round(mm / MM_PER_INCH);
  const feet = Math.floor(totalInches / 12);
  const inches = totalInches % 12;
  return `${feet}'${inches}"`;
}

/** A slab's size both ways, as the panel and the storefront show it: 2896 × 1575 mm (9'6" × 5'2"). */
export function formatSlabSize(lengthMm: number, widthMm: number, language: Language = 'en'): string {
  return `${lengthMm} × ${widthMm} ${unitLabel('mm', language)} (${formatFeetInches(lengthMm)} × ${formatFeetInches(widthMm)})`;
}

/**
 * A slab photo's file name read as block and sequence: "B114-07.jpg" → { block: 'B114', sequence: 7 }.
 * The last run of digits after a hyphen, underscore or space is the sequence; what comes before it is
 * the block ("B-114_07.webp" → B-114, 7). Null when the name does not end in a sequence.
 */
export function parseSlabPhotoName(fileName: string): { block: string; sequence: number } | null {
  const base = fileName.replace(/^.*[\\/]/, '').replace(/\.[a-z0-9]+$/i, '');
  const m = /^(.+?)[\s_-]+0*(\d{1,4})$/.exec(base.trim());
  if (!m) return null;
  const sequence = Number(m[2]);
  if (sequence < 1) return null;
  return { block: m[1]!.trim(), sequence };
}
