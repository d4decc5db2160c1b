// D43: the Settings section where a manufacturer says whether its aggregate turnover is above ₹5 crore
// and gives its IRP API credentials. The secret and the password are never shown again: the server
// only says whether they are set, and an empty box keeps the stored one.
import { type EInvoiceSettings, EInvoiceSettingsInput } from '@granite/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { FileCheck2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ListLoadError } from '@/components/page-status';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormAlert, FormField } from '@/components/ui/form-field';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useT } from '@/lib/i18n';
import { useEInvoiceSettings, useSaveEInvoiceSettings } from '../api/manufacturer-einvoice';

type Values = z.input<typeof EInvoiceSettingsInput>;
type Parsed = z.output<typeof EInvoiceSettingsInput>;
const FIELDS = ['aboveThreshold', 'clientId', 'clientSecret', 'username', 'password'] as const;

const valuesOf = (s: EInvoiceSettings): Values => ({
  aboveThreshold: s.aboveThreshold,
  clientId: s.clientId,
  clientSecret: '',
  username: s.username,
  password: '',
});

export function EInvoiceSettingsSection({ className }: { className?: string }) {
  const settings = useEInvoiceSettings();
  const t = useT();
  return (
    <section className={className} aria-labelledby="einvoice-settings">
      <h2 id="einvoice-settings" className="flex items-center gap-2 text-lg font-semibold text-granite-black">
        <FileCheck2 aria-hidden="true" className="size-5 text-copper-700" />
        {t('E-invoice')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-stone-600">
        {t(
          'Above ₹5 crore of aggregate turnover, each tax invoice, credit note and debit note to a registered buyer must be registered with the Invoice Registration Portal (IRP) before it is given out. We register it as it is issued and print the IRN and the signed QR code on it.',
        )}
      </p>
      {settings.isPending ? (
        <p role="status" className="text-sm text-stone-600">
          {t('Loading...')}
        </p>
      ) : settings.isError ? (
        <ListLoadError subject={t('Your e-invoice settings')} onRetry={() => void settings.refetch()} />
      ) : (
        <EInvoiceForm settings={settings.data} />
      )}
    </section>
  );
}

function EInvoiceForm({ settings }: { settings: EInvoiceSettings }) {
  const t = useT();
  const tm = (message: string | undefined) => (message ? t(message) : undefined);
  const [formError, setFormError] = useState<string>();
  const save = useSaveEInvoiceSettings();
  const form = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(EInvoiceSettingsInput),
    defaultValues: valuesOf(settings),
  });
  useEffect(() => form.reset(valuesOf(settings)), [settings, form]);
  const { errors } = form.formState;
  const above = form.watch('aboveThreshold');

  return (
    <form
      noValidate
      aria-label={t('E-invoice settings')}
      className="space-y-5 rounded-lg border border-stone-200 bg-white p-5 shadow-xs sm:p-6"
      onSubmit={form.handleSubmit((values) => {
        setFormError(undefined);
        save.mutate(values, {
          onSuccess: () => toast.success(t('E-invoice settings saved')),
          onError: (error) => {
            applyFieldErrors(error, form.setError, FIELDS);
            setFormError(error.message);
          },
        });
      })}
    >
      {formError && <FormAlert>{formError}</FormAlert>}
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-granite-black">
          {t('Is your aggregate turnover above ₹5 crore in any financial year since 2017-18?')}
        </legend>
        <div className="flex flex-wrap gap-4">
          {[
            [true, t('Yes, above ₹5 crore: register my invoices with the IRP')],
            [false, t('No')],
          ].map(([value, label]) => (
            <label key={String(value)} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="aboveThreshold"
                className="size-4 accent-copper-700"
                checked={above === value}
                onChange={() => form.setValue('aboveThreshold', value as boolean, { shouldDirty: true })}
              />
              {label as string}
            </label>
          ))}
        </div>
        {errors.aboveThreshold?.message && (
          <p className="mt-1 text-sm text-red-700" role="alert">
            {tm(errors.aboveThreshold.message)}
          </p>
        )}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2" disabled={!above}>
        <legend className="mb-1 text-sm font-semibold text-granite-black">
          {t('IRP API credentials')}
          <span className="block text-xs font-normal text-stone-600">
            {settings.gstin
              ? t('As the IRP gave them for GSTIN {gstin} (API user created on the e-invoice portal).', {
                  gstin: settings.gstin,
                })
              : t('Add your GSTIN in your business profile first.')}
          </span>
        </legend>
        <FormField
          label={t('Client ID')}
          autoComplete="off"
          error={tm(errors.clientId?.message)}
          {...form.register('clientId')}
        />
        <FormField
          label={t('Client secret')}
          type="password"
          autoComplete="new-password"
          hint={settings.clientSecretSet ? t('Saved. Leave empty to keep it.') : undefined}
          error={tm(errors.clientSecret?.message)}
          {...form.register('clientSecret')}
        />
        <FormField
          label={t('API username')}
          autoComplete="off"
          error={tm(errors.username?.message)}
          {...form.register('username')}
        />
        <FormField
          label={t('API password')}
          type="password"
          autoComplete="new-password"
          hint={settings.passwordSet ? t('Saved. Leave empty to keep it.') : undefined}
          error={tm(errors.password?.message)}
          {...form.register('password')}
        />
      </fieldset>
      <div className="flex flex-col gap-3 border-t border-stone-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          {settings.aboveThreshold ? (
            <Badge variant="success">{t('E-invoicing on')}</Badge>
          ) : (
            <Badge variant="neutral">{t('E-invoicing off')}</Badge>
          )}
        </div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('Saving...') : t('Save e-invoice settings')}
        </Button>
      </div>
    </form>
  );
}
