// D33: the slabs a buyer chose on the product page, with where each one stands now (a slab may
// have been offered to another buyer or sold since).
import { type RequestedSlabView, unitLabel } from '@granite/shared';
import { Badge } from '@/components/ui/badge';
import { SLAB_STATUS_LABELS } from '@/features/manufacturer-panel/components/inventory/slab-status-badge';
import { slabName, slabSizeLines, sqftNumber } from '@/features/manufacturer-panel/lib/slab-format';
import { cn } from '@/lib/cn';
import { useLocale, useT } from '@/lib/i18n';

export function RequestedSlabsList({
  slabs,
  heldForThisQuote,
  className,
}: {
  slabs: RequestedSlabView[];
  /** The slabs this quote offers (held for this buyer, or sold to them once accepted). */
  heldForThisQuote: ReadonlySet<number>;
  className?: string;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <section aria-label={t('Slabs the buyer chose')} className={cn('space-y-2', className)}>
      <h3 className="text-sm font-semibold text-granite-black">
        {t('Slabs the buyer chose ({count})', { count: slabs.length })}
      </h3>
      <ul className="divide-y divide-stone-100 rounded-md border border-stone-200 text-sm">
        {slabs.map((s) => {
          const size = slabSizeLines(s.lengthMm, s.widthMm, locale);
          return (
            <li key={s.slabId} className="flex items-start justify-between gap-3 px-3 py-2">
              <span className="min-w-0 flex-1 tabular-nums">
                <span className="font-semibold text-granite-black">
                  {slabName(s.blockNumber, s.sequence)}
                </span>
                <span className="ml-2 text-stone-600">
                  {size.mm} ({size.feet}) ·{' '}
                  {t('{sqft} {unit} usable', {
                    sqft: sqftNumber(s.usableSqft),
                    unit: unitLabel('sqft', locale),
                  })}
                </span>
              </span>
              {heldForThisQuote.has(s.slabId) && s.status === 'held' ? (
                <Badge variant="accent">{t('In your quote')}</Badge>
              ) : heldForThisQuote.has(s.slabId) && (s.status === 'sold' || s.status === 'dispatched') ? (
                <Badge variant="success">{t('In the order')}</Badge>
              ) : (
                <Badge variant={s.status === 'available' ? 'success' : 'warning'}>
                  {t(SLAB_STATUS_LABELS[s.status])}
                </Badge>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
