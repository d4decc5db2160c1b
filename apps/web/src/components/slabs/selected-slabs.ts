import { formatSqft } from './slab-text';

/** The slabs a buyer ticked on a product page, carried into the quote request (D33). */
export type SelectedSlabs = {
  slabIds: number[];
  /** Their usable sq.ft, summed in hundredths: the request's quantity. */
  sqft: number;
  /** "B114-07" of each, in the order ticked. */
  codes: string[];
};

/** What a slab's checkbox is called: "Select slab B114-07, 2896 × 1575 mm, 49.1 sq.ft". */
export function slabCheckboxLabel(code: string, lengthMm: number, widthMm: number, sqft: number): string {
  return `Select slab ${code}, ${lengthMm} × ${widthMm} mm, ${formatSqft(sqft)} sq.ft`;
}
