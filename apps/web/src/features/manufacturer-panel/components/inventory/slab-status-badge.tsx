import type { InventorySlabView, SlabStatus } from '@granite/shared';
import { Link } from 'react-router';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { formatHoldDay } from '@/features/manufacturer-panel/lib/slab-format';
import { msg, useLocale, useLocalePath, useT } from '@/lib/i18n';

type Tone = NonNullable<BadgeProps['variant']>;

export const SLAB_STATUS_LABELS: Record<SlabStatus, string> = {
  available: msg('Available'),
  held: msg('On hold'),
  sold: msg('Sold'),
  dispatched: msg('Dispatched'),
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
  const t = useT();
  const lp = useLocalePath();
  const locale = useLocale();
  if (slab.status === 'held') {
    const label = slab.heldUntil
      ? t('On hold until {date}', { date: formatHoldDay(slab.heldUntil, locale) })
      : t('On hold');
    // Long enough to wrap in a phone's card rather than run past it.
    const badge = (
      <Badge variant="warning" className="whitespace-normal md:whitespace-nowrap">
        {label}
      </Badge>
    );
    return slab.heldForRequestId ? (
      <Link
        to={lp(`/vendor/quotes/${slab.heldForRequestId}`)}
        className="rounded-full focus-visible:outline-2 focus-visible:outline-copper-700"
        title={t('Held for quote request #{id}', { id: slab.heldForRequestId })}
      >
        {badge}
        <span className="sr-only"> ({t('quote request #{id}', { id: slab.heldForRequestId })})</span>
      </Link>
    ) : (
      badge
    );
  }
  if (slab.status === 'sold' && slab.soldOutside) return <Badge variant="neutral">{t('Sold outside')}</Badge>;
  return <Badge variant={TONES[slab.status]}>{t(SLAB_STATUS_LABELS[slab.status])}</Badge>;
}
