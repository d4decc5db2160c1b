import {
  DEFAULT_GST_RATE,
  GST_RATES,
  indiaDay,
  landedTotal,
  QUOTE_LIFECYCLE_MESSAGES as M,
  type ManufacturerQuoteDetail,
  QUOTE_REPLY_LIMITS,
  QuoteReplyInput,
  type QuoteReplyView,
} from '@granite/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight, PencilLine, Send } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { PageLoadError, PageLoading } from '@/components/page-status';
import { formatDateTime, formatMoney, sqft } from '@/components/quote-lifecycle/format';
import { OrderSummary } from '@/components/quote-lifecycle/order-summary';
import { ReplyHistory } from '@/components/quote-lifecycle/reply-history';
import { RequestFacts } from '@/components/quote-lifecycle/request-facts';
import { QuoteStatusBadge } from '@/components/quote-lifecycle/status-badges';
import { QuoteThread } from '@/components/quote-thread/quote-thread';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { Field, FormAlert, FormField, Select, Textarea } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { isApiError } from '@/lib/api';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { routeIdFrom } from '@/lib/route-id';
import { useManufacturerQuote, useSendReply } from '../api/manufacturer-quotes';

/** D17: one forwarded request: the buyer's details, the reply form with its revisions, the thread. */
export function ManufacturerQuoteDetailPage() {
  const id = routeIdFrom(useParams().id);
  const { data, isPending, isError, error, refetch } = useManufacturerQuote(id);
  const [revising, setRevising] = useState(false);

  if (isPending && id) return <PageLoading label="Loading the quote request" />;
  if (!id || (isError && isApiError(error) && error.status === 404)) {
    return (
      <div className="py-20 text-center">
        <h1 className="text-2xl font-semibold">Quote request not found</h1>
        <p className="mt-2 text-stone-600">It may not have been forwarded to you.</p>
        <Button asChild variant="secondary" className="mt-6">
          <Link to="/vendor/quotes">Back to quote requests</Link>
        </Button>
      </div>
    );
  }
  if (isError || !data) return <PageLoadError subject="quote request" onRetry={() => void refetch()} />;

  const r = data.request;
  const current = data.replies.find((x) => x.status !== 'superseded');
  return (
    <>
      <PageHeader
        title={`Quote request #${r.id}`}
        description={`${r.customerName} asks for ${sqft(r.quantitySqft)} of ${r.productName}, delivered to ${r.deliveryCity} ${r.deliveryPin}.`}
        breadcrumbs={[{ label: 'Quote Requests', to: '/vendor/quotes' }, { label: `#${r.id}` }]}
        variant="panel"
        actions={
          <QuoteStatusBadge
            status={r.status}
            label={r.status === 'forwarded' ? 'Needs your quote' : undefined}
          />
        }
      />
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-6">
          <Panel title="The request">
            <p className="mb-4 text-sm text-stone-600">
              Received {formatDateTime(r.forwardedAt ?? r.createdAt)}
              {r.respondedAt && ` · first quote sent ${formatDateTime(r.respondedAt)}`}
            </p>
            <RequestFacts request={r} />
          </Panel>

          {data.order && (
            <Panel title="Order">
              <OrderSummary order={data.order} />
              <Button asChild variant="secondary" size="sm" className="mt-4">
                <Link to={`/vendor/orders?order=${data.order.id}`}>
                  Manage the order <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </Panel>
          )}

          {!data.canReply && <ClosedNote detail={data} />}
          {data.canReply && (!current || revising) ? (
            <Panel title={current ? 'Revise your quote' : 'Your quote'}>
              <ReplyForm detail={data} current={current} onDone={() => setRevising(false)} />
            </Panel>
          ) : (
            <Panel
              title={`Your quote${data.replies.length > 1 ? ` (${data.replies.length} revisions)` : ''}`}
              action={
                data.canReply && (
                  <Button size="sm" variant="secondary" onClick={() => setRevising(true)}>
                    <PencilLine aria-hidden="true" />
                    Revise quote
                  </Button>
                )
              }
            >
              <ReplyHistory replies={data.replies} empty="You have not sent a quote yet." />
            </Panel>
          )}
          {data.canReply && current && revising && (
            <Panel
              title={`Your quotes (${data.replies.length} ${data.replies.length === 1 ? 'revision' : 'revisions'})`}
            >
              <ReplyHistory replies={data.replies} empty="You have not sent a quote yet." />
            </Panel>
          )}
        </div>

        <aside className="min-w-0">
          <Panel title={`Messages with ${r.customerName}`}>
            <QuoteThread requestId={r.id} />
          </Panel>
        </aside>
      </div>
    </>
  );
}

function Panel({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-stone-200 bg-white p-5 shadow-xs">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-granite-black">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function ClosedNote({ detail }: { detail: ManufacturerQuoteDetail }) {
  const r = detail.request;
  const text =
    r.status === 'accepted'
      ? 'The buyer accepted your quote. Their contact details are beside the messages; confirm the order on the Orders page.'
      : r.status === 'declined'
        ? `The buyer declined your quote${r.closeReason ? `: “${r.closeReason}”` : '.'}`
        : `This request is closed${r.closeReason ? `: ${r.closeReason}` : '.'}`;
  return <FormAlert tone="info">{text}</FormAlert>;
}

type Values = z.input<typeof QuoteReplyInput>;
const FIELDS = ['price', 'gstRate', 'exWorks', 'freight', 'leadTimeDays', 'validUntil', 'message'] as const;

const rupees = (paise: number) => String(paise / 100);

function defaults(current: QuoteReplyView | undefined): Values {
  if (!current) {
    return {
      price: '',
      gstRate: DEFAULT_GST_RATE,
      exWorks: false,
      freight: '',
      leadTimeDays: '' as unknown as number,
      validUntil: indiaDay(new Date(Date.now() + 14 * 86_400_000)),
      message: '',
    };
  }
  return {
    price: rupees(current.pricePaise),
    gstRate: current.gstRate,
    exWorks: current.exWorks,
    freight: current.freightPaise === null ? '' : rupees(current.freightPaise),
    leadTimeDays: current.leadTimeDays,
    // An expired quote is revised with a new validity.
    validUntil:
      current.status === 'expired' ? indiaDay(new Date(Date.now() + 14 * 86_400_000)) : current.validUntil,
    message: current.message ?? '',
  };
}

/** D17: price per sq.ft, GST (18 % by default), freight to the buyer's PIN or ex-works, lead time, validity. */
function ReplyForm({
  detail,
  current,
  onDone,
}: {
  detail: ManufacturerQuoteDetail;
  current: QuoteReplyView | undefined;
  onDone(): void;
}) {
  const r = detail.request;
  const send = useSendReply(r.id);
  const [formError, setFormError] = useState<string>();
  const form = useForm<Values, unknown, z.output<typeof QuoteReplyInput>>({
    resolver: zodResolver(QuoteReplyInput),
    defaultValues: defaults(current),
  });
  const { errors } = form.formState;
  const exWorks = form.watch('exWorks');
  const price = Number(String(form.watch('price') ?? '').replace(/,/g, ''));
  const freight = Number(String(form.watch('freight') ?? '').replace(/,/g, ''));
  const gst = Number(form.watch('gstRate'));
  const preview =
    price > 0 && (exWorks || freight >= 0)
      ? landedTotal({
          quantitySqft: r.quantitySqft,
          pricePaise: Math.round(price * 100),
          gstRate: Number.isFinite(gst) ? gst : DEFAULT_GST_RATE,
          freightPaise: exWorks ? null : Math.round((Number.isFinite(freight) ? freight : 0) * 100),
        })
      : null;

  const submit = form.handleSubmit(
    (_parsed, event) => {
      setFormError(undefined);
      const raw = form.getValues();
      send.mutate(
        { ...raw, freight: raw.exWorks ? undefined : raw.freight, message: raw.message || undefined },
        {
          onSuccess: (saved) => {
            toast.success(current ? M.replyRevised : M.replySent);
            form.reset(defaults(saved.replies[0]));
            onDone();
          },
          onError: (error) => {
            applyFieldErrors(error, form.setError, FIELDS);
            setFormError(error.message || 'Your quote could not be sent. Please try again.');
          },
        },
      );
      event?.preventDefault();
    },
    () => setFormError('Please correct the marked fields.'),
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-5"
      aria-label={current ? 'Revise your quote' : 'Your quote'}
    >
      {current && (
        <p className="text-sm text-stone-600">
          The buyer sees your latest revision; earlier ones stay in the history below. Revising is possible
          until the buyer accepts.
        </p>
      )}
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Price per sq.ft (₹, excluding GST)"
          required
          inputMode="decimal"
          autoComplete="off"
          error={errors.price?.message}
          {...form.register('price')}
        />
        <Field label="GST rate" required error={errors.gstRate?.message}>
          {(control) => (
            <Select {...control} {...form.register('gstRate', { valueAsNumber: true })}>
              {GST_RATES.map((rate) => (
                <option key={rate} value={rate}>
                  {rate}%{rate === DEFAULT_GST_RATE ? ' (granite slabs and tiles)' : ''}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div className="space-y-3 sm:col-span-2">
          <label className="flex items-center gap-2 text-sm font-medium text-granite-black">
            <input type="checkbox" className="size-4 accent-copper-700" {...form.register('exWorks')} />
            Ex-works: the buyer collects from our yard (no freight)
          </label>
          {!exWorks && (
            <FormField
              label={`Freight to ${r.deliveryCity} ${r.deliveryPin} for the whole order (₹)`}
              required
              inputMode="decimal"
              autoComplete="off"
              hint="Enter 0 if delivery is included in the price."
              error={errors.freight?.message}
              {...form.register('freight')}
            />
          )}
        </div>
        <FormField
          label="Lead time (days)"
          required
          type="number"
          min={0}
          max={QUOTE_REPLY_LIMITS.maxLeadTimeDays}
          inputMode="numeric"
          error={errors.leadTimeDays?.message}
          {...form.register('leadTimeDays')}
        />
        <Field label="Valid until" required error={errors.validUntil?.message}>
          {(control) => (
            <Controller
              control={form.control}
              name="validUntil"
              render={({ field }) => (
                <DateInput
                  {...control}
                  name={field.name}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  min={indiaDay()}
                />
              )}
            />
          )}
        </Field>
        <Field
          label="Message to the buyer"
          markOptional
          className="sm:col-span-2"
          error={errors.message?.message}
        >
          {(control) => (
            <Textarea
              {...control}
              maxLength={QUOTE_REPLY_LIMITS.messageMaxLength}
              placeholder="Stock, finish, packing, payment terms…"
              {...form.register('message')}
            />
          )}
        </Field>
      </div>
      <div className="flex flex-col gap-4 rounded-md border border-stone-200 bg-stone-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="text-sm" aria-live="polite">
          <p className="text-stone-600">Landed total for {sqft(r.quantitySqft)}</p>
          <p className="text-xl font-semibold tabular-nums text-granite-black">
            {preview ? formatMoney(preview.totalPaise) : '—'}
          </p>
          {preview && (
            <p className="text-xs text-stone-500 tabular-nums">
              {formatMoney(preview.subtotalPaise)} goods
              {preview.freightPaise !== null && ` + ${formatMoney(preview.freightPaise)} freight`} +{' '}
              {formatMoney(preview.gstPaise)} GST
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {current && (
            <Button type="button" variant="secondary" onClick={onDone}>
              Cancel
            </Button>
          )}
          <Button type="submit" disabled={send.isPending}>
            <Send aria-hidden="true" />
            {send.isPending ? 'Sending…' : current ? 'Send revised quote' : 'Send quote'}
          </Button>
        </div>
      </div>
    </form>
  );
}
