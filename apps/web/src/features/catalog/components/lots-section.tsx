import {
  MAX_SLABS_PER_QUOTE,
  type PublicLotView,
  type PublicSlabView,
  type StoreProductDetail,
  unitLabel,
} from '@granite/shared';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { FileText, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { QuoteRequestDialog } from '@/components/quote-request-dialog';
import { type SelectedSlabs, slabCheckboxLabel } from '@/components/slabs/selected-slabs';
import { formatSqft, slabCode, sumSqft } from '@/components/slabs/slab-text';
import { SlabViewer, type ViewerSlab } from '@/components/slabs/slab-viewer';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/auth/session';
import { type Locale, useLocale, useT } from '@/lib/i18n';
import {
  hasStockFilters,
  lotMeets,
  readStockFilters,
  type StockFilters,
  slabSizeWords,
} from '@/lib/stock-filter-query';
import { lotSlabsQuery, useMyHeldSlabs, useProductLots } from '../api/product-lots';
import { LotCard } from './lot-card';

/** Lots shown before "Show all N lots": the rest are in the page's data (summaries), drawn when asked for. */
export const LOTS_FIRST = 3;

/**
 * D32, storefront: "Slabs in stock". The product's lots with their available and held slabs (sold
 * ones never come from the API); the buyer ticks slabs, or whole lots, and asks for a quote for
 * exactly those (D33: the quantity is their sq.ft). The product's lots carry every lot's summary
 * and only the first lot's first slabs, which the server renders (ADR 012); a lot's full slab list
 * (GET /lots/{id}) is fetched when the buyer opens it, asks for all its slabs, views one large or
 * selects the whole lot, and every slab photo loads lazily, so a product with 40 lots and 600 slabs
 * stays a light page.
 */
export function LotsSection({ product }: { product: StoreProductDetail }) {
  const t = useT();
  const { data } = useProductLots(product.id);
  // D32: opened from a list filtered by grade, thickness or size in stock, the lots that meet those
  // filters come first (the others follow, in their own order), and the page says so.
  const [search] = useSearchParams();
  const locale = useLocale();
  const stockFilters = readStockFilters(search);
  const ordered = hasStockFilters(stockFilters);
  const all = data?.items ?? [];
  const lots = ordered
    ? [...all.filter((l) => lotMeets(l, stockFilters)), ...all.filter((l) => !lotMeets(l, stockFilters))]
    : all;
  const meeting = ordered ? all.filter((l) => lotMeets(l, stockFilters)).length : 0;
  const session = useSession();
  const heldForMe = useMyHeldSlabs(product.id, session.status === 'signed-in').data?.items;
  /** Slab id → the buyer's own quote request it is held for. */
  const mine = new Map((heldForMe ?? []).map((h) => [h.slabId, h.quoteRequestId]));
  const [picked, setPicked] = useState<ReadonlySet<number>>(() => new Set());
  const restored = useRef(false);
  const [showAll, setShowAll] = useState(false);
  const [viewing, setViewing] = useState<{ lotId: number; index: number } | null>(null);
  const [quoteOpen, setQuoteOpen] = useState(false);
  const selectable = product.manufacturer.takesQuoteRequests;
  const queryClient = useQueryClient();

  // The lots whose every slab the buyer asked for; each is fetched once and kept (TanStack Query).
  const [wanted, setWanted] = useState<ReadonlySet<number>>(() => new Set());
  const want = useCallback(
    (lotId: number) => setWanted((current) => (current.has(lotId) ? current : new Set(current).add(lotId))),
    [],
  );
  const fetching = lots.filter((lot) => !isComplete(lot) && wanted.has(lot.id));
  const fullLots = useQueries({ queries: fetching.map((lot) => lotSlabsQuery(product.id, lot.id)) });
  const fullOf = new Map(fetching.map((lot, i) => [lot.id, fullLots[i]!]));
  /** The lot's slabs known so far: all of them once fetched, else the preview that came with the lot. */
  const slabsOf = (lot: PublicLotView): PublicSlabView[] =>
    isComplete(lot) ? lot.slabs : (fullOf.get(lot.id)?.data?.slabs ?? lot.slabs);

  const available = new Map<number, { lot: PublicLotView; slab: PublicSlabView }>();
  for (const lot of lots)
    for (const slab of slabsOf(lot)) if (slab.status === 'available') available.set(slab.id, { lot, slab });

  // A slab held or sold since it was ticked (the data refreshed) drops out of the selection.
  const chosen = [...picked].flatMap((id) => {
    const found = available.get(id);
    return found ? [found] : [];
  });
  const selection: SelectedSlabs = {
    slabIds: chosen.map((c) => c.slab.id),
    sqft: sumSqft(chosen.map((c) => c.slab.usableSqft)),
    codes: chosen.map((c) => slabCode(c.lot.blockNumber, c.slab.sequence)),
  };
  const tooMany = selection.slabIds.length > MAX_SLABS_PER_QUOTE;

  // The ticked slabs are kept for the tab (sessionStorage), so a reload or a look elsewhere keeps
  // them; read after the first paint, so the server-rendered page and its hydration agree.
  const pickedLots = [...new Set(chosen.map((c) => c.lot.id))].join(',');
  const pickedIds = [...picked].join(',');
  useEffect(() => {
    if (restored.current) writeTicked(product.id, pickedIds, pickedLots);
  }, [product.id, pickedIds, pickedLots]);
  useEffect(() => {
    const saved = readTicked(product.id);
    restored.current = true;
    if (!saved) return;
    setPicked(new Set(saved.slabIds));
    setWanted((current) => new Set([...current, ...saved.lotIds]));
  }, [product.id]);

  const toggle = (ids: number[], on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  /** "Select whole lot": every available slab of it, fetched first when only a preview is known. */
  const toggleLot = async (lot: PublicLotView, on: boolean) => {
    let slabs = slabsOf(lot);
    if (!isComplete(lot) && !fullOf.get(lot.id)?.data) {
      want(lot.id);
      try {
        slabs = (await queryClient.fetchQuery(lotSlabsQuery(product.id, lot.id))).slabs;
      } catch {
        return; // The lot card shows the failure and its "Try again".
      }
    }
    toggle(
      slabs.filter((s) => s.status === 'available').map((s) => s.id),
      on,
    );
  };

  if (lots.length === 0) return null;

  const shown = showAll ? lots : lots.slice(0, LOTS_FIRST);
  const viewedLot = viewing ? lots.find((l) => l.id === viewing.lotId) : undefined;
  const viewerSlabs: ViewerSlab[] = (viewedLot ? slabsOf(viewedLot) : []).map((s) => ({
    id: s.id,
    code: slabCode(viewedLot?.blockNumber ?? '', s.sequence),
    photo: s.photo,
    lengthMm: s.lengthMm,
    widthMm: s.widthMm,
    usableSqft: s.usableSqft,
    grossSqft: s.grossSqft,
    defects: s.defects,
    held: s.status === 'held',
  }));
  const totalSqft = sumSqft(lots.map((l) => l.availableSqft));
  const totalSlabs = lots.reduce((n, l) => n + l.availableSlabs, 0);

  return (
    <section aria-labelledby="slabs-in-stock" className="mt-10" data-testid="lots-section">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="slabs-in-stock" className="scroll-mt-24 text-xl font-semibold">
          {t('Slabs in stock')}
        </h2>
        <p className="text-sm text-stone-600 tabular-nums">
          {t('{lots, plural, one {{lots} lot} other {{lots} lots}}', { lots: lots.length })} ·{' '}
          {t('{count, plural, one {{count} available slab} other {{count} available slabs}}', {
            count: totalSlabs,
          })}{' '}
          · {t('{sqft} sq.ft', { sqft: formatSqft(totalSqft) })}
        </p>
      </div>
      <p className="mt-1 text-sm text-stone-600">
        {selectable
          ? t(
              'The slabs themselves, lot by lot: tick the ones you want, or a whole lot, and ask for a quote for exactly those. A slab on hold is kept for a quote reply until it ends; those held for your own quote say so.',
            )
          : t('The slabs themselves, lot by lot. A slab on hold is kept for a quote for now.')}
      </p>
      {ordered && (
        <p
          className="mt-2 rounded-md bg-stone-100 px-3 py-2 text-sm text-stone-700"
          data-testid="lots-filtered"
        >
          {meeting > 0
            ? t(
                '{count, plural, one {# lot meets} other {# lots meet}} your filters ({filters}) and {count, plural, one {comes} other {come}} first.',
                {
                  count: meeting,
                  filters: describeStock(stockFilters, t, locale),
                },
              )
            : t('No lot meets your filters ({filters}); every lot is shown.', {
                filters: describeStock(stockFilters, t, locale),
              })}
        </p>
      )}

      <ul className="mt-4 space-y-4">
        {shown.map((lot, n) => {
          const full = fullOf.get(lot.id);
          return (
            <LotCard
              key={lot.id}
              lot={lot}
              slabs={slabsOf(lot)}
              loading={full?.isPending ?? false}
              failed={full?.isError ?? false}
              onRetry={() => void full?.refetch()}
              onNeedAll={() => want(lot.id)}
              initiallyOpen={n === 0}
              selectable={selectable}
              productName={product.name}
              picked={picked}
              heldForMe={mine}
              onToggle={toggle}
              onToggleLot={(on) => void toggleLot(lot, on)}
              onView={(index) => {
                want(lot.id);
                setViewing({ lotId: lot.id, index });
              }}
            />
          );
        })}
      </ul>
      {!showAll && lots.length > LOTS_FIRST && (
        <Button variant="secondary" className="mt-4 w-full sm:w-auto" onClick={() => setShowAll(true)}>
          {t('Show all {count} lots', { count: lots.length })}
        </Button>
      )}

      {selectable && selection.slabIds.length > 0 && (
        <div
          className="sticky bottom-3 z-30 mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl bg-granite-black p-3 text-white shadow-lg"
          data-testid="slab-selection"
        >
          <p className="min-w-0 flex-1 text-sm tabular-nums" aria-live="polite">
            {t('{count, plural, one {{count} slab selected} other {{count} slabs selected}}', {
              count: selection.slabIds.length,
            })}{' '}
            · {t('{sqft} sq.ft', { sqft: formatSqft(selection.sqft) })}
            {tooMany && (
              <span className="block text-amber-200">
                {t('One request takes at most {max} slabs.', { max: MAX_SLABS_PER_QUOTE })}
              </span>
            )}
          </p>
          <Button
            variant="ghost-inverse"
            onClick={() => setPicked(new Set())}
            aria-label={t('Clear the slab selection')}
          >
            <X aria-hidden="true" />
            {t('Clear')}
          </Button>
          {/* A row of its own on a phone: the whole label fits at 360 px. */}
          <Button className="w-full sm:w-auto" disabled={tooMany} onClick={() => setQuoteOpen(true)}>
            <FileText aria-hidden="true" />
            {t(
              '{count, plural, one {Request quote for {count} slab ({sqft} sq.ft)} other {Request quote for {count} slabs ({sqft} sq.ft)}}',
              { count: selection.slabIds.length, sqft: formatSqft(selection.sqft) },
            )}
          </Button>
        </div>
      )}

      <SlabViewer
        slabs={viewerSlabs}
        index={viewing && viewedLot ? Math.min(viewing.index, viewerSlabs.length - 1) : null}
        onIndexChange={(index) => setViewing((v) => (v ? { ...v, index } : v))}
        onClose={() => setViewing(null)}
        context={viewedLot ? t('Block {block}', { block: viewedLot.blockNumber }) : undefined}
        actions={
          selectable
            ? (slab) =>
                slab.held ? null : (
                  <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 rounded-full border border-white/30 px-4 text-sm font-medium hover:bg-white/10 focus-within:outline-2 focus-within:outline-white">
                    <input
                      type="checkbox"
                      className="size-5 accent-copper-600"
                      checked={picked.has(slab.id)}
                      onChange={(e) => toggle([slab.id], e.target.checked)}
                      aria-label={slabCheckboxLabel(slab.code, slab.lengthMm, slab.widthMm, slab.usableSqft)}
                    />
                    {picked.has(slab.id) ? t('Selected') : t('Select')}
                  </label>
                )
            : undefined
        }
      />

      {selectable && (
        <QuoteRequestDialog
          open={quoteOpen}
          onOpenChange={setQuoteOpen}
          target={{ kind: 'single', product, slabs: selection }}
          onSubmitted={() => setPicked(new Set())}
        />
      )}
    </section>
  );
}

/** Whether the lot came with every slab (GET /lots/{id}, or a lot small enough for the preview). */
const isComplete = (lot: PublicLotView) => lot.slabsComplete !== false && lot.slabs.length >= lot.slabCount;

const tickedKey = (productId: number) => `granite:ticked-slabs:${productId}`;

function readTicked(productId: number): { slabIds: number[]; lotIds: number[] } | null {
  try {
    const raw = window.sessionStorage.getItem(tickedKey(productId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { slabIds?: unknown; lotIds?: unknown };
    const ids = (v: unknown) => (Array.isArray(v) ? v.filter((n): n is number => Number.isInteger(n)) : []);
    return { slabIds: ids(parsed.slabIds), lotIds: ids(parsed.lotIds) };
  } catch {
    return null;
  }
}

function writeTicked(productId: number, slabIds: string, lotIds: string) {
  const list = (v: string) => (v ? v.split(',').map(Number) : []);
  try {
    if (!slabIds) window.sessionStorage.removeItem(tickedKey(productId));
    else
      window.sessionStorage.setItem(
        tickedKey(productId),
        JSON.stringify({ slabIds: list(slabIds), lotIds: list(lotIds) }),
      );
  } catch {
    // No storage (a private window): the ticks last as long as the page.
  }
}

/** "First, 18 mm, at least 2743 × 1524 mm": the stock filters in words (मिमी in Hindi). */
function describeStock(f: StockFilters, t: ReturnType<typeof useT>, locale: Locale): string {
  const mm = unitLabel('mm', locale);
  const parts: string[] = [];
  if (f.grade.length) parts.push(t('{grade} grade', { grade: f.grade.map((g) => t(g)).join(' / ') }));
  if (f.stockThicknessMm.length) parts.push(f.stockThicknessMm.map((n) => `${n} ${mm}`).join(' / '));
  const size = slabSizeWords(f, t, locale);
  if (size) parts.push(size);
  return parts.join(', ');
}
