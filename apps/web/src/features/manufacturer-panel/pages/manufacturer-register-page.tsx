import { ManufacturerRegistration } from '@granite/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { AuthCard, AuthPageFrame } from '@/components/auth-card';
import { LocationFields } from '@/components/location-fields';
import { Button } from '@/components/ui/button';
import { FormAlert, FormField } from '@/components/ui/form-field';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useRegisterManufacturer } from '../api/manufacturer-applications';
import { EMPTY_APPLICATION } from '../lib/application-form';

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
  const onSuccess = () => {
    toast.success('Registration Successful', {
      description:
        'Your application has been submitted for approval (2-3 business days). Verify your e-mail address, then sign in.',
    });
    navigate('/vendor/login');
  };
  const onError = (error: Error) => {
    applyFieldErrors(error, form.setError, FIELDS);
    const message = error.message || 'There was an error with your registration. Please try again.';
    setFormError(message);
    toast.error('Registration Failed', { description: message });
  };
  const { errors } = form.formState;
  return (
    <AuthPageFrame>
      <AuthCard
        eyebrow="Manufacturers"
        title="Manufacturer Registration"
        description="Apply to sell on Granite Marketplace. An administrator reviews each registration before the account is approved."
        links={[
          { prompt: 'Already registered?', label: 'Manufacturer Login', to: '/vendor/login' },
          { prompt: 'Questions first?', label: 'Read the Vendor FAQ', to: '/vendor/faq' },
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
            <legend className="mb-3 text-sm font-semibold text-granite-black">Account information</legend>
            <FormField
              label="Email"
              type="email"
              autoComplete="email"
              required
              error={errors.email?.message}
              {...form.register('email')}
            />
            <FormField
              label="Password"
              type="password"
              autoComplete="new-password"
              required
              hint="At least 8 characters; avoid common passwords."
              error={errors.password?.message}
              {...form.register('password')}
            />
          </fieldset>
          <fieldset className="space-y-4">
            <legend className="mb-3 text-sm font-semibold text-granite-black">Business information</legend>
            <FormField
              label="Business name"
              autoComplete="organization"
              required
              error={errors.businessName?.message}
              {...form.register('businessName')}
            />
            <FormField
              label="Owner name"
              autoComplete="name"
              required
              error={errors.ownerName?.message}
              {...form.register('ownerName')}
            />
          </fieldset>
          <fieldset className="space-y-4">
            <legend className="mb-3 text-sm font-semibold text-granite-black">Contact information</legend>
            <FormField
              label="Phone"
              type="tel"
              autoComplete="tel"
              error={errors.phone?.message}
              {...form.register('phone')}
            />
            <FormField
              label="GST number (GSTIN)"
              autoCapitalize="characters"
              hint="15 characters; we check the format and the check digit."
              error={errors.gstin?.message}
              {...form.register('gstin')}
            />
            <FormField
              label="Business address"
              autoComplete="street-address"
              error={errors.address?.message}
              {...form.register('address')}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <LocationFields
                city={form.register('city')}
                state={form.register('state')}
                pincode={form.register('pincode')}
                errors={{
                  city: errors.city?.message,
                  state: errors.state?.message,
                  pincode: errors.pincode?.message,
                }}
              />
            </div>
          </fieldset>
          <Button type="submit" className="w-full" size="lg" disabled={mutation.isPending}>
            {mutation.isPending ? 'Creating Account...' : 'Register as Vendor'}
          </Button>
        </form>
      </AuthCard>
    </AuthPageFrame>
  );
}
