import type { ResponseStats } from '@granite/shared';
import { Clock } from 'lucide-react';
import { useState } from 'react';
import { RatingBadge, Stars } from '@/components/reviews/star-rating';
import { Button } from '@/components/ui/button';
import { formatCount, formatMonthYear, formatReplyTimeIn } from '@/lib/format';
import { type Locale, translate, useLocale, useT } from '@/lib/i18n';
import { useManufacturerReputation, useManufacturerReviews } from '../api/manufacturers';

/** D27 as a sentence: '92% of requests answered within 48 h · usually replies in 5 h'. */
export function responseLine(stats: ResponseStats, locale: Locale = 'en'): string {
  const median =
    stats.medianReplyMinutes === null
      ? ''
      : ` · ${translate(locale, 'usually replies in {time}', { time: formatReplyTimeIn(stats.medianReplyMinutes, locale) })}`;
  return `${translate(locale, '{rate}% of requests answered within 48 h', { rate: stats.responseRate })}${median}`;
}

/**
 * The profile banner's figures: the average of visible reviews with their count (D14/D26: nothing
 * without one) and the response statistics once there were 5 forwarded requests in 90 days (D27).
 */
export function ManufacturerReputation({ id }: { id: number }) {
  const locale = useLocale();
  const rep = useManufacturerReputation(id).data?.items[0];
  if (!rep || (!rep.rating && !rep.responseStats)) return null;
  return (
    <div
      className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-stone-200"
      data-testid="manufacturer-reputation"
    >
      {rep.rating && (
        <a href="#reviews" className="rounded-sm hover:underline">
          <RatingBadge rating={rep.rating} tone="inverse" />
        </a>
      )}
      {rep.responseStats && (
        <span className="inline-flex items-center gap-1.5" data-testid="response-stats">
          <Clock aria-hidden="true" className="size-4 text-stone-400" />
          {responseLine(rep.responseStats, locale)}
        </span>
      )}
    </div>
  );
}

/** D26: buyers' reviews after delivery with the manufacturer's reply; absent without reviews. */
export function ManufacturerReviews({ id }: { id: number }) {
  const t = useT();
  const locale = useLocale();
  const [pageSize, setPageSize] = useState(5);
  const { data, isPlaceholderData } = useManufacturerReviews(id, pageSize);
  if (!data || data.total === 0) return null;
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="mt-12 scroll-mt-24">
      <h2 id="reviews-heading" className="text-2xl font-semibold">
        {t('Reviews')} <span className="text-stone-500 tabular-nums">({formatCount(data.total)})</span>
      </h2>
      <ul className={isPlaceholderData ? 'mt-6 space-y-4 opacity-60' : 'mt-6 space-y-4'}>
        {data.items.map((r) => (
          <li key={r.id} className="rounded-lg border border-stone-200 bg-white p-5" data-testid="review">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Stars value={r.rating} />
              <span className="text-xs text-stone-500">
                {r.reviewerName} · {r.productName} · {formatMonthYear(r.createdAt, locale)}
              </span>
            </div>
            <p className="mt-2 text-stone-800">{r.body}</p>
            {r.vendorReply && (
              <div className="mt-3 border-l-2 border-copper-200 pl-3 text-sm text-stone-700">
                <p className="font-medium text-granite-black">{t('Reply from the manufacturer')}</p>
                <p className="mt-0.5">{r.vendorReply}</p>
              </div>
            )}
          </li>
        ))}
      </ul>
      {data.total > data.items.length && (
        <Button variant="secondary" className="mt-4" onClick={() => setPageSize((n) => n + 10)}>
          {t('Show more reviews')}
        </Button>
      )}
    </section>
  );
}
