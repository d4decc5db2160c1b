import type { InventoryList } from '@granite/shared';
import { CircleCheck, Clock, PackageCheck } from 'lucide-react';
import { StatTile } from '@/features/manufacturer-panel/components/stat-tile';
import { formatSqft } from '@/features/manufacturer-panel/lib/slab-format';
import { formatCount } from '@/lib/format';

const slabs = (n: number) => `${formatCount(n)} ${n === 1 ? 'slab' : 'slabs'}`;

/** Usable sq.ft available, on hold and sold, for the filters in force (D32). */
export function InventoryTotals({ totals }: { totals: InventoryList['totals'] | undefined }) {
  const loading = totals === undefined;
  return (
    <section aria-label="Totals" className="grid gap-3 sm:grid-cols-3">
      <StatTile
        icon={CircleCheck}
        label="Available"
        value={totals ? formatSqft(totals.availableSqft) : ''}
        note={totals ? `${slabs(totals.availableSlabs)} buyers can ask for` : undefined}
        loading={loading}
      />
      <StatTile
        icon={Clock}
        label="On hold"
        value={totals ? formatSqft(totals.heldSqft) : ''}
        note={totals ? `${slabs(totals.heldSlabs)} offered in your quotes` : undefined}
        loading={loading}
      />
      <StatTile
        icon={PackageCheck}
        label="Sold"
        value={totals ? formatSqft(totals.soldSqft) : ''}
        note={totals ? `${slabs(totals.soldSlabs)} sold or dispatched` : undefined}
        loading={loading}
      />
    </section>
  );
}
