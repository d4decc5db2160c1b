import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

/** One figure of the manufacturer's dashboard or analytics: label, value, what it counts. */
export function StatTile({
  icon: Icon,
  label,
  value,
  note,
  loading,
  className,
}: {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  note?: ReactNode;
  loading?: boolean;
  className?: string;
}) {
  return (
    <div
      className={cn(
        // min-w-0: a long figure (₹10,62,000 in a phone's half-width tile) wraps inside the tile
        // instead of widening the grid and the page.
        'flex min-w-0 flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4 sm:p-5',
        className,
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-medium text-stone-600">{label}</p>
        <Icon aria-hidden="true" className="size-4 shrink-0 text-copper-700" />
      </div>
      {loading ? (
        <Skeleton className="h-8 w-20" />
      ) : (
        <p className="text-xl font-semibold tracking-tight text-granite-black tabular-nums [overflow-wrap:anywhere] sm:text-3xl">
          {value}
        </p>
      )}
      {note && <p className="text-xs text-stone-500">{note}</p>}
    </div>
  );
}
