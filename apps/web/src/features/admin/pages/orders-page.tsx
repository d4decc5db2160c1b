// D37: the admin's orders, those with an open quality claim or a disputed payment first; an admin
// steps in by closing a claim with an outcome and a note both sides receive.
import {
  CLAIM_LIFECYCLE,
  CLAIM_OUTCOME_LABELS,
  CLAIM_OUTCOMES,
  CloseClaim,
  canTake,
  type OrderClaimView,
  type OrderView,
} from '@granite/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { OrderMoneyFigures, PaymentList } from '@/components/order-money/order-money';
import { formatMoneyTrimmed } from '@/components/quote-lifecycle/format';
import { Button } from '@/components/ui/button';
import { Field, FormAlert, Select, Textarea } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { toast } from '@/lib/toast';
import { useAdminOrders, useCloseClaim } from '../api/admin-orders';

export function AdminOrdersPage() {
  const [page, setPage] = useState(1);
  const [attention, setAttention] = useState(false);
  const query = useAdminOrders(page, attention);
  const data = query.data;
  return (
    <>
      <PageHeader
        title="Orders"
        description="Orders with an open quality claim or a disputed payment come first."
        variant="panel"
      />
      <div className="mt-6 space-y-4">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={attention}
            onChange={(e) => {
              setAttention(e.target.checked);
              setPage(1);
            }}
          />
          Only orders with an open claim or a disputed payment
        </label>
        {query.isError && (
          <div className="flex flex-wrap items-center gap-2">
            <FormAlert>The orders could not be loaded.</FormAlert>
            <Button type="button" variant="secondary" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        )}
        {query.isPending && <p className="text-sm text-stone-600">Loading orders...</p>}
        {data && data.items.length === 0 && <p className="text-sm text-stone-600">No orders to show.</p>}
        <ul className="space-y-4">
          {data?.items.map((o) => (
            <li key={o.id}>
              <AdminOrderCard order={o} />
            </li>
          ))}
        </ul>
        {data && data.totalPages > 1 && (
          <nav aria-label="Pages" className="flex items-center justify-between gap-2 text-sm">
            <Button type="button" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <span>
              Page {page} of {data.totalPages}
            </span>
            <Button
              type="button"
              variant="secondary"
              disabled={page >= data.totalPages}
              onClick={() => setPage(page + 1)}
            >
              Next
            </Button>
          </nav>
        )}
      </div>
    </>
  );
}

function AdminOrderCard({ order: o }: { order: OrderView }) {
  const disputed = (o.payments ?? []).some((p) => p.status === 'disputed');
  const openClaim = o.claim ? canTake(CLAIM_LIFECYCLE, 'close', o.claim.status) : false;
  return (
    <article className="rounded-lg border border-stone-200 bg-white p-4" data-testid={`admin-order-${o.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-base font-semibold">
            #{o.id} · {o.productName}
          </h2>
          <p className="text-sm text-stone-600">
            {o.vendorName} → {o.customerName} · {o.status} · {formatMoneyTrimmed(o.totalPaise, o.currency)}
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          {openClaim && (
            <span className="rounded-full border border-red-200 bg-red-50 px-2.5 py-0.5 text-xs font-medium text-red-800">
              Open claim
            </span>
          )}
          {disputed && (
            <span className="rounded-full border border-amber-200 bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-800">
              Disputed payment
            </span>
          )}
        </div>
      </div>
      {o.money && (
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-medium">Payments</summary>
          <OrderMoneyFigures money={o.money} className="mt-2" />
          <div className="mt-2">
            <PaymentList payments={o.payments ?? []} />
          </div>
        </details>
      )}
      {o.claim && <ClaimBlock orderId={o.id} claim={o.claim} />}
    </article>
  );
}

function ClaimBlock({ orderId, claim }: { orderId: number; claim: OrderClaimView }) {
  const close = useCloseClaim();
  const [formError, setFormError] = useState<string | undefined>();
  const form = useForm({
    resolver: zodResolver(CloseClaim),
    defaultValues: { outcome: 'resolved', note: '' } as CloseClaim,
  });
  const submit = form.handleSubmit((values) => {
    setFormError(undefined);
    close.mutate(
      { orderId, claimId: claim.id, ...(values as CloseClaim) },
      {
        onSuccess: () => toast.success('Claim closed; both sides were told.'),
        onError: (err) => {
          if (!applyFieldErrors(err, form.setError, ['outcome', 'note'])) setFormError(err.message);
        },
      },
    );
  });
  return (
    <section
      className="mt-3 space-y-2 border-t border-stone-200 pt-3 text-sm"
      aria-label={`Quality claim on order #${orderId}`}
    >
      <h3 className="font-semibold">Quality claim ({claim.status})</h3>
      <p>{claim.description}</p>
      {claim.photos.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {claim.photos.map((p, i) => (
            <li key={p.id}>
              <a href={p.url} target="_blank" rel="noreferrer">
                <img
                  src={p.url}
                  alt={`What the buyer found (${i + 1})`}
                  className="size-20 rounded-md object-cover"
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {claim.status === 'closed' ? (
        <p>
          Outcome: {claim.outcome ? CLAIM_OUTCOME_LABELS[claim.outcome] : ''}. {claim.outcomeNote}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-3" aria-label="Close the claim">
          {formError && <FormAlert>{formError}</FormAlert>}
          <Field label="Outcome" required error={form.formState.errors.outcome?.message}>
            {(control) => (
              <Select {...control} {...form.register('outcome')}>
                {CLAIM_OUTCOMES.map((o) => (
                  <option key={o} value={o}>
                    {CLAIM_OUTCOME_LABELS[o]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Note for both sides" required error={form.formState.errors.note?.message}>
            {(control) => <Textarea {...control} {...form.register('note')} maxLength={1000} />}
          </Field>
          <Button type="submit" disabled={close.isPending}>
            {close.isPending ? 'Closing...' : 'Close claim'}
          </Button>
        </form>
      )}
    </section>
  );
}
