import { isValidGstin, ManufacturerApplication } from '@granite/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormAlert, FormField } from '@/components/ui/form-field';
import { LocationFields } from '@/features/manufacturer-panel/components/location-fields';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useT } from '@/lib/i18n';
import { useMyManufacturerApplication, useResubmitApplication } from '../api/manufacturer-applications';
import { EMPTY_APPLICATION } from '../lib/application-form';

type Values = z.input<typeof ManufacturerApplication>;
const FIELDS = [
  'businessName',
  'ownerName',
  'phone',
  'gstin',
  'address',
  'city',
  'state',
  'pincode',
] as const;

/** D8: the rejected applicant corrects what they submitted and sends it back to review. */
export function ResubmitApplicationForm({ onCancel, onDone }: { onCancel(): void; onDone(): void }) {
  const mine = useMyManufacturerApplication();
  const t = useT();
  if (mine.isPending) {
    return (
      <p role="status" className="text-sm text-stone-600">
        {t('Loading...')}
      </p>
    );
  }
  return <ResubmitForm application={mine.data?.application} onCancel={onCancel} onDone={onDone} />;
}

type StoredApplication = NonNullable<
  NonNullable<ReturnType<typeof useMyManufacturerApplication>['data']>['application']
>;

/** What the applicant sent, as the form's first values (the stored +91 phone is accepted back as it is). */
function valuesOf(application: StoredApplication | null | undefined): Values {
  if (!application) return EMPTY_APPLICATION;
  return {
    businessName: application.businessName,
    ownerName: application.ownerName,
    phone: application.phone ?? '',
    gstin: application.gstin ?? '',
    address: application.address ?? '',
    city: application.city ?? '',
    state: (application.state ?? '') as Values['state'],
    pincode: application.pincode ?? '',
  };
}

/**
 * Mounted once the application has arrived, so its first render already shows what was sent: a form
 * filled by an effect after an empty first paint could take a keystroke and then lose it.
 */
function ResubmitForm({
  application,
  onCancel,
  onDone,
}: {
  application: StoredApplication | null | undefined;
  onCancel(): void;
  onDone(): void;
}) {
  const [formError, setFormError] = useState<string>();
  const form = useForm<Values, unknown, ManufacturerApplication>({
    resolver: zodResolver(ManufacturerApplication),
    defaultValues: valuesOf(application),
  });
  const resubmit = useResubmitApplication();
  const t = useT();
  /** A validation message (from the shared schema) in the page's language, when the catalogue has it. */
  const tm = (message: string | undefined) => (message ? t(message) : undefined);

  const { errors } = form.formState;
  const gstin = (form.watch('gstin') ?? '').trim();
  return (
    <form
      noValidate
      aria-label={t('Correct and resubmit your application')}
      className="space-y-4"
      onSubmit={form.handleSubmit((values) => {
        setFormError(undefined);
        resubmit.mutate(values, {
          onSuccess: () => {
            toast.success(t('Application resubmitted'), {
              description: t(
                'Your corrected application is back with our team for review (2-3 business days).',
              ),
            });
            onDone();
          },
          onError: (error) => {
            applyFieldErrors(error, form.setError, FIELDS);
            setFormError(error.message || t('Your application could not be resubmitted. Please try again.'));
          },
        });
      })}
    >
      <h3 className="text-base font-semibold">{t('Correct your application')}</h3>
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('Business name')}
          required
          autoComplete="organization"
          error={tm(errors.businessName?.message)}
          {...form.register('businessName')}
        />
        <FormField
          label={t('Owner name')}
          autoComplete="name"
          error={tm(errors.ownerName?.message)}
          {...form.register('ownerName')}
        />
        <FormField
          label={t('Phone')}
          type="tel"
          autoComplete="tel"
          error={tm(errors.phone?.message)}
          {...form.register('phone')}
        />
        <FormField
          label={t('GST number (GSTIN)')}
          autoCapitalize="characters"
          hint={
            gstin
              ? isValidGstin(gstin)
                ? t('Format and check digit are correct.')
                : t('The format or the check digit is wrong.')
              : t('15 characters; we check the format and the check digit.')
          }
          error={tm(errors.gstin?.message)}
          {...form.register('gstin')}
        />
        <FormField
          label={t('Business address')}
          autoComplete="street-address"
          className="sm:col-span-2"
          error={tm(errors.address?.message)}
          {...form.register('address')}
        />
        <LocationFields
          city={form.register('city')}
          state={form.register('state')}
          pincode={form.register('pincode')}
          errors={{
            city: tm(errors.city?.message),
            state: tm(errors.state?.message),
            pincode: tm(errors.pincode?.message),
          }}
        />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onCancel} disabled={resubmit.isPending}>
          {t('Cancel')}
        </Button>
        <Button type="submit" disabled={resubmit.isPending}>
          {resubmit.isPending ? t('Submitting...') : t('Resubmit application')}
        </Button>
      </div>
    </form>
  );
}
