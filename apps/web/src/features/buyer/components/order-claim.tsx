// D37: a quality claim within 7 days of delivery (a description and up to 8 photos), and where the
// latest claim stands; the manufacturer answers in the order's thread.
import {
  CLAIM_OUTCOME_LABELS,
  CLAIM_PHOTOS_MAX,
  CreateClaim,
  type OrderView,
  RECEIPT_DAYS,
} from '@granite/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, FormAlert, Textarea } from '@/components/ui/form-field';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useRaiseClaim } from '../api/order-money';

const DAY_MS = 86_400_000;

export function OrderClaim({ order, now = Date.now() }: { order: OrderView; now?: number }) {
  const claim = order.claim ?? null;
  const t = useT();
  const withinWindow =
    order.status === 'delivered' &&
    order.deliveredAt !== null &&
    now - new Date(order.deliveredAt).getTime() <= RECEIPT_DAYS * DAY_MS;
  const canRaise = withinWindow && claim?.status !== 'open';
  if (!claim && !canRaise) return null;
  return (
    <section className="mt-4 space-y-3 border-t border-stone-200 pt-4" aria-labelledby={`claim-${order.id}`}>
      <h5 id={`claim-${order.id}`} className="text-sm font-semibold">
        {t('Quality claim')}
      </h5>
      {claim && (
        <div className="space-y-2 text-sm" data-testid="order-claim">
          <p>
            <span className="font-medium">{claim.status === 'open' ? t('Open:') : t('Closed:')}</span>{' '}
            {claim.description}
          </p>
          {claim.photos.length > 0 && (
            <ul className="flex flex-wrap gap-2">
              {claim.photos.map((p, i) => (
                <li key={p.id}>
                  <img
                    src={p.url}
                    alt={t('What the buyer found ({n})', { n: i + 1 })}
                    className="size-20 rounded-md object-cover"
                    loading="lazy"
                  />
                </li>
              ))}
            </ul>
          )}
          {claim.status === 'open' ? (
            <p className="text-stone-600">{t('The manufacturer answers in the messages of this quote.')}</p>
          ) : (
            <p>
              {t('Outcome: {outcome}.', {
                // D42: with the number of the credit note or replacement challan it issued.
                outcome: `${claim.outcome ? t(CLAIM_OUTCOME_LABELS[claim.outcome]) : ''}${claim.documentNumber ? ` (${claim.documentNumber})` : ''}`,
              })}{' '}
              {claim.outcomeNote}
            </p>
          )}
        </div>
      )}
      {canRaise && <ClaimForm orderId={order.id} />}
    </section>
  );
}

function ClaimForm({ orderId }: { orderId: number }) {
  const [open, setOpen] = useState(false);
  const [photos, setPhotos] = useState<File[]>([]);
  const [formError, setFormError] = useState<string | undefined>();
  const raise = useRaiseClaim(orderId);
  const form = useForm({ resolver: zodResolver(CreateClaim), defaultValues: { description: '' } });
  const t = useT();
  if (!open) {
    return (
      <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
        {t('Raise a quality claim')}
      </Button>
    );
  }
  const submit = form.handleSubmit((values) => {
    setFormError(undefined);
    raise.mutate(
      { ...values, photos },
      {
        onSuccess: () => {
          toast.success(t('Claim raised. The manufacturer and the marketplace were told.'));
          setOpen(false);
        },
        onError: (err) => {
          if (!applyFieldErrors(err, form.setError, ['description'])) setFormError(t(err.message));
        },
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label={t('Raise a quality claim')}>
      {formError && <FormAlert>{formError}</FormAlert>}
      <Field
        label={t('What is wrong?')}
        required
        error={form.formState.errors.description?.message && t(form.formState.errors.description.message)}
      >
        {(control) => (
          <Textarea
            {...control}
            {...form.register('description')}
            maxLength={2000}
            placeholder={t(
              'Which slabs, what you found (cracks, stains, thickness, polish) and what you ask for',
            )}
          />
        )}
      </Field>
      <Field label={t('Photos (up to {max})', { max: CLAIM_PHOTOS_MAX })} markOptional>
        {(control) => (
          <input
            {...control}
            type="file"
            accept="image/*"
            multiple
            className="block w-full text-sm"
            onChange={(e) => setPhotos(Array.from(e.target.files ?? []).slice(0, CLAIM_PHOTOS_MAX))}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={raise.isPending}>
          {raise.isPending ? t('Sending...') : t('Send claim')}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
          {t('Cancel')}
        </Button>
      </div>
    </form>
  );
}
