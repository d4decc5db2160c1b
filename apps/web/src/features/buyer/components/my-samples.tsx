// D39: the buyer's dashboard tab "Samples": each sample with its steps, the courier and tracking
// number once dispatched, "Mark as received", "Cancel" before dispatch, and "Request a quote citing
// this sample" once it is on its way or arrived.
import { SAMPLE_LIFECYCLE, type SampleView, sampleCitation, stepsFrom } from '@granite/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { QuoteRequestDialog } from '@/components/quote-request-dialog';
import { SAMPLE_STATUS_LABELS, SampleTimeline, sampleTitle } from '@/components/samples/sample-timeline';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api';
import { useMySamples, useSampleStep } from '@/lib/api/samples';
import { useLocale, useLocalePath, useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';

export function MySamples() {
  const { data, isPending, isError, refetch } = useMySamples();
  const t = useT();
  const lp = useLocalePath();
  if (isPending) return <p className="text-sm text-stone-600">{t('Loading...')}</p>;
  if (isError)
    return (
      <p className="flex flex-wrap items-center gap-3 text-sm text-red-700" role="alert">
        {t('Your samples could not be loaded.')}
        <Button variant="secondary" onClick={() => void refetch()}>
          {t('Try again')}
        </Button>
      </p>
    );
  if (!data.items.length)
    return (
      <p className="py-10 text-center text-stone-600">
        {t(
          "No samples yet. Open a product's lots and choose Request a sample to see the stone before you order.",
        )}{' '}
        <Link to={lp('/products')} className="text-copper-800 underline">
          {t('Browse products')}
        </Link>
      </p>
    );
  return (
    <ul className="space-y-4" aria-label={t('My samples')}>
      {data.items.map((s) => (
        <li key={s.id}>
          <SampleCard sample={s} />
        </li>
      ))}
    </ul>
  );
}

function SampleCard({ sample: s }: { sample: SampleView }) {
  const step = useSampleStep(s.id);
  const [quoteOpen, setQuoteOpen] = useState(false);
  const t = useT();
  const locale = useLocale();
  const act = (which: 'received' | 'cancel', done: string) =>
    step.mutate(
      { side: 'buyer', step: which },
      {
        onSuccess: () => toast.success(t(done)),
        onError: (e) => toast.error(isApiError(e) ? t(e.message) : t('Please try again.')),
      },
    );
  const citable = (s.status === 'dispatched' || s.status === 'received') && s.productId !== null;
  // The buyer's buttons are the steps the sample's lifecycle gives the buyer from its status (ADR 018).
  const steps = stepsFrom(SAMPLE_LIFECYCLE, s.status, 'buyer');
  return (
    <article
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-xs"
      aria-labelledby={`sample-${s.id}`}
      data-testid="sample"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`sample-${s.id}`} className="font-semibold text-granite-black">
            {s.productName}
          </h3>
          <p className="text-sm text-stone-600">
            {sampleTitle(s, locale)}
            {s.vendorName && ` · ${s.vendorName}`}
          </p>
        </div>
        <Badge variant={s.status === 'declined' || s.status === 'cancelled' ? 'neutral' : 'accent'}>
          {t(SAMPLE_STATUS_LABELS[s.status])}
        </Badge>
      </div>
      <div className="mt-3">
        <SampleTimeline sample={s} />
      </div>
      <p className="mt-3 text-xs break-words text-stone-600">
        {t('To {name}, {address}', {
          name: s.contactName,
          address: `${s.deliveryAddress}, ${s.deliveryCity} ${s.deliveryPin}`,
        })}
      </p>
      {(steps.length > 0 || citable) && (
        <div className="mt-3 flex flex-wrap gap-2 border-t border-stone-100 pt-3">
          {steps.includes('receive') && (
            <Button disabled={step.isPending} onClick={() => act('received', 'Sample marked as received')}>
              {t('Mark as received')}
            </Button>
          )}
          {citable && (
            <Button variant="secondary" onClick={() => setQuoteOpen(true)}>
              {t('Request a quote citing this sample')}
            </Button>
          )}
          {steps.includes('cancel') && (
            <Button
              variant="secondary"
              disabled={step.isPending}
              onClick={() => act('cancel', 'Sample request cancelled')}
            >
              {t('Cancel request')}
            </Button>
          )}
        </div>
      )}
      {citable && (
        <QuoteRequestDialog
          open={quoteOpen}
          onOpenChange={setQuoteOpen}
          target={{
            kind: 'single',
            product: { id: s.productId!, name: s.productName, vendorName: s.vendorName ?? '' },
            sample: { id: s.id, citation: sampleCitation(s) },
          }}
        />
      )}
    </article>
  );
}
