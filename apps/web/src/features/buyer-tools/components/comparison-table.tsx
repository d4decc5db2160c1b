import { type ComparisonRow, formatINR, perSqmPaise } from '@granite/shared';
import { ArrowUpDown, ExternalLink, FileText, MapPin } from 'lucide-react';
import { ManufacturerStatusBadges } from '@/components/manufacturer-status-badges';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** Spec 2.9: Export Quality green, Premium blue, Semi-Premium yellow, others grey. */
const QUALITY_BADGE: Record<string, string> = {
  'Export Quality': 'border-success-200 bg-success-50 text-success-800',
  Premium: 'border-blue-200 bg-blue-50 text-blue-800',
  'Semi-Premium': 'border-amber-200 bg-amber-50 text-amber-800',
};

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
  const all = rows.length > 0 && rows.every((r) => selected.has(r.productId));
  const some = !all && rows.some((r) => selected.has(r.productId));
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[56rem] text-left text-sm">
        <thead className="bg-stone-50 text-xs tracking-wide text-stone-600 uppercase">
          <tr>
            <th scope="col" className="w-10 px-4 py-3">
              <input
                type="checkbox"
                aria-label="Select all manufacturers"
                className="size-4 accent-copper-700"
                checked={all}
                ref={(el) => {
                  if (el) el.indeterminate = some;
                }}
                onChange={onToggleAll}
              />
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Manufacturer
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              <button
                type="button"
                onClick={onSortByPrice}
                className="inline-flex items-center gap-1 uppercase hover:text-granite-black"
              >
                Price
                <ArrowUpDown aria-hidden="true" className="size-3.5" />
              </button>
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Quality
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Specifications
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Status
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Action
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {rows.map((row) => {
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
                    aria-label={`Select ${m.businessName || 'Verified Manufacturer'}, ${row.name}`}
                    className="size-4 accent-copper-700"
                    checked={selected.has(row.productId)}
                    onChange={() => onToggle(row.productId)}
                  />
                </td>
                <td className="px-4 py-4">
                  <p className="font-semibold text-granite-black">
                    {m.businessName || 'Verified Manufacturer'}
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
                </td>
                <td className="px-4 py-4 whitespace-nowrap">
                  <p
                    className="text-base font-semibold text-granite-black tabular-nums"
                    data-testid="row-price"
                  >
                    {formatINR(row.pricePaise)}
                    <span className="text-sm font-normal text-stone-600">/sq.ft</span>
                  </p>
                  <p className="text-xs text-stone-600 tabular-nums">
                    {formatINR(perSqmPaise(row.pricePaise))}/sq.m
                  </p>
                </td>
                <td className="px-4 py-4">
                  <span
                    data-testid="row-quality"
                    className={cn(
                      'inline-flex rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
                      QUALITY_BADGE[row.materialQuality] ?? 'border-stone-200 bg-stone-100 text-stone-700',
                    )}
                  >
                    {row.materialQuality || 'Standard'}
                  </span>
                </td>
                <td className="px-4 py-4 text-stone-700">
                  <p>Thickness: {row.thickness ?? '15-20mm'}</p>
                  <p>Finish: {row.finishType ?? 'Polished'}</p>
                  <p>Type: {row.productType ?? 'Slab'}</p>
                </td>
                <td className="px-4 py-4">
                  <Badge variant={availabilityVariant(row.availabilityStatus)}>
                    {row.availabilityStatus}
                  </Badge>
                </td>
                <td className="px-4 py-4">
                  <div className="flex justify-end gap-2">
                    <Button size="sm" onClick={() => onQuote(row)}>
                      <FileText aria-hidden="true" />
                      Quote
                    </Button>
                    <Button variant="secondary" size="icon-sm" asChild>
                      <a
                        href={`/product/${row.productId}`}
                        target="_blank"
                        rel="noopener"
                        aria-label={`Open ${row.name} in a new tab`}
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
  );
}
