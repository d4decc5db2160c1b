// D47, D48: quoting a buyer abroad. The manufacturer picks the slabs, the currency and Incoterm
// 2020, the ports the term needs, the price per m² (its price per sq.ft shown as it is typed), the
// freight and insurance the term includes and the export payment terms; the server answers with the
// ₹ value at the day's customs rate and the container plan, or a 400 naming the field.
import {
  EXPORT_BALANCE_LABELS,
  EXPORT_BALANCE_TERMS,
  EXPORT_COUNTRIES,
  EXPORT_CURRENCIES,
  type ExportReplyInput,
  INCOTERM_RULES,
  INCOTERMS,
  INLAND_LEG_LABELS,
  INLAND_LEGS,
  type Incoterm,
  indiaDay,
  type ManufacturerQuoteDetail,
  PORTS_OF_LOADING,
} from '@granite/shared';
import { Ship } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ExportOfferCard } from '@/components/export-offer/export-offer-card';
import { Button } from '@/components/ui/button';
import { Field, FormAlert, FormField, Select } from '@/components/ui/form-field';
import { useExportReplies, useSendExportReply } from '@/features/manufacturer-panel/api/export-replies';
import type { SlabOfferChoice } from '@/features/manufacturer-panel/lib/slab-offer';
import { initialSlabOffer } from '@/features/manufacturer-panel/lib/slab-offer';
import { isApiError } from '@/lib/api';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useT } from '@/lib/i18n';
import { SlabOfferPicker } from '../quote-reply/slab-offer-picker';

type Values = {
  currency: string;
  incoterm: Incoterm;
  portOfLoading: string;
  portOfDischarge: string;
  destinationCountry: string;
  inlandLeg: string;
  pricePerM2: string;
  freight: string;
  insurance: string;
  advancePercent: string;
  balanceTerms: string;
  leadTimeDays: string;
  validUntil: string;
  message: string;
};
const FIELDS = [
  'currency',
  'incoterm',
  'portOfLoading',
  'portOfDischarge',
  'destinationCountry',
  'inlandLeg',
  'pricePerM2',
  'freight',
  'insurance',
  'advancePercent',
  'balanceTerms',
  'leadTimeDays',
  'validUntil',
  'message',
] as const;

export function ExportReplyPanel({ detail }: { detail: ManufacturerQuoteDetail }) {
  const t = useT();
  const offers = useExportReplies(detail.request.id);
  const [open, setOpen] = useState(false);
  const latest = offers.data?.items[0];
  return (
    <div className="space-y-4">
      {latest ? (
        <ExportOfferCard offer={latest} />
      ) : (
        <p className="text-sm text-stone-600">
          {t(
            'Quote a buyer abroad in USD, EUR, GBP or AED on an Incoterm, with a container plan of the slabs you offer.',
          )}
        </p>
      )}
      {detail.canReply &&
        (open ? (
          <ExportReplyForm detail={detail} onDone={() => setOpen(false)} />
        ) : (
          <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
            <Ship aria-hidden="true" />
            {latest ? t('Revise the export quote') : t('Quote for export')}
          </Button>
        ))}
    </div>
  );
}

function ExportReplyForm({ detail, onDone }: { detail: ManufacturerQuoteDetail; onDone(): void }) {
  const t = useT();
  const send = useSendExportReply(detail.request.id);
  const current = detail.replies.find((r) => r.status === 'current');
  const [offer, setOffer] = useState<SlabOfferChoice>(() => ({
    ...initialSlabOffer(detail.request, current),
    on: true,
  }));
  const [formError, setFormError] = useState<string>();
  const [slabError, setSlabError] = useState<string>();
  const form = useForm<Values>({
    defaultValues: {
      currency: 'EUR',
      incoterm: 'CIF',
      portOfLoading: 'INMAA',
      portOfDischarge: '',
      destinationCountry: 'DE',
      inlandLeg: 'road',
      pricePerM2: '',
      freight: '',
      insurance: '',
      advancePercent: '30',
      balanceTerms: 'against-documents',
      leadTimeDays: '21',
      validUntil: indiaDay(new Date(Date.now() + 14 * 86_400_000)),
      message: '',
    },
  });
  const { errors } = form.formState;
  const incoterm = form.watch('incoterm');
  const rule = INCOTERM_RULES[incoterm];
  const currency = form.watch('currency');
  const perM2 = Number(form.watch('pricePerM2').replace(/,/g, ''));
  const perSqft = perM2 > 0 ? Math.round(perM2 * 0.09290304 * 100) / 100 : null;

  const submit = form.handleSubmit((raw) => {
    setFormError(undefined);
    setSlabError(undefined);
    if (offer.slabs.length === 0) {
      setSlabError(t('Choose the slabs to offer: the container plan is made from them.'));
      return;
    }
    const body: ExportReplyInput = {
      currency: raw.currency as ExportReplyInput['currency'],
      incoterm: raw.incoterm,
      portOfLoading: raw.portOfLoading || null,
      portOfDischarge: raw.portOfDischarge || null,
      destinationCountry: raw.destinationCountry,
      inlandLeg: raw.inlandLeg as ExportReplyInput['inlandLeg'],
      pricePerM2: raw.pricePerM2,
      freight: rule.includesFreight ? raw.freight : undefined,
      insurance: rule.includesInsurance ? raw.insurance : undefined,
      advancePercent: Number(raw.advancePercent),
      balanceTerms: raw.balanceTerms as ExportReplyInput['balanceTerms'],
      leadTimeDays: Number(raw.leadTimeDays),
      validUntil: raw.validUntil,
      message: raw.message || null,
      slabIds: offer.slabs.map((s) => s.slabId),
    };
    send.mutate(body, {
      onSuccess: () => {
        toast.success(t('Export quote sent'));
        onDone();
      },
      onError: (error) => {
        applyFieldErrors(error, form.setError, FIELDS);
        const slabField = isApiError(error)
          ? Object.entries(error.fields ?? {}).find(([name]) => name.startsWith('slabIds'))
          : undefined;
        if (slabField) setSlabError(slabField[1]);
        setFormError(error.message || t('Your quote could not be sent. Please try again.'));
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label={t('Export quote')}>
      {formError && <FormAlert>{formError}</FormAlert>}
      <SlabOfferPicker
        request={detail.request}
        current={current}
        value={offer}
        onChange={(next) => {
          setOffer({ ...next, on: true });
          setSlabError(undefined);
        }}
        error={slabError}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('Currency')} required error={errors.currency?.message}>
          {(control) => (
            <Select {...control} {...form.register('currency')}>
              {EXPORT_CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('Incoterm')} required error={errors.incoterm?.message}>
          {(control) => (
            <Select {...control} {...form.register('incoterm')}>
              {INCOTERMS.map((term) => (
                <option key={term} value={term}>
                  {term} · {INCOTERM_RULES[term].name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label={t('Port of loading')}
          required={rule.needsPortOfLoading}
          markOptional={!rule.needsPortOfLoading}
          error={errors.portOfLoading?.message}
        >
          {(control) => (
            <Select {...control} {...form.register('portOfLoading')}>
              <option value="">{t('Not named')}</option>
              {PORTS_OF_LOADING.map((p) => (
                <option key={p.locode} value={p.locode}>
                  {p.name} ({p.locode})
                </option>
              ))}
            </Select>
          )}
        </Field>
        <FormField
          label={t('Port of discharge')}
          required={rule.needsPortOfDischarge}
          markOptional={!rule.needsPortOfDischarge}
          placeholder="Hamburg"
          maxLength={60}
          error={errors.portOfDischarge?.message}
          {...form.register('portOfDischarge')}
        />
        <Field label={t('Buyer’s country')} required error={errors.destinationCountry?.message}>
          {(control) => (
            <Select {...control} {...form.register('destinationCountry')}>
              {EXPORT_COUNTRIES.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('After the port')} required error={errors.inlandLeg?.message}>
          {(control) => (
            <Select {...control} {...form.register('inlandLeg')}>
              {INLAND_LEGS.map((leg) => (
                <option key={leg} value={leg}>
                  {t(INLAND_LEG_LABELS[leg])}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <FormField
          label={t('Price per m² ({currency})', { currency })}
          required
          inputMode="decimal"
          hint={
            perSqft ? t('{price} {currency} per sq.ft', { price: perSqft.toFixed(2), currency }) : undefined
          }
          error={errors.pricePerM2?.message}
          {...form.register('pricePerM2')}
        />
        {rule.includesFreight && (
          <FormField
            label={t('Freight for the whole offer ({currency})', { currency })}
            required
            inputMode="decimal"
            error={errors.freight?.message}
            {...form.register('freight')}
          />
        )}
        {rule.includesInsurance && (
          <FormField
            label={t('Insurance ({currency})', { currency })}
            required
            inputMode="decimal"
            error={errors.insurance?.message}
            {...form.register('insurance')}
          />
        )}
        <FormField
          label={t('Advance (%)')}
          inputMode="numeric"
          error={errors.advancePercent?.message}
          {...form.register('advancePercent')}
        />
        <Field label={t('Balance')} required error={errors.balanceTerms?.message}>
          {(control) => (
            <Select {...control} {...form.register('balanceTerms')}>
              {EXPORT_BALANCE_TERMS.map((term) => (
                <option key={term} value={term}>
                  {t(EXPORT_BALANCE_LABELS[term])}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <FormField
          label={t('Lead time (days)')}
          required
          inputMode="numeric"
          error={errors.leadTimeDays?.message}
          {...form.register('leadTimeDays')}
        />
        <FormField
          label={t('Valid until')}
          required
          type="date"
          error={errors.validUntil?.message}
          {...form.register('validUntil')}
        />
      </div>
      <FormField
        label={t('Message to the buyer')}
        markOptional
        error={errors.message?.message}
        {...form.register('message')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onDone} disabled={send.isPending}>
          {t('Cancel')}
        </Button>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('Sending...') : t('Send export quote')}
        </Button>
      </div>
    </form>
  );
}
