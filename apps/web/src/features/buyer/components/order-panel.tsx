import {
  type BuyerQuoteItem,
  CreateReview,
  QUANTITY_UNIT_LABELS,
  REVIEW_MESSAGES,
  unitLabel,
} from '@granite/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { OrderDocuments } from '@/components/order-documents';
import { formatMoneyTrimmed } from '@/components/quote-lifecycle/format';
import { TaxChangeNotice } from '@/components/quote-lifecycle/tax-change-notice';
import { OrderTaxRows } from '@/components/quote-lifecycle/tax-split';
import { Stars } from '@/components/reviews/star-rating';
import { Button } from '@/components/ui/button';
import { Field, FormAlert, Textarea } from '@/components/ui/form-field';
import { OfferedSlabs } from '@/features/buyer/components/offered-slabs';
import { cn } from '@/lib/cn';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { msg, useLocale, useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useCreateReview } from '../api/quote-board';
import { AsLoaded } from './as-loaded';
import { OrderClaim } from './order-claim';
import { BuyerOrderMoney } from './order-money';
import { WhereToPay } from './where-to-pay';

const ORDER_LABEL: Record<string, string> = {
  pending: msg('Waiting for the manufacturer to confirm'),
  confirmed: msg('Confirmed'),
  shipped: msg('Shipped'),
  delivered: msg('Delivered'),
  cancelled: msg('Cancelled'),
};

/** D18: the order made from the accepted quote, its amounts and status; D26: the review once delivered. */
export function OrderPanel({ item }: { item: BuyerQuoteItem }) {
  const o = item.order!;
  const t = useT();
  const locale = useLocale();
  return (
    <div className="rounded-lg border border-stone-200 bg-stone-50 p-4" data-testid="order-panel">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-semibold">{t('Order #{id}', { id: o.id })}</h4>
        <span
          data-testid="order-status"
          className={cn(
            'rounded-full border px-2.5 py-0.5 text-xs font-medium',
            o.status === 'delivered'
              ? 'border-success-200 bg-success-50 text-success-800'
              : o.status === 'cancelled'
                ? 'border-stone-200 bg-stone-100 text-stone-700'
                : 'border-amber-200 bg-amber-50 text-amber-800',
          )}
        >
          {ORDER_LABEL[o.status] ? t(ORDER_LABEL[o.status]!) : o.status}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-stone-600">
          {/* D33: an order of slabs bills its slabs' sq.ft (two decimals), not the rounded quantity. */}
          {(o.billedSqft ?? o.quantitySqft).toLocaleString('en-IN')}{' '}
          {o.quantityUnit && o.quantityUnit !== 'SQF'
            ? QUANTITY_UNIT_LABELS[o.quantityUnit]
            : unitLabel('sqft', locale)}{' '}
          × {formatMoneyTrimmed(o.pricePaise, o.currency)}
        </dt>
        <dd className="text-right tabular-nums">{formatMoneyTrimmed(o.subtotalPaise, o.currency)}</dd>
        <dt className="text-stone-600">{o.exWorks ? t('Ex-works') : t('Freight')}</dt>
        <dd className="text-right tabular-nums">
          {o.exWorks ? '—' : formatMoneyTrimmed(o.freightPaise ?? 0, o.currency)}
        </dd>
        <OrderTaxRows order={o} />
        <dt className="font-semibold">{t('Landed total')}</dt>
        <dd className="text-right font-semibold tabular-nums">
          {formatMoneyTrimmed(o.totalPaise, o.currency)}
        </dd>
      </dl>
      <TaxChangeNotice order={o} />
      {o.sampleCitation && (
        <p className="mt-3 text-sm text-granite-black" data-testid="order-sample">
          {o.sampleCitation}
        </p>
      )}
      {o.slabs && o.slabs.length > 0 && (
        <OfferedSlabs
          slabs={o.slabs}
          billsOn={o.billsOn ?? 'usable'}
          billedSqft={o.billedSqft ?? o.slabs.reduce((sum, s) => sum + s.billedSqft, 0)}
          title={t('Slabs in this order')}
          headingLevel="h5"
          hold={{ kind: 'none' }}
          className="mt-4"
        />
      )}
      {/* D49: what the yard loaded, with the bundle photos; a replacement slab is accepted here. */}
      {o.slabs && o.slabs.length > 0 && o.status !== 'cancelled' && <AsLoaded orderId={o.id} />}
      <OrderDocuments orderId={o.id} status={o.status} reader="buyer" headingLevel="h5" className="mt-4" />
      {o.status !== 'cancelled' && <WhereToPay orderId={o.id} />}
      <BuyerOrderMoney order={o} />
      <OrderClaim order={o} />
      {/* D37: reviews open after receipt. */}
      {o.status === 'delivered' &&
        (o.receivedAt || o.receivedAt === undefined) &&
        (item.review ? (
          <p className="mt-4 flex items-center gap-2 text-sm" data-testid="my-review">
            {t('Your review:')}
            <Stars value={item.review.rating} />
          </p>
        ) : (
          <ReviewForm orderId={o.id} vendorName={o.vendorName} />
        ))}
    </div>
  );
}

/** No star chosen yet: said as the buyer acts, not as the schema's range check. */
export const RATING_REQUIRED = msg('Choose a rating from 1 to 5 stars');

/** D26: 1–5 stars and a text, once per delivered order. */
export function ReviewForm({
  orderId,
  vendorName: manufacturerName,
}: {
  orderId: number;
  vendorName: string;
}) {
  const create = useCreateReview(orderId);
  const t = useT();
  const [formError, setFormError] = useState<string | undefined>();
  const form = useForm({
    resolver: zodResolver(CreateReview),
    defaultValues: { rating: 0, body: '' },
  });
  const rating = Number(form.watch('rating'));
  const submit = form.handleSubmit((values) => {
    setFormError(undefined);
    create.mutate(values, {
      onSuccess: () => toast.success(t(REVIEW_MESSAGES.submitted)),
      onError: (err) => {
        if (!applyFieldErrors(err, form.setError, ['rating', 'body'])) setFormError(err.message);
      },
    });
  });
  const ratingError =
    form.formState.errors.rating && !(rating >= 1 && rating <= 5)
      ? t(RATING_REQUIRED)
      : form.formState.errors.rating?.message && t(form.formState.errors.rating.message);

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-4 space-y-3 border-t border-stone-200 pt-4"
      data-testid="review-form"
    >
      <h5 className="text-sm font-semibold">{t('Review {name}', { name: manufacturerName })}</h5>
      {formError && <FormAlert>{formError}</FormAlert>}
      <fieldset>
        <legend className="mb-1 text-sm font-medium">
          {t('Rating')}
          <span aria-hidden="true" className="ml-0.5 text-copper-700">
            *
          </span>
        </legend>
        <div className="flex gap-1" role="radiogroup" aria-label={t('Rating')}>
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="cursor-pointer rounded-md p-0.5 focus-within:outline-2 focus-within:outline-copper-700"
            >
              <input
                type="radio"
                value={n}
                className="sr-only"
                checked={rating === n}
                onChange={() => form.setValue('rating', n, { shouldValidate: true })}
                aria-label={t('{n, plural, one {# star} other {# stars}}', { n })}
              />
              <Star
                aria-hidden="true"
                className={cn('size-7', n <= rating ? 'fill-amber-400 text-amber-500' : 'text-stone-300')}
              />
            </label>
          ))}
        </div>
        {ratingError && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {ratingError}
          </p>
        )}
      </fieldset>
      <Field
        label={t('Your review')}
        required
        error={form.formState.errors.body?.message && t(form.formState.errors.body.message)}
      >
        {(control) => (
          <Textarea
            {...control}
            {...form.register('body')}
            placeholder={t('How were the stone, the packing and the delivery?')}
            maxLength={2000}
          />
        )}
      </Field>
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? t('Submitting...') : t('Submit review')}
      </Button>
    </form>
  );
}
