import {
  type CreatedQuoteRequests,
  CreateQuoteRequest,
  EmailSchema,
  FINISHES,
  LIMITS,
  MATERIAL_QUALITIES,
  PRODUCT_TYPES,
  QUOTE_LIFECYCLE_MESSAGES,
  QuantitySqftSchema,
  QuoteRequestFields,
  SLAB_SIZES,
  THICKNESSES,
  TILE_SIZES,
  unitLabel,
} from '@granite/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Send } from 'lucide-react';
import { type Dispatch, type SetStateAction, useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field, Input, Select, Textarea } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api';
import { useMyBusiness, useMyDeliveryAddresses } from '@/lib/api/business';
import { useCreateQuoteRequest } from '@/lib/api/quotes';
import { useSession } from '@/lib/auth/session';
import { formatINR } from '@/lib/format';
import { useLocale, useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { ProductPicker } from './product-picker';
import type { QuoteProduct, QuoteTarget } from './quote-request-dialog';
import { QuoteSuggestions, useQuoteSuggestions } from './quote-suggestions';
import type { SelectedSlabs } from './slabs/selected-slabs';
import { formatSqft } from './slabs/slab-text';

// The 'pick' form also carries the product; single and multi take it from the page.
const PickSchema = CreateQuoteRequest;
type FormInput = z.input<typeof PickSchema>;
type FormOutput = z.output<typeof PickSchema>;

const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** The form behind QuoteRequestDialog, loaded when a quote is first asked for. */
export function QuoteRequestDialogContent({
  target,
  open,
  onOpenChange,
  onSubmitted,
}: {
  target: QuoteTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmitted?: () => void;
}) {
  // D16: the suggested manufacturers the buyer ticked join the same multi request (and its title).
  // They belong to one opening of the form for one choice: closing it or choosing again clears them.
  const [added, setAdded] = useState<QuoteProduct[]>([]);
  const choice = open && target.kind === 'multi' ? target.products.map((p) => p.id).join(',') : '';
  const [addedFor, setAddedFor] = useState(choice);
  if (addedFor !== choice) {
    setAddedFor(choice);
    setAdded([]);
  }
  const count = target.kind === 'multi' ? target.products.length + added.length : 1;
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent
          title={target.kind === 'multi' ? t('Request {count} Quotes', { count }) : t('Request Quote')}
          description={
            target.kind === 'pick' && target.manufacturer
              ? t('Ask {name} for a price. Contact details are shared after quote request approval.', {
                  name: target.manufacturer.businessName,
                })
              : t('Tell us what you need. Contact details are shared after quote request approval.')
          }
        >
          <QuoteRequestForm
            target={target}
            added={added}
            setAdded={setAdded}
            onDone={() => {
              onOpenChange(false);
              onSubmitted?.();
            }}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

function QuoteRequestForm({
  target,
  added,
  setAdded,
  onDone,
}: {
  target: QuoteTarget;
  added: QuoteProduct[];
  setAdded: Dispatch<SetStateAction<QuoteProduct[]>>;
  onDone: () => void;
}) {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.session.user : null;
  const t = useT();
  const locale = useLocale();
  // One key for this form's submissions: a double click or a retry is the same request (D16).
  const [idempotencyKey] = useState(newKey);
  const createQuoteRequest = useCreateQuoteRequest(idempotencyKey);
  const first =
    target.kind === 'single' ? target.product : target.kind === 'multi' ? target.products[0] : undefined;
  // D16: a multi request may take suggested manufacturers too; the ticked ones join the same group.
  const suggestions = useQuoteSuggestions(target.kind === 'multi' ? target.products.map((p) => p.id) : []);
  const multiProducts = target.kind === 'multi' ? [...target.products, ...added] : [];
  // D33: with ticked slabs the quantity is theirs, computed by the server; nothing is typed.
  const slabs = target.kind === 'single' && target.slabs?.slabIds.length ? target.slabs : undefined;
  const [slabError, setSlabError] = useState<string | undefined>();
  // D34: a signed-in buyer's saved business and delivery addresses, offered here (none: as before).
  const business = useMyBusiness(Boolean(user)).data?.business ?? null;
  const addresses = useMyDeliveryAddresses(Boolean(user)).data?.items ?? [];
  const [billToBusiness, setBillToBusiness] = useState(true);
  const [addressId, setAddressId] = useState<number | undefined>();
  const chosen = {
    ...(business && billToBusiness ? { useBusiness: true } : {}),
    ...(addressId !== undefined && addresses.some((a) => a.id === addressId)
      ? { deliveryAddressId: addressId }
      : {}),
  };

  // D31: signed out, the e-mail address the request is confirmed and followed by is required.
  const base =
    target.kind === 'pick'
      ? PickSchema
      : QuoteRequestFields.extend({
          productId: PickSchema.shape.productId.optional(),
          ...(slabs ? { quantitySqft: QuantitySqftSchema.optional() } : {}),
        });
  const schema = user ? base : base.extend({ email: EmailSchema });
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(schema as typeof PickSchema),
    defaultValues: {
      productId: target.kind === 'single' ? target.product.id : undefined,
      customerName: user?.name ?? '',
      mobileNumber: user?.phone ?? '',
      quantitySqft: slabs ? undefined : ('' as unknown as number),
      deliveryCity: user?.city ?? '',
      deliveryPin: '',
      // Spec 5: Commercial and Both are the form's defaults; a product's own values come first.
      materialQuality: first?.materialQuality ?? 'Commercial',
      productType: slabs ? 'Slabs' : (first?.productType ?? 'Both'),
      thickness: '',
      slabSize: '',
      tileSize: '',
      finishType: '',
      neededBy: '',
      additionalNotes: '',
      email: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const notes = form.watch('additionalNotes') ?? '';

  const submit = form.handleSubmit(async (values) => {
    const { productId, quantitySqft, ...fields } = values;
    setSlabError(undefined);
    let created: CreatedQuoteRequests;
    try {
      created = await createQuoteRequest.mutateAsync(
        target.kind === 'multi'
          ? {
              kind: 'multi',
              input: { ...fields, ...chosen, quantitySqft, productIds: multiProducts.map((p) => p.id) },
            }
          : {
              kind: 'single',
              input: {
                ...fields,
                ...chosen,
                productId: target.kind === 'single' ? target.product.id : productId,
                ...(slabs ? { slabIds: slabs.slabIds } : { quantitySqft }),
                ...(target.kind === 'single' && target.sample ? { sampleId: target.sample.id } : {}),
              },
            },
      );
    } catch (error) {
      if (isApiError(error) && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) {
          // A slab sold or gone since it was ticked is named on the slabs, not on a field.
          if (field.startsWith('slabIds')) {
            setSlabError(t(`${message}`));
            continue;
          }
          const name = (field.startsWith('productIds') ? 'productId' : field) as FieldPath<FormInput>;
          form.setError(name, { message: t(`${message}`) });
        }
      } else if (slabs && isApiError(error) && error.status === 409) {
        setSlabError(t(error.message));
      }
      // Spec 8: the server's message, else the generic one.
      const provider = isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : null;
      toast.error(t('Error'), {
        description: t(provider ?? 'Failed to submit quote request. Please try again.'),
      });
      return;
    }
    // D24's title ('Quote Request Submitted!') where the request went out; a signed-out visitor's waits
    // for the address to be confirmed (D31). The text says what happens next, and promises no reply time.
    toast.success(t(fields.email ? 'Quote Request Submitted' : QUOTE_LIFECYCLE_MESSAGES.requestSubmitted), {
      description: whatHappensNext(created, fields.email, t),
    });
    onDone();
  });

  // D40: the schema's messages are English ids, shown in the page's language.
  const err = (name: keyof FormInput) => {
    const message = errors[name]?.message as string | undefined;
    return message && t(message);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {target.kind === 'pick' ? (
        <Field label={t('Product')} required error={err('productId')}>
          {(control) => (
            <ProductPicker
              id={control.id}
              invalid={Boolean(control['aria-invalid'])}
              manufacturerId={target.manufacturer?.id}
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
      ) : (
        <div className="rounded-lg border border-stone-200 bg-stone-50 p-3">
          <p className="text-xs font-semibold tracking-wide text-stone-600 uppercase">
            {target.kind === 'multi' ? t('{count} products', { count: multiProducts.length }) : t('Product')}
          </p>
          <ul className="mt-1 space-y-1 text-sm">
            {(target.kind === 'multi' ? multiProducts : [target.product]).map((p) => (
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
          {err('productId') && <p className="mt-2 text-sm text-red-700">{err('productId')}</p>}
          {slabError && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {slabError}
            </p>
          )}
        </div>
      )}
      {target.kind === 'multi' && (
        <QuoteSuggestions
          items={suggestions.data?.items ?? []}
          ticked={new Set(added.map((p) => p.id))}
          onToggle={(s, on) =>
            setAdded((list) =>
              on
                ? [
                    ...list,
                    {
                      id: s.productId,
                      name: s.productName,
                      vendorName: s.manufacturerName,
                      pricePaise: s.pricePaise,
                      materialQuality: s.materialQuality,
                      productType: s.productType,
                    },
                  ]
                : list.filter((p) => p.id !== s.productId),
            )
          }
        />
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        {!user && (
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
        {!slabs && (
          <Field label={t('Quantity (sq.ft)')} required error={err('quantitySqft')}>
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
        {user && business && (
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
                {t('{state}: GST is charged by this state', { state: business.billingState })}
              </span>
            </span>
          </label>
        )}
        {user && addresses.length > 0 && (
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
        <Field label={t('Delivery City')} required error={err('deliveryCity')}>
          {(control) => (
            <Input autoComplete="address-level2" {...control} {...form.register('deliveryCity')} />
          )}
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
      </div>
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
          {isSubmitting
            ? t('Submitting...')
            : target.kind === 'multi'
              ? t('Submit {count} Requests', { count: multiProducts.length })
              : t('Submit Request')}
        </Button>
      </div>
    </form>
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

/** D31: what the buyer can expect now, from the stored requests' status. */
export function whatHappensNext(
  created: CreatedQuoteRequests,
  email: string | undefined,
  t?: (message: string, values?: Record<string, string>) => string,
): string {
  const statuses = created.requests.map((r) => r.status);
  const several = created.requests.length > 1;
  // D40: the same sentences as ids of the page's language.
  if (t) {
    if (statuses.includes('unconfirmed'))
      return several
        ? t(
            "We sent a link to {email}. Open it to confirm your requests; the same link shows the manufacturers' replies.",
            { email: email ?? t('your e-mail address') },
          )
        : t(
            "We sent a link to {email}. Open it to confirm your request; the same link shows the manufacturers' replies.",
            { email: email ?? t('your e-mail address') },
          );
    if (statuses.every((s) => s === 'forwarded'))
      return several
        ? t(
            'Your requests have been sent to the manufacturers. Replies appear under Quote Requests in your dashboard.',
          )
        : t(
            'Your request has been sent to the manufacturer. Replies appear under Quote Requests in your dashboard.',
          );
    return several
      ? t(
          'Your requests have been sent to our team, who pass them on to the manufacturers. Replies appear under Quote Requests in your dashboard.',
        )
      : t(
          'Your request has been sent to our team, who pass it on to the manufacturer. Replies appear under Quote Requests in your dashboard.',
        );
  }
  if (statuses.includes('unconfirmed')) {
    return `We sent a link to ${email ?? 'your e-mail address'}. Open it to confirm your ${several ? 'requests' : 'request'}; the same link shows the manufacturers' replies.`;
  }
  if (statuses.every((s) => s === 'forwarded')) {
    return `Your ${several ? 'requests have' : 'request has'} been sent to the ${several ? 'manufacturers' : 'manufacturer'}. Replies appear under Quote Requests in your dashboard.`;
  }
  return `Your ${several ? 'requests have' : 'request has'} been sent to our team, who pass ${several ? 'them' : 'it'} on to the ${several ? 'manufacturers' : 'manufacturer'}. Replies appear under Quote Requests in your dashboard.`;
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
  form: ReturnType<typeof useForm<FormInput, unknown, FormOutput>>;
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
