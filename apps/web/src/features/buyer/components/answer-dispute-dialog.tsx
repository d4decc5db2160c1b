// D45: the buyer answers a disputed payment: a note and a photo or PDF of the payment (a bank
// statement line, the transfer slip), sent as one form; the manufacturer then decides again, and
// after 7 days without its decision the marketplace decides.
import { AnswerDispute, formatINR, type OrderPaymentView } from '@granite/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field, FormAlert, Input, Textarea } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useAnswerDispute } from '../api/order-money';

/** What the file field offers; the server decides by the bytes (photo re-encoded, PDF checked). */
const EVIDENCE_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';
const MAX_BYTES = 5 * 1024 * 1024;

export function AnswerDisputeDialog({ orderId, payment }: { orderId: number; payment: OrderPaymentView }) {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const answer = useAnswerDispute(orderId, payment.id);
  const t = useT();
  const form = useForm({
    resolver: zodResolver(AnswerDispute),
    defaultValues: { note: '' } as AnswerDispute,
  });
  const submit = form.handleSubmit((values) => {
    setFormError(undefined);
    if (!file)
      return setFileError(t('Please attach a photo or a PDF of the payment (bank statement, transfer slip)'));
    if (file.size > MAX_BYTES) return setFileError(t('The file must be smaller than 5 MB'));
    answer.mutate(
      { note: (values as AnswerDispute).note, file },
      {
        onSuccess: () => {
          toast.success(t('Answer sent. The manufacturer decides again.'));
          form.reset({ note: '' });
          setFile(null);
          setOpen(false);
        },
        onError: (err) => {
          const fields = isApiError(err) ? err.fields : undefined;
          if (fields?.file) setFileError(t(fields.file));
          if (!applyFieldErrors(err, form.setError, ['note']) && !fields?.file) setFormError(t(err.message));
        },
      },
    );
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button type="button" size="sm" onClick={() => setOpen(true)}>
        {t('Answer the dispute')}
      </Button>
      <DialogContent
        title={t('Answer the dispute')}
        description={t('{amount} by {method} {reference}. Reason given: {reason}', {
          amount: formatINR(payment.amountPaise),
          method: payment.method,
          reference: payment.reference,
          reason: payment.disputeReason ?? '',
        })}
      >
        <form onSubmit={submit} noValidate className="space-y-3" aria-label={t('Answer the dispute')}>
          {formError && <FormAlert>{formError}</FormAlert>}
          <Field
            label={t('Your note')}
            required
            hint={t('Say when and from which account you paid.')}
            error={form.formState.errors.note?.message && t(form.formState.errors.note.message)}
          >
            {(control) => <Textarea {...control} {...form.register('note')} rows={4} maxLength={1000} />}
          </Field>
          <Field
            label={t('Photo or PDF of the payment')}
            required
            hint={t('A bank statement line or the transfer slip: JPG, PNG, WebP or PDF, up to 5 MB.')}
            error={fileError}
          >
            {(control) => (
              <Input
                {...control}
                type="file"
                accept={EVIDENCE_ACCEPT}
                onChange={(e) => {
                  setFileError(undefined);
                  setFile(e.target.files?.[0] ?? null);
                }}
              />
            )}
          </Field>
          <Button type="submit" disabled={answer.isPending}>
            {answer.isPending ? t('Sending...') : t('Send answer')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
