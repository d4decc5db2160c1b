// D17: a reply or a revision: price per sq.ft, GST (18 % by default), freight to the buyer's PIN or
// ex-works, lead time, validity. D33: when the product has lots, the reply may offer slabs; the
// quantity and the landed total then come from their billed sq.ft, shown live as they are ticked.
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
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { formatMoney, sqft } from '@/components/quote-lifecycle/format';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { Field, FormAlert, FormField, Select, Textarea } from '@/components/ui/form-field';
import { useSendReply } from '@/features/manufacturer-panel/api/manufacturer-quotes';
import { sqftNumber } from '@/features/manufacturer-panel/lib/slab-format';
import {
  billedSqftX100,
  initialSlabOffer,
  type SlabOfferChoice,
} from '@/features/manufacturer-panel/lib/slab-offer';
import { isApiError } from '@/lib/api';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { SlabOfferPicker, useProductHasLots } from './slab-offer-picker';

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

export function ReplyForm({
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
  const [slabError, setSlabError] = useState<string>();
  const [offer, setOffer] = useState<SlabOfferChoice>(() => initialSlabOffer(r, current));
  const stock = useProductHasLots(r, current);
  const form = useForm<Values, unknown, z.output<typeof QuoteReplyInput>>({
    resolver: zodResolver(QuoteReplyInput),
    defaultValues: defaults(current),
  });
  const { errors } = form.formState;
  const exWorks = form.watch('exWorks');
  const price = Number(String(form.watch('price') ?? '').replace(/,/g, ''));
  const freight = Number(String(form.watch('freight') ?? '').replace(/,/g, ''));
  const gst = Number(form.watch('gstRate'));

  const offering = stock.hasLots && offer.on;
  const chosen = offer.slabs;
  const billedX100 = offering ? billedSqftX100(chosen, offer.billsOn) : null;

  const preview =
    price > 0 && (exWorks || freight >= 0) && (!offering || (billedX100 ?? 0) > 0)
      ? landedTotal({
          quantitySqft: r.quantitySqft,
          pricePaise: Math.round(price * 100),
          gstRate: Number.isFinite(gst) ? gst : DEFAULT_GST_RATE,
          freightPaise: exWorks ? null : Math.round((Number.isFinite(freight) ? freight : 0) * 100),
          billedSqftX100: billedX100,
        })
      : null;

  const submit = form.handleSubmit(
    (_parsed, event) => {
      setFormError(undefined);
      setSlabError(undefined);
      if (offering && chosen.length === 0) {
        setSlabError('Choose the slabs to offer, or untick "Offer specific slabs".');
        setFormError('Please correct the marked fields.');
        return;
      }
      const raw = form.getValues();
      send.mutate(
        {
          ...raw,
          freight: raw.exWorks ? undefined : raw.freight,
          message: raw.message || undefined,
          ...(offering ? { slabIds: chosen.map((s) => s.slabId), billsOn: offer.billsOn } : {}),
        },
        {
          onSuccess: (saved) => {
            toast.success(current ? M.replyRevised : M.replySent);
            form.reset(defaults(saved.replies[0]));
            onDone();
          },
          onError: (error) => {
            applyFieldErrors(error, form.setError, FIELDS);
            const slabField = isApiError(error)
              ? Object.entries(error.fields ?? {}).find(
                  ([name]) => name.startsWith('slabIds') || name === 'billsOn',
                )
              : undefined;
            // A 409 names the slab another quote holds or that was sold meanwhile.
            if (slabField) setSlabError(slabField[1]);
            else if (isApiError(error) && error.status === 409 && offering) setSlabError(error.message);
            setFormError(error.message || 'Your quote could not be sent. Please try again.');
            toast.error('Your quote was not sent', { description: error.message });
          },
        },
      );
      event?.preventDefault();
    },
    () => setFormError('Please correct the marked fields.'),
  );

  const quantityText = offering
    ? `${chosen.length} ${chosen.length === 1 ? 'slab' : 'slabs'}, ${sqftNumber((billedX100 ?? 0) / 100)} sq.ft billed on ${offer.billsOn} sq.ft`
    : sqft(r.quantitySqft);

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
      {stock.hasLots && (
        <SlabOfferPicker
          request={r}
          current={current}
          value={offer}
          onChange={(next) => {
            setOffer(next);
            setSlabError(undefined);
          }}
          error={slabError}
        />
      )}
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
        <Field
          label="Valid until"
          required
          error={errors.validUntil?.message}
          hint={offering ? 'The offered slabs are held for the buyer until this day.' : undefined}
        >
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
        <div className="text-sm" aria-live="polite" data-testid="landed-preview">
          <p className="text-stone-600">Landed total for {quantityText}</p>
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
