// D39: the sample request form behind RequestSampleButton, loaded when the dialog first opens (no
// zod or react-hook-form on a product page that is only looked at). A signed-in buyer says where the
// sample goes, prefilled from a saved delivery address, else the business's billing address; a
// signed-out visitor is asked to sign in first and comes back to the same page.
import {
  type BuyerBusinessView,
  CreateSampleRequest,
  type CreateSampleRequestInput,
  type DeliveryAddressView,
  type SessionView,
} from '@granite/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field, FormAlert, Input, Textarea } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api';
import { useMyBusiness, useMyDeliveryAddresses } from '@/lib/api/business';
import { useRequestSample } from '@/lib/api/samples';
import { useSession } from '@/lib/auth/session';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useLocalePath, useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import type { SampleLot } from './request-sample-dialog';

const FIELDS = [
  'contactName',
  'mobileNumber',
  'deliveryAddress',
  'deliveryCity',
  'deliveryPin',
  'notes',
] as const;

/** Where the sample goes by default: a saved delivery address, else the business's billing address. */
export function prefilledAddress(
  addresses: DeliveryAddressView[],
  business: BuyerBusinessView | null,
): Pick<CreateSampleRequestInput, 'deliveryAddress' | 'deliveryCity' | 'deliveryPin'> | null {
  const saved = addresses[0];
  if (saved) return { deliveryAddress: saved.address, deliveryCity: saved.city, deliveryPin: saved.pin };
  // A sample goes to an address in India: a business abroad (D47) prefills nothing.
  if (business?.billingPin)
    return {
      deliveryAddress: business.billingAddress,
      deliveryCity: business.billingCity,
      deliveryPin: business.billingPin,
    };
  return null;
}

/** The form in the dialog. */
export function RequestSampleForm({ lot, onDone }: { lot: SampleLot; onDone: () => void }) {
  const session = useSession();
  const location = useLocation();
  const t = useT();
  const lp = useLocalePath();
  if (session.status === 'loading') return <p className="text-sm text-stone-600">{t('Loading...')}</p>;
  if (session.status === 'signed-out') {
    const back = `${location.pathname}${location.search}`;
    return (
      <div className="space-y-3 text-sm text-stone-700">
        <p>{t('Sign in to request a sample. You will come back to this lot.')}</p>
        <Button asChild>
          <Link to={lp(`/login?redirect=${encodeURIComponent(back)}`)}>{t('Sign in')}</Link>
        </Button>
      </div>
    );
  }
  return <SampleForm lot={lot} user={session.session.user} onDone={onDone} />;
}

function SampleForm({
  lot,
  user,
  onDone,
}: {
  lot: SampleLot;
  user: SessionView['user'];
  onDone: () => void;
}) {
  const business = useMyBusiness().data?.business ?? null;
  const addresses = useMyDeliveryAddresses().data?.items;
  const request = useRequestSample(lot.id);
  const [formError, setFormError] = useState<string | undefined>();
  const t = useT();
  const form = useForm<CreateSampleRequestInput, unknown, CreateSampleRequest>({
    resolver: zodResolver(CreateSampleRequest),
    defaultValues: {
      contactName: user.name,
      mobileNumber: user.phone ?? '',
      deliveryAddress: '',
      deliveryCity: user.city ?? '',
      deliveryPin: '',
      notes: '',
    },
  });
  // The saved address arrives after the form opens: fill the fields the buyer has not typed in yet.
  const prefill = prefilledAddress(addresses ?? [], business);
  const prefillKey = prefill ? JSON.stringify(prefill) : '';
  useEffect(() => {
    if (!prefillKey) return;
    const values = JSON.parse(prefillKey) as Record<(typeof FIELDS)[number], string>;
    for (const [name, value] of Object.entries(values) as [(typeof FIELDS)[number], string][]) {
      if (!form.getFieldState(name).isDirty) form.setValue(name, value);
    }
  }, [prefillKey, form]);

  const { errors, isSubmitting } = form.formState;
  const err = (message: string | undefined) => message && t(message);
  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await request.mutateAsync(values);
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, FIELDS)) {
        setFormError(
          t(isApiError(error) ? error.message : 'The sample could not be requested. Please try again.'),
        );
      }
      return;
    }
    toast.success(t('Sample requested'), {
      description: t(
        'The manufacturer will accept or decline it. Follow it under Samples on your dashboard.',
      ),
    });
    onDone();
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={t('Request a sample')}>
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('Name')} required error={err(errors.contactName?.message)}>
          {(control) => <Input {...control} {...form.register('contactName')} autoComplete="name" />}
        </Field>
        <Field label={t('Mobile Number')} required error={err(errors.mobileNumber?.message)}>
          {(control) => (
            <Input
              {...control}
              {...form.register('mobileNumber')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
            />
          )}
        </Field>
      </div>
      <Field label={t('Delivery address')} required error={err(errors.deliveryAddress?.message)}>
        {(control) => (
          <Textarea
            {...control}
            {...form.register('deliveryAddress')}
            rows={2}
            autoComplete="street-address"
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('City')} required error={err(errors.deliveryCity?.message)}>
          {(control) => (
            <Input {...control} {...form.register('deliveryCity')} autoComplete="address-level2" />
          )}
        </Field>
        <Field label={t('PIN code')} required error={err(errors.deliveryPin?.message)}>
          {(control) => (
            <Input
              {...control}
              {...form.register('deliveryPin')}
              inputMode="numeric"
              autoComplete="postal-code"
            />
          )}
        </Field>
      </div>
      <Field label={t('Notes')} markOptional error={err(errors.notes?.message)}>
        {(control) => <Textarea {...control} {...form.register('notes')} rows={2} />}
      </Field>
      <Button type="submit" className="w-full sm:w-auto" disabled={isSubmitting}>
        {isSubmitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
        {t('Request sample')}
      </Button>
    </form>
  );
}
