import {
  CreateQuoteRequest,
  FINISHES,
  LIMITS,
  MATERIAL_QUALITIES,
  type MaterialQuality,
  PRODUCT_TYPES,
  type ProductType,
  QuoteRequestFields,
  SLAB_SIZES,
  THICKNESSES,
  TILE_SIZES,
} from '@granite/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import {
  describedBy,
  Field,
  SelectInput,
  TextArea,
  TextInput,
} from '@/features/buyer-tools/components/form-controls';
import { isApiError } from '@/lib/api';
import { submitMultiQuoteRequest, submitQuoteRequest } from '@/lib/api/quotes';
import { useSession } from '@/lib/auth/session';
import { formatINR } from '@/lib/format';
import { ProductPicker } from './product-picker';

/** What a quote is asked for: prefilled from the page that opened the form (D16). */
export type QuoteProduct = {
  id: number;
  name: string;
  vendorName: string;
  pricePaise?: number;
  materialQuality?: MaterialQuality;
  productType?: ProductType;
};

export type QuoteTarget =
  | { kind: 'single'; product: QuoteProduct }
  | { kind: 'multi'; products: QuoteProduct[] }
  /** The dashboard's 'New Quote Request': the buyer picks the product in the form. */
  | { kind: 'pick' };

// The 'pick' form also carries the product; single and multi take it from the page.
const PickSchema = CreateQuoteRequest;
type FormInput = z.input<typeof PickSchema>;
type FormOutput = z.output<typeof PickSchema>;

const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

export function QuoteRequestDialog({
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
  const count = target.kind === 'multi' ? target.products.length : 1;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent
          title={target.kind === 'multi' ? `Request ${count} Quotes` : 'Request Quote'}
          description="Tell us what you need. Contact details are shared after quote request approval."
        >
          <QuoteRequestForm
            target={target}
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

function QuoteRequestForm({ target, onDone }: { target: QuoteTarget; onDone: () => void }) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const session = useSession();
  const user = session.status === 'signed-in' ? session.session.user : null;
  const queryClient = useQueryClient();
  // One key for this form's submissions: a double click or a retry is the same request (D16).
  const [idempotencyKey] = useState(newKey);
  const first =
    target.kind === 'single' ? target.product : target.kind === 'multi' ? target.products[0] : undefined;

  const schema =
    target.kind === 'pick'
      ? PickSchema
      : QuoteRequestFields.extend({ productId: PickSchema.shape.productId.optional() });
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(schema as typeof PickSchema),
    defaultValues: {
      productId: target.kind === 'single' ? target.product.id : undefined,
      customerName: user?.name ?? '',
      mobileNumber: user?.phone ?? '',
      quantitySqft: '' as unknown as number,
      deliveryCity: user?.city ?? '',
      deliveryPin: '',
      // Spec 5: Commercial and Both are the form's defaults; a product's own values come first.
      materialQuality: first?.materialQuality ?? 'Commercial',
      productType: first?.productType ?? 'Both',
      thickness: '',
      slabSize: '',
      tileSize: '',
      finishType: '',
      neededBy: '',
      additionalNotes: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const notes = form.watch('additionalNotes') ?? '';

  const submit = form.handleSubmit(async (values) => {
    const { productId, ...fields } = values;
    try {
      if (target.kind === 'multi') {
        await submitMultiQuoteRequest(
          { ...fields, productIds: target.products.map((p) => p.id) },
          idempotencyKey,
        );
      } else {
        const chosen = target.kind === 'single' ? target.product.id : productId;
        await submitQuoteRequest({ ...fields, productId: chosen }, idempotencyKey);
      }
    } catch (error) {
      if (isApiError(error) && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) {
          const name = (field.startsWith('productIds') ? 'productId' : field) as FieldPath<FormInput>;
          form.setError(name, { message: `${message}` });
        }
      }
      // Spec 8: the server's message, else the generic one.
      const provider = isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : null;
      toast.error('Error', { description: provider ?? 'Failed to submit quote request. Please try again.' });
      return;
    }
    toast.success('Quote Request Submitted', {
      description: `Your quote request has been sent to our team. You will receive a response within ${LIMITS.quoteResponseHours} hours.`,
    });
    void queryClient.invalidateQueries({ queryKey: ['me', 'quote-requests'] });
    onDone();
  });

  const err = (name: keyof FormInput) => errors[name]?.message as string | undefined;

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {target.kind === 'pick' ? (
        <Field id={id('product')} label="Product" required error={err('productId')}>
          <ProductPicker
            id={id('product')}
            invalid={Boolean(err('productId'))}
            onChange={(p) => {
              form.setValue('productId', p?.id as number, { shouldValidate: form.formState.isSubmitted });
              if (p) {
                form.setValue('materialQuality', p.materialQuality);
                form.setValue('productType', p.productType);
              }
            }}
          />
        </Field>
      ) : (
        <div className="rounded-lg border border-stone-200 bg-stone-50 p-3">
          <p className="text-xs font-semibold tracking-wide text-stone-600 uppercase">
            {target.kind === 'multi' ? `${target.products.length} products` : 'Product'}
          </p>
          <ul className="mt-1 space-y-1 text-sm">
            {(target.kind === 'multi' ? target.products : [target.product]).map((p) => (
              <li key={p.id} className="flex flex-wrap justify-between gap-x-3">
                <span className="font-medium text-granite-black">{p.name}</span>
                <span className="text-stone-600">
                  {p.vendorName}
                  {p.pricePaise !== undefined && ` · ${formatINR(p.pricePaise)}/sq.ft`}
                </span>
              </li>
            ))}
          </ul>
          {err('productId') && <p className="mt-2 text-sm text-red-700">{err('productId')}</p>}
        </div>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('name')} label="Your Name" required error={err('customerName')}>
          <TextInput
            id={id('name')}
            autoComplete="name"
            {...describedBy(id('name'), err('customerName'))}
            {...form.register('customerName')}
          />
        </Field>
        <Field
          id={id('mobile')}
          label="Mobile Number"
          required
          error={err('mobileNumber')}
          hint="10 digits, +91 optional"
        >
          <TextInput
            id={id('mobile')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+91 98765 43210"
            {...describedBy(id('mobile'), err('mobileNumber'))}
            {...form.register('mobileNumber')}
          />
        </Field>
        <Field id={id('quantity')} label="Quantity (sq.ft)" required error={err('quantitySqft')}>
          <TextInput
            id={id('quantity')}
            inputMode="numeric"
            placeholder="e.g. 1200"
            {...describedBy(id('quantity'), err('quantitySqft'))}
            {...form.register('quantitySqft')}
          />
        </Field>
        <Field id={id('needed')} label="Needed By" error={err('neededBy')}>
          <TextInput
            id={id('needed')}
            type="date"
            min={new Date().toISOString().slice(0, 10)}
            {...describedBy(id('needed'), err('neededBy'))}
            {...form.register('neededBy')}
          />
        </Field>
        <Field id={id('city')} label="Delivery City" required error={err('deliveryCity')}>
          <TextInput
            id={id('city')}
            autoComplete="address-level2"
            {...describedBy(id('city'), err('deliveryCity'))}
            {...form.register('deliveryCity')}
          />
        </Field>
        <Field id={id('pin')} label="Delivery PIN Code" required error={err('deliveryPin')}>
          <TextInput
            id={id('pin')}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            placeholder="6 digits"
            {...describedBy(id('pin'), err('deliveryPin'))}
            {...form.register('deliveryPin')}
          />
        </Field>
        <Field id={id('quality')} label="Material Quality" required error={err('materialQuality')}>
          <SelectInput
            id={id('quality')}
            {...describedBy(id('quality'), err('materialQuality'))}
            {...form.register('materialQuality')}
          >
            {MATERIAL_QUALITIES.map((q) => (
              <option key={q}>{q}</option>
            ))}
          </SelectInput>
        </Field>
        <Field id={id('type')} label="Product Type" required error={err('productType')}>
          <SelectInput
            id={id('type')}
            {...describedBy(id('type'), err('productType'))}
            {...form.register('productType')}
          >
            {PRODUCT_TYPES.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </SelectInput>
        </Field>
        <OptionalSelect
          label="Thickness"
          name="thickness"
          options={THICKNESSES}
          form={form}
          id={id('thickness')}
        />
        <OptionalSelect label="Finish" name="finishType" options={FINISHES} form={form} id={id('finish')} />
        <OptionalSelect label="Slab Size" name="slabSize" options={SLAB_SIZES} form={form} id={id('slab')} />
        <OptionalSelect label="Tile Size" name="tileSize" options={TILE_SIZES} form={form} id={id('tile')} />
      </div>
      <Field
        id={id('notes')}
        label="Additional Notes"
        error={err('additionalNotes')}
        hint={`${notes.length} / ${LIMITS.quoteNotesMaxLength}`}
      >
        <TextArea
          id={id('notes')}
          {...describedBy(id('notes'), err('additionalNotes'))}
          {...form.register('additionalNotes')}
        />
      </Field>
      <p className="text-xs text-stone-600">
        All communication goes through the platform. Contact details will be shared after quote request
        approval.
      </p>
      <div className="flex justify-end gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? (
            <Loader2 aria-hidden="true" className="animate-spin" />
          ) : (
            <Send aria-hidden="true" />
          )}
          {isSubmitting
            ? 'Submitting...'
            : target.kind === 'multi'
              ? `Submit ${target.products.length} Requests`
              : 'Submit Request'}
        </Button>
      </div>
    </form>
  );
}

function OptionalSelect({
  id,
  label,
  name,
  options,
  form,
}: {
  id: string;
  label: string;
  name: 'thickness' | 'finishType' | 'slabSize' | 'tileSize';
  options: readonly string[];
  form: ReturnType<typeof useForm<FormInput, unknown, FormOutput>>;
}) {
  const error = form.formState.errors[name]?.message as string | undefined;
  return (
    <Field id={id} label={label} error={error}>
      <SelectInput id={id} {...describedBy(id, error)} {...form.register(name)}>
        <option value="">Not specified</option>
        {options.map((o) => (
          <option key={o}>{o}</option>
        ))}
      </SelectInput>
    </Field>
  );
}
