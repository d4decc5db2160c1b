// D37: the admin's orders, those with an open quality claim or a disputed payment first; an admin
// steps in by closing a claim with an outcome and a note both sides receive. D42: the outcome does
// something — a credit note for a value (refund, lower price) or for slabs of the order returned, a
// replacement challan for available slabs of the product — and the order's documents list it. D45: a
// disputed payment the buyer answered and the manufacturer left for 7 days is decided here.
import {
  ADMIN_PAYMENT_DECISIONS,
  AdminPaymentDecision,
  CLAIM_CLOSING_LABELS,
  CLAIM_CLOSING_OUTCOMES,
  CLAIM_LIFECYCLE,
  CLAIM_OUTCOME_LABELS,
  CloseClaim,
  CREDIT_NOTE_BASES,
  CREDIT_NOTE_BASIS_LABELS,
  canTake,
  type OrderClaimView,
  type OrderPaymentView,
  type OrderView,
} from '@granite/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { OrderDocuments } from '@/components/order-documents';
import { OrderMoneyFigures, PaymentList } from '@/components/order-money/order-money';
import { formatMoneyTrimmed } from '@/components/quote-lifecycle/format';
import { Button } from '@/components/ui/button';
import { Field, FormAlert, FormField, Select, Textarea } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { toast } from '@/lib/toast';
import {
  useAdminOrders,
  useAdminPaymentDecision,
  useAvailableSlabs,
  useCloseClaim,
} from '../api/admin-orders';

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
  const disputed = (o.payments ?? []).some((p) => p.status === 'disputed' || p.status === 'answered');
  const answered = (o.payments ?? []).some((p) => p.status === 'answered');
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
        <details className="mt-3" open={answered}>
          <summary className="cursor-pointer text-sm font-medium">Payments</summary>
          <OrderMoneyFigures money={o.money} className="mt-2" />
          <div className="mt-2">
            <PaymentList
              payments={o.payments ?? []}
              side="admin"
              currency={o.money.currency}
              fileHref={(p) => `/api/v1/admin/orders/${o.id}/payments/${p.id}/answer-file`}
              actions={(p) => <PaymentDecision orderId={o.id} payment={p} />}
            />
          </div>
        </details>
      )}
      {o.claim && <ClaimBlock order={o} claim={o.claim} />}
      {o.status !== 'pending' && (
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-medium">Documents</summary>
          <OrderDocuments orderId={o.id} status={o.status} reader="admin" className="mt-2" />
        </details>
      )}
    </article>
  );
}

/** D45: the admin's decision on an answered dispute, once the manufacturer has had its 7 days. */
function PaymentDecision({ orderId, payment }: { orderId: number; payment: OrderPaymentView }) {
  const decide = useAdminPaymentDecision();
  const [formError, setFormError] = useState<string | undefined>();
  const form = useForm({
    resolver: zodResolver(AdminPaymentDecision),
    defaultValues: { decision: 'confirm', note: '' } as AdminPaymentDecision,
  });
  const from = payment.adminDecidesFrom ? new Date(payment.adminDecidesFrom) : null;
  if (from && from.getTime() > Date.now()) {
    return (
      <p className="text-xs text-stone-600">
        The manufacturer decides until{' '}
        {from.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' })}
      </p>
    );
  }
  const submit = form.handleSubmit((values) => {
    setFormError(undefined);
    decide.mutate(
      { orderId, paymentId: payment.id, ...(values as AdminPaymentDecision) },
      {
        onSuccess: () => toast.success('Payment decided; both sides were told.'),
        onError: (err) => {
          if (!applyFieldErrors(err, form.setError, ['decision', 'note'])) setFormError(err.message);
        },
      },
    );
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="w-full space-y-2 rounded-md border border-stone-200 p-3"
      aria-label={`Decide payment ${payment.reference}`}
    >
      {formError && <FormAlert>{formError}</FormAlert>}
      <Field label="Decision" required error={form.formState.errors.decision?.message}>
        {(control) => (
          <Select {...control} {...form.register('decision')}>
            {ADMIN_PAYMENT_DECISIONS.map((d) => (
              <option key={d} value={d}>
                {d === 'confirm' ? 'Confirm the payment' : 'Reject the payment'}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Note for both sides" required error={form.formState.errors.note?.message}>
        {(control) => <Textarea {...control} {...form.register('note')} maxLength={1000} rows={3} />}
      </Field>
      <Button type="submit" size="sm" disabled={decide.isPending}>
        {decide.isPending ? 'Deciding...' : 'Decide payment'}
      </Button>
    </form>
  );
}

type SlabChoice = { id: number; label: string };

/** Ticks slabs by id; the form keeps the ids. */
function SlabChecklist({
  legend,
  slabs,
  value,
  onChange,
  error,
  testId,
}: {
  legend: string;
  slabs: SlabChoice[];
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
  testId: string;
}) {
  return (
    <fieldset data-testid={testId}>
      <legend className="mb-1 font-medium">{legend}</legend>
      {slabs.length === 0 ? (
        <p className="text-stone-600">No slabs to choose from.</p>
      ) : (
        <ul className="grid gap-1 sm:grid-cols-2">
          {slabs.map((s) => (
            <li key={s.id}>
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={value.includes(s.id)}
                  onChange={(e) =>
                    onChange(e.target.checked ? [...value, s.id] : value.filter((id) => id !== s.id))
                  }
                />
                {s.label}
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="mt-1 text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** D42: the available slabs of the order's product a replacement may send. */
function ReplacementSlabs(props: {
  productId: number | null;
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const query = useAvailableSlabs(props.productId);
  if (query.isPending) return <p className="text-stone-600">Loading the available slabs...</p>;
  if (query.isError) return <FormAlert>The available slabs could not be loaded.</FormAlert>;
  return (
    <SlabChecklist
      legend="Replacement slabs (they leave the yard on the replacement challan)"
      slabs={query.data}
      testId="replacement-slabs"
      {...props}
    />
  );
}

type ClaimFormValues = {
  outcome: (typeof CLAIM_CLOSING_OUTCOMES)[number];
  note: string;
  creditBasis?: (typeof CREDIT_NOTE_BASES)[number];
  creditAmount?: string;
  returnedSlabIds?: number[];
  replacementSlabIds?: number[];
};

const FORM_FIELDS = [
  'outcome',
  'note',
  'creditBasis',
  'creditAmount',
  'returnedSlabIds',
  'replacementSlabIds',
] as const;

/**
 * The body a closing sends: only the fields its outcome takes. The form keeps every field it has
 * shown (a credit note's basis stays chosen after switching to another outcome), so the schema is
 * asked about this body, not about every field typed: else a hidden field's value refused a closing
 * with no message on screen.
 */
function closingBody(values: ClaimFormValues): CloseClaim {
  if (values.outcome === 'credit-note')
    return {
      outcome: values.outcome,
      note: values.note,
      creditBasis: values.creditBasis,
      ...(values.creditBasis === 'return'
        ? { returnedSlabIds: values.returnedSlabIds ?? [] }
        : { creditAmount: values.creditAmount }),
    };
  if (values.outcome === 'replaced')
    return {
      outcome: values.outcome,
      note: values.note,
      replacementSlabIds: values.replacementSlabIds ?? [],
    };
  return { outcome: values.outcome, note: values.note };
}

const closingResolver = zodResolver(CloseClaim, undefined, { raw: true });

function ClaimBlock({ order, claim }: { order: OrderView; claim: OrderClaimView }) {
  const orderId = order.id;
  const close = useCloseClaim();
  const [formError, setFormError] = useState<string | undefined>();
  const form = useForm<ClaimFormValues>({
    // The shared schema checks the body the chosen outcome sends, as typed (an amount as text).
    resolver: ((values: ClaimFormValues, context: unknown, options: unknown) =>
      closingResolver(
        closingBody(values),
        context,
        options as never,
      )) as unknown as Resolver<ClaimFormValues>,
    defaultValues: { outcome: 'resolved', note: '', creditBasis: 'refund', creditAmount: '' },
  });
  const outcome = form.watch('outcome');
  const basis = form.watch('creditBasis');
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) => {
    setFormError(undefined);
    const body = closingBody(values);
    close.mutate(
      { orderId, claimId: claim.id, ...body },
      {
        onSuccess: (closed) =>
          toast.success(
            closed.documentNumber
              ? `Claim closed; ${closed.documentNumber} issued and both sides were told.`
              : 'Claim closed; both sides were told.',
          ),
        onError: (err) => {
          if (!applyFieldErrors(err, form.setError, [...FORM_FIELDS])) setFormError(err.message);
        },
      },
    );
  });
  const orderSlabs: SlabChoice[] = (order.slabs ?? [])
    .filter((s) => s.slabId !== null)
    .map((s) => ({
      id: s.slabId!,
      label: `Lot ${s.lotNumber} · block ${s.blockNumber} · slab ${s.sequence} (${s.billedSqft} sq.ft)`,
    }));
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
        <p data-testid="claim-outcome">
          Outcome: {claim.outcome ? CLAIM_OUTCOME_LABELS[claim.outcome] : ''}
          {claim.documentNumber ? ` (${claim.documentNumber})` : ''}. {claim.outcomeNote}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-3" aria-label="Close the claim">
          {formError && <FormAlert>{formError}</FormAlert>}
          <Field label="Outcome" required error={errors.outcome?.message}>
            {(control) => (
              <Select {...control} {...form.register('outcome')}>
                {CLAIM_CLOSING_OUTCOMES.map((o) => (
                  <option key={o} value={o}>
                    {CLAIM_CLOSING_LABELS[o]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {outcome === 'credit-note' && (
            <>
              <Field label="Credit note for" required error={errors.creditBasis?.message}>
                {(control) => (
                  <Select {...control} {...form.register('creditBasis')}>
                    {CREDIT_NOTE_BASES.map((b) => (
                      <option key={b} value={b}>
                        {CREDIT_NOTE_BASIS_LABELS[b]}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              {basis === 'return' ? (
                <SlabChecklist
                  legend="Slabs returned (valued at the sq.ft and price they were billed at)"
                  slabs={orderSlabs}
                  value={form.watch('returnedSlabIds') ?? []}
                  onChange={(ids) => form.setValue('returnedSlabIds', ids, { shouldDirty: true })}
                  error={errors.returnedSlabIds?.message}
                  testId="returned-slabs"
                />
              ) : (
                <FormField
                  label="Value reduced, before GST (₹)"
                  required
                  inputMode="decimal"
                  hint="Each tax is reduced at the invoice's rates; at most the invoice's value left."
                  error={errors.creditAmount?.message}
                  {...form.register('creditAmount')}
                />
              )}
            </>
          )}
          {outcome === 'replaced' && (
            <ReplacementSlabs
              productId={order.productId}
              value={form.watch('replacementSlabIds') ?? []}
              onChange={(ids) => form.setValue('replacementSlabIds', ids, { shouldDirty: true })}
              error={errors.replacementSlabIds?.message}
            />
          )}
          <Field label="Note for both sides" required error={errors.note?.message}>
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
