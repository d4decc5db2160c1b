// D39: a sample's steps with their dates, as both sides read them: requested → accepted (fee) →
// dispatched (courier, tracking) → received; or declined with the reason, or cancelled.
import type { Language, SampleView } from '@granite/shared';
import { Check, Circle, X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatINR } from '@/lib/format';
import { msg, translate, useLocale, useT } from '@/lib/i18n';

const stampFmt = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
// D40: Hindi months in full, Latin digits.
const hiStampFmt = new Intl.DateTimeFormat('hi-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  numberingSystem: 'latn',
});

type Step = { label: string; at: string | null; detail?: string; stop?: boolean };

export const feeText = (feePaise: number | null, language: Language = 'en') =>
  feePaise === null
    ? ''
    : feePaise === 0
      ? translate(language, 'Free')
      : language === 'en'
        ? `Fee ${formatINR(feePaise)}`
        : translate(language, 'Fee {amount}', { amount: formatINR(feePaise) });

export function sampleSteps(s: SampleView, language: Language = 'en'): Step[] {
  const steps: Step[] = [{ label: msg('Requested'), at: s.createdAt }];
  if (s.status === 'declined') {
    steps.push({
      label: msg('Declined'),
      at: s.declinedAt,
      detail: s.declineReason ?? undefined,
      stop: true,
    });
    return steps;
  }
  if (s.status === 'cancelled' && !s.acceptedAt) {
    steps.push({ label: msg('Cancelled'), at: s.cancelledAt, stop: true });
    return steps;
  }
  steps.push({
    label: msg('Accepted'),
    at: s.acceptedAt,
    detail: feeText(s.feePaise, language) || undefined,
  });
  if (s.status === 'cancelled') {
    steps.push({ label: msg('Cancelled'), at: s.cancelledAt, stop: true });
    return steps;
  }
  steps.push({
    label: msg('Dispatched'),
    at: s.dispatchedAt,
    detail: s.courier
      ? language === 'en'
        ? `${s.courier} · tracking ${s.trackingNumber}`
        : translate(language, '{courier} · tracking {number}', {
            courier: s.courier,
            number: s.trackingNumber,
          })
      : undefined,
  });
  steps.push({ label: msg('Received'), at: s.receivedAt });
  return steps;
}

export function SampleTimeline({ sample }: { sample: SampleView }) {
  const t = useT();
  const locale = useLocale();
  const steps = sampleSteps(sample, locale);
  return (
    <ol className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6" aria-label={t('Status')}>
      {steps.map((s) => {
        const done = Boolean(s.at);
        return (
          <li key={s.label} className="flex min-w-0 gap-2 text-sm">
            <span
              aria-hidden="true"
              className={cn(
                'mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full border',
                s.stop
                  ? 'border-stone-300 bg-stone-100 text-stone-600'
                  : done
                    ? 'border-success-700 bg-success-700 text-white'
                    : 'border-stone-300 bg-white text-stone-300',
              )}
            >
              {s.stop ? (
                <X className="size-3" />
              ) : done ? (
                <Check className="size-3" />
              ) : (
                <Circle className="size-2 fill-current" />
              )}
            </span>
            <div className="min-w-0">
              <p className={cn('font-medium', !done && 'text-stone-500')}>
                {t(s.label)}
                <span className="sr-only">{done ? t(' (done)') : t(' (not yet)')}</span>
              </p>
              {s.at && (
                <p className="text-xs text-stone-600">
                  {(locale === 'hi' ? hiStampFmt : stampFmt).format(new Date(s.at))}
                </p>
              )}
              {s.detail && <p className="text-xs break-words text-stone-600">{s.detail}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

export const SAMPLE_STATUS_LABELS: Record<SampleView['status'], string> = {
  requested: msg('Requested'),
  accepted: msg('Accepted'),
  declined: msg('Declined'),
  dispatched: msg('Dispatched'),
  received: msg('Received'),
  cancelled: msg('Cancelled'),
};

export const sampleTitle = (
  s: Pick<SampleView, 'id' | 'blockNumber' | 'lotNumber'>,
  language: Language = 'en',
) =>
  language === 'en'
    ? `Sample S-${s.id} · block ${s.blockNumber}${s.lotNumber ? ` (lot ${s.lotNumber})` : ''}`
    : s.lotNumber
      ? translate(language, 'Sample S-{id} · block {block} (lot {lot})', {
          id: s.id,
          block: s.blockNumber,
          lot: s.lotNumber,
        })
      : translate(language, 'Sample S-{id} · block {block}', { id: s.id, block: s.blockNumber });
