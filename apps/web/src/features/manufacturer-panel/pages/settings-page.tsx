import {
  financialYearOf,
  GST_STATUSES,
  type GstStatus,
  INDIAN_STATES,
  indiaDay,
  isValidGstin,
  type ManufacturerProfile,
  ManufacturerUpdateProfile,
  PROFILE_UPDATE_FAILED_MESSAGE,
  SERIES_PREFIX_MAX_LENGTH,
  stateName,
} from '@granite/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { BadgeCheck, CircleAlert, Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ImageUploadField } from '@/components/image-upload-field';
import { NotificationPreferencesSection } from '@/components/notifications/notification-preferences';
import { ListLoadError } from '@/components/page-status';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field, FormAlert, FormField, Textarea } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { EInvoiceSettingsSection } from '@/features/manufacturer-panel/components/einvoice-settings';
import { LocationFields } from '@/features/manufacturer-panel/components/location-fields';
import { PayeeSection } from '@/features/manufacturer-panel/components/payee-section';
import { isApiError } from '@/lib/api';
import { useSession } from '@/lib/auth/session';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useLocale, useLocalePath, useT } from '@/lib/i18n';
import {
  useMyManufacturerLogoChanged,
  useMyManufacturerProfile,
  useUpdateManufacturerProfile,
} from '../api/manufacturer-profile';

const ProfileForm = ManufacturerUpdateProfile.omit({ version: true });
type Values = z.input<typeof ProfileForm>;
type Parsed = z.output<typeof ProfileForm>;
const FIELDS = [
  'businessName',
  'ownerName',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'pincode',
  'gstin',
  'gstStatus',
  'seriesPrefix',
  'description',
  'deliveryStates',
  'signatoryName',
  'iec',
  'lutNumber',
  'lutFinancialYear',
] as const;

const valuesOf = (p: ManufacturerProfile): Values => ({
  businessName: p.businessName,
  ownerName: p.ownerName,
  email: p.email,
  phone: p.phone ?? '',
  address: p.address ?? '',
  city: p.city ?? '',
  state: (p.state ?? '') as Values['state'],
  pincode: p.pincode ?? '',
  gstin: p.gstin ?? '',
  gstStatus: p.gstStatus,
  seriesPrefix: '',
  description: p.description ?? '',
  deliveryStates: p.deliveryStates as Values['deliveryStates'],
  signatoryName: p.signatoryName ?? '',
  iec: p.iec ?? '',
  lutNumber: p.lutNumber ?? '',
  lutFinancialYear: p.lutFinancialYear ?? '',
});

const GST_STATUS_LABELS: Record<GstStatus, string> = {
  regular: 'Regular taxpayer',
  composition: 'Composition scheme',
  unregistered: 'Not registered',
};

/** Manufacturer panel Settings (admin 2): the business profile buyers and admins see. */
export function ManufacturerSettingsPage() {
  const profile = useMyManufacturerProfile();
  const t = useT();
  const lp = useLocalePath();
  // D46: the bank details are the owner's and accounts'; the IRP credentials also the manager's.
  const { session } = useSession();
  const role = session?.vendors.find((f) => f.id === session.activeFirmId)?.role ?? 'owner';
  const seesBank = role === 'owner' || role === 'accounts';
  const seesEInvoice = seesBank || role === 'manager';
  return (
    <>
      <PageHeader
        title={t('Business Profile')}
        description={t('The business details buyers and administrators see for your company.')}
        variant="panel"
        actions={
          profile.data && (
            <Button variant="secondary" asChild>
              <Link to={lp(`/vendor/profile/${profile.data.id}`)}>{t('View public profile')}</Link>
            </Button>
          )
        }
      />
      <div className="mt-8">
        {profile.isPending ? (
          <p role="status" className="text-sm text-stone-600">
            {t('Loading...')}
          </p>
        ) : profile.isError ? (
          <ListLoadError subject={t('Your business profile')} onRetry={() => void profile.refetch()} />
        ) : (
          <ProfileEditor profile={profile.data} onReload={() => void profile.refetch()} />
        )}
      </div>
      {/* D44: where buyers pay, once the profile (and so the manufacturer's id) is known. */}
      {profile.data && seesBank && (
        <PayeeSection manufacturerId={profile.data.id} className="mt-8 max-w-3xl" />
      )}
      {/* D43: the turnover declaration and the IRP API credentials. */}
      {seesEInvoice && <EInvoiceSettingsSection className="mt-8 max-w-3xl" />}
      {/* D17: how quote and order notifications reach the manufacturer by e-mail. */}
      <NotificationPreferencesSection className="mt-8 max-w-3xl" />
    </>
  );
}

function ProfileEditor({ profile, onReload }: { profile: ManufacturerProfile; onReload(): void }) {
  const [formError, setFormError] = useState<string>();
  const [conflict, setConflict] = useState(false);
  const t = useT();
  const locale = useLocale();
  /** A validation message (from the shared schema) in the page's language, when the catalogue has it. */
  const tm = (message: string | undefined) => (message ? t(message) : undefined);
  const form = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(ProfileForm),
    defaultValues: valuesOf(profile),
  });
  const update = useUpdateManufacturerProfile();
  const logoChanged = useMyManufacturerLogoChanged();

  // A save or a reload brings a new version: the form starts again from it (D29).
  useEffect(() => {
    form.reset(valuesOf(profile));
  }, [profile, form]);

  const { errors, isDirty } = form.formState;
  const gstin = (form.watch('gstin') ?? '').trim().toUpperCase();
  const gstinChanged = gstin !== (profile.gstin ?? '');

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_16rem]">
      <form
        noValidate
        aria-label={t('Business profile')}
        className="space-y-8 rounded-lg border border-stone-200 bg-white p-5 shadow-xs sm:p-6"
        onSubmit={form.handleSubmit((values) => {
          setFormError(undefined);
          setConflict(false);
          update.mutate(
            { ...values, version: profile.version },
            {
              onSuccess: (saved) =>
                toast.success(t('Profile updated'), {
                  description:
                    saved.gstin && !saved.gstinVerified && gstinChanged
                      ? t('Your new GSTIN is waiting for verification by an administrator.')
                      : t('Your business profile has been saved.'),
                }),
              onError: (error) => {
                applyFieldErrors(error, form.setError, FIELDS);
                const isConflict = isApiError(error) && error.status === 409;
                setConflict(isConflict);
                setFormError(isConflict ? error.message : t(PROFILE_UPDATE_FAILED_MESSAGE));
                toast.error(t(PROFILE_UPDATE_FAILED_MESSAGE), {
                  description: isConflict ? error.message : undefined,
                });
              },
            },
          );
        })}
      >
        {formError && (
          <div className="space-y-2">
            <FormAlert>{formError}</FormAlert>
            {conflict && (
              <Button type="button" variant="secondary" size="sm" onClick={onReload}>
                {t('Reload the latest version')}
              </Button>
            )}
          </div>
        )}
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-3 text-sm font-semibold text-granite-black">{t('Business')}</legend>
          <FormField
            label={t('Business name')}
            required
            autoComplete="organization"
            className="sm:col-span-2"
            error={tm(errors.businessName?.message)}
            {...form.register('businessName')}
          />
          <FormField
            label={t('Owner name')}
            required
            autoComplete="name"
            error={tm(errors.ownerName?.message)}
            {...form.register('ownerName')}
          />
          <FormField
            label={t('Email')}
            type="email"
            required
            autoComplete="email"
            hint={t('Where buyers and our team reach your business.')}
            error={tm(errors.email?.message)}
            {...form.register('email')}
          />
          <FormField
            label={t('Phone')}
            type="tel"
            autoComplete="tel"
            markOptional
            error={tm(errors.phone?.message)}
            {...form.register('phone')}
          />
          <Field
            label={t('Description')}
            markOptional
            className="sm:col-span-2"
            hint={t(
              'Shown on your public profile: what you quarry or process, since when, what you specialise in.',
            )}
            error={tm(errors.description?.message)}
          >
            {(control) => <Textarea rows={4} {...control} {...form.register('description')} />}
          </Field>
        </fieldset>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-3 text-sm font-semibold text-granite-black">{t('Address')}</legend>
          <FormField
            label={t('Address')}
            autoComplete="street-address"
            markOptional
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
          <p className="text-xs text-stone-600 sm:col-span-2">
            {t('Buyers see your city and state as your location.')}
          </p>
        </fieldset>

        {/* D38: open requirements delivered elsewhere are not shown to this manufacturer. */}
        <fieldset>
          <legend className="mb-1 text-sm font-semibold text-granite-black">
            {t('States you deliver to')}
          </legend>
          <p className="mb-3 text-xs text-stone-600">
            {t(
              'Open requirements are shown to you only for these states. Tick none to deliver all over India.',
            )}
          </p>
          <div className="grid max-h-64 grid-cols-1 gap-x-4 gap-y-1.5 overflow-y-auto rounded-md border border-stone-200 p-3 sm:grid-cols-2">
            {INDIAN_STATES.map((state) => (
              <label key={state} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  value={state}
                  className="size-4 accent-copper-700"
                  {...form.register('deliveryStates')}
                />
                {stateName(state, locale)}
              </label>
            ))}
          </div>
          {errors.deliveryStates?.message && (
            <p className="mt-1 text-sm text-red-700" role="alert">
              {tm(errors.deliveryStates.message)}
            </p>
          )}
        </fieldset>

        <fieldset className="space-y-3">
          <legend className="mb-3 text-sm font-semibold text-granite-black">{t('GST registration')}</legend>
          <FormField
            label={t('GST number (GSTIN)')}
            autoCapitalize="characters"
            markOptional
            error={tm(errors.gstin?.message)}
            {...form.register('gstin')}
          />
          <GstinStatus profile={profile} gstin={gstin} changed={gstinChanged} />
          {/* D34: only a regular taxpayer charges GST and issues a tax invoice (CGST Rules r.46);
              composition and unregistered issue a bill of supply without tax (r.49). */}
          <fieldset>
            <legend className="mb-1 text-sm font-medium text-granite-black">{t('GST status')}</legend>
            <p className="mb-2 text-xs text-stone-600">
              {t(
                'Only a regular taxpayer charges GST on quotes and issues a tax invoice; under composition or unregistered, your quotes carry no GST and the order ships with a bill of supply.',
              )}
            </p>
            <div className="grid gap-2 sm:grid-cols-3">
              {GST_STATUSES.map((status) => (
                <label
                  key={status}
                  className="flex min-h-11 items-center gap-2 rounded-md border border-stone-200 px-3 py-2 text-sm has-[:checked]:border-copper-700 has-[:checked]:bg-copper-50"
                >
                  <input
                    type="radio"
                    value={status}
                    className="size-4 accent-copper-700"
                    {...form.register('gstStatus')}
                  />
                  {t(GST_STATUS_LABELS[status])}
                </label>
              ))}
            </div>
            {errors.gstStatus?.message && (
              <p className="mt-1 text-sm text-red-700" role="alert">
                {tm(errors.gstStatus.message)}
              </p>
            )}
          </fieldset>
          {/* D35: the GSTIN's document series prefix, set once; a number stays within 16 characters (r.46(b)). */}
          {profile.seriesPrefix ? (
            <div className="text-sm">
              <p className="font-medium text-granite-black">{t('Invoice number prefix')}</p>
              <p className="mt-1 text-stone-600">
                {t('Your invoices are numbered {example}. The prefix is set once for your GSTIN.', {
                  example: `${profile.seriesPrefix}/${financialYearOf(indiaDay()).slice(2)}/0001`,
                })}
              </p>
            </div>
          ) : (
            <FormField
              label={t('Invoice number prefix')}
              autoCapitalize="characters"
              markOptional
              maxLength={SERIES_PREFIX_MAX_LENGTH}
              placeholder={profile.seriesPrefixInUse}
              hint={t(
                'Set once for your GSTIN: up to 5 letters, digits or hyphens. Until then your invoices are numbered {example}.',
                { example: `${profile.seriesPrefixInUse}/${financialYearOf(indiaDay()).slice(2)}/0001` },
              )}
              error={tm(errors.seriesPrefix?.message)}
              {...form.register('seriesPrefix')}
            />
          )}
        </fieldset>

        <fieldset className="space-y-3">
          <legend className="mb-3 text-sm font-semibold text-granite-black">{t('Documents')}</legend>
          <FormField
            label={t('Authorised signatory')}
            markOptional
            autoComplete="name"
            hint={t('Printed under “Authorised Signatory” on your invoices, challans, notes and vouchers.')}
            error={tm(errors.signatoryName?.message)}
            {...form.register('signatoryName')}
          />
        </fieldset>

        {/* D47: the exporter's IEC and LUT, printed on its export invoices and packing lists. */}
        <fieldset className="space-y-3">
          <legend className="mb-3 text-sm font-semibold text-granite-black">{t('Export')}</legend>
          <FormField
            label={t('IEC (Importer-Exporter Code)')}
            markOptional
            autoCapitalize="characters"
            maxLength={10}
            hint={t('10 characters: your PAN, e.g. ABCDE1234F, or an older 10-digit code.')}
            error={tm(errors.iec?.message)}
            {...form.register('iec')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label={t('LUT number (ARN)')}
              markOptional
              autoCapitalize="characters"
              maxLength={15}
              hint={t(
                'The ARN of your Letter of Undertaking for exports without IGST, e.g. AD290426000123X.',
              )}
              error={tm(errors.lutNumber?.message)}
              {...form.register('lutNumber')}
            />
            <FormField
              label={t('LUT financial year')}
              markOptional
              maxLength={7}
              placeholder={financialYearOf(indiaDay())}
              hint={t('An LUT holds for its financial year only, e.g. {year}.', {
                year: financialYearOf(indiaDay()),
              })}
              error={tm(errors.lutFinancialYear?.message)}
              {...form.register('lutFinancialYear')}
            />
          </div>
        </fieldset>

        <div className="flex flex-col-reverse gap-2 border-t border-stone-200 pt-5 sm:flex-row sm:justify-end">
          <Button
            type="button"
            variant="secondary"
            disabled={!isDirty || update.isPending}
            onClick={() => form.reset(valuesOf(profile))}
          >
            {t('Discard changes')}
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? t('Saving...') : t('Save Changes')}
          </Button>
        </div>
      </form>

      <aside aria-label={t('Logo')} className="space-y-3">
        <h2 className="text-sm font-semibold text-granite-black">{t('Logo')}</h2>
        <ImageUploadField
          label={t('Business logo')}
          target={{ manufacturerLogoId: profile.id }}
          value={profile.logo ?? profile.logoUrl}
          onUploaded={() => void logoChanged()}
          hint={t('Recommended 200×200px, square. JPG, PNG, WebP or GIF up to 5MB.')}
          aspect="1/1"
          className="max-w-64"
        />
      </aside>
    </div>
  );
}

function GstinStatus({
  profile,
  gstin,
  changed,
}: {
  profile: ManufacturerProfile;
  gstin: string;
  changed: boolean;
}) {
  const t = useT();
  if (!gstin)
    return <p className="text-sm text-stone-600">{t('Add your GSTIN to have it verified by our team.')}</p>;
  if (!isValidGstin(gstin)) {
    return (
      <p className="flex items-center gap-1.5 text-sm text-red-700">
        <CircleAlert aria-hidden="true" className="size-4" />
        {t('The format or the check digit is wrong.')}
      </p>
    );
  }
  if (changed) {
    return (
      <p className="flex items-start gap-1.5 text-sm text-amber-900">
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t(
          'Saving a new GSTIN sends it back to an administrator for verification; the “Verified” badge returns once they confirm it.',
        )}
      </p>
    );
  }
  return profile.gstinVerified ? (
    <Badge variant="success">
      <BadgeCheck aria-hidden="true" />
      {t('Verified by Granite Marketplace')}
    </Badge>
  ) : (
    <Badge variant="warning">
      <Clock aria-hidden="true" />
      {t('Waiting for verification by an administrator')}
    </Badge>
  );
}
