// D38: "Post your requirement" — a buyer tells every manufacturer with matching stock what they need
// (stone, product type, finish, thickness, quantity, target price, delivery, needed-by date) without
// choosing manufacturers; up to 10 reply, and the replies arrive on the buyer's quote sheet.
import {
  buyerCountryLabel,
  CreateRequirement,
  type CreateRequirementInput,
  type DeliveryAddressView,
  deliveryStateOf,
  FINISHES,
  GST_STATE_CODES,
  type IndianState,
  MATERIAL_QUALITIES,
  PRODUCT_TYPES,
  REQUIREMENT_EXPIRY_DAYS,
  REQUIREMENT_REPLY_SEATS,
  stateName,
  THICKNESSES,
} from '@granite/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Controller, type UseFormReturn, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { DeliveryAddressForm } from '@/components/delivery-address-form';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { DateInput } from '@/components/ui/date-input';
import { Field, FormAlert, FormField, Select, Textarea } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { useMyBusiness, useMyDeliveryAddresses } from '@/lib/api/business';
import { useCategories } from '@/lib/api/categories';
import { usePostRequirement } from '@/lib/api/requirements';
import { useStoneVarieties } from '@/lib/api/stone-varieties';
import { useSession } from '@/lib/auth/session';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useLocale, useLocalePath, useT } from '@/lib/i18n';
import { mobileFor, rememberMobile } from '@/lib/remembered-mobile';
import { toast } from '@/lib/toast';

type Values = CreateRequirementInput;
const FIELDS = [
  'categoryId',
  'varietyId',
  'stone',
  'productType',
  'finish',
  'thickness',
  'materialQuality',
  'quantitySqft',
  'targetPrice',
  'deliveryCity',
  'deliveryPin',
  'deliveryState',
  'neededBy',
  'expiresInDays',
  'description',
  'customerName',
  'mobileNumber',
  'useBusiness',
  'deliveryAddressId',
] as const;

/**
 * The form as typed so far, kept for this tab (sessionStorage) so a reload or a look at another
 * page does not empty it; dropped once the requirement is posted.
 */
type Draft = { values: Partial<Values>; billToBusiness: boolean; addressId?: number };
const DRAFT_KEY = 'granite:requirement-draft';

function readDraft(): Draft | null {
  try {
    const raw = typeof window === 'undefined' ? null : window.sessionStorage.getItem(DRAFT_KEY);
    const draft = raw ? (JSON.parse(raw) as Draft) : null;
    return draft && typeof draft === 'object' && draft.values ? draft : null;
  } catch {
    return null;
  }
}

function writeDraft(draft: Draft | null) {
  try {
    if (draft) window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    else window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // A private window without storage: the form works, only the draft is not kept.
  }
}

export function NewRequirementPage() {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.session.user : null;
  const categories = useCategories();
  const varieties = useStoneVarieties();
  const post = usePostRequirement();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string>();
  const t = useT();
  const lp = useLocalePath();
  const locale = useLocale();
  const err = (message: string | undefined) => message && t(message);
  const [draft] = useState(readDraft);
  const form = useForm<Values, unknown, z.output<typeof CreateRequirement>>({
    resolver: zodResolver(CreateRequirement),
    defaultValues: {
      categoryId: '',
      varietyId: '',
      stone: '',
      productType: 'Slabs',
      finish: '',
      thickness: '',
      materialQuality: 'Premium',
      quantitySqft: '' as unknown as number,
      targetPrice: '',
      deliveryCity: '',
      deliveryPin: '',
      neededBy: '',
      expiresInDays: REQUIREMENT_EXPIRY_DAYS.default,
      description: '',
      customerName: user?.name ?? '',
      mobileNumber: mobileFor(user),
      ...draft?.values,
    },
  });
  const { errors } = form.formState;
  // A draft's category and variety are shown once their lists arrive (a select shows no value it lacks).
  useEffect(() => {
    if (categories.data) form.setValue('categoryId', form.getValues('categoryId'));
    if (varieties.data) form.setValue('varietyId', form.getValues('varietyId'));
  }, [categories.data, varieties.data, form]);
  // The session may arrive after the form: its name and mobile fill what is still empty.
  useEffect(() => {
    if (!user) return;
    if (!form.getValues('customerName')) form.setValue('customerName', user.name);
    if (!form.getValues('mobileNumber')) form.setValue('mobileNumber', mobileFor(user));
  }, [user, form]);
  // D34: the buyer's saved business billed and a saved address delivered to, as in the quote form.
  const billing = useBillTo(form, Boolean(user), draft);
  const choice = useRef<string | null>(null);
  useEffect(() => {
    const save = (values: Partial<Values>) =>
      writeDraft({ values, billToBusiness: billing.billToBusiness, addressId: billing.addressId });
    // A change of "Bill to" or of the address is kept too (not the first render: nothing changed).
    const now = `${billing.billToBusiness}|${billing.addressId}`;
    if (choice.current !== null && choice.current !== now) save(form.getValues());
    choice.current = now;
    const subscription = form.watch((values) => save(values as Partial<Values>));
    return () => subscription.unsubscribe();
  }, [form, billing.billToBusiness, billing.addressId]);

  const submit = form.handleSubmit(
    () => {
      setFormError(undefined);
      post.mutate(
        { ...form.getValues(), ...billing.chosen },
        {
          onSuccess: () => {
            writeDraft(null);
            rememberMobile(user?.id, form.getValues('mobileNumber'));
            toast.success(t('Requirement posted'), {
              description: t(
                'Matching manufacturers can now reply; their quotes arrive on your quote sheet.',
              ),
            });
            navigate(lp('/dashboard?tab=requirements'));
          },
          onError: (error) => {
            applyFieldErrors(error, form.setError, FIELDS);
            setFormError(t(error.message || 'Your requirement could not be posted. Please try again.'));
          },
        },
      );
    },
    () => setFormError(t('Please correct the marked fields.')),
  );

  return (
    <>
      <PageHeader
        eyebrow={t('Open requirement')}
        title={t('Post your requirement')}
        description={t(
          'Tell manufacturers what you need. Every manufacturer with matching stock that delivers to your PIN sees it, and up to {seats} can send you a quote.',
          { seats: REQUIREMENT_REPLY_SEATS },
        )}
      />
      <Container className="py-6 sm:py-8">
        <form
          noValidate
          onSubmit={submit}
          aria-label={t('Post your requirement')}
          className="mx-auto max-w-3xl space-y-6 rounded-lg border border-stone-200 bg-white p-4 sm:p-6"
        >
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-base font-semibold text-granite-black">{t('The stone')}</legend>
            <Field
              label={t('Stone category')}
              error={err(errors.categoryId?.message)}
              hint={t('Or choose a variety')}
            >
              {(control) => (
                <Select {...control} {...form.register('categoryId')}>
                  <option value="">{t('Choose a category')}</option>
                  {categories.data?.items.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label={t('Stone variety')} markOptional error={err(errors.varietyId?.message)}>
              {(control) => (
                <Select {...control} {...form.register('varietyId')}>
                  <option value="">{t('Any variety')}</option>
                  {varieties.data?.items.map((v) => (
                    <option key={v.id} value={v.id}>
                      {v.name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <FormField
              label={t('Stone or colour in your words')}
              markOptional
              placeholder={t('e.g. Black Galaxy with gold flecks')}
              error={err(errors.stone?.message)}
              {...form.register('stone')}
            />
            <Field label={t('Product type')} required error={err(errors.productType?.message)}>
              {(control) => (
                <Select {...control} {...form.register('productType')}>
                  {PRODUCT_TYPES.map((o) => (
                    <option key={o} value={o}>
                      {t(o)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label={t('Finish')} markOptional error={err(errors.finish?.message)}>
              {(control) => (
                <Select {...control} {...form.register('finish')}>
                  <option value="">{t('Any finish')}</option>
                  {FINISHES.map((o) => (
                    <option key={o} value={o}>
                      {t(o)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label={t('Thickness')} markOptional error={err(errors.thickness?.message)}>
              {(control) => (
                <Select {...control} {...form.register('thickness')}>
                  <option value="">{t('Any thickness')}</option>
                  {THICKNESSES.map((o) => (
                    <option key={o} value={o}>
                      {t(o)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label={t('Material quality')} required error={err(errors.materialQuality?.message)}>
              {(control) => (
                <Select {...control} {...form.register('materialQuality')}>
                  {MATERIAL_QUALITIES.map((o) => (
                    <option key={o} value={o}>
                      {t(o)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </fieldset>

          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-base font-semibold text-granite-black">
              {t('Quantity and price')}
            </legend>
            <FormField
              label={t('Quantity (sq.ft)')}
              required
              inputMode="numeric"
              error={err(errors.quantitySqft?.message)}
              {...form.register('quantitySqft')}
            />
            <FormField
              label={t('Target price (₹ per sq.ft)')}
              markOptional
              inputMode="decimal"
              hint={t('Quotes above it are marked for you')}
              error={err(errors.targetPrice?.message)}
              {...form.register('targetPrice')}
            />
          </fieldset>

          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-base font-semibold text-granite-black">
              {t('Billing and delivery')}
            </legend>
            <BillToAndAddress billing={billing} />
            {billing.address ? (
              <p className="text-sm text-stone-700 sm:col-span-2" data-testid="requirement-delivery">
                {t('Delivered to {label}: {address}, {city}, {state} {pin}', {
                  label: billing.address.label,
                  address: billing.address.address,
                  city: billing.address.city,
                  state: stateName(billing.address.state, locale),
                  pin: billing.address.pin,
                })}
              </p>
            ) : (
              <>
                <FormField
                  label={t('Delivery city')}
                  required
                  autoComplete="address-level2"
                  error={err(errors.deliveryCity?.message)}
                  {...form.register('deliveryCity')}
                />
                <FormField
                  label={t('Delivery PIN code')}
                  required
                  inputMode="numeric"
                  maxLength={6}
                  autoComplete="postal-code"
                  error={err(errors.deliveryPin?.message)}
                  {...form.register('deliveryPin')}
                />
              </>
            )}
            <PlaceOfSupply form={form} address={billing.address} />
            <Field label={t('Needed by')} markOptional error={err(errors.neededBy?.message)}>
              {(control) => (
                <Controller
                  control={form.control}
                  name="neededBy"
                  render={({ field }) => (
                    <DateInput
                      {...control}
                      value={field.value ?? ''}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                    />
                  )}
                />
              )}
            </Field>
            <FormField
              label={t('Takes replies for (days)')}
              required
              inputMode="numeric"
              hint={t('{min} to {max} days', {
                min: REQUIREMENT_EXPIRY_DAYS.min,
                max: REQUIREMENT_EXPIRY_DAYS.max,
              })}
              error={err(errors.expiresInDays?.message)}
              {...form.register('expiresInDays')}
            />
            <Field
              label={t('Details for manufacturers')}
              markOptional
              className="sm:col-span-2"
              error={err(errors.description?.message)}
            >
              {(control) => (
                <Textarea
                  {...control}
                  placeholder={t('Where it goes, sizes, colour shade, anything that matters')}
                  {...form.register('description')}
                />
              )}
            </Field>
          </fieldset>

          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-base font-semibold text-granite-black">{t('You')}</legend>
            <FormField
              label={t('Your name')}
              required
              autoComplete="name"
              error={err(errors.customerName?.message)}
              {...form.register('customerName')}
            />
            <FormField
              label={t('Mobile number')}
              required
              inputMode="tel"
              autoComplete="tel"
              hint={t('Shared with a manufacturer only once you accept its quote')}
              error={err(errors.mobileNumber?.message)}
              {...form.register('mobileNumber')}
            />
          </fieldset>

          {formError && <FormAlert>{formError}</FormAlert>}
          <Button type="submit" disabled={post.isPending} className="w-full sm:w-auto">
            <Send aria-hidden="true" />
            {post.isPending ? t('Posting…') : t('Post requirement')}
          </Button>
        </form>
      </Container>
    </>
  );
}

type RequirementForm = UseFormReturn<Values, unknown, z.output<typeof CreateRequirement>>;
type BillTo = ReturnType<typeof useBillTo>;

/**
 * D34: the buyer's saved business billed (ticked unless unticked) and one of their saved delivery
 * addresses delivered to (the first preselected when nothing was typed): what the requirement sends
 * as `useBusiness` and `deliveryAddressId`, so the order won through it is billed and delivered so.
 */
function useBillTo(form: RequirementForm, signedIn: boolean, draft: Draft | null) {
  const businessQuery = useMyBusiness(signedIn);
  const addressesQuery = useMyDeliveryAddresses(signedIn);
  const business = businessQuery.data?.business ?? null;
  const addresses = addressesQuery.data?.items ?? [];
  const [billToBusiness, setBillToBusiness] = useState(draft?.billToBusiness ?? true);
  const [addressId, setAddressId] = useState<number | undefined>(draft?.addressId);
  const [preselected, setPreselected] = useState(Boolean(draft));
  const address = addresses.find((a) => a.id === addressId);

  const pick = (picked: DeliveryAddressView | undefined) => {
    setAddressId(picked?.id);
    // The schema asks for a city and PIN: a saved address gives them (the server takes the saved one).
    form.setValue('deliveryCity', picked?.city ?? '', { shouldValidate: Boolean(picked) });
    form.setValue('deliveryPin', picked?.pin ?? '', { shouldValidate: Boolean(picked) });
    form.setValue('deliveryState', picked?.state ?? '');
  };
  const firstAddress = addressesQuery.isSuccess ? (addresses[0] ?? null) : undefined;
  useEffect(() => {
    if (preselected || firstAddress === undefined) return;
    setPreselected(true);
    if (firstAddress && !form.getValues('deliveryCity') && !form.getValues('deliveryPin')) {
      setAddressId(firstAddress.id);
      form.setValue('deliveryCity', firstAddress.city);
      form.setValue('deliveryPin', firstAddress.pin);
      form.setValue('deliveryState', firstAddress.state);
    }
  }, [preselected, firstAddress, form]);
  const chosen = {
    ...(business && billToBusiness ? { useBusiness: true } : {}),
    ...(address ? { deliveryAddressId: address.id } : {}),
  };
  return {
    business,
    businessLoaded: businessQuery.isSuccess,
    addresses,
    address,
    billToBusiness,
    setBillToBusiness,
    addressId,
    pick,
    chosen,
  };
}

/** Bill to (the saved business, or the buyer by name) and the delivery address, with "add one". */
function BillToAndAddress({ billing }: { billing: BillTo }) {
  const t = useT();
  const lp = useLocalePath();
  const locale = useLocale();
  const [adding, setAdding] = useState(false);
  const { business } = billing;
  return (
    <>
      {business ? (
        <label className="flex items-start gap-2 text-sm sm:col-span-2">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-copper-700"
            checked={billing.billToBusiness}
            onChange={(e) => billing.setBillToBusiness(e.target.checked)}
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
      ) : (
        billing.businessLoaded && (
          <p className="text-sm text-stone-700 sm:col-span-2" data-testid="bill-to-person">
            {t('Billed to you by name, without a GSTIN.')}{' '}
            <Link to={lp('/dashboard?tab=business')} className="font-medium text-copper-700 underline">
              {t('Save your business details to bill your company')}
            </Link>
          </p>
        )
      )}
      {billing.addresses.length > 0 && (
        <Field label={t('Delivery address')} markOptional className="sm:col-span-2">
          {(control) => (
            <Select
              {...control}
              value={billing.addressId ?? ''}
              onChange={(e) => billing.pick(billing.addresses.find((a) => a.id === Number(e.target.value)))}
            >
              <option value="">{t('Type the city and PIN below')}</option>
              {billing.addresses.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.label}: {a.city} {a.pin}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
      {adding ? (
        <div className="sm:col-span-2">
          <DeliveryAddressForm
            current={null}
            nested
            onSaved={(saved) => billing.pick(saved)}
            onDone={() => setAdding(false)}
          />
        </div>
      ) : (
        <div className="sm:col-span-2">
          <Button type="button" variant="secondary" size="sm" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            {t('Add a delivery address')}
          </Button>
        </div>
      )}
    </>
  );
}

/** D34: the place of supply is where the goods are delivered (IGST Act s.10(1)(a)). */
function PlaceOfSupply({ form, address }: { form: RequirementForm; address?: DeliveryAddressView }) {
  const t = useT();
  const locale = useLocale();
  const [pin, typedState] = form.watch(['deliveryPin', 'deliveryState']);
  const state: IndianState | null = address ? address.state : deliveryStateOf(pin, typedState);
  if (!state) return null;
  const code = Object.entries(GST_STATE_CODES).find(([, s]) => s === state)?.[0] ?? '';
  return (
    <p className="text-sm text-granite-black sm:col-span-2" data-testid="place-of-supply">
      {t('Place of supply: {state} ({code})', { state: stateName(state, locale), code })}
    </p>
  );
}
