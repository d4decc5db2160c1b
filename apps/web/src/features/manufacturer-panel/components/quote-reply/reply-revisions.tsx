// D17, D33: every revision of the manufacturer's quote, newest first, each with the slabs it
// offers and whether they are still held for the buyer.
import type { QuoteReplyView } from '@granite/shared';
import { formatDay } from '@/components/quote-lifecycle/format';
import { ReplyCard } from '@/components/quote-lifecycle/reply-history';
import { type Locale, translate, useLocale, useT } from '@/lib/i18n';
import { OfferedSlabsList } from './offered-slabs-list';

/** What an offer's slabs are now: held until the validity day, sold with the order, or let go. */
export function offerNote(reply: QuoteReplyView, locale: Locale = 'en'): string {
  if (reply.status === 'current')
    return translate(locale, 'Held for this buyer until {date}', {
      date: formatDay(reply.validUntil, locale),
    });
  if (reply.status === 'accepted') return translate(locale, 'Sold to this buyer');
  return translate(locale, 'No longer held');
}

export function ReplyRevisions({ replies, empty }: { replies: QuoteReplyView[]; empty: string }) {
  const t = useT();
  const locale = useLocale();
  if (replies.length === 0) return <p className="text-sm text-stone-600">{empty}</p>;
  return (
    <ol className="space-y-3">
      {replies.map((reply, i) => (
        <li key={reply.id} className="space-y-2">
          <ReplyCard reply={reply} highlight={i === 0 && reply.status !== 'superseded'} />
          {reply.slabOffer && reply.slabOffer.slabs.length > 0 && (
            <OfferedSlabsList
              title={t('Slabs offered in revision {revision}', { revision: reply.revision })}
              slabs={reply.slabOffer.slabs}
              billsOn={reply.slabOffer.billsOn}
              billedSqft={reply.slabOffer.billedSqft}
              note={offerNote(reply, locale)}
            />
          )}
        </li>
      ))}
    </ol>
  );
}
