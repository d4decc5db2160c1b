import { ManufacturerRegistration } from '@granite/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { AuthCard, AuthPageFrame } from '@/components/auth-card';
import { Button } from '@/components/ui/button';
import { FormAlert, FormField } from '@/components/ui/form-field';
import { LocationFields } from '@/features/manufacturer-panel/components/location-fields';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useLocalePath, useT } from '@/lib/i18n';
import { useRegisterManufacturer } from '../api/manufacturer-applications';
import { EMPTY_APPLICATION } from '../lib/application-form';
import { usePanelCatalog } from '../lib/use-panel-catalog';

type Values = z.input<typeof ManufacturerRegistration>;
const FIELDS = [
  'email',
  'password',
  'businessName',
  'ownerName',
  'phone',
  'gstin',
  'address',
  'city',
  'state',
  'pincode',
] as const;

/** Admin 2 "Manufacturer registration" with the GSTIN check of D8. */
export function ManufacturerRegisterPage() {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string>();
  const form = useForm<Values, unknown, ManufacturerRegistration>({
    resolver: zodResolver(ManufacturerRegistration),
    defaultValues: { email: '', password: '', ...EMPTY_APPLICATION },
  });
  const mutation = useRegisterManufacturer();
  const t = useT();
  const lp = useLocalePath();
  const ready = usePanelCatalog();
  /** A validation message (from the shared schema) in the page's language, when the catalogue has it. */
  const tm = (message: string | undefined) => (message ? t(message) : undefined);
  const onSuccess = () => {
    toast.success(t('Registration Successful'), {
      description: t(
        'Your application has been submitted for approval (2-3 business days). Verify your e-mail address, then sign in.',
      ),
    });
    navigate(lp('/vendor/login'));
  };
  const onError = (error: Error) => {
    applyFieldErrors(error, form.setError, FIELDS);
    const message = error.message || t('There was an error with your registration. Please try again.');
    setFormError(message);
    toast.error(t('Registration Failed'), { description: message });
  };
  const { errors } = form.formState;
  if (!ready) return <AuthPageFrame>{null}</AuthPageFrame>;
  return (
    <AuthPageFrame>
      <AuthCard
        eyebrow={t('Manufacturers')}
        title={t('Manufacturer Registration')}
        description={t(
          'Apply to sell on Granite Marketplace. An administrator reviews each registration before the account is approved.',
        )}
        links={[
          { prompt: t('Already registered?'), label: t('Manufacturer Login'), to: lp('/vendor/login') },
          { prompt: t('Questions first?'), label: t('Read the Vendor FAQ'), to: lp('/vendor/faq') },
        ]}
      >
        <form
          noValidate
          className="space-y-6"
          onSubmit={form.handleSubmit((values) => {
            setFormError(undefined);
            mutation.mutate(values, { onSuccess, onError });
          })}
        >
          {formError && <FormAlert>{formError}</FormAlert>}
          <fieldset className="space-y-4">
            <legend className="mb-3 text-sm font-semibold text-granite-black">
              {t('Account information')}
            </legend>
            <FormField
              label={t('Email')}
              type="email"
              autoComplete="email"
              required
              error={tm(errors.email?.message)}
              {...form.register('email')}
            />
            <FormField
              label={t('Password')}
              type="password"
              autoComplete="new-password"
              required
              hint={t('At least 8 characters; avoid common passwords.')}
              error={tm(errors.password?.message)}
              {...form.register('password')}
            />
          </fieldset>
          <fieldset className="space-y-4">
            <legend className="mb-3 text-sm font-semibold text-granite-black">
              {t('Business information')}
            </legend>
            <FormField
              label={t('Business name')}
              autoComplete="organization"
              required
              error={tm(errors.businessName?.message)}
              {...form.register('businessName')}
            />
            <FormField
              label={t('Owner name')}
              autoComplete="name"
              required
              error={tm(errors.ownerName?.message)}
              {...form.register('ownerName')}
            />
          </fieldset>
          <fieldset className="space-y-4">
            <legend className="mb-3 text-sm font-semibold text-granite-black">
              {t('Contact information')}
            </legend>
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
              hint={t('15 characters; we check the format and the check digit.')}
              error={tm(errors.gstin?.message)}
              {...form.register('gstin')}
            />
            <FormField
              label={t('Business address')}
              autoComplete="street-address"
              error={tm(errors.address?.message)}
              {...form.register('address')}
            />
            <div className="grid gap-4 sm:grid-cols-2">
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
          </fieldset>
          <Button type="submit" className="w-full" size="lg" disabled={mutation.isPending}>
            {mutation.isPending ? t('Creating Account...') : t('Register as Vendor')}
          </Button>
        </form>
      </AuthCard>
    </AuthPageFrame>
  );
}
