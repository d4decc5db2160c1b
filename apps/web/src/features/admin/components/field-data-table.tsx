// Field data (phones first): the 75th percentile of what real visitors' browsers measured, per page
// type, over the last 7 or 28 days, rated with the Core Web Vitals thresholds.
import type { AdminVitals, VitalsPageType } from '@granite/shared';
import { useState } from 'react';
import { ListLoadError } from '@/components/page-status';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format';
import { useAdminVitals } from '../api/admin-vitals';

const PAGE_NAMES: Record<VitalsPageType, string> = {
  home: 'Home',
  products: 'All products',
  search: 'Search results',
  category: 'Category',
  product: 'Product',
  manufacturers: 'Manufacturers',
  manufacturer: 'Manufacturer profile',
  comparison: 'Compare prices',
  other: 'Other pages',
};

type Rating = 'good' | 'needs-improvement' | 'poor';
/** web.dev's thresholds: good up to the first, poor above the second. */
const THRESHOLDS = { lcp: [2500, 4000], inp: [200, 500], cls: [0.1, 0.25] } as const;

export function rate(metric: keyof typeof THRESHOLDS, value: number): Rating {
  const [good, poor] = THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

const RATING_TEXT: Record<Rating, string> = {
  good: 'good',
  'needs-improvement': 'needs improvement',
  poor: 'poor',
};
const RATING_CLASS: Record<Rating, string> = {
  good: 'text-emerald-700',
  'needs-improvement': 'text-amber-700',
  poor: 'text-red-700',
};

function Figure({ metric, value }: { metric: keyof typeof THRESHOLDS; value: number | null }) {
  if (value === null) return <span className="text-stone-600">—</span>;
  const rating = rate(metric, value);
  const shown = metric === 'cls' ? value.toFixed(2) : `${(value / 1000).toFixed(2)} s`;
  return (
    <span className={cn('font-medium tabular-nums', RATING_CLASS[rating])}>
      {metric === 'inp' ? `${formatCount(value)} ms` : shown}
      <span className="sr-only"> ({RATING_TEXT[rating]})</span>
    </span>
  );
}

export function FieldDataTable() {
  const [days, setDays] = useState<7 | 28>(28);
  const vitals = useAdminVitals(days);
  const rows: AdminVitals['rows'] = vitals.data?.rows.filter((r) => r.samples > 0) ?? [];
  return (
    <section aria-labelledby="field-data-heading" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="field-data-heading" className="text-lg font-semibold">
            Real visitors’ speed
          </h2>
          <p className="text-sm text-stone-600">
            75th percentile of what visitors’ browsers measured on each kind of storefront page.
          </p>
        </div>
        <fieldset className="flex gap-1">
          <legend className="sr-only">Period</legend>
          {([7, 28] as const).map((d) => (
            <Button
              key={d}
              size="sm"
              variant={d === days ? 'dark' : 'secondary'}
              aria-pressed={d === days}
              onClick={() => setDays(d)}
            >
              Last {d} days
            </Button>
          ))}
        </fieldset>
      </div>
      {vitals.isError ? (
        <ListLoadError subject="The visitors’ figures" onRetry={() => vitals.refetch()} />
      ) : vitals.isPending ? (
        <p className="text-sm text-stone-600">Loading…</p>
      ) : rows.length === 0 ? (
        <p className="rounded-md border border-dashed p-4 text-sm text-stone-600">
          No visitor has sent figures in the last {days} days.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full text-sm">
            <caption className="sr-only">Real visitors’ speed, last {days} days</caption>
            <thead className="bg-stone-100 text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Page
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  <abbr title="Largest Contentful Paint">LCP</abbr>
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  <abbr title="Interaction to Next Paint">INP</abbr>
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  <abbr title="Cumulative Layout Shift">CLS</abbr>
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Figures
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.page} className="border-t">
                  <th scope="row" className="px-3 py-2 text-left font-normal">
                    {PAGE_NAMES[r.page]}
                  </th>
                  <td className="px-3 py-2 text-right">
                    <Figure metric="lcp" value={r.lcpMs} />
                  </td>
                  <td className="px-3 py-2 text-right">
                    <Figure metric="inp" value={r.inpMs} />
                  </td>
                  <td className="px-3 py-2 text-right">
                    <Figure metric="cls" value={r.cls} />
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatCount(r.samples)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
