// D39: a sample's steps with their dates, as both sides read them: requested → accepted (fee) →
// dispatched (courier, tracking) → received; or declined with the reason, or cancelled.
import type { SampleView } from '@granite/shared';
import { Check, Circle, X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatINR } from '@/lib/format';

const stampFmt = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

type Step = { label: string; at: string | null; detail?: string; stop?: boolean };

export const feeText = (feePaise: number | null) =>
  feePaise === null ? '' : feePaise === 0 ? 'Free' : `Fee ${formatINR(feePaise)}`;

export function sampleSteps(s: SampleView): Step[] {
  const steps: Step[] = [{ label: 'Requested', at: s.createdAt }];
  if (s.status === 'declined') {
    steps.push({ label: 'Declined', at: s.declinedAt, detail: s.declineReason ?? undefined, stop: true });
    return steps;
  }
  if (s.status === 'cancelled' && !s.acceptedAt) {
    steps.push({ label: 'Cancelled', at: s.cancelledAt, stop: true });
    return steps;
  }
  steps.push({ label: 'Accepted', at: s.acceptedAt, detail: feeText(s.feePaise) || undefined });
  if (s.status === 'cancelled') {
    steps.push({ label: 'Cancelled', at: s.cancelledAt, stop: true });
    return steps;
  }
  steps.push({
    label: 'Dispatched',
    at: s.dispatchedAt,
    detail: s.courier ? `${s.courier} · tracking ${s.trackingNumber}` : undefined,
  });
  steps.push({ label: 'Received', at: s.receivedAt });
  return steps;
}

export function SampleTimeline({ sample }: { sample: SampleView }) {
  const steps = sampleSteps(sample);
  return (
    <ol className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6" aria-label="Status">
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
                {s.label}
                <span className="sr-only">{done ? ' (done)' : ' (not yet)'}</span>
              </p>
              {s.at && <p className="text-xs text-stone-600">{stampFmt.format(new Date(s.at))}</p>}
              {s.detail && <p className="text-xs break-words text-stone-600">{s.detail}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

export const SAMPLE_STATUS_LABELS: Record<SampleView['status'], string> = {
  requested: 'Requested',
  accepted: 'Accepted',
  declined: 'Declined',
  dispatched: 'Dispatched',
  received: 'Received',
  cancelled: 'Cancelled',
};

export const sampleTitle = (s: Pick<SampleView, 'id' | 'blockNumber' | 'lotNumber'>) =>
  `Sample S-${s.id} · block ${s.blockNumber}${s.lotNumber ? ` (lot ${s.lotNumber})` : ''}`;
