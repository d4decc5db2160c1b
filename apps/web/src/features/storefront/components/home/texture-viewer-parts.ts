/** The 3D viewer's stage box, drawn the same before and after its code has arrived. */
export const STAGE_CLASS =
  'relative aspect-[4/3] overflow-hidden rounded-xl bg-gradient-to-b from-stone-100 to-stone-300 ring-1 ring-stone-200 sm:aspect-video';
