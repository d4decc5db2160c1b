import type { OrderStatus, QuoteReplyStatus, QuoteStatus } from '@granite/shared';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { msg, useT } from '@/lib/i18n';

type Tone = NonNullable<BadgeProps['variant']>;

const QUOTE: Record<QuoteStatus, { label: string; tone: Tone }> = {
  unconfirmed: { label: msg('E-mail not confirmed'), tone: 'neutral' },
  pending: { label: msg('Pending'), tone: 'warning' },
  forwarded: { label: msg('Forwarded'), tone: 'accent' },
  responded: { label: msg('Responded'), tone: 'success' },
  accepted: { label: msg('Accepted'), tone: 'dark' },
  declined: { label: msg('Declined'), tone: 'neutral' },
  closed: { label: msg('Closed'), tone: 'neutral' },
};

/** D17: a quote request's state, as the admin and the manufacturer see it. */
export function QuoteStatusBadge({ status, label }: { status: QuoteStatus; label?: string }) {
  const s = QUOTE[status];
  const t = useT();
  return (
    <Badge variant={s.tone} data-testid="quote-status">
      {label ?? t(s.label)}
    </Badge>
  );
}

const ORDER: Record<OrderStatus, { label: string; tone: Tone }> = {
  pending: { label: msg('Awaiting confirmation'), tone: 'warning' },
  confirmed: { label: msg('Confirmed'), tone: 'accent' },
  shipped: { label: msg('Shipped'), tone: 'accent' },
  delivered: { label: msg('Delivered'), tone: 'success' },
  cancelled: { label: msg('Cancelled'), tone: 'danger' },
};

/** D18: an order's state. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const s = ORDER[status];
  const t = useT();
  return (
    <Badge variant={s.tone} data-testid="order-status">
      {t(s.label)}
    </Badge>
  );
}

const REPLY: Record<QuoteReplyStatus, { label: string; tone: Tone }> = {
  current: { label: msg('Current'), tone: 'success' },
  superseded: { label: msg('Revised'), tone: 'neutral' },
  accepted: { label: msg('Accepted'), tone: 'dark' },
  declined: { label: msg('Declined'), tone: 'neutral' },
  expired: { label: msg('Expired'), tone: 'danger' },
  not_chosen: { label: msg('Not chosen'), tone: 'neutral' },
};

/** D17: one revision of a manufacturer's reply. */
export function ReplyStatusBadge({ status }: { status: QuoteReplyStatus }) {
  const s = REPLY[status];
  const t = useT();
  return <Badge variant={s.tone}>{t(s.label)}</Badge>;
}
