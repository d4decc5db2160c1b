/** What the drawn price slider and Radix's share, so both look the same (ADR 011). */
export const THUMB_NAMES = ['Minimum price', 'Maximum price'] as const;
export const THUMB_CLASS =
  'block size-5 rounded-full border-2 border-copper-700 bg-white shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-700';
