import { type ImageRef, type Language, type SlabBilling, unitLabel } from '@granite/shared';
import { Clock, Maximize2 } from 'lucide-react';
import { useState } from 'react';
import { Picture } from '@/components/picture';
import { SlabSize } from '@/components/slabs/slab-size';
import { formatSqft, slabCode } from '@/components/slabs/slab-text';
import { SlabViewer, type ViewerSlab } from '@/components/slabs/slab-viewer';
import { cn } from '@/lib/cn';
import { useLocale, useT } from '@/lib/i18n';

/** A slab as a reply offers it or an order sells it (OfferedSlabView, OrderSlabView). */
export type ListedSlab = {
  slabId: number | null;
  blockNumber: string;
  sequence: number;
  lengthMm: number;
  widthMm: number;
  grossSqft: number;
  usableSqft: number;
  photo: ImageRef | null;
};

const dayFmt = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
// D40: Hindi months in full, Latin digits.
const hiDayFmt = new Intl.DateTimeFormat('hi-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  numberingSystem: 'latn',
});
const formatDay = (day: string, language: Language) =>
  (language === 'hi' ? hiDayFmt : dayFmt).format(new Date(`${day}T00:00:00`));

/** The sq.ft a slab is billed at: its usable or its gross area, as the reply bills (D33). */
export const billedSqftOf = (slab: ListedSlab, billsOn: SlabBilling) =>
  billsOn === 'gross' ? slab.grossSqft : slab.usableSqft;

export type SlabHold =
  | { kind: 'held'; until: string }
  | { kind: 'sold' }
  | { kind: 'released' }
  | { kind: 'none' };

/**
 * D32: what a reply's offered slabs are to the buyer: held until its validity date while it can be
 * accepted, the order's once accepted, let go otherwise (declined, expired, revised, not chosen).
 */
export function replyHold(reply: { status: string; validUntil: string }): SlabHold {
  if (reply.status === 'current') return { kind: 'held', until: reply.validUntil };
  return reply.status === 'accepted' ? { kind: 'sold' } : { kind: 'released' };
}

type OfferedSlabsProps = {
  slabs: ListedSlab[];
  billsOn: SlabBilling;
  billedSqft: number;
  /** What the slabs are to the buyer now: held until a day (a current reply), sold, or let go. */
  hold: SlabHold;
  /** The heading's text: "Slabs offered" on a quote, "Slabs in this order" on an order. */
  title: string;
  /** The heading's level where the list sits in its page's outline. */
  headingLevel?: 'h3' | 'h4' | 'h5';
  className?: string;
};

/**
 * D33: the slabs a reply offers (or an order sells) with their photos, block-sequence, sizes and
 * billed sq.ft, and what the hold means for the buyer ("Held for you until 12 Mar 2026"). A photo
 * opens the slab viewer; the photos load lazily.
 */
export function OfferedSlabs({
  slabs,
  billsOn,
  billedSqft,
  hold,
  title,
  headingLevel: Heading = 'h4',
  className,
}: OfferedSlabsProps) {
  const [viewing, setViewing] = useState<number | null>(null);
  const t = useT();
  const locale = useLocale();
  const sqft = unitLabel('sqft', locale);
  const viewerSlabs: ViewerSlab[] = slabs.map((s, i) => ({
    id: s.slabId ?? -(i + 1),
    code: slabCode(s.blockNumber, s.sequence),
    photo: s.photo,
    lengthMm: s.lengthMm,
    widthMm: s.widthMm,
    usableSqft: s.usableSqft,
    grossSqft: s.grossSqft,
  }));
  return (
    <div
      className={cn('rounded-md border border-stone-200 bg-white p-3', className)}
      data-testid="offered-slabs"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <Heading className="text-sm font-semibold text-granite-black">
          {title}: {t('{count, plural, one {# slab} other {# slabs}}', { count: slabs.length })},{' '}
          <span className="tabular-nums">
            {formatSqft(billedSqft)} {sqft}
          </span>
          <span className="font-normal text-stone-600">
            {' '}
            {billsOn === 'gross' ? t('billed on gross sq.ft') : t('billed on usable sq.ft')}
          </span>
        </Heading>
        {hold.kind === 'held' && (
          <p
            className="inline-flex items-center gap-1 text-sm font-medium text-amber-800"
            data-testid="held-until"
          >
            <Clock aria-hidden="true" className="size-3.5" />
            {t('Held for you until {day}', { day: formatDay(hold.until, locale) })}
          </p>
        )}
        {hold.kind === 'sold' && (
          <p className="text-sm font-medium text-success-800">{t('Reserved for your order')}</p>
        )}
        {hold.kind === 'released' && <p className="text-sm text-stone-600">{t('No longer held for you')}</p>}
      </div>
      {/* As many columns as fit where the list sits (a quote sheet's row, an order, the visitor's link page). */}
      <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-[repeat(auto-fill,minmax(10rem,1fr))]">
        {slabs.map((slab, index) => {
          const code = viewerSlabs[index]!.code;
          return (
            <li
              key={`${code}-${slab.slabId}`}
              className="min-w-0 overflow-hidden rounded-md border border-stone-200"
            >
              <button
                type="button"
                onClick={() => setViewing(index)}
                aria-label={t('View slab {code} large', { code })}
                className="group relative block w-full focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-copper-700"
              >
                <Picture
                  image={slab.photo}
                  alt=""
                  sizes="(min-width: 640px) 220px, 45vw"
                  aspect="3/2"
                  className="w-full"
                />
                <span
                  aria-hidden="true"
                  className="absolute top-1 right-1 inline-flex size-6 items-center justify-center rounded-full bg-granite-black/60 text-white"
                >
                  <Maximize2 className="size-3" />
                </span>
              </button>
              <div className="px-2 py-1.5 text-xs">
                <p className="text-sm font-semibold text-granite-black">{code}</p>
                <p className="text-stone-700 tabular-nums">
                  <SlabSize lengthMm={slab.lengthMm} widthMm={slab.widthMm} />
                </p>
                <p className="text-stone-700 tabular-nums">
                  {t('{sqft} sq.ft billed', { sqft: formatSqft(billedSqftOf(slab, billsOn)) })}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      <SlabViewer
        slabs={viewerSlabs}
        index={viewing}
        onIndexChange={setViewing}
        onClose={() => setViewing(null)}
        context={title}
      />
    </div>
  );
}
