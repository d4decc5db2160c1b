import { type InventoryList, unitLabel } from '@granite/shared';
import { Skeleton } from '@/components/ui/skeleton';
import { sqftNumber } from '@/features/manufacturer-panel/lib/slab-format';
import { cn } from '@/lib/cn';
import { msg, useLocale, useT } from '@/lib/i18n';

type Totals = InventoryList['totals'];

const TILES: { label: string; sqft: (t: Totals) => number; count: (t: Totals) => number; tone: string }[] = [
  {
    label: msg('Available'),
    sqft: (t) => t.availableSqft,
    count: (t) => t.availableSlabs,
    tone: 'border-t-success-700',
  },
  { label: msg('On hold'), sqft: (t) => t.heldSqft, count: (t) => t.heldSlabs, tone: 'border-t-amber-500' },
  { label: msg('Sold'), sqft: (t) => t.soldSqft, count: (t) => t.soldSlabs, tone: 'border-t-stone-400' },
];

/**
 * Usable sq.ft available, on hold and sold, for the filters in force (D32): three figures side by
 * side even on a phone, so the list starts high on the screen.
 */
export function InventoryTotals({ totals }: { totals: Totals | undefined }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section aria-label={t('Totals')} className="grid grid-cols-3 gap-2 sm:gap-3">
      {TILES.map((tile) => (
        <div
          key={tile.label}
          className={cn(
            'min-w-0 rounded-lg border border-t-4 border-stone-200 bg-white p-3 sm:p-4',
            tile.tone,
          )}
        >
          <p className="text-xs font-medium text-stone-600 sm:text-sm">{t(tile.label)}</p>
          {totals ? (
            <>
              <p className="mt-1 text-base font-semibold tracking-tight text-granite-black tabular-nums sm:text-2xl">
                {sqftNumber(tile.sqft(totals))}
                <span className="ml-1 text-xs font-normal whitespace-nowrap text-stone-600 sm:text-sm">
                  {unitLabel('sqft', locale)}
                </span>
              </p>
              <p className="mt-0.5 text-xs text-stone-600 tabular-nums">
                {t('{count, plural, one {# slab} other {# slabs}}', {
                  count: tile.count(totals),
                })}
              </p>
            </>
          ) : (
            <>
              <Skeleton className="mt-2 h-6 w-3/4" />
              <Skeleton className="mt-1.5 h-3 w-1/2" />
            </>
          )}
        </div>
      ))}
    </section>
  );
}
