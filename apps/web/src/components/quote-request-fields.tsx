// The parts of the quote request form (quote-request-dialog-content.tsx), each a group of fields
// with its own job: what is asked about, who asks, where it is billed and delivered, which stone.
import {
  buyerCountryLabel,
  type CreateQuoteRequest,
  type DeliveryAddressView,
  FINISHES,
  GST_STATE_CODES,
  INDIAN_STATES,
  type IndianState,
  LIMITS,
  MATERIAL_QUALITIES,
  MIN_SLAB_QUOTE_SQFT,
  type MyBusiness,
  PRODUCT_TYPES,
  type QuantityUnit,
  type QuoteSuggestion,
  SLAB_SIZES,
  stateName,
  THICKNESSES,
  TILE_SIZES,
  unitLabel,
  unitsOfProductType,
} from '@granite/shared';
import { Loader2, Send } from 'lucide-react';
import type { Dispatch, SetStateAction } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { Field, Input, Select, Textarea } from '@/components/ui/form-field';
import { formatINR } from '@/lib/format';
import { useLocale, useT } from '@/lib/i18n';
import { ProductPicker } from './product-picker';
import type { QuoteProduct, QuoteTarget } from './quote-request-dialog';
import { QuoteSuggestions, useQuoteSuggestions } from './quote-suggestions';
import type { SelectedSlabs } from './slabs/selected-slabs';
import { formatSqft } from './slabs/slab-text';

export type QuoteFormInput = z.input<typeof CreateQuoteRequest>;
export type QuoteFormOutput = z.output<typeof CreateQuoteRequest>;
export type QuoteForm = UseFormReturn<QuoteFormInput, unknown, QuoteFormOutput>;

/** D40: a field's message (an English id from the shared schema) in the page's language. */
export function useFieldError(form: QuoteForm) {
  const t = useT();
  return (name: keyof QuoteFormInput) => {
    const message = form.formState.errors[name]?.message as string | undefined;
    return message && t(message);
  };
}

/** D16: a suggested manufacturer's product, ticked to join a multi request. */
const productOfSuggestion = (s: QuoteSuggestion): QuoteProduct => ({
  id: s.productId,
  name: s.productName,
  vendorName: s.manufacturerName,
  pricePaise: s.pricePaise,
  materialQuality: s.materialQuality,
  productType: s.productType,
});

/** The products the request is about, with the ticked slabs or the cited sample, and their errors. */
export function ChosenProducts({
  target,
  products,
  slabs,
  productError,
  slabError,
}: {
  target: QuoteTarget;
  products: QuoteProduct[];
  slabs: SelectedSlabs | undefined;
  productError: string | undefined;
  slabError: string | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="rounded-lg border border-stone-200 bg-stone-50 p-3">
      <p className="text-xs font-semibold tracking-wide text-stone-600 uppercase">
        {target.kind === 'multi' ? t('{count} products', { count: products.length }) : t('Product')}
      </p>
      <ul className="mt-1 space-y-1 text-sm">
        {products.map((p) => (
          <li key={p.id} className="flex flex-wrap justify-between gap-x-3">
            <span className="font-medium text-granite-black">{p.name}</span>
            <span className="text-stone-600">
              {p.vendorName}
              {p.pricePaise !== undefined && ` · ${formatINR(p.pricePaise)}/${unitLabel('sqft', locale)}`}
            </span>
          </li>
        ))}
      </ul>
      {slabs && <ChosenSlabs slabs={slabs} />}
      {target.kind === 'single' && target.sample && (
        <p className="mt-2 text-sm text-granite-black">{target.sample.citation}</p>
      )}
      {productError && <p className="mt-2 text-sm text-red-700">{productError}</p>}
      {slabError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {slabError}
        </p>
      )}
    </div>
  );
}

/** D33: the ticked slabs and their sq.ft, which are the request's quantity (read, never typed). */
function ChosenSlabs({ slabs }: { slabs: SelectedSlabs }) {
  const n = slabs.slabIds.length;
  const t = useT();
  const locale = useLocale();
  return (
    <div className="mt-3 border-t border-stone-200 pt-3" data-testid="chosen-slabs">
      <p className="text-sm text-granite-black">
        <span className="font-semibold">
          {t('Quantity: {sqft}', { sqft: `${formatSqft(slabs.sqft)} ${unitLabel('sqft', locale)}` })}
        </span>{' '}
        <span className="text-stone-600">
          ({t('{count, plural, one {# slab} other {# slabs}}', { count: n })}, {t('usable sq.ft')})
        </span>
      </p>
      <p className="mt-1 text-xs break-words text-stone-600">{slabs.codes.join(', ')}</p>
    </div>
  );
}

/** Who asks: the e-mail address of a signed-out visitor (D31), the name and the mobile number. */
export function ContactFields({ form, signedIn }: { form: QuoteForm; signedIn: boolean }) {
  const t = useT();
  const err = useFieldError(form);
  return (
    <>
      {!signedIn && (
        <Field
          label={t('Your E-mail')}
          required
          error={err('email')}
          hint={t('We send you a link to confirm the request and follow the replies')}
          className="sm:col-span-2"
        >
          {(control) => (
            <Input
              type="email"
              autoComplete="email"
              inputMode="email"
              {...control}
              {...form.register('email')}
            />
          )}
        </Field>
      )}
      <Field label={t('Your Name')} required error={err('customerName')}>
        {(control) => <Input autoComplete="name" {...control} {...form.register('customerName')} />}
      </Field>
      <Field
        label={t('Mobile Number')}
        required
        error={err('mobileNumber')}
        hint={t('10 digits, +91 optional')}
      >
        {(control) => (
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+91 98765 43210"
            {...control}
            {...form.register('mobileNumber')}
          />
        )}
      </Field>
    </>
  );
}

/**
 * D34: the buyer's saved business to bill, a saved delivery address (which is then the delivery,
 * whatever was typed), or a consignee the goods go to on the buyer's direction (bill-to-ship-to).
 */
export function BillingChoice({
  form,
  business,
  billToBusiness,
  setBillToBusiness,
  addresses,
  addressId,
  setAddressId,
  consigneeOn,
  setConsigneeOn,
}: {
  form: QuoteForm;
  business: MyBusiness['business'] | null;
  billToBusiness: boolean;
  setBillToBusiness: (on: boolean) => void;
  addresses: DeliveryAddressView[];
  addressId: number | undefined;
  setAddressId: (id: number | undefined) => void;
  consigneeOn: boolean;
  setConsigneeOn: (on: boolean) => void;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      {business && (
        <label className="flex items-start gap-2 text-sm sm:col-span-2">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-copper-700"
            checked={billToBusiness}
            onChange={(e) => setBillToBusiness(e.target.checked)}
          />
          <span>
            {t('Bill to {name}', { name: business.companyName })}
            <span className="block text-xs text-stone-600">
              {business.gstin ? `GSTIN ${business.gstin}, ` : ''}
              {business.billingState
                ? t('billing state {state}', { state: stateName(business.billingState, locale) })
                : t('billed in {country}', { country: buyerCountryLabel(business.country, locale) })}
            </span>
          </span>
        </label>
      )}
      {business && billToBusiness && (
        <label className="flex items-start gap-2 text-sm sm:col-span-2">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-copper-700"
            checked={consigneeOn}
            onChange={(e) => {
              setConsigneeOn(e.target.checked);
              if (e.target.checked) setAddressId(undefined);
            }}
          />
          <span>
            {t('Deliver to another party on my behalf (consignee)')}
            <span className="block text-xs text-stone-600">
              {t(
                'The invoice is billed to you and the goods shipped to them: GST is then charged by your state.',
              )}
            </span>
          </span>
        </label>
      )}
      {consigneeOn && business && billToBusiness && <ConsigneeFields form={form} />}
      {!consigneeOn && addresses.length > 0 && (
        <Field label={t('Delivery address')} markOptional className="sm:col-span-2">
          {(control) => (
            <Select
              {...control}
              value={addressId ?? ''}
              onChange={(e) => {
                const picked = addresses.find((a) => a.id === Number(e.target.value));
                setAddressId(picked?.id);
                if (picked) {
                  form.setValue('deliveryCity', picked.city, { shouldValidate: true });
                  form.setValue('deliveryPin', picked.pin, { shouldValidate: true });
                  form.setValue('deliveryState', picked.state, { shouldValidate: true });
                }
              }}
            >
              <option value="">{t('Type the city and PIN below')}</option>
              {addresses.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.label}: {a.city} {a.pin}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
    </>
  );
}

/** D34: the consignee's name, address, state, PIN and (optional) GSTIN: where the goods go. */
function ConsigneeFields({ form }: { form: QuoteForm }) {
  const t = useT();
  const locale = useLocale();
  const errors = form.formState.errors.consignee;
  const err = (name: 'name' | 'address' | 'city' | 'state' | 'pin' | 'gstin') => {
    const message = errors?.[name]?.message as string | undefined;
    return message && t(message);
  };
  return (
    <fieldset className="grid gap-4 rounded-lg border border-stone-200 p-3 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 text-sm font-medium text-granite-black">{t('Ship to (consignee)')}</legend>
      <Field label={t('Consignee name')} required error={err('name')} className="sm:col-span-2">
        {(control) => <Input autoComplete="organization" {...control} {...form.register('consignee.name')} />}
      </Field>
      <Field label={t('Address')} required error={err('address')} className="sm:col-span-2">
        {(control) => (
          <Input autoComplete="street-address" {...control} {...form.register('consignee.address')} />
        )}
      </Field>
      <Field label={t('City')} required error={err('city')}>
        {(control) => (
          <Input autoComplete="address-level2" {...control} {...form.register('consignee.city')} />
        )}
      </Field>
      <Field label={t('PIN code')} required error={err('pin')}>
        {(control) => (
          <Input
            inputMode="numeric"
            maxLength={6}
            autoComplete="postal-code"
            {...control}
            {...form.register('consignee.pin')}
          />
        )}
      </Field>
      <Field label={t('State')} required error={err('state')}>
        {(control) => (
          <Select {...control} {...form.register('consignee.state')}>
            <option value="">{t('Choose the state or union territory')}</option>
            {INDIAN_STATES.map((state) => (
              <option key={state} value={state}>
                {stateName(state, locale)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('Consignee GSTIN')} markOptional error={err('gstin')}>
        {(control) => (
          <Input
            autoCapitalize="characters"
            maxLength={15}
            {...control}
            {...form.register('consignee.gstin')}
          />
        )}
      </Field>
    </fieldset>
  );
}

/** D34: "Place of supply: Tamil Nadu (33)", where the buyer confirms the request. */
export function PlaceOfSupplyLine({ state }: { state: IndianState | null }) {
  const t = useT();
  const locale = useLocale();
  if (!state) return null;
  const code = Object.entries(GST_STATE_CODES).find(([, s]) => s === state)?.[0];
  return (
    <p className="text-sm text-granite-black" data-testid="place-of-supply">
      {t('Place of supply: {state} ({code})', { state: stateName(state, locale), code: code ?? '' })}
    </p>
  );
}

/**
 * Where the stone goes: the delivery city, PIN and (optional) state; a saved address chosen is the
 * delivery (D34), shown as it is saved instead of the typed fields.
 */
export function DeliveryPlace({ form, chosen }: { form: QuoteForm; chosen?: DeliveryAddressView }) {
  const t = useT();
  const locale = useLocale();
  const err = useFieldError(form);
  if (chosen)
    return (
      <p className="text-sm text-stone-700 sm:col-span-2">
        {t('Delivered to {label}: {address}, {city}, {state} {pin}', {
          label: chosen.label,
          address: chosen.address,
          city: chosen.city,
          state: stateName(chosen.state, locale),
          pin: chosen.pin,
        })}
      </p>
    );
  return (
    <>
      <Field label={t('Delivery City')} required error={err('deliveryCity')}>
        {(control) => <Input autoComplete="address-level2" {...control} {...form.register('deliveryCity')} />}
      </Field>
      <Field label={t('Delivery PIN Code')} required error={err('deliveryPin')}>
        {(control) => (
          <Input
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            placeholder={t('6 digits')}
            {...control}
            {...form.register('deliveryPin')}
          />
        )}
      </Field>
      <Field
        label={t('Delivery State')}
        markOptional
        error={err('deliveryState')}
        hint={t('The PIN tells it; choose it where a district lies in two states.')}
      >
        {(control) => (
          <Select {...control} {...form.register('deliveryState')}>
            <option value="">{t('From the PIN')}</option>
            {INDIAN_STATES.map((state) => (
              <option key={state} value={state}>
                {stateName(state, locale)}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </>
  );
}

/**
 * Which stone: quality and type (required), thickness, finish and sizes (optional). For ticked slabs
 * (D33) none is asked: the product gives the quality, and the slabs their type, thickness, finish and
 * size.
 */
export function StoneFields({ form, slabs = false }: { form: QuoteForm; slabs?: boolean }) {
  const t = useT();
  const err = useFieldError(form);
  if (slabs) return null;
  return (
    <>
      <Field label={t('Material Quality')} required error={err('materialQuality')}>
        {(control) => (
          <Select {...control} {...form.register('materialQuality')}>
            {MATERIAL_QUALITIES.map((q) => (
              <option key={q} value={q}>
                {t(q)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('Product Type')} required error={err('productType')}>
        {(control) => (
          <Select {...control} {...form.register('productType')}>
            {PRODUCT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(type)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <OptionalSelect label={t('Thickness')} name="thickness" options={THICKNESSES} form={form} />
      <OptionalSelect label={t('Finish')} name="finishType" options={FINISHES} form={form} />
      <OptionalSelect label={t('Slab Size')} name="slabSize" options={SLAB_SIZES} form={form} />
      <OptionalSelect label={t('Tile Size')} name="tileSize" options={TILE_SIZES} form={form} />
    </>
  );
}

function OptionalSelect({
  label,
  name,
  options,
  form,
}: {
  label: string;
  name: 'thickness' | 'finishType' | 'slabSize' | 'tileSize';
  options: readonly string[];
  form: QuoteForm;
}) {
  const error = form.formState.errors[name]?.message as string | undefined;
  const t = useT();
  return (
    <Field label={label} error={error && t(error)}>
      {(control) => (
        <Select {...control} {...form.register(name)}>
          <option value="">{t('Not specified')}</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {t(o)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** D16: the product of a request made from a manufacturer's page, chosen in the picker. */
export function PickedProductField({ form, manufacturerId }: { form: QuoteForm; manufacturerId?: number }) {
  const t = useT();
  const err = useFieldError(form);
  return (
    <Field label={t('Product')} required error={err('productId')}>
      {(control) => (
        <ProductPicker
          id={control.id}
          invalid={Boolean(control['aria-invalid'])}
          manufacturerId={manufacturerId}
          onChange={(p) => {
            form.setValue('productId', p?.id as number, { shouldValidate: form.formState.isSubmitted });
            if (p) {
              form.setValue('materialQuality', p.materialQuality);
              form.setValue('productType', p.productType);
            }
          }}
        />
      )}
    </Field>
  );
}

/** D34: the units a buyer picks from for a block (UQC codes in the trade's words). */
const UNIT_NAMES: Record<QuantityUnit, string> = {
  SQF: 'sq.ft',
  MTK: 'sq.m',
  CBM: 'Cubic metres (CBM)',
  MTS: 'Tonnes (MTS)',
};

/** How much (sq.ft, or CBM / MTS for blocks; unless ticked slabs make the quantity, D33) and by when. */
export function QuantityAndDate({ form, slabs }: { form: QuoteForm; slabs: boolean }) {
  const t = useT();
  const err = useFieldError(form);
  // D34: a block is asked in cubic metres or tonnes; slabs and tiles in sq.ft.
  const units = unitsOfProductType(form.watch('productType') ?? 'Slabs');
  const byVolume = units[0] !== 'SQF';
  return (
    <>
      {!slabs && !byVolume && (
        <Field
          label={t('Quantity (sq.ft)')}
          required
          error={err('quantitySqft')}
          // D33: a slab product is quoted for one slab at least.
          hint={
            form.watch('productType') === 'Slabs'
              ? t('At least one slab ({sqft} sq.ft)', { sqft: MIN_SLAB_QUOTE_SQFT })
              : undefined
          }
        >
          {(control) => (
            <Input
              inputMode="numeric"
              placeholder={t('e.g. 1200')}
              {...control}
              {...form.register('quantitySqft')}
            />
          )}
        </Field>
      )}
      {!slabs && byVolume && (
        <div className="grid grid-cols-[minmax(0,1fr)_8rem] gap-3">
          <Field label={t('Quantity')} required error={err('quantitySqft')}>
            {(control) => (
              <Input
                inputMode="numeric"
                placeholder={t('e.g. 12')}
                {...control}
                {...form.register('quantitySqft')}
              />
            )}
          </Field>
          <Field label={t('Unit')} required error={err('quantityUnit')}>
            {(control) => (
              <Select {...control} {...form.register('quantityUnit', { shouldUnregister: true })}>
                {units.map((unit) => (
                  <option key={unit} value={unit}>
                    {t(UNIT_NAMES[unit])}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
      )}
      <Field label={t('Needed By')} error={err('neededBy')}>
        {(control) => (
          <Controller
            control={form.control}
            name="neededBy"
            render={({ field }) => (
              <DateInput
                {...control}
                name={field.name}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                min={new Date().toISOString().slice(0, 10)}
              />
            )}
          />
        )}
      </Field>
    </>
  );
}

/** The notes, the platform's promise about contact details, and the submit button with its label. */
export function NotesAndSubmit({ form, label }: { form: QuoteForm; label: string }) {
  const t = useT();
  const err = useFieldError(form);
  const notes = form.watch('additionalNotes') ?? '';
  const { isSubmitting } = form.formState;
  return (
    <>
      <Field
        label={t('Additional Notes')}
        error={err('additionalNotes')}
        hint={`${notes.length} / ${LIMITS.quoteNotesMaxLength}`}
      >
        {(control) => <Textarea {...control} {...form.register('additionalNotes')} />}
      </Field>
      <p className="text-xs text-stone-600">
        {t(
          'All communication goes through the platform. Contact details will be shared after quote request approval.',
        )}
      </p>
      <div className="flex justify-end gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? (
            <Loader2 aria-hidden="true" className="animate-spin" />
          ) : (
            <Send aria-hidden="true" />
          )}
          {isSubmitting ? t('Submitting...') : label}
        </Button>
      </div>
    </>
  );
}

/** D16: a multi request may take suggested manufacturers too; the ticked ones join the same group. */
export function SuggestedProducts({
  productIds,
  added,
  setAdded,
}: {
  productIds: number[];
  added: QuoteProduct[];
  setAdded: Dispatch<SetStateAction<QuoteProduct[]>>;
}) {
  const suggestions = useQuoteSuggestions(productIds);
  return (
    <QuoteSuggestions
      items={suggestions.data?.items ?? []}
      ticked={new Set(added.map((p) => p.id))}
      onToggle={(s, on) =>
        setAdded((list) =>
          on ? [...list, productOfSuggestion(s)] : list.filter((p) => p.id !== s.productId),
        )
      }
    />
  );
}
