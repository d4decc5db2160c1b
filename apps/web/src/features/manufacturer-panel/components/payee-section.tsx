// D44: where buyers pay this manufacturer: a bank account (holder, number, IFSC, bank, branch) and a
// UPI ID, checked with the server's own schema. Buyers see them only on accepted orders; a change
// reaches the buyers of open orders with a warning, so the form says so before it is saved.
import { type PayeeSettings, UpdatePayee } from '@granite/shared';
import { Landmark, ShieldAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ListLoadError } from '@/components/page-status';
import { Button } from '@/components/ui/button';
import { FormAlert, FormField } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useLocale, useT } from '@/lib/i18n';
import { usePayee, useUpdatePayee } from '../api/payee';

type Values = {
  bank: { accountHolder: string; accountNumber: string; ifsc: string; bankName: string; branch: string };
  upiId: string;
};
const BANK_FIELDS = ['accountHolder', 'accountNumber', 'ifsc', 'bankName', 'branch'] as const;
const FIELDS = [...BANK_FIELDS.map((f) => `bank.${f}` as const), 'bank', 'upiId'] as const;

const valuesOf = (p: PayeeSettings): Values => ({
  bank: {
    accountHolder: p.bank?.accountHolder ?? '',
    accountNumber: p.bank?.accountNumber ?? '',
    ifsc: p.bank?.ifsc ?? '',
    bankName: p.bank?.bankName ?? '',
    branch: p.bank?.branch ?? '',
  },
  upiId: p.upiId ?? '',
});

/** The body the server takes: an account left wholly empty is none, as is an empty UPI ID. */
export const bodyOf = (v: Values): UpdatePayee => ({
  bank: BANK_FIELDS.every((f) => !v.bank[f].trim()) ? null : v.bank,
  upiId: v.upiId.trim() ? v.upiId.trim() : null,
});

/** The shared UpdatePayee schema as the form's resolver, its issues placed on the nested fields. */
const resolver: Resolver<Values> = async (values) => {
  const parsed = UpdatePayee.safeParse(bodyOf(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of parsed.error.issues) {
    const [head, tail] = issue.path.map(String);
    const error = { type: 'schema', message: issue.message };
    if (head === 'bank' && tail) {
      errors.bank ??= {};
      const bank = errors.bank as Record<string, unknown>;
      bank[tail] ??= error;
    } else if (head) errors[head] ??= error;
  }
  return { values: {}, errors: errors as FieldErrors<Values> };
};

export function PayeeSection({ manufacturerId, className }: { manufacturerId: number; className?: string }) {
  const payee = usePayee(manufacturerId);
  const t = useT();
  return (
    <section
      aria-labelledby="payee-title"
      className={cn('rounded-lg border border-stone-200 bg-white p-5 shadow-xs sm:p-6', className)}
      data-testid="payee-section"
    >
      <h2 id="payee-title" className="flex items-center gap-2 text-base font-semibold text-granite-black">
        <Landmark aria-hidden="true" className="size-5 text-copper-700" />
        {t('Where buyers pay you')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        {t(
          'Buyers see this bank account and UPI ID on their accepted orders, the proforma and the tax invoice — never before they accept a quote.',
        )}
      </p>
      <div className="mt-5">
        {payee.isPending ? (
          <p role="status" className="text-sm text-stone-600">
            {t('Loading...')}
          </p>
        ) : payee.isError ? (
          <ListLoadError subject={t('Your bank details')} onRetry={() => void payee.refetch()} />
        ) : (
          <PayeeForm manufacturerId={manufacturerId} payee={payee.data} />
        )}
      </div>
    </section>
  );
}

function PayeeForm({ manufacturerId, payee }: { manufacturerId: number; payee: PayeeSettings }) {
  const t = useT();
  const locale = useLocale();
  const tm = (message: string | undefined) => (message ? t(message) : undefined);
  const [formError, setFormError] = useState<string>();
  const update = useUpdatePayee(manufacturerId);
  const form = useForm<Values>({ resolver, defaultValues: valuesOf(payee) });
  useEffect(() => {
    form.reset(valuesOf(payee));
  }, [payee, form]);
  const { errors, isDirty } = form.formState;
  const given = payee.bank !== null || payee.upiId !== null;
  const changedOn =
    payee.changedAt &&
    new Date(payee.changedAt).toLocaleDateString(locale === 'hi' ? 'hi-IN' : 'en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
      numberingSystem: 'latn',
    });

  return (
    <form
      noValidate
      aria-label={t('Bank details')}
      className="space-y-6"
      onSubmit={form.handleSubmit((values) => {
        setFormError(undefined);
        update.mutate(bodyOf(values), {
          onSuccess: () => toast.success(t('Bank details saved')),
          onError: (error) => {
            if (!applyFieldErrors(error, form.setError, FIELDS)) setFormError(t(error.message));
          },
        });
      })}
    >
      {formError && <FormAlert>{formError}</FormAlert>}
      {errors.bank?.message && <FormAlert>{t(errors.bank.message)}</FormAlert>}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold text-granite-black">{t('Bank account')}</legend>
        <FormField
          label={t('Account holder')}
          autoComplete="off"
          className="sm:col-span-2"
          hint={t('The name exactly as the bank has it.')}
          error={tm(errors.bank?.accountHolder?.message)}
          {...form.register('bank.accountHolder')}
        />
        <FormField
          label={t('Account number')}
          inputMode="numeric"
          autoComplete="off"
          error={tm(errors.bank?.accountNumber?.message)}
          {...form.register('bank.accountNumber')}
        />
        <FormField
          label={t('IFSC')}
          autoCapitalize="characters"
          autoComplete="off"
          hint={t('11 characters, e.g. HDFC0001234')}
          error={tm(errors.bank?.ifsc?.message)}
          {...form.register('bank.ifsc')}
        />
        <FormField
          label={t('Bank')}
          autoComplete="off"
          error={tm(errors.bank?.bankName?.message)}
          {...form.register('bank.bankName')}
        />
        <FormField
          label={t('Branch')}
          autoComplete="off"
          error={tm(errors.bank?.branch?.message)}
          {...form.register('bank.branch')}
        />
      </fieldset>
      <fieldset>
        <legend className="mb-3 text-sm font-semibold text-granite-black">{t('UPI')}</legend>
        <FormField
          label={t('UPI ID')}
          autoComplete="off"
          markOptional
          hint={t('e.g. yourbusiness@hdfcbank')}
          className="sm:max-w-sm"
          error={tm(errors.upiId?.message)}
          {...form.register('upiId')}
        />
      </fieldset>
      {given && (
        <p className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {changedOn && `${t('Last changed on {date}.', { date: changedOn })} `}
            {t(
              'Orders already accepted keep the account they were given. If you change it, their buyers are warned to confirm by phone before paying, and you get an e-mail too.',
            )}
          </span>
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 border-t border-stone-200 pt-5 sm:flex-row sm:justify-end">
        <Button
          type="button"
          variant="secondary"
          disabled={!isDirty || update.isPending}
          onClick={() => form.reset(valuesOf(payee))}
        >
          {t('Discard changes')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('Saving...') : t('Save bank details')}
        </Button>
      </div>
    </form>
  );
}
