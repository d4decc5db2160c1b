// D33: the slabs a reply offers or an order sells, as the manufacturer sees them: block-sequence,
// size, the sq.ft billed, the photo, and (for an order) where each slab is now.
import { type OrderSlabView, type SlabBilling, type SlabOffer, unitLabel } from '@granite/shared';
import { Picture } from '@/components/picture';
import { SLAB_STATUS_LABELS } from '@/features/manufacturer-panel/components/inventory/slab-status-badge';
import { slabName, slabSizeLines, sqftNumber } from '@/features/manufacturer-panel/lib/slab-format';
import { cn } from '@/lib/cn';
import { useLocale, useT } from '@/lib/i18n';

type Listed = SlabOffer['slabs'][number] & { status?: OrderSlabView['status'] };

export function OfferedSlabsList({
  title,
  slabs,
  billsOn,
  billedSqft,
  note,
  headingLevel: Heading = 'h3',
  className,
}: {
  title: string;
  slabs: Listed[];
  billsOn: SlabBilling;
  billedSqft: number;
  /** What the offer is now: "Held for this buyer until 12 Dec 2026", "Released". */
  note?: string;
  /** Where the list sits in the page's outline. */
  headingLevel?: 'h3' | 'h4';
  className?: string;
}) {
  const t = useT();
  const locale = useLocale();
  const unit = unitLabel('sqft', locale);
  return (
    <section
      aria-label={title}
      className={cn('rounded-md border border-stone-200 bg-stone-50/60 p-3', className)}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <Heading className="text-sm font-semibold text-granite-black tabular-nums">
          {title}:{' '}
          {t('{count, plural, one {# slab} other {# slabs}}, {sqft} {unit}', {
            count: slabs.length,
            sqft: sqftNumber(billedSqft),
            unit,
          })}
          <span className="font-normal text-stone-600">
            {' '}
            {billsOn === 'gross'
              ? t('billed on gross {unit}', { unit })
              : t('billed on usable {unit}', { unit })}
          </span>
        </Heading>
        {note && <p className="text-xs font-medium text-stone-700">{note}</p>}
      </div>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {slabs.map((s) => {
          const size = slabSizeLines(s.lengthMm, s.widthMm, locale);
          return (
            <li
              key={`${s.blockNumber}-${s.sequence}-${s.slabId}`}
              className="flex items-center gap-3 rounded border border-stone-200 bg-white p-2 text-xs"
            >
              <Picture
                image={s.photo}
                alt={t('Slab {name}', { name: slabName(s.blockNumber, s.sequence) })}
                aspect="4/3"
                sizes="56px"
                className="w-14 shrink-0 rounded"
                imgClassName="h-full w-full object-cover"
              />
              <div className="min-w-0 tabular-nums">
                <p className="text-sm font-semibold text-granite-black">
                  {slabName(s.blockNumber, s.sequence)}
                  {s.status && (
                    <span className="ml-2 text-xs font-normal text-stone-600">
                      {t(SLAB_STATUS_LABELS[s.status])}
                    </span>
                  )}
                </p>
                <p className="text-stone-700">
                  {size.mm} ({size.feet})
                </p>
                <p className="text-stone-700">
                  {t('{sqft} {unit} billed', {
                    sqft: sqftNumber(billsOn === 'gross' ? s.grossSqft : s.usableSqft),
                    unit,
                  })}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
