// D39: the panel's "Samples": buyers' requests for samples of the manufacturer's lots, newest first,
// filtered by status in the address (?status=); accept with a fee, decline with a reason, dispatch
// with courier and tracking. The buyer's street address and mobile number show once accepted.
import {
  SAMPLE_LIFECYCLE,
  SAMPLE_STATUSES,
  type SampleStatus,
  type SampleView,
  stepsFrom,
} from '@granite/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { SAMPLE_STATUS_LABELS, SampleTimeline, sampleTitle } from '@/components/samples/sample-timeline';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { useManufacturerSamples } from '@/lib/api/samples';
import { useT } from '@/lib/i18n';
import { AnswerSampleDialog, type SampleAnswer } from '../components/answer-sample-dialog';

export function ManufacturerSamplesPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status') ?? '';
  const status = (SAMPLE_STATUSES as readonly string[]).includes(raw) ? (raw as SampleStatus) : '';
  const { data, isPending, isError, refetch } = useManufacturerSamples(status);
  const [answering, setAnswering] = useState<{ sample: SampleView; answer: SampleAnswer }>();
  const t = useT();

  return (
    <>
      <PageHeader
        title={t('Samples')}
        description={t(
          'Buyers ask for a sample of a lot before they order. Accept (free or with a fee) or decline with a reason, then dispatch it with the courier and tracking number; the buyer is told at each step.',
        )}
        variant="panel"
      />
      <div className="mt-6 max-w-xs">
        <label htmlFor="sample-status" className="block text-sm font-medium text-granite-black">
          {t('Status')}
        </label>
        <Select
          id="sample-status"
          className="mt-1.5"
          value={status}
          onChange={(e) => setParams(e.target.value ? { status: e.target.value } : {}, { replace: true })}
        >
          <option value="">{t('All samples')}</option>
          {SAMPLE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(SAMPLE_STATUS_LABELS[s])}
            </option>
          ))}
        </Select>
      </div>
      <div className="mt-6">
        {isPending ? (
          <p className="text-sm text-stone-600">{t('Loading...')}</p>
        ) : isError ? (
          <p className="flex flex-wrap items-center gap-3 text-sm text-red-700" role="alert">
            {t('The sample requests could not be loaded.')}
            <Button variant="secondary" onClick={() => void refetch()}>
              {t('Try again')}
            </Button>
          </p>
        ) : !data.items.length ? (
          <p className="py-10 text-center text-stone-600">
            {status
              ? t('No samples with the status “{status}”.', { status: t(SAMPLE_STATUS_LABELS[status]) })
              : t('No sample requests yet.')}
          </p>
        ) : (
          <ul className="space-y-4" aria-label={t('Sample requests')}>
            {data.items.map((s) => (
              <li key={s.id}>
                <ManufacturerSampleCard
                  sample={s}
                  onAnswer={(answer) => setAnswering({ sample: s, answer })}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      {answering && (
        <AnswerSampleDialog
          sample={answering.sample}
          answer={answering.answer}
          onClose={() => setAnswering(undefined)}
        />
      )}
    </>
  );
}

function ManufacturerSampleCard({
  sample: s,
  onAnswer,
}: {
  sample: SampleView;
  onAnswer: (answer: SampleAnswer) => void;
}) {
  const t = useT();
  // The manufacturer's buttons are the steps the sample's lifecycle gives it from the status (ADR 018).
  const steps = stepsFrom(SAMPLE_LIFECYCLE, s.status, 'manufacturer');
  return (
    <article
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-xs"
      aria-labelledby={`sample-${s.id}`}
      data-testid="sample"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`sample-${s.id}`} className="font-semibold text-granite-black">
            {s.productName}
          </h2>
          <p className="text-sm text-stone-600">{sampleTitle(s)}</p>
        </div>
        <Badge variant={s.status === 'requested' ? 'warning' : 'neutral'}>
          {t(SAMPLE_STATUS_LABELS[s.status])}
        </Badge>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-xs text-stone-500">{t('Send to')}</dt>
          <dd className="break-words text-granite-black">
            {s.contactName}
            {s.mobileNumber && ` · ${s.mobileNumber}`}
            <span className="block text-stone-700">
              {s.deliveryAddress ? `${s.deliveryAddress}, ` : ''}
              {s.deliveryCity} {s.deliveryPin}
            </span>
            {!s.deliveryAddress && (
              <span className="block text-xs text-stone-500">
                {t('The street address and mobile number show once you accept.')}
              </span>
            )}
          </dd>
        </div>
        {s.notes && (
          <div className="min-w-0">
            <dt className="text-xs text-stone-500">{t("Buyer's notes")}</dt>
            <dd className="break-words text-granite-black">{s.notes}</dd>
          </div>
        )}
      </dl>
      <div className="mt-3">
        <SampleTimeline sample={s} />
      </div>
      {steps.length > 0 && (
        <div className="mt-3 flex flex-wrap gap-2 border-t border-stone-100 pt-3">
          {steps.includes('accept') && <Button onClick={() => onAnswer('accept')}>{t('Accept')}</Button>}
          {steps.includes('decline') && (
            <Button variant="secondary" onClick={() => onAnswer('decline')}>
              {t('Decline')}
            </Button>
          )}
          {steps.includes('dispatch') && (
            <Button onClick={() => onAnswer('dispatch')}>{t('Dispatch')}</Button>
          )}
        </div>
      )}
    </article>
  );
}
