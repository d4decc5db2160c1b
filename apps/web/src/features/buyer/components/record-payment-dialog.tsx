// D36: the buyer records a payment made outside the platform; the manufacturer confirms it.
import { formatINR, PAYMENT_METHODS, RecordPayment } from '@granite/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field, FormAlert, Input, Select } from '@/components/ui/form-field';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useRecordPayment } from '../api/order-money';

const todayInIndia = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

export function RecordPaymentDialog({ orderId, duePaise }: { orderId: number; duePaise: number }) {
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string | undefined>();
  const record = useRecordPayment(orderId);
  const t = useT();
  const err = (message: string | undefined) => message && t(message);
  const form = useForm({
    resolver: zodResolver(RecordPayment),
    defaultValues: { amount: '', paidOn: todayInIndia(), method: 'NEFT', reference: '' } as RecordPayment,
  });
  const method = form.watch('method');
  const submit = form.handleSubmit((values) => {
    setFormError(undefined);
    record.mutate(form.getValues() as RecordPayment, {
      onSuccess: () => {
        toast.success(t('Payment recorded. The manufacturer will confirm it.'));
        form.reset({
          amount: '',
          paidOn: todayInIndia(),
          method: values.method,
          reference: '',
        } as RecordPayment);
        setOpen(false);
      },
      onError: (err) => {
        if (!applyFieldErrors(err, form.setError, ['amount', 'paidOn', 'method', 'reference']))
          setFormError(t(err.message));
      },
    });
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
        {t('Record a payment')}
      </Button>
      <DialogContent
        title={t('Record a payment')}
        description={t('Still due: {amount}', { amount: formatINR(duePaise) })}
      >
        <form onSubmit={submit} noValidate className="space-y-3" aria-label={t('Record a payment')}>
          {formError && <FormAlert>{formError}</FormAlert>}
          <Field label={t('Amount (₹)')} required error={err(form.formState.errors.amount?.message)}>
            {(control) => (
              <Input {...control} {...form.register('amount')} inputMode="decimal" autoComplete="off" />
            )}
          </Field>
          <Field label={t('Paid on')} required error={err(form.formState.errors.paidOn?.message)}>
            {(control) => (
              <Input {...control} {...form.register('paidOn')} type="date" max={todayInIndia()} />
            )}
          </Field>
          <Field label={t('Method')} required error={err(form.formState.errors.method?.message)}>
            {(control) => (
              <Select {...control} {...form.register('method')}>
                {PAYMENT_METHODS.map((m) => (
                  <option key={m} value={m}>
                    {m}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field
            label={method === 'Cheque' ? t('Cheque number') : t('UTR / reference number')}
            required
            error={err(form.formState.errors.reference?.message)}
            hint={
              method === 'Cheque'
                ? t('6 to 10 digits')
                : t('6 to 22 letters and digits, as on the bank statement')
            }
          >
            {(control) => <Input {...control} {...form.register('reference')} autoComplete="off" />}
          </Field>
          <Button type="submit" disabled={record.isPending}>
            {record.isPending ? t('Recording...') : t('Record payment')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
