import type { ContactMessageStatus } from '@granite/shared';
import { Badge } from '@/components/ui/badge';

export const CONTACT_STATUS_LABELS: Record<ContactMessageStatus, string> = {
  new: 'New',
  read: 'Read',
  replied: 'Replied',
  handled: 'Handled',
};

const VARIANT = { new: 'accent', read: 'neutral', replied: 'success', handled: 'neutral' } as const;

export function ContactStatusBadge({ status }: { status: ContactMessageStatus }) {
  return <Badge variant={VARIANT[status]}>{CONTACT_STATUS_LABELS[status]}</Badge>;
}
