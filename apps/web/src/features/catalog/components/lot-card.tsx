import { LOT_PREVIEW_SLABS, type PublicLotView, type PublicSlabView, unitLabel } from '@granite/shared';
import { ChevronDown, Maximize2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Picture } from '@/components/picture';
import { slabCheckboxLabel } from '@/components/slabs/selected-slabs';
import { SlabSize } from '@/components/slabs/slab-size';
import { feetRange, formatSqft, mmRange, slabCode } from '@/components/slabs/slab-text';
import { Button } from '@/components/ui/button';
import { RequestSampleButton } from '@/features/catalog/components/request-sample-dialog';
import { joinClasses as cn } from '@/lib/class-join';
import { useLocale, useLocalePath, useT } from '@/lib/i18n';

/**
 * Slabs of an opened lot drawn before "Show all N slabs": as many as come with the product's first
 * lot, which are in the server's HTML.
 */
export const SLABS_FIRST = LOT_PREVIEW_SLABS;

/**
 * The slab grid's `sizes`, from its classes: the lot card's 16 px padding inside the page's container,
 * gap-3, 2 / sm:3 / lg:4 / xl:6 columns.
 */
const SLAB_GRID_SIZES =
  '(min-width: 1280px) 190px, (min-width: 1024px) calc((100vw - 136px) / 4), (min-width: 640px) calc((100vw - 104px) / 3), calc((100vw - 76px) / 2)';

type LotCardProps = {
  lot: PublicLotView;
  /** The lot's slabs known so far: a preview (maybe none) until its full list is fetched. */
  slabs: PublicSlabView[];
  /** The full list is on its way, or failed (with a way to try again). */
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** Asks for the lot's full slab list (opened past its preview, or "Show all N slabs"). */
  onNeedAll: () => void;
  initiallyOpen: boolean;
  /** False when the manufacturer takes no quote requests (D31): slabs are shown, not offered. */
  selectable: boolean;
  /** D39: the product's name, for the lot's "Request a sample" dialog (shown with `selectable`). */
  productName?: string;
  picked: ReadonlySet<number>;
  /** D32: held slabs held for the signed-in buyer's own quote: slab id → that quote request. */
  heldForMe?: ReadonlyMap<number, number>;
  onToggle: (slabIds: number[], on: boolean) => void;
  /** "Select whole lot": every available slab of the lot, on or off. */
  onToggleLot: (on: boolean) => void;
  /** Opens the viewer at this slab (its index in the lot's slabs). */
  onView: (index: number) => void;
};

/** One lot: its bundle and facts (h3), "Select whole lot", and its slabs once opened. */
export function LotCard({
  lot,
  slabs: known,
  loading,
  failed,
  onRetry,
  onNeedAll,
  initiallyOpen,
  selectable,
  productName,
  picked,
  heldForMe,
  onToggle,
  onToggleLot,
  onView,
}: LotCardProps) {
  const t = useT();
  const locale = useLocale();
  const [open, setOpen] = useState(initiallyOpen);
  const [allSlabs, setAllSlabs] = useState(false);
  const headingId = `lot-${lot.id}`;
  const gridId = `lot-${lot.id}-slabs`;
  const held = lot.slabCount - lot.availableSlabs;
  const pickedHere = known.filter((s) => s.status === 'available' && picked.has(s.id)).length;
  const slabs = allSlabs ? known : known.slice(0, SLABS_FIRST);
  // What the open grid should draw; fewer known means the rest is being fetched.
  const expected = allSlabs ? lot.slabCount : Math.min(SLABS_FIRST, lot.slabCount);
  const missing = open && slabs.length < expected;
  useEffect(() => {
    if (missing) onNeedAll();
  }, [missing, onNeedAll]);
  const name = lot.lotNumber
    ? t('Block {block} · Lot {lot}', { block: lot.blockNumber, lot: lot.lotNumber })
    : t('Block {block}', { block: lot.blockNumber });
  const range = lot.sizeRange;
  // The bundle's photo, else the first slab photographed, so a lot without one still shows its stone.
  const firstSlab =
    lot.slabCover ?? known.flatMap((s) => (s.photo ? [{ sequence: s.sequence, photo: s.photo }] : []))[0];
  const cover = lot.photos[0]
    ? { image: lot.photos[0], alt: t('Bundle of {name}', { name }) }
    : firstSlab
      ? {
          image: firstSlab.photo,
          alt: t('Slab {code} of {name}', { code: slabCode(lot.blockNumber, firstSlab.sequence), name }),
        }
      : undefined;

  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="rounded-xl border border-stone-200 bg-white p-3 shadow-xs sm:p-4"
        data-testid="lot"
      >
        {/* A phone: a small bundle photo beside the name and stock, the facts below; wider: the photo beside all. */}
        <div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-x-3 gap-y-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-x-4 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <Picture
            image={cover?.image ?? null}
            alt={cover?.alt ?? t('Bundle of {name}', { name })}
            sizes="(min-width: 1024px) 256px, (min-width: 640px) 192px, 112px"
            aspect="4/3"
            className="w-full self-start rounded-lg sm:row-span-2"
          />
          <div className="min-w-0">
            <h3 id={headingId} className="text-lg leading-snug font-semibold text-granite-black">
              {name}
            </h3>
            <p className="mt-1 text-sm text-granite-black tabular-nums">
              <span className="font-semibold">
                {t('{sqft} sq.ft', { sqft: formatSqft(lot.availableSqft) })}
              </span>{' '}
              {t('available')}
            </p>
            <p className="text-sm text-stone-600 tabular-nums">
              {t('{count, plural, one {{count} slab} other {{count} slabs}}', { count: lot.slabCount })}
              {held > 0 && ` ${t('({count} on hold)', { count: held })}`}
            </p>
          </div>
          <div className="col-span-2 min-w-0 sm:col-span-1 sm:col-start-2">
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm lg:grid-cols-3">
              {range && (
                <Fact label={t('Sizes')} className="col-span-2 lg:col-span-1">
                  {mmRange(range.minLengthMm, range.maxLengthMm)} ×{' '}
                  {mmRange(range.minWidthMm, range.maxWidthMm)} {unitLabel('mm', locale)}
                  <span className="block text-stone-600">
                    {feetRange(range.minLengthMm, range.maxLengthMm)} ×{' '}
                    {feetRange(range.minWidthMm, range.maxWidthMm)}
                  </span>
                </Fact>
              )}
              <Fact label={t('Thickness')}>
                {lot.thicknessMm} {unitLabel('mm', locale)}
              </Fact>
              <Fact label={t('Grade')}>{t(lot.grade)}</Fact>
              <Fact label={t('Finish')}>{t(lot.finish)}</Fact>
              <Fact label={t('Yard')}>{lot.yardCity}</Fact>
            </dl>
            {lot.notes && <p className="mt-2 text-sm text-stone-700">{lot.notes}</p>}
          </div>
        </div>

        <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-stone-100 pt-3">
          <Button
            variant="secondary"
            aria-expanded={open}
            aria-controls={gridId}
            onClick={() => setOpen((o) => !o)}
            className="min-h-11"
          >
            <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
            {open
              ? t('Hide slabs')
              : t('{count, plural, one {View {count} slab} other {View {count} slabs}}', {
                  count: lot.slabCount,
                })}
          </Button>
          {selectable && lot.availableSlabs > 0 && (
            <WholeLotCheckbox count={lot.availableSlabs} picked={pickedHere} onChange={onToggleLot} />
          )}
          {selectable && productName && lot.availableSlabs > 0 && (
            <RequestSampleButton lot={{ ...lot, productName }} />
          )}
        </div>

        {open && (
          <div id={gridId} className="mt-3">
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
              {slabs.map((slab, index) => (
                <SlabTile
                  key={slab.id}
                  slab={slab}
                  code={slabCode(lot.blockNumber, slab.sequence)}
                  selectable={selectable}
                  checked={picked.has(slab.id)}
                  heldForRequest={heldForMe?.get(slab.id)}
                  onToggle={(on) => onToggle([slab.id], on)}
                  onView={() => onView(index)}
                />
              ))}
            </ul>
            {missing &&
              (failed ? (
                <p className="mt-3 flex flex-wrap items-center gap-3 text-sm text-red-700" role="alert">
                  {t('The slabs could not be loaded.')}
                  <Button variant="secondary" className="min-h-11" onClick={onRetry}>
                    {t('Try again')}
                  </Button>
                </p>
              ) : (
                <p className="mt-3 text-sm text-stone-600" role="status">
                  {loading ? t('Loading slabs…') : ''}
                </p>
              ))}
            {!allSlabs && lot.slabCount > SLABS_FIRST && (
              <Button
                variant="secondary"
                className="mt-3 w-full sm:w-auto"
                onClick={() => {
                  setAllSlabs(true);
                  onNeedAll();
                }}
              >
                {t('Show all {count} slabs', { count: lot.slabCount })}
              </Button>
            )}
          </div>
        )}
      </article>
    </li>
  );
}

function Fact({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs text-stone-500">{label}</dt>
      <dd className="text-granite-black tabular-nums">{children}</dd>
    </div>
  );
}

/** "Select whole lot": ticks every available slab of the lot; part-ticked shows as mixed. */
function WholeLotCheckbox({
  count,
  picked,
  onChange,
}: {
  count: number;
  picked: number;
  onChange: (on: boolean) => void;
}) {
  const t = useT();
  const box = useRef<HTMLInputElement>(null);
  const all = picked === count;
  useEffect(() => {
    if (box.current) box.current.indeterminate = picked > 0 && !all;
  }, [picked, all]);
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-2 text-sm font-medium text-granite-black hover:bg-stone-100 focus-within:outline-2 focus-within:outline-copper-700">
      <input
        ref={box}
        type="checkbox"
        className="size-5 accent-copper-700"
        checked={all}
        onChange={(e) => onChange(e.target.checked)}
      />
      {t('Select whole lot')}
      <span className="font-normal text-stone-600">
        {t('({count, plural, one {{count} available slab} other {{count} available slabs}})', { count })}
      </span>
    </label>
  );
}

function SlabTile({
  slab,
  code,
  selectable,
  checked,
  heldForRequest,
  onToggle,
  onView,
}: {
  slab: PublicSlabView;
  code: string;
  selectable: boolean;
  checked: boolean;
  heldForRequest?: number;
  onToggle: (on: boolean) => void;
  onView: () => void;
}) {
  const t = useT();
  const lp = useLocalePath();
  const held = slab.status === 'held';
  return (
    <li
      data-testid="slab"
      data-status={slab.status}
      className={cn(
        'flex min-w-0 flex-col overflow-hidden rounded-lg border bg-white',
        checked ? 'border-copper-700 ring-2 ring-copper-700' : 'border-stone-200',
      )}
    >
      <button
        type="button"
        onClick={onView}
        aria-label={t('View slab {code} large', { code })}
        className="group relative block focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-copper-700"
      >
        <Picture
          image={slab.photo}
          alt=""
          sizes={SLAB_GRID_SIZES}
          aspect="3/2"
          className={cn('w-full', held && 'opacity-70')}
        />
        <span
          aria-hidden="true"
          className="absolute top-1.5 right-1.5 inline-flex size-7 items-center justify-center rounded-full bg-granite-black/60 text-white opacity-90 group-hover:opacity-100"
        >
          <Maximize2 className="size-3.5" />
        </span>
      </button>
      <div className="flex-1 px-2 pt-1.5 pb-1 text-xs">
        <p className="text-sm font-semibold text-granite-black">{code}</p>
        <p className="text-stone-700 tabular-nums">
          <SlabSize lengthMm={slab.lengthMm} widthMm={slab.widthMm} />
        </p>
        <p className="text-stone-700 tabular-nums">
          {t('{sqft} sq.ft', { sqft: formatSqft(slab.usableSqft) })}
          {slab.usableSqft !== slab.grossSqft && (
            <span className="text-stone-500">
              {' '}
              {t('(gross {sqft})', { sqft: formatSqft(slab.grossSqft) })}
            </span>
          )}
        </p>
      </div>
      {held && heldForRequest !== undefined ? (
        // D32: held for the reply to this buyer's own quote: theirs to accept on the quote sheet.
        <Link
          to={lp(`/dashboard?tab=quotes&request=${heldForRequest}`)}
          className="flex min-h-11 items-center gap-2 border-t border-stone-100 bg-emerald-50 px-2 text-sm font-medium text-emerald-800 underline-offset-2 hover:underline"
        >
          {t('Held for your quote')}
        </Link>
      ) : held ? (
        // D32: held for another buyer's quote reply until it ends; not offered to anyone else meanwhile.
        <p className="flex min-h-11 items-center gap-2 border-t border-stone-100 bg-amber-50 px-2 text-sm font-medium text-amber-800">
          {t('On hold')}
        </p>
      ) : selectable ? (
        <label className="flex min-h-11 cursor-pointer items-center gap-2 border-t border-stone-100 px-2 text-sm font-medium hover:bg-stone-50 focus-within:bg-stone-50">
          <input
            type="checkbox"
            className="size-5 shrink-0 accent-copper-700"
            checked={checked}
            onChange={(e) => onToggle(e.target.checked)}
            aria-label={slabCheckboxLabel(code, slab.lengthMm, slab.widthMm, slab.usableSqft)}
          />
          {checked ? t('Selected') : t('Select')}
        </label>
      ) : null}
    </li>
  );
}
