// D38: "Post your requirement" — a buyer tells every manufacturer with matching stock what they need
// (stone, product type, finish, thickness, quantity, target price, delivery, needed-by date) without
// choosing manufacturers; up to 10 reply, and the replies arrive on the buyer's quote sheet.
import {
  CreateRequirement,
  type CreateRequirementInput,
  FINISHES,
  MATERIAL_QUALITIES,
  PRODUCT_TYPES,
  REQUIREMENT_EXPIRY_DAYS,
  REQUIREMENT_REPLY_SEATS,
  THICKNESSES,
} from '@granite/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { DateInput } from '@/components/ui/date-input';
import { Field, FormAlert, FormField, Select, Textarea } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { useCategories } from '@/lib/api/categories';
import { usePostRequirement } from '@/lib/api/requirements';
import { useStoneVarieties } from '@/lib/api/stone-varieties';
import { useSession } from '@/lib/auth/session';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useLocalePath, useT } from '@/lib/i18n';
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
  'neededBy',
  'expiresInDays',
  'description',
  'customerName',
  'mobileNumber',
] as const;

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
  const err = (message: string | undefined) => message && t(message);
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
      mobileNumber: '',
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(
    () => {
      setFormError(undefined);
      post.mutate(form.getValues(), {
        onSuccess: () => {
          toast.success(t('Requirement posted'), {
            description: t('Matching manufacturers can now reply; their quotes arrive on your quote sheet.'),
          });
          navigate(lp('/dashboard?tab=requirements'));
        },
        onError: (error) => {
          applyFieldErrors(error, form.setError, FIELDS);
          setFormError(t(error.message || 'Your requirement could not be posted. Please try again.'));
        },
      });
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
            <legend className="mb-2 text-base font-semibold text-granite-black">{t('Delivery')}</legend>
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
