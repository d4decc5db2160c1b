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
          toast.success('Requirement posted', {
            description: 'Matching manufacturers can now reply; their quotes arrive on your quote sheet.',
          });
          navigate('/dashboard?tab=requirements');
        },
        onError: (error) => {
          applyFieldErrors(error, form.setError, FIELDS);
          setFormError(error.message || 'Your requirement could not be posted. Please try again.');
        },
      });
    },
    () => setFormError('Please correct the marked fields.'),
  );

  return (
    <>
      <PageHeader
        eyebrow="Open requirement"
        title="Post your requirement"
        description={`Tell manufacturers what you need. Every manufacturer with matching stock that delivers to your PIN sees it, and up to ${REQUIREMENT_REPLY_SEATS} can send you a quote.`}
      />
      <Container className="py-6 sm:py-8">
        <form
          noValidate
          onSubmit={submit}
          aria-label="Post your requirement"
          className="mx-auto max-w-3xl space-y-6 rounded-lg border border-stone-200 bg-white p-4 sm:p-6"
        >
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-base font-semibold text-granite-black">The stone</legend>
            <Field label="Stone category" error={errors.categoryId?.message} hint="Or choose a variety">
              {(control) => (
                <Select {...control} {...form.register('categoryId')}>
                  <option value="">Choose a category</option>
                  {categories.data?.items.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="Stone variety" markOptional error={errors.varietyId?.message}>
              {(control) => (
                <Select {...control} {...form.register('varietyId')}>
                  <option value="">Any variety</option>
                  {varieties.data?.items.map((v) => (
                    <option key={v.id} value={v.id}>
                      {v.name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <FormField
              label="Stone or colour in your words"
              markOptional
              placeholder="e.g. Black Galaxy with gold flecks"
              error={errors.stone?.message}
              {...form.register('stone')}
            />
            <Field label="Product type" required error={errors.productType?.message}>
              {(control) => (
                <Select {...control} {...form.register('productType')}>
                  {PRODUCT_TYPES.map((t) => (
                    <option key={t}>{t}</option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="Finish" markOptional error={errors.finish?.message}>
              {(control) => (
                <Select {...control} {...form.register('finish')}>
                  <option value="">Any finish</option>
                  {FINISHES.map((f) => (
                    <option key={f}>{f}</option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="Thickness" markOptional error={errors.thickness?.message}>
              {(control) => (
                <Select {...control} {...form.register('thickness')}>
                  <option value="">Any thickness</option>
                  {THICKNESSES.map((t) => (
                    <option key={t}>{t}</option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="Material quality" required error={errors.materialQuality?.message}>
              {(control) => (
                <Select {...control} {...form.register('materialQuality')}>
                  {MATERIAL_QUALITIES.map((q) => (
                    <option key={q}>{q}</option>
                  ))}
                </Select>
              )}
            </Field>
          </fieldset>

          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-base font-semibold text-granite-black">Quantity and price</legend>
            <FormField
              label="Quantity (sq.ft)"
              required
              inputMode="numeric"
              error={errors.quantitySqft?.message}
              {...form.register('quantitySqft')}
            />
            <FormField
              label="Target price (₹ per sq.ft)"
              markOptional
              inputMode="decimal"
              hint="Quotes above it are marked for you"
              error={errors.targetPrice?.message}
              {...form.register('targetPrice')}
            />
          </fieldset>

          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-base font-semibold text-granite-black">Delivery</legend>
            <FormField
              label="Delivery city"
              required
              autoComplete="address-level2"
              error={errors.deliveryCity?.message}
              {...form.register('deliveryCity')}
            />
            <FormField
              label="Delivery PIN code"
              required
              inputMode="numeric"
              maxLength={6}
              autoComplete="postal-code"
              error={errors.deliveryPin?.message}
              {...form.register('deliveryPin')}
            />
            <Field label="Needed by" markOptional error={errors.neededBy?.message}>
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
              label="Takes replies for (days)"
              required
              inputMode="numeric"
              hint={`${REQUIREMENT_EXPIRY_DAYS.min} to ${REQUIREMENT_EXPIRY_DAYS.max} days`}
              error={errors.expiresInDays?.message}
              {...form.register('expiresInDays')}
            />
            <Field
              label="Details for manufacturers"
              markOptional
              className="sm:col-span-2"
              error={errors.description?.message}
            >
              {(control) => (
                <Textarea
                  {...control}
                  placeholder="Where it goes, sizes, colour shade, anything that matters"
                  {...form.register('description')}
                />
              )}
            </Field>
          </fieldset>

          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-base font-semibold text-granite-black">You</legend>
            <FormField
              label="Your name"
              required
              autoComplete="name"
              error={errors.customerName?.message}
              {...form.register('customerName')}
            />
            <FormField
              label="Mobile number"
              required
              inputMode="tel"
              autoComplete="tel"
              hint="Shared with a manufacturer only once you accept its quote"
              error={errors.mobileNumber?.message}
              {...form.register('mobileNumber')}
            />
          </fieldset>

          {formError && <FormAlert>{formError}</FormAlert>}
          <Button type="submit" disabled={post.isPending} className="w-full sm:w-auto">
            <Send aria-hidden="true" />
            {post.isPending ? 'Posting…' : 'Post requirement'}
          </Button>
        </form>
      </Container>
    </>
  );
}
