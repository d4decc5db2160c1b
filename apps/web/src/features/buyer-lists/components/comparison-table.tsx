import type { ComparisonRow } from '@granite/shared';
import { unitLabel } from '@granite/shared';
import { ArrowUpDown, Clock, ExternalLink, FileText, MapPin } from 'lucide-react';
import { ManufacturerStatusBadges } from '@/components/manufacturer-status-badges';
import { NOT_TAKING_QUOTES } from '@/components/not-taking-quotes';
import { RatingBadge } from '@/components/reviews/star-rating';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useRevealedCount } from '@/features/buyer-lists/lib/use-revealed-count';
import { joinClasses as cn } from '@/lib/class-join';
import { formatINR, formatReplyTime, perSqmPaise } from '@/lib/format';
import { useLocale, useLocalePath, useT } from '@/lib/i18n';

/** Spec 2.9: Export Quality green, Premium blue, Semi-Premium yellow, others grey. */
const QUALITY_BADGE: Record<string, string> = {
  'Export Quality': 'border-success-200 bg-success-50 text-success-800',
  Premium: 'border-blue-200 bg-blue-50 text-blue-800',
  'Semi-Premium': 'border-amber-200 bg-amber-50 text-amber-800',
};

/**
 * Rows in the server's HTML and at hydration; the rest are drawn after the page's load, ROWS_STEP at
 * a time. The whole list (up to 100 rows, in the table and in the phone's cards) made the page's HTML
 * 37 KB compressed against its 30 KB goal and its hydration one long task (bench/README.md).
 */
const FIRST_ROWS = 10;
const ROWS_STEP = 20;

function availabilityVariant(status: string): BadgeProps['variant'] {
  return status === 'Available' ? 'success' : status === 'Limited Stock' ? 'warning' : 'neutral';
}

type Props = {
  rows: ComparisonRow[];
  highlightId?: number;
  selected: Set<number>;
  onToggle: (id: number) => void;
  onToggleAll: () => void;
  onSortByPrice: () => void;
  onQuote: (row: ComparisonRow) => void;
};

export function ComparisonTable({
  rows,
  highlightId,
  selected,
  onToggle,
  onToggleAll,
  onSortByPrice,
  onQuote,
}: Props) {
  const pickable = rows.filter((r) => r.manufacturer.takesQuoteRequests);
  const all = pickable.length > 0 && pickable.every((r) => selected.has(r.productId));
  const some = !all && pickable.some((r) => selected.has(r.productId));
  const t = useT();
  const lp = useLocalePath();
  const drawn = rows.slice(0, useRevealedCount(rows.length, FIRST_ROWS, ROWS_STEP));
  return (
    <>
      <ComparisonCards
        rows={drawn}
        highlightId={highlightId}
        selected={selected}
        onToggle={onToggle}
        onQuote={onQuote}
      />
      {/* md and up: the spec's table (below md the rows are the cards above). */}
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full min-w-[56rem] text-left text-sm">
          <thead className="bg-stone-50 text-xs tracking-wide text-stone-600 uppercase">
            <tr>
              <th scope="col" className="w-10 px-4 py-3">
                <input
                  type="checkbox"
                  aria-label={t('Select all manufacturers')}
                  className="size-4 accent-copper-700"
                  checked={all}
                  ref={(el) => {
                    if (el) el.indeterminate = some;
                  }}
                  onChange={onToggleAll}
                />
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('Manufacturer')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                <button
                  type="button"
                  onClick={onSortByPrice}
                  className="inline-flex items-center gap-1 uppercase hover:text-granite-black"
                >
                  {t('Price')}
                  <ArrowUpDown aria-hidden="true" className="size-3.5" />
                </button>
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('Quality')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('Finish')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('Thickness')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('Type')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('Status')}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                {t('Action')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {drawn.map((row) => {
              const m = row.manufacturer;
              const location = [m.city, m.state].filter(Boolean).join(', ');
              return (
                <tr
                  key={row.productId}
                  data-testid="comparison-row"
                  className={cn(
                    'align-top',
                    selected.has(row.productId) && 'bg-copper-50/60',
                    row.productId === highlightId && 'outline-2 -outline-offset-2 outline-copper-200',
                  )}
                >
                  <td className="px-4 py-4">
                    <input
                      type="checkbox"
                      aria-label={t('Select {name}, {product}', {
                        name: m.businessName || t('Verified Manufacturer'),
                        product: row.name,
                      })}
                      className="size-4 accent-copper-700"
                      checked={selected.has(row.productId)}
                      disabled={!m.takesQuoteRequests}
                      onChange={() => onToggle(row.productId)}
                    />
                  </td>
                  <td className="px-4 py-4">
                    <p className="font-semibold text-granite-black">
                      {m.businessName || t('Verified Manufacturer')}
                    </p>
                    <p className="text-stone-700">{row.name}</p>
                    {location && (
                      <p className="mt-1 flex items-center gap-1 text-xs text-stone-600">
                        <MapPin aria-hidden="true" className="size-3.5" />
                        {location}
                      </p>
                    )}
                    <div className="mt-1.5 flex flex-wrap gap-1.5">
                      <ManufacturerStatusBadges isVerified={m.isVerified} isPremium={m.isPremium} />
                    </div>
                    <Reputation manufacturer={m} />
                  </td>
                  <td className="px-4 py-4 whitespace-nowrap">
                    <SqftPrice pricePaise={row.pricePaise} testId="row-price" />
                  </td>
                  <td className="px-4 py-4">
                    <span
                      data-testid="row-quality"
                      className={cn(
                        'inline-flex rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
                        QUALITY_BADGE[row.materialQuality] ?? 'border-stone-200 bg-stone-100 text-stone-700',
                      )}
                    >
                      {t(row.materialQuality || 'Standard')}
                    </span>
                  </td>
                  {/* D32: finish and thickness are what differ between offers of one variety; a
                      missing value shows as not given rather than as an invented default. */}
                  <td className="px-4 py-4 text-stone-700" data-testid="row-finish">
                    {row.finishType ?? '—'}
                  </td>
                  <td className="px-4 py-4 whitespace-nowrap text-stone-700" data-testid="row-thickness">
                    {row.thickness ?? '—'}
                  </td>
                  <td className="px-4 py-4 text-stone-700">{t(row.productType)}</td>
                  <td className="px-4 py-4">
                    <Badge variant={availabilityVariant(row.availabilityStatus)}>
                      {t(row.availabilityStatus)}
                    </Badge>
                  </td>
                  <td className="px-4 py-4">
                    <div className="flex justify-end gap-2">
                      {m.takesQuoteRequests ? (
                        <Button size="sm" onClick={() => onQuote(row)}>
                          <FileText aria-hidden="true" />
                          {t('Quote')}
                        </Button>
                      ) : (
                        // D31: left out of quote requests.
                        <p className="max-w-40 text-right text-xs text-stone-600">{t(NOT_TAKING_QUOTES)}</p>
                      )}
                      <Button variant="secondary" size="icon-sm" asChild>
                        <a
                          href={lp(`/product/${row.productId}`)}
                          target="_blank"
                          rel="noopener"
                          aria-label={t('Open {name} in a new tab', { name: row.name })}
                        >
                          <ExternalLink aria-hidden="true" />
                        </a>
                      </Button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** D26/D27 figures of a row's manufacturer, only where they exist. */
/** The price per sq.ft with its per sq.m figure (D13), as the table row and the phone card show it. */
function SqftPrice({ pricePaise, testId }: { pricePaise: number; testId: string }) {
  const locale = useLocale();
  return (
    <>
      <p className="text-base font-semibold text-granite-black tabular-nums" data-testid={testId}>
        {formatINR(pricePaise)}
        <span className="text-sm font-normal text-stone-600">/{unitLabel('sqft', locale)}</span>
      </p>
      <p className="text-xs text-stone-600 tabular-nums">
        {formatINR(perSqmPaise(pricePaise))}/{unitLabel('sqm', locale)}
      </p>
    </>
  );
}

function Reputation({ manufacturer: m }: { manufacturer: ComparisonRow['manufacturer'] }) {
  const t = useT();
  if (!m.rating && !m.responseStats) return null;
  return (
    <div className="mt-1 space-y-0.5">
      <RatingBadge rating={m.rating} className="text-xs" />
      {m.responseStats && (
        <p className="flex items-center gap-1 text-xs text-stone-600" data-testid="row-response">
          <Clock aria-hidden="true" className="size-3.5" />
          {t('{rate}% answered within 48 h', { rate: m.responseStats.responseRate })}
          {m.responseStats.medianReplyMinutes !== null &&
            ` · ${t('usually {time}', { time: formatReplyTime(m.responseStats.medianReplyMinutes) })}`}
        </p>
      )}
    </div>
  );
}

/**
 * Below md each row is a card (manufacturer, price, quality, status and the Quote button
 * in reach), instead of a table scrolling sideways with the Quote button off screen.
 */
function ComparisonCards({
  rows,
  highlightId,
  selected,
  onToggle,
  onQuote,
}: Pick<Props, 'rows' | 'highlightId' | 'selected' | 'onToggle' | 'onQuote'>) {
  const t = useT();
  const lp = useLocalePath();
  return (
    <ul className="divide-y divide-stone-200 md:hidden">
      {rows.map((row) => {
        const m = row.manufacturer;
        const name = m.businessName || t('Verified Manufacturer');
        const location = [m.city, m.state].filter(Boolean).join(', ');
        return (
          <li
            key={row.productId}
            data-testid="comparison-card"
            className={cn(
              'space-y-3 px-4 py-4',
              selected.has(row.productId) && 'bg-copper-50/60',
              row.productId === highlightId && 'outline-2 -outline-offset-2 outline-copper-200',
            )}
          >
            <div className="flex items-start gap-3">
              <input
                type="checkbox"
                aria-label={t('Select {name}, {product}', { name, product: row.name })}
                className="mt-1 size-4 shrink-0 accent-copper-700"
                checked={selected.has(row.productId)}
                disabled={!m.takesQuoteRequests}
                onChange={() => onToggle(row.productId)}
              />
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-granite-black">{name}</p>
                <p className="text-sm text-stone-700">{row.name}</p>
                {location && (
                  <p className="mt-0.5 flex items-center gap-1 text-xs text-stone-600">
                    <MapPin aria-hidden="true" className="size-3.5" />
                    {location}
                  </p>
                )}
                <Reputation manufacturer={m} />
              </div>
              <div className="shrink-0 text-right">
                <SqftPrice pricePaise={row.pricePaise} testId="card-price" />
              </div>
            </div>
            <div className="flex flex-wrap items-center gap-1.5 pl-7">
              <span
                className={cn(
                  'inline-flex rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
                  QUALITY_BADGE[row.materialQuality] ?? 'border-stone-200 bg-stone-100 text-stone-700',
                )}
              >
                {t(row.materialQuality || 'Standard')}
              </span>
              <Badge variant={availabilityVariant(row.availabilityStatus)}>{t(row.availabilityStatus)}</Badge>
              <ManufacturerStatusBadges isVerified={m.isVerified} isPremium={m.isPremium} />
            </div>
            <p className="pl-7 text-xs text-stone-600">
              {[row.finishType && t(row.finishType), row.thickness, t(row.productType)]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <div className="flex gap-2 pl-7">
              {m.takesQuoteRequests ? (
                <Button size="sm" className="flex-1" onClick={() => onQuote(row)}>
                  <FileText aria-hidden="true" />
                  {t('Quote')}
                </Button>
              ) : (
                // D31: left out of quote requests.
                <p className="flex-1 self-center text-xs text-stone-600">{t(NOT_TAKING_QUOTES)}</p>
              )}
              <Button variant="secondary" size="sm" asChild>
                <a
                  href={lp(`/product/${row.productId}`)}
                  target="_blank"
                  rel="noopener"
                  aria-label={t('Open {name} in a new tab', { name: row.name })}
                >
                  <ExternalLink aria-hidden="true" />
                  {t('View')}
                </a>
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
