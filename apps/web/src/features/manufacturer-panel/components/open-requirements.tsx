// D38: the open requirements shown to this manufacturer (matching stock, its delivery states), each
// with why it matches, the buyer's target price and the seats left, and a reply form: the first
// reply takes a seat and becomes a quote request in the inbox, where it is revised (with slabs, D33)
// like any other.
import {
  DEFAULT_GST_RATE,
  formatINR,
  GST_RATES,
  indiaDay,
  landedTotal,
  type ManufacturerRequirement,
  QUOTE_REPLY_LIMITS,
  REQUIREMENT_REPLY_SEATS,
  RequirementReplyInput,
} from '@granite/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { MapPin, Send, Target } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Pagination } from '@/components/pagination';
import { formatMoney, sqft } from '@/components/quote-lifecycle/format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { Field, FormAlert, FormField, Select, Textarea } from '@/components/ui/form-field';
import { useReplyToRequirement, useVendorRequirements } from '@/lib/api/requirements';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';

const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

function title(r: ManufacturerRequirement) {
  const stone = r.varietyName ?? r.categoryName ?? 'Granite';
  return `${stone} ${r.productType.toLowerCase()}${r.stone ? ` (${r.stone})` : ''}`;
}

export function OpenRequirements() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useVendorRequirements(page);
  if (isPending) return <p className="text-sm text-stone-600">Loading...</p>;
  if (isError)
    return (
      <p className="flex flex-wrap items-center gap-3 text-sm text-red-700" role="alert">
        Open requirements could not be loaded.
        <Button variant="secondary" onClick={() => void refetch()}>
          Try again
        </Button>
      </p>
    );
  if (!data.items.length)
    return (
      <div className="rounded-lg border border-dashed border-stone-300 bg-white p-8 text-center">
        <p className="font-semibold">No open requirements for you right now</p>
        <p className="mt-2 text-sm text-stone-600">
          When a buyer posts a requirement that matches one of your active products (stone and product type)
          and a state you deliver to, it appears here and we tell you by e-mail.
        </p>
      </div>
    );
  return (
    <div className="space-y-4">
      <ul className="space-y-4" aria-label="Open requirements">
        {data.items.map((r) => (
          <li key={r.id}>
            <RequirementCard requirement={r} />
          </li>
        ))}
      </ul>
      <Pagination page={page} totalPages={data.totalPages} onPage={setPage} />
    </div>
  );
}

function RequirementCard({ requirement: r }: { requirement: ManufacturerRequirement }) {
  const [replying, setReplying] = useState(false);
  return (
    <article
      data-testid="open-requirement"
      aria-label={title(r)}
      className="rounded-lg border border-stone-200 bg-white p-4 shadow-xs sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-granite-black">{title(r)}</h3>
          <p className="text-sm text-copper-800">{r.matchReason}</p>
        </div>
        <Badge variant={r.myQuoteRequestId ? 'success' : 'accent'}>
          {r.myQuoteRequestId ? 'You replied' : `${r.seatsLeft} of ${REQUIREMENT_REPLY_SEATS} seats left`}
        </Badge>
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-stone-500">Quantity: </dt>
          <dd className="inline tabular-nums">{sqft(r.quantitySqft)}</dd>
        </div>
        <div>
          <dt className="inline text-stone-500">Finish, thickness: </dt>
          <dd className="inline">{[r.finish ?? 'any finish', r.thickness ?? 'any thickness'].join(', ')}</dd>
        </div>
        <div className="flex items-center gap-1">
          <MapPin aria-hidden="true" className="size-3.5 text-stone-500" />
          <dt className="sr-only">Delivery</dt>
          <dd>
            {r.deliveryCity} {r.deliveryPin}
            {r.deliveryState ? `, ${r.deliveryState}` : ''}
          </dd>
        </div>
        <div className="flex items-center gap-1">
          <Target aria-hidden="true" className="size-3.5 text-stone-500" />
          <dt className="sr-only">Target price</dt>
          <dd>
            {r.targetPricePaise !== null
              ? `Target ${formatINR(r.targetPricePaise)} per sq.ft`
              : 'No target price'}
          </dd>
        </div>
        {r.neededBy && (
          <div>
            <dt className="inline text-stone-500">Needed by: </dt>
            <dd className="inline">{day.format(new Date(`${r.neededBy}T00:00:00`))}</dd>
          </div>
        )}
        <div>
          <dt className="inline text-stone-500">Takes replies until: </dt>
          <dd className="inline">{day.format(new Date(r.expiresAt))}</dd>
        </div>
      </dl>
      {r.description && (
        <p className="mt-3 rounded-md bg-stone-50 p-3 text-sm whitespace-pre-line text-stone-700">
          {r.description}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {r.myQuoteRequestId ? (
          <Button asChild variant="secondary" size="sm">
            <Link to={`/vendor/quotes/${r.myQuoteRequestId}`}>Open your quote</Link>
          </Button>
        ) : (
          !replying && (
            <Button size="sm" onClick={() => setReplying(true)}>
              Reply with a quote
            </Button>
          )
        )}
      </div>
      {replying && !r.myQuoteRequestId && (
        <RequirementReplyForm requirement={r} onCancel={() => setReplying(false)} />
      )}
    </article>
  );
}

type Values = z.input<typeof RequirementReplyInput>;
const FIELDS = ['productId', 'price', 'gstRate', 'freight', 'leadTimeDays', 'validUntil', 'message'] as const;

function RequirementReplyForm({
  requirement: r,
  onCancel,
}: {
  requirement: ManufacturerRequirement;
  onCancel(): void;
}) {
  const send = useReplyToRequirement(r.id);
  const [formError, setFormError] = useState<string>();
  const form = useForm<Values, unknown, z.output<typeof RequirementReplyInput>>({
    resolver: zodResolver(RequirementReplyInput),
    defaultValues: {
      productId: r.products[0]?.id ?? '',
      price: '',
      gstRate: DEFAULT_GST_RATE,
      exWorks: false,
      freight: '',
      leadTimeDays: '' as unknown as number,
      validUntil: indiaDay(new Date(Date.now() + 14 * 86_400_000)),
      message: '',
    },
  });
  const { errors } = form.formState;
  const exWorks = form.watch('exWorks');
  const price = Number(String(form.watch('price') ?? '').replace(/,/g, ''));
  const freight = Number(String(form.watch('freight') ?? '').replace(/,/g, ''));
  const gst = Number(form.watch('gstRate'));
  const preview =
    price > 0
      ? landedTotal({
          quantitySqft: r.quantitySqft,
          pricePaise: Math.round(price * 100),
          gstRate: Number.isFinite(gst) ? gst : DEFAULT_GST_RATE,
          freightPaise: exWorks ? null : Math.round((Number.isFinite(freight) ? freight : 0) * 100),
        })
      : null;

  const submit = form.handleSubmit(
    () => {
      setFormError(undefined);
      const raw = form.getValues();
      send.mutate(
        {
          ...raw,
          freight: raw.exWorks ? undefined : raw.freight,
          message: raw.message || undefined,
        },
        {
          onSuccess: () => {
            toast.success('Quote sent', {
              description: 'It is now in your quote requests; revise it there.',
            });
            onCancel();
          },
          onError: (error) => {
            applyFieldErrors(error, form.setError, FIELDS);
            setFormError(error.message || 'Your quote could not be sent. Please try again.');
          },
        },
      );
    },
    () => setFormError('Please correct the marked fields.'),
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Your quote"
      className="mt-4 space-y-4 border-t border-stone-200 pt-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Product" required className="sm:col-span-2" error={errors.productId?.message}>
          {(control) => (
            <Select {...control} {...form.register('productId')}>
              {r.products.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} ({p.productType}
                  {p.varietyName ? `, ${p.varietyName}` : ''})
                </option>
              ))}
            </Select>
          )}
        </Field>
        <FormField
          label="Price per sq.ft (₹, excluding GST)"
          required
          inputMode="decimal"
          error={errors.price?.message}
          {...form.register('price')}
        />
        <Field label="GST rate" error={errors.gstRate?.message}>
          {(control) => (
            <Select {...control} {...form.register('gstRate')}>
              {GST_RATES.map((rate) => (
                <option key={rate} value={rate}>
                  {rate} %
                </option>
              ))}
            </Select>
          )}
        </Field>
        <label className="flex items-center gap-2 text-sm sm:col-span-2">
          <input type="checkbox" className="size-4 accent-copper-700" {...form.register('exWorks')} />
          Ex-works (the buyer collects; no freight)
        </label>
        {!exWorks && (
          <FormField
            label={`Freight to ${r.deliveryCity} ${r.deliveryPin} for the whole order (₹)`}
            required
            inputMode="decimal"
            error={errors.freight?.message}
            {...form.register('freight')}
          />
        )}
        <FormField
          label="Lead time (days)"
          required
          inputMode="numeric"
          error={errors.leadTimeDays?.message}
          {...form.register('leadTimeDays')}
        />
        <Field label="Valid until" required error={errors.validUntil?.message}>
          {(control) => (
            <DateInput
              {...control}
              value={form.watch('validUntil') ?? ''}
              onChange={(v) => form.setValue('validUntil', v, { shouldValidate: form.formState.isSubmitted })}
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
      <div className="flex flex-col gap-3 rounded-md border border-stone-200 bg-stone-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="text-sm" aria-live="polite">
          <p className="text-stone-600">Landed total for {sqft(r.quantitySqft)}</p>
          <p className="text-xl font-semibold tabular-nums text-granite-black">
            {preview ? formatMoney(preview.totalPaise) : '—'}
          </p>
          {r.targetPricePaise !== null && price * 100 > r.targetPricePaise && (
            <p className="text-xs text-amber-800">Above the buyer's target price</p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={send.isPending}>
            <Send aria-hidden="true" />
            {send.isPending ? 'Sending…' : 'Send quote'}
          </Button>
        </div>
      </div>
      {formError && <FormAlert>{formError}</FormAlert>}
    </form>
  );
}
