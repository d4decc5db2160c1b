// D34: one delivery address (a site or godown) of the buyer's: added or edited in the Business
// details tab, and added from a form that delivers somewhere (the requirement form), which then
// delivers to it. Inside another form it is a group, not a form of its own (forms do not nest).
import { DeliveryAddressInput, type DeliveryAddressView, INDIAN_STATES, stateName } from '@granite/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { type KeyboardEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field, FormAlert, FormField, Select, Textarea } from '@/components/ui/form-field';
import { useSaveAddress } from '@/lib/api/business';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useLocale, useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';

const ADDRESS_FIELDS = ['label', 'address', 'city', 'state', 'pin'] as const;

/** The states and union territories of India, named in the page's language. */
export function StateSelect(props: React.ComponentProps<'select'>) {
  const t = useT();
  const locale = useLocale();
  return (
    <Select {...props}>
      <option value="">{t('Choose a state')}</option>
      {INDIAN_STATES.map((s) => (
        <option key={s} value={s}>
          {stateName(s, locale)}
        </option>
      ))}
    </Select>
  );
}

export function DeliveryAddressForm({
  current,
  onDone,
  onSaved,
  nested = false,
}: {
  current: DeliveryAddressView | null;
  onDone(): void;
  /** The address as the server saved it (the form that added it then delivers to it). */
  onSaved?(address: DeliveryAddressView): void;
  /** Inside another form: a group whose button saves the address, and Enter saves it too. */
  nested?: boolean;
}) {
  const save = useSaveAddress();
  const [formError, setFormError] = useState<string>();
  const t = useT();
  const err = (message: string | undefined) => message && t(message);
  const form = useForm<DeliveryAddressInput, unknown, z.output<typeof DeliveryAddressInput>>({
    resolver: zodResolver(DeliveryAddressInput),
    defaultValues: {
      label: current?.label ?? '',
      address: current?.address ?? '',
      city: current?.city ?? '',
      state: current?.state ?? ('' as DeliveryAddressInput['state']),
      pin: current?.pin ?? '',
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(
    (values) => {
      setFormError(undefined);
      save.mutate(
        { ...values, id: current?.id },
        {
          onSuccess: (saved) => {
            toast.success(current ? t('Address saved') : t('Address added'));
            onSaved?.(saved);
            onDone();
          },
          onError: (error) => {
            applyFieldErrors(error, form.setError, ADDRESS_FIELDS);
            setFormError(t(error.message || 'The address was not saved. Please try again.'));
          },
        },
      );
    },
    () => setFormError(t('Please correct the marked fields.')),
  );
  const label = current ? t('Edit {label}', { label: current.label }) : t('New delivery address');
  const fields = (
    <>
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('Label')}
          required
          placeholder={t('Whitefield site')}
          className="sm:col-span-2"
          error={err(errors.label?.message)}
          {...form.register('label')}
        />
        <Field label={t('Address')} required className="sm:col-span-2" error={err(errors.address?.message)}>
          {(control) => <Textarea {...control} rows={2} {...form.register('address')} />}
        </Field>
        <FormField label={t('City')} required error={err(errors.city?.message)} {...form.register('city')} />
        <Field label={t('State')} required error={err(errors.state?.message)}>
          {(control) => <StateSelect {...control} {...form.register('state')} />}
        </Field>
        <FormField
          label={t('PIN code')}
          required
          inputMode="numeric"
          maxLength={6}
          error={err(errors.pin?.message)}
          {...form.register('pin')}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type={nested ? 'button' : 'submit'}
          disabled={save.isPending}
          onClick={nested ? () => void submit() : undefined}
        >
          {save.isPending ? t('Saving…') : current ? t('Save address') : t('Add address')}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('Cancel')}
        </Button>
      </div>
    </>
  );
  const className = 'space-y-4 rounded-md border border-stone-200 bg-stone-50 p-4';
  if (!nested)
    return (
      <form noValidate onSubmit={submit} aria-label={label} className={className}>
        {fields}
      </form>
    );
  // Enter in one of its inputs saves the address, not the form around it.
  const onKeyDown = (e: KeyboardEvent<HTMLFieldSetElement>) => {
    if (e.key === 'Enter' && e.target instanceof HTMLInputElement) {
      e.preventDefault();
      void submit();
    }
  };
  return (
    <fieldset aria-label={label} className={className} onKeyDown={onKeyDown}>
      {fields}
    </fieldset>
  );
}
