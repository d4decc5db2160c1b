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
import { toast } from '@/lib/toast';
import { useRaiseClaim } from '../api/order-money';

const DAY_MS = 86_400_000;

export function OrderClaim({ order, now = Date.now() }: { order: OrderView; now?: number }) {
  const claim = order.claim ?? null;
  const withinWindow =
    order.status === 'delivered' &&
    order.deliveredAt !== null &&
    now - new Date(order.deliveredAt).getTime() <= RECEIPT_DAYS * DAY_MS;
  const canRaise = withinWindow && claim?.status !== 'open';
  if (!claim && !canRaise) return null;
  return (
    <section className="mt-4 space-y-3 border-t border-stone-200 pt-4" aria-labelledby={`claim-${order.id}`}>
      <h5 id={`claim-${order.id}`} className="text-sm font-semibold">
        Quality claim
      </h5>
      {claim && (
        <div className="space-y-2 text-sm" data-testid="order-claim">
          <p>
            <span className="font-medium">{claim.status === 'open' ? 'Open' : 'Closed'}:</span>{' '}
            {claim.description}
          </p>
          {claim.photos.length > 0 && (
            <ul className="flex flex-wrap gap-2">
              {claim.photos.map((p, i) => (
                <li key={p.id}>
                  <img
                    src={p.url}
                    alt={`What the buyer found (${i + 1})`}
                    className="size-20 rounded-md object-cover"
                    loading="lazy"
                  />
                </li>
              ))}
            </ul>
          )}
          {claim.status === 'open' ? (
            <p className="text-stone-600">The manufacturer answers in the messages of this quote.</p>
          ) : (
            <p>
              Outcome: {claim.outcome ? CLAIM_OUTCOME_LABELS[claim.outcome] : ''}. {claim.outcomeNote}
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
  if (!open) {
    return (
      <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
        Raise a quality claim
      </Button>
    );
  }
  const submit = form.handleSubmit((values) => {
    setFormError(undefined);
    raise.mutate(
      { ...values, photos },
      {
        onSuccess: () => {
          toast.success('Claim raised. The manufacturer and the marketplace were told.');
          setOpen(false);
        },
        onError: (err) => {
          if (!applyFieldErrors(err, form.setError, ['description'])) setFormError(err.message);
        },
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Raise a quality claim">
      {formError && <FormAlert>{formError}</FormAlert>}
      <Field label="What is wrong?" required error={form.formState.errors.description?.message}>
        {(control) => (
          <Textarea
            {...control}
            {...form.register('description')}
            maxLength={2000}
            placeholder="Which slabs, what you found (cracks, stains, thickness, polish) and what you ask for"
          />
        )}
      </Field>
      <Field label={`Photos (up to ${CLAIM_PHOTOS_MAX})`} markOptional>
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
          {raise.isPending ? 'Sending...' : 'Send claim'}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
