// D17: a reply or a revision: price per sq.ft, GST (D34: the rate table's for the product's HSN,
// prefilled; the split into CGST + SGST or IGST previewed as they type, decided by the server),
// freight to the buyer's PIN or ex-works, lead time, validity, advance and balance terms (D36). D33: when the product has lots, the reply may offer slabs; the
// quantity and the landed total then come from their billed sq.ft, shown live as they are ticked.
// D38: one form for both a quote request's reply (ReplyForm) and the first reply to an open
// requirement (QuoteReplyForm with the product chosen above it), so both offer slabs alike.
import {
  BALANCE_DUE_TERMS,
  DEFAULT_GST_RATE,
  GST_RATES,
  indiaDay,
  landedTotal,
  QUOTE_LIFECYCLE_MESSAGES as M,
  type ManufacturerQuoteDetail,
  QUOTE_REPLY_LIMITS,
  type QuoteReplyInput as QuoteReplyBody,
  QuoteReplyInput,
  type QuoteReplyView,
  splitTax,
  stateName,
  unitLabel,
} from '@granite/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { formatMoney, sqft } from '@/components/quote-lifecycle/format';
import { splitLabel, termsText } from '@/components/quote-lifecycle/tax-split';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { Field, FormAlert, FormField, Select, Textarea } from '@/components/ui/form-field';
import { useSendReply } from '@/features/manufacturer-panel/api/manufacturer-quotes';
import { sqftNumber } from '@/features/manufacturer-panel/lib/slab-format';
import {
  billedSqftX100,
  initialSlabOffer,
  type ReplyTarget,
  type SlabOfferChoice,
} from '@/features/manufacturer-panel/lib/slab-offer';
import { isApiError } from '@/lib/api';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { msg, useLocale, useT } from '@/lib/i18n';
import { SlabOfferPicker, useProductHasLots } from './slab-offer-picker';

type Values = z.input<typeof QuoteReplyInput>;
const FIELDS = [
  'price',
  'gstRate',
  'exWorks',
  'freight',
  'leadTimeDays',
  'validUntil',
  'message',
  'advancePercent',
  'balanceDue',
  'balanceDays',
] as const;

const BALANCE_LABELS: Record<(typeof BALANCE_DUE_TERMS)[number], string> = {
  'before-dispatch': msg('Before dispatch'),
  'on-delivery': msg('On delivery'),
  'days-after-delivery': msg('Days after delivery'),
};

const rupees = (paise: number) => String(paise / 100);

function defaults(current: QuoteReplyView | undefined, tableRate: number = DEFAULT_GST_RATE): Values {
  if (!current) {
    return {
      price: '',
      gstRate: tableRate,
      advancePercent: 0,
      balanceDue: 'on-delivery',
      balanceDays: '' as unknown as number,
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
    advancePercent: current.advancePercent ?? 0,
    balanceDue: current.balanceDue ?? 'on-delivery',
    balanceDays: current.balanceDays ?? ('' as unknown as number),
    exWorks: current.exWorks,
    freight: current.freightPaise === null ? '' : rupees(current.freightPaise),
    leadTimeDays: current.leadTimeDays,
    // An expired quote is revised with a new validity.
    validUntil:
      current.status === 'expired' ? indiaDay(new Date(Date.now() + 14 * 86_400_000)) : current.validUntil,
    message: current.message ?? '',
  };
}

/** The reply to a quote request: a first reply or a revision of the current one. */
export function ReplyForm({
  detail,
  current,
  onDone,
}: {
  detail: ManufacturerQuoteDetail;
  current: QuoteReplyView | undefined;
  onDone(): void;
}) {
  const send = useSendReply(detail.request.id);
  const t = useT();
  return (
    <QuoteReplyForm
      request={detail.request}
      tax={detail.tax}
      current={current}
      pending={send.isPending}
      onCancel={current ? onDone : undefined}
      send={(body, done) =>
        send.mutate(body, {
          onSuccess: (saved) => {
            toast.success(t(current ? M.replyRevised : M.replySent));
            done.saved(saved.replies[0], saved.tax?.ratePercent);
            onDone();
          },
          onError: done.failed,
        })
      }
    />
  );
}

type Sent = {
  /** Starts the form again from the reply now stored. */
  saved(current: QuoteReplyView | undefined, taxRate?: number): void;
  failed(error: Error): void;
};

/**
 * D17/D33 reply fields, the slab picker when the product has lots, the landed-total preview. The
 * caller sends the body (to the quote request, or to the requirement with its product).
 */
export function QuoteReplyForm({
  request: r,
  tax,
  current,
  pending,
  send,
  onCancel,
  before,
  targetPricePaise = null,
}: {
  request: ReplyTarget;
  tax: ManufacturerQuoteDetail['tax'];
  current: QuoteReplyView | undefined;
  pending: boolean;
  send(body: QuoteReplyBody, done: Sent): void;
  onCancel?(): void;
  /** Fields shown above the reply's own (the requirement's product). */
  before?: ReactNode;
  /** The buyer's target price (D38): a price above it is marked. */
  targetPricePaise?: number | null;
}) {
  const t = useT();
  const locale = useLocale();
  /** A validation message (from the shared schema) in the page's language, when the catalogue has it. */
  const tm = (message: string | undefined) => (message ? t(message) : undefined);
  const [formError, setFormError] = useState<string>();
  const [slabError, setSlabError] = useState<string>();
  const [offer, setOffer] = useState<SlabOfferChoice>(() => initialSlabOffer(r, current));
  // Another product (a requirement's reply) starts its slab offer afresh.
  const [offerFor, setOfferFor] = useState(r.productId);
  if (offerFor !== r.productId) {
    setOfferFor(r.productId);
    setOffer(initialSlabOffer(r, current));
    setSlabError(undefined);
  }
  const stock = useProductHasLots(r, current);
  const form = useForm<Values, unknown, z.output<typeof QuoteReplyInput>>({
    resolver: zodResolver(QuoteReplyInput),
    defaultValues: defaults(current, tax?.ratePercent),
  });
  const { errors } = form.formState;
  const exWorks = form.watch('exWorks');
  const price = Number(String(form.watch('price') ?? '').replace(/,/g, ''));
  const freight = Number(String(form.watch('freight') ?? '').replace(/,/g, ''));
  const noGst = tax?.gstStatus !== undefined && tax.gstStatus !== 'regular';
  const gst = noGst ? 0 : Number(form.watch('gstRate'));
  const balanceDue = form.watch('balanceDue');
  const terms = termsText(
    {
      advancePercent: Number(form.watch('advancePercent')) || 0,
      balanceDue: balanceDue ?? 'on-delivery',
      balanceDays: Number(form.watch('balanceDays')) || null,
    },
    locale,
  );

  const offering = stock.hasLots && offer.on;
  const chosen = offer.slabs;
  const billedX100 = offering ? billedSqftX100(chosen, offer.billsOn) : null;

  const preview =
    price > 0 && (exWorks || freight >= 0) && (!offering || (billedX100 ?? 0) > 0)
      ? replyPreview({
          quantitySqft: r.quantitySqft,
          pricePaise: Math.round(price * 100),
          gstRate: Number.isFinite(gst) ? gst : DEFAULT_GST_RATE,
          freightPaise: exWorks ? null : Math.round((Number.isFinite(freight) ? freight : 0) * 100),
          billedSqftX100: billedX100,
          supplierState: tax?.supplierState ?? null,
          placeOfSupply: tax?.placeOfSupply ?? null,
          noGst,
        })
      : null;
  const rateNow = Number.isFinite(gst) ? gst : DEFAULT_GST_RATE;
  const splitNow =
    tax?.supplierState && tax.placeOfSupply
      ? splitLabel(rateNow, tax.supplierState === tax.placeOfSupply)
      : `GST ${rateNow} %`;

  const submit = form.handleSubmit(
    (_parsed, event) => {
      setFormError(undefined);
      setSlabError(undefined);
      if (offering && chosen.length === 0) {
        setSlabError(t('Choose the slabs to offer, or untick "Offer specific slabs".'));
        setFormError(t('Please correct the marked fields.'));
        return;
      }
      const raw = form.getValues();
      send(
        {
          ...raw,
          freight: raw.exWorks ? undefined : raw.freight,
          balanceDays: raw.balanceDue === 'days-after-delivery' ? raw.balanceDays : undefined,
          message: raw.message || undefined,
          ...(offering ? { slabIds: chosen.map((s) => s.slabId), billsOn: offer.billsOn } : {}),
        },
        {
          saved: (next, taxRate) => form.reset(defaults(next, taxRate)),
          failed: (error) => {
            applyFieldErrors(error, form.setError, FIELDS);
            const slabField = isApiError(error)
              ? Object.entries(error.fields ?? {}).find(
                  ([name]) => name.startsWith('slabIds') || name === 'billsOn',
                )
              : undefined;
            // A 409 names the slab another quote holds or that was sold meanwhile.
            if (slabField) setSlabError(slabField[1]);
            else if (isApiError(error) && error.status === 409 && offering) setSlabError(error.message);
            setFormError(error.message || t('Your quote could not be sent. Please try again.'));
            toast.error(t('Your quote was not sent'), { description: error.message });
          },
        },
      );
      event?.preventDefault();
    },
    () => setFormError(t('Please correct the marked fields.')),
  );

  const quantityText = offering
    ? t(
        offer.billsOn === 'gross'
          ? '{count, plural, one {# slab} other {# slabs}}, {sqft} {unit} billed on gross {unit}'
          : '{count, plural, one {# slab} other {# slabs}}, {sqft} {unit} billed on usable {unit}',
        { count: chosen.length, sqft: sqftNumber((billedX100 ?? 0) / 100), unit: unitLabel('sqft', locale) },
      )
    : sqft(r.quantitySqft, locale, r.quantityUnit);

  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-5"
      aria-label={current ? t('Revise your quote') : t('Your quote')}
    >
      {current && (
        <p className="text-sm text-stone-600">
          {t(
            'The buyer sees your latest revision; earlier ones stay in the history below. Revising is possible until the buyer accepts.',
          )}
        </p>
      )}
      {formError && <FormAlert>{formError}</FormAlert>}
      {before}
      {stock.hasLots && (
        <SlabOfferPicker
          key={r.productId ?? 0}
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
          label={
            r.quantityUnit && r.quantityUnit !== 'SQF'
              ? t('Price per {unit} (₹, excluding GST)', { unit: r.quantityUnit })
              : t('Price per sq.ft (₹, excluding GST)')
          }
          required
          inputMode="decimal"
          autoComplete="off"
          error={tm(errors.price?.message)}
          {...form.register('price')}
        />
        {/* D34: a manufacturer that is not a regular taxpayer quotes without GST (CGST Act s.32). */}
        {noGst ? (
          <div className="text-sm">
            <p className="font-medium text-granite-black">{t('GST rate')}</p>
            <p className="mt-1 text-stone-600">
              {t(
                'No GST: your GST status in Settings is not regular, so this quote carries no tax and the order ships with a bill of supply.',
              )}
            </p>
          </div>
        ) : (
          <Field
            label={t('GST rate')}
            required
            error={tm(errors.gstRate?.message)}
            hint={
              tax?.supplierState && tax.placeOfSupply
                ? t('{split}: from {from} to {to}', {
                    split: splitNow,
                    from: stateName(tax.supplierState, locale),
                    to: stateName(tax.placeOfSupply, locale),
                  })
                : t('The split into CGST + SGST or IGST is worked out when you send.')
            }
          >
            {(control) => (
              <Select {...control} {...form.register('gstRate', { valueAsNumber: true })}>
                {GST_RATES.map((rate) => (
                  <option key={rate} value={rate}>
                    {rate}%
                    {tax && rate === tax.ratePercent
                      ? tax.hsn
                        ? ` (${t('rate for HSN {hsn}', { hsn: tax.hsn })})`
                        : ` (${t('usual rate')})`
                      : ''}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
        <div className="space-y-3 sm:col-span-2">
          <label className="flex items-center gap-2 text-sm font-medium text-granite-black">
            <input type="checkbox" className="size-4 accent-copper-700" {...form.register('exWorks')} />
            {t('Ex-works: the buyer collects from our yard (no freight)')}
          </label>
          {!exWorks && (
            <FormField
              label={t('Freight to {place} for the whole order (₹)', {
                place: `${r.deliveryCity} ${r.deliveryPin}`,
              })}
              required
              inputMode="decimal"
              autoComplete="off"
              hint={t('Enter 0 if delivery is included in the price.')}
              error={tm(errors.freight?.message)}
              {...form.register('freight')}
            />
          )}
        </div>
        <FormField
          label={t('Lead time (days)')}
          required
          type="number"
          min={0}
          max={QUOTE_REPLY_LIMITS.maxLeadTimeDays}
          inputMode="numeric"
          error={tm(errors.leadTimeDays?.message)}
          {...form.register('leadTimeDays')}
        />
        <Field
          label={t('Valid until')}
          required
          error={tm(errors.validUntil?.message)}
          hint={offering ? t('The offered slabs are held for the buyer until this day.') : undefined}
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
        <FormField
          label={t('Advance before dispatch (%)')}
          type="number"
          min={0}
          max={100}
          inputMode="numeric"
          hint={t('0 for no advance.')}
          error={tm(errors.advancePercent?.message)}
          {...form.register('advancePercent')}
        />
        <Field label={t('Balance due')} error={tm(errors.balanceDue?.message)}>
          {(control) => (
            <Select {...control} {...form.register('balanceDue')}>
              {BALANCE_DUE_TERMS.map((term) => (
                <option key={term} value={term}>
                  {t(BALANCE_LABELS[term])}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {balanceDue === 'days-after-delivery' && (
          <FormField
            label={t('Days after delivery')}
            required
            type="number"
            min={1}
            max={180}
            inputMode="numeric"
            error={tm(errors.balanceDays?.message)}
            {...form.register('balanceDays')}
          />
        )}
        <Field
          label={t('Message to the buyer')}
          markOptional
          className="sm:col-span-2"
          error={tm(errors.message?.message)}
        >
          {(control) => (
            <Textarea
              {...control}
              maxLength={QUOTE_REPLY_LIMITS.messageMaxLength}
              placeholder={t('Stock, finish, packing, payment terms…')}
              {...form.register('message')}
            />
          )}
        </Field>
      </div>
      <div className="flex flex-col gap-4 rounded-md border border-stone-200 bg-stone-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="text-sm" aria-live="polite" data-testid="landed-preview">
          <p className="text-stone-600">{t('Landed total for {quantity}', { quantity: quantityText })}</p>
          <p className="text-xl font-semibold tabular-nums text-granite-black">
            {preview ? formatMoney(preview.totalPaise) : '—'}
          </p>
          {preview && (
            <p className="text-xs text-stone-500 tabular-nums">
              {t('{amount} goods', { amount: formatMoney(preview.subtotalPaise) })}
              {preview.freightPaise !== null &&
                ` + ${t('{amount} freight', { amount: formatMoney(preview.freightPaise) })}`}{' '}
              {preview.lines.length
                ? `+ ${preview.lines.map(([label, paise]) => `${label} ${formatMoney(paise)}`).join(' + ')}`
                : `· ${t('no GST')}`}
            </p>
          )}
          <p className="text-xs text-stone-600" data-testid="terms-preview">
            {terms}
          </p>
          {targetPricePaise !== null && price * 100 > targetPricePaise && (
            <p className="text-xs text-amber-800">{t("Above the buyer's target price")}</p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {onCancel && (
            <Button type="button" variant="secondary" onClick={onCancel}>
              {t('Cancel')}
            </Button>
          )}
          <Button type="submit" disabled={pending}>
            <Send aria-hidden="true" />
            {pending ? t('Sending…') : current ? t('Send revised quote') : t('Send quote')}
          </Button>
        </div>
      </div>
    </form>
  );
}

/**
 * D34: the landed total the buyer will see, with the tax lines the server will store: CGST + SGST
 * halves when both states are one, IGST when they differ, the whole rate as GST when a state is
 * unknown. The server decides; this is the same arithmetic shown as they type.
 */
export function replyPreview(input: {
  quantitySqft: number;
  pricePaise: number;
  gstRate: number;
  freightPaise: number | null;
  billedSqftX100: number | null;
  supplierState: Parameters<typeof splitTax>[2] | null;
  placeOfSupply: Parameters<typeof splitTax>[3] | null;
  /** D34: the manufacturer is not a regular taxpayer: no GST lines at all. */
  noGst?: boolean;
}) {
  const untaxed = landedTotal({ ...input, gstRate: 0 });
  if (input.noGst) return { ...untaxed, lines: [] as [string, number][] };
  const taxable = untaxed.subtotalPaise + (untaxed.freightPaise ?? 0);
  if (!input.supplierState || !input.placeOfSupply) {
    const landed = landedTotal(input);
    return { ...landed, lines: [[`GST ${input.gstRate} %`, landed.gstPaise]] as [string, number][] };
  }
  const split = splitTax(taxable, input.gstRate, input.supplierState, input.placeOfSupply);
  const landed = landedTotal({ ...input, split });
  const half = input.gstRate / 2;
  const lines: [string, number][] = split.intraState
    ? [
        [`CGST ${half} %`, split.cgstPaise],
        [`SGST ${half} %`, split.sgstPaise],
      ]
    : [[`IGST ${input.gstRate} %`, split.igstPaise]];
  return { ...landed, lines };
}
