import type { InventorySlabView, SlabStatus } from '@granite/shared';
import { Link } from 'react-router';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { formatHoldDay } from '@/features/manufacturer-panel/lib/slab-format';

type Tone = NonNullable<BadgeProps['variant']>;

export const SLAB_STATUS_LABELS: Record<SlabStatus, string> = {
  available: 'Available',
  held: 'On hold',
  sold: 'Sold',
  dispatched: 'Dispatched',
};

const TONES: Record<SlabStatus, Tone> = {
  available: 'success',
  held: 'warning',
  sold: 'neutral',
  dispatched: 'dark',
};

type SlabStatusFields = Pick<InventorySlabView, 'status' | 'heldUntil' | 'heldForRequestId' | 'soldOutside'>;

/**
 * D32: where a slab stands. A held slab says until when and links to the quote request whose reply
 * holds it; a slab sold outside the platform says so.
 */
export function SlabStatusBadge({ slab }: { slab: SlabStatusFields }) {
  if (slab.status === 'held') {
    const label = slab.heldUntil ? `On hold until ${formatHoldDay(slab.heldUntil)}` : 'On hold';
    // Long enough to wrap in a phone's card rather than run past it.
    const badge = (
      <Badge variant="warning" className="whitespace-normal md:whitespace-nowrap">
        {label}
      </Badge>
    );
    return slab.heldForRequestId ? (
      <Link
        to={`/vendor/quotes/${slab.heldForRequestId}`}
        className="rounded-full focus-visible:outline-2 focus-visible:outline-copper-700"
        title={`Held for quote request #${slab.heldForRequestId}`}
      >
        {badge}
        <span className="sr-only"> (quote request #{slab.heldForRequestId})</span>
      </Link>
    ) : (
      badge
    );
  }
  if (slab.status === 'sold' && slab.soldOutside) return <Badge variant="neutral">Sold outside</Badge>;
  return <Badge variant={TONES[slab.status]}>{SLAB_STATUS_LABELS[slab.status]}</Badge>;
}
