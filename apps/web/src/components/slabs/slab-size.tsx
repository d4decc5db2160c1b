import { formatSlabSize } from '@granite/shared';
import { useLocale } from '@/lib/i18n';

/**
 * A slab's size as formatSlabSize writes it, the mm on one line and the feet and inches under it,
 * so a narrow tile does not break "(9'6" × 5'2")" in the middle.
 */
export function SlabSize({ lengthMm, widthMm }: { lengthMm: number; widthMm: number }) {
  const text = formatSlabSize(lengthMm, widthMm, useLocale());
  const at = text.indexOf(' (');
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)} <span className="block">{text.slice(at + 1)}</span>
    </>
  );
}
