// D34, D8: the buyer's business for GST invoices (company, GSTIN whose state is the billing state,
// billing address) and their delivery addresses, both offered in the quote form.
import {
  BUYER_COUNTRIES,
  type BuyerBusinessView,
  buyerCountryLabel,
  type DeliveryAddressView,
  exportCountry,
  HOME_COUNTRY,
  stateName,
  stateOfGstin,
  UpdateBuyerBusiness,
  type UpdateBuyerBusinessInput,
} from '@granite/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DeliveryAddressForm, StateSelect } from '@/components/delivery-address-form';
import { Button } from '@/components/ui/button';
import { Field, FormAlert, FormField, Select, Textarea } from '@/components/ui/form-field';
import { useDeleteAddress, useMyBusiness, useMyDeliveryAddresses, useSaveBusiness } from '@/lib/api/business';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useLocale, useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';

const BUSINESS_FIELDS = [
  'companyName',
  'country',
  'gstin',
  'billingAddress',
  'billingCity',
  'billingState',
  'billingPin',
  'billingPostcode',
  'billingRegion',
  'importId',
  'version',
] as const;

/** The fields of an address in India, and of one abroad (D47): changing country empties the other side's. */
const INDIA_ONLY = ['gstin', 'billingState', 'billingPin'] as const;
const ABROAD_ONLY = ['billingPostcode', 'billingRegion', 'importId'] as const;

/** The Business details tab: the business form, then the delivery addresses. */
export function BusinessDetails() {
  const business = useMyBusiness();
  const t = useT();
  return (
    <div className="grid max-w-3xl gap-10">
      <section aria-labelledby="business-heading" className="space-y-4">
        <div>
          <h2 id="business-heading" className="text-lg font-semibold text-granite-black">
            {t('Business details')}
          </h2>
          <p className="text-sm text-stone-600">
            {t(
              'Your GST invoices are made out to this business. Without a GSTIN you can still request quotes; GST is then charged by your delivery state.',
            )}{' '}
            {t('A business abroad gives its address as its country writes it, and no GSTIN.')}
          </p>
        </div>
        {business.isPending ? (
          <p className="text-sm text-stone-600">{t('Loading…')}</p>
        ) : business.isError ? (
          <FormAlert>{t('Your business details could not be loaded. Please reload the page.')}</FormAlert>
        ) : (
          <BusinessForm current={business.data.business} />
        )}
      </section>
      <DeliveryAddresses />
    </div>
  );
}

export function BusinessForm({ current }: { current: BuyerBusinessView | null }) {
  const save = useSaveBusiness();
  const [formError, setFormError] = useState<string>();
  const t = useT();
  const locale = useLocale();
  const form = useForm<UpdateBuyerBusinessInput, unknown, z.output<typeof UpdateBuyerBusiness>>({
    resolver: zodResolver(UpdateBuyerBusiness),
    defaultValues: {
      companyName: current?.companyName ?? '',
      country: current?.country ?? HOME_COUNTRY,
      gstin: current?.gstin ?? '',
      billingAddress: current?.billingAddress ?? '',
      billingCity: current?.billingCity ?? '',
      billingState: current?.billingState ?? '',
      billingPin: current?.billingPin ?? '',
      billingPostcode: current?.billingPostcode ?? '',
      billingRegion: current?.billingRegion ?? '',
      importId: current?.importId ?? '',
      version: current?.version,
    },
  });
  const { errors } = form.formState;
  const err = (message: string | undefined) => message && t(message);
  // D47: a business abroad is addressed as its country writes it, with no GSTIN, state or PIN.
  const abroad = exportCountry(String(form.watch('country') ?? HOME_COUNTRY));
  const gstin = String(form.watch('gstin') ?? '')
    .trim()
    .toUpperCase();
  const gstinState = gstin.length >= 2 ? stateOfGstin(gstin) : null;
  const countrySelect = form.register('country', {
    onChange: (e: { target: { value: string } }) => {
      for (const field of e.target.value === HOME_COUNTRY ? ABROAD_ONLY : INDIA_ONLY) {
        form.setValue(field, '');
        form.clearErrors(field);
      }
    },
  });

  const submit = form.handleSubmit(
    (values) => {
      setFormError(undefined);
      save.mutate(values, {
        onSuccess: (saved) => {
          // The next save goes at the version this one made (D29).
          form.reset({ ...form.getValues(), version: saved.business?.version });
          toast.success(t('Business details saved'));
        },
        onError: (error) => {
          applyFieldErrors(error, form.setError, BUSINESS_FIELDS);
          setFormError(t(error.message || 'Your business details were not saved. Please try again.'));
        },
      });
    },
    () => setFormError(t('Please correct the marked fields.')),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={t('Business details')}>
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('Company name')}
          required
          autoComplete="organization"
          className="sm:col-span-2"
          error={err(errors.companyName?.message)}
          {...form.register('companyName')}
        />
        <Field label={t('Country')} required error={err(errors.country?.message)}>
          {(control) => (
            <Select {...control} autoComplete="country" {...countrySelect}>
              {BUYER_COUNTRIES.map((c) => (
                <option key={c.code} value={c.code}>
                  {buyerCountryLabel(c.code, locale)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {abroad ? (
          <FormField
            label={t(abroad.importId?.label ?? 'Import or tax number')}
            markOptional
            autoComplete="off"
            maxLength={30}
            hint={
              abroad.importId
                ? t('e.g. {example}. Printed on your export invoices.', { example: abroad.importId.example })
                : t('Printed on your export invoices.')
            }
            error={err(errors.importId?.message)}
            {...form.register('importId')}
          />
        ) : (
          <FormField
            label="GSTIN"
            markOptional
            autoComplete="off"
            maxLength={15}
            hint={
              gstinState
                ? t('Registered in {state}: your billing state must be {state}.', { state: gstinState })
                : t('15 characters, e.g. 29ABCDE1234F1ZW. Leave empty if you are not registered.')
            }
            error={err(errors.gstin?.message)}
            {...form.register('gstin')}
          />
        )}
        <Field
          label={t('Billing address')}
          required
          className="sm:col-span-2"
          error={err(errors.billingAddress?.message)}
        >
          {(control) => <Textarea {...control} rows={2} {...form.register('billingAddress')} />}
        </Field>
        <FormField
          label={t('City')}
          required
          autoComplete="address-level2"
          error={err(errors.billingCity?.message)}
          {...form.register('billingCity')}
        />
        {abroad ? (
          <>
            <FormField
              label={abroad.regionLabel ? t(abroad.regionLabel) : t('State or region')}
              required={Boolean(abroad.regionLabel)}
              markOptional={!abroad.regionLabel}
              autoComplete="address-level1"
              error={err(errors.billingRegion?.message)}
              {...form.register('billingRegion')}
            />
            {abroad.postcode && (
              <FormField
                label={t('Postcode')}
                required
                autoComplete="postal-code"
                maxLength={12}
                hint={t('e.g. {example}', { example: abroad.postcode.example })}
                error={err(errors.billingPostcode?.message)}
                {...form.register('billingPostcode')}
              />
            )}
          </>
        ) : (
          <>
            <Field label={t('State')} required error={err(errors.billingState?.message)}>
              {(control) => <StateSelect {...control} {...form.register('billingState')} />}
            </Field>
            <FormField
              label={t('PIN code')}
              required
              inputMode="numeric"
              maxLength={6}
              autoComplete="postal-code"
              error={err(errors.billingPin?.message)}
              {...form.register('billingPin')}
            />
          </>
        )}
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('Saving…') : t('Save business details')}
      </Button>
    </form>
  );
}

function DeliveryAddresses() {
  const addresses = useMyDeliveryAddresses();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<DeliveryAddressView | 'new' | null>(null);
  const items = addresses.data?.items ?? [];
  const t = useT();
  const locale = useLocale();
  return (
    <section aria-labelledby="addresses-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="addresses-heading" className="text-lg font-semibold text-granite-black">
            {t('Delivery addresses')}
          </h2>
          <p className="text-sm text-stone-600">{t('Sites and godowns you have stone delivered to.')}</p>
        </div>
        {editing === null && (
          <Button type="button" variant="secondary" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            {t('Add address')}
          </Button>
        )}
      </div>
      {editing !== null && (
        <DeliveryAddressForm
          key={editing === 'new' ? 'new' : editing.id}
          current={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {addresses.isSuccess && items.length === 0 && editing === null && (
        <p className="text-sm text-stone-600">{t('No delivery addresses yet.')}</p>
      )}
      <ul className="grid gap-3 sm:grid-cols-2">
        {items.map((a) => (
          <li key={a.id} className="rounded-md border border-stone-200 bg-white p-4 text-sm">
            <p className="flex items-center gap-1.5 font-medium text-granite-black">
              <MapPin aria-hidden="true" className="size-4 text-stone-500" />
              {a.label}
            </p>
            <p className="mt-1 text-stone-700">
              {a.address}, {a.city}, {stateName(a.state, locale)} {a.pin}
            </p>
            <div className="mt-3 flex gap-2">
              <Button type="button" size="sm" variant="secondary" onClick={() => setEditing(a)}>
                <Pencil aria-hidden="true" />
                {t('Edit')}
                <span className="sr-only"> {a.label}</span>
              </Button>
              <Button
                type="button"
                size="sm"
                variant="secondary"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(a.id, {
                    onSuccess: () => toast.success(t('{label} deleted', { label: a.label })),
                    onError: (error) =>
                      toast.error(t('The address was not deleted'), { description: t(error.message) }),
                  })
                }
              >
                <Trash2 aria-hidden="true" />
                {t('Delete')}
                <span className="sr-only"> {a.label}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
