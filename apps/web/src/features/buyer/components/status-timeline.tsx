import type { BuyerQuoteItem, Language } from '@granite/shared';
import { Check, Circle, X } from 'lucide-react';
import { hindiDateTime } from '@/components/quote-lifecycle/format';
import { cn } from '@/lib/cn';
import { msg, translate, useLocale, useT } from '@/lib/i18n';

const stampFmt = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});
const stamp = (at: string, language: Language) =>
  language === 'hi' ? hindiDateTime(at, false) : stampFmt.format(new Date(at));

type Step = { label: string; at: string | null; detail?: string; tone?: 'done' | 'stop' | 'next' };

/** D17/D18: the request's steps with their times, the order's steps after an acceptance. */
export function timelineOf(item: BuyerQuoteItem, language: Language = 'en'): Step[] {
  const q = item.request;
  const o = item.order;
  const steps: Step[] = [{ label: msg('Requested'), at: q.createdAt }];
  if (q.status === 'closed' && !q.forwardedAt) {
    steps.push({ label: msg('Closed'), at: q.closedAt, detail: q.closeReason ?? undefined, tone: 'stop' });
    return steps;
  }
  steps.push({ label: msg('Forwarded to the manufacturer'), at: q.forwardedAt });
  const revisions = item.replies.length;
  steps.push({
    label: msg('Quote received'),
    at: q.respondedAt,
    detail:
      revisions > 1
        ? language === 'en'
          ? `${revisions} revisions, the newest on ${stamp(item.replies[0]!.createdAt, 'en')}`
          : translate(language, '{count} revisions, the newest on {when}', {
              count: revisions,
              when: stamp(item.replies[0]!.createdAt, language),
            })
        : undefined,
  });
  if (q.status === 'declined') {
    steps.push({ label: msg('You declined'), at: q.declinedAt, tone: 'stop' });
    return steps;
  }
  if (q.status === 'closed') {
    steps.push({ label: msg('Closed'), at: q.closedAt, detail: q.closeReason ?? undefined, tone: 'stop' });
    return steps;
  }
  // The buyer's step: named once it is taken (an accepted quote), an invitation before.
  steps.push({ label: q.acceptedAt ? msg('You accepted') : msg('Your decision'), at: q.acceptedAt });
  if (!o) return steps;
  steps.push({ label: msg('Order confirmed'), at: o.confirmedAt });
  if (o.status === 'cancelled') {
    steps.push({
      label: msg('Order cancelled'),
      at: o.cancelledAt,
      detail: o.cancelReason ?? undefined,
      tone: 'stop',
    });
    return steps;
  }
  steps.push({
    label: msg('Shipped'),
    at: o.shippedAt,
    detail: [o.transporter, o.lrNumber && `LR ${o.lrNumber}`].filter(Boolean).join(' · ') || undefined,
  });
  steps.push({ label: msg('Delivered'), at: o.deliveredAt });
  return steps;
}

export function StatusTimeline({ item }: { item: BuyerQuoteItem }) {
  const t = useT();
  const locale = useLocale();
  const steps = timelineOf(item, locale);
  const firstOpen = steps.findIndex((s) => !s.at);
  return (
    <div>
      <h4 className="mb-2 text-sm font-semibold">{t('Status')}</h4>
      <ol className="relative space-y-3" data-testid="status-timeline">
        {steps.map((s, i) => {
          const done = Boolean(s.at);
          const stop = s.tone === 'stop';
          return (
            <li key={s.label} className="relative flex gap-3 pl-0">
              {i < steps.length - 1 && (
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute top-6 left-[0.6875rem] h-[calc(100%-0.5rem)] w-px',
                    done ? 'bg-success-700/40' : 'bg-stone-200',
                  )}
                />
              )}
              <span
                aria-hidden="true"
                className={cn(
                  'relative z-[1] mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full border',
                  stop
                    ? 'border-stone-300 bg-stone-100 text-stone-600'
                    : done
                      ? 'border-success-700 bg-success-700 text-white'
                      : i === firstOpen
                        ? 'border-copper-700 bg-white text-copper-700'
                        : 'border-stone-300 bg-white text-stone-300',
                )}
              >
                {stop ? (
                  <X className="size-3.5" />
                ) : done ? (
                  <Check className="size-3.5" />
                ) : (
                  <Circle className="size-2 fill-current" />
                )}
              </span>
              <div className="min-w-0 text-sm">
                <p className={cn('font-medium', !done && 'text-stone-500')}>
                  {t(s.label)}
                  <span className="sr-only">{done ? t(' (done)') : t(' (not yet)')}</span>
                </p>
                {s.at && <p className="text-xs text-stone-600">{stamp(s.at, locale)}</p>}
                {s.detail && <p className="text-xs text-stone-600">{s.detail}</p>}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
