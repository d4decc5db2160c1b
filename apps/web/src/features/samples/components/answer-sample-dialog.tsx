// D39: the manufacturer's three answers to a sample request, each a small form on the shared schema:
// accept with a fee in rupees (0 = free), decline with a reason, dispatch with courier and tracking.
import {
  AcceptSample,
  type AcceptSampleInput,
  DeclineSample,
  type DeclineSampleInput,
  DispatchSample,
  type DispatchSampleInput,
  type SampleView,
} from '@granite/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { sampleTitle } from '@/components/samples/sample-timeline';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field, FormAlert, Input, Textarea } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api';
import { useSampleStep } from '@/lib/api/samples';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { msg, useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';

export type SampleAnswer = 'accept' | 'decline' | 'dispatch';

type FieldSpec<T> = {
  name: Path<T & FieldValues>;
  label: string;
  hint?: string;
  long?: boolean;
  inputMode?: 'decimal';
};

const ANSWERS = {
  accept: {
    title: msg('Accept sample request'),
    submit: msg('Accept'),
    done: msg('Sample accepted. The buyer is told the fee.'),
    schema: AcceptSample,
    defaults: { fee: '0' } as AcceptSampleInput,
    fields: [
      {
        name: 'fee',
        label: msg('Fee (₹)'),
        hint: msg('0 for a free sample. The buyer is told it.'),
        inputMode: 'decimal',
      },
    ] as FieldSpec<AcceptSampleInput>[],
  },
  decline: {
    title: msg('Decline sample request'),
    submit: msg('Decline'),
    done: msg('Sample request declined. The buyer is told your reason.'),
    schema: DeclineSample,
    defaults: { reason: '' } as DeclineSampleInput,
    fields: [{ name: 'reason', label: msg('Reason'), long: true }] as FieldSpec<DeclineSampleInput>[],
  },
  dispatch: {
    title: msg('Dispatch sample'),
    submit: msg('Mark as dispatched'),
    done: msg('Sample dispatched. The buyer has the courier and tracking number.'),
    schema: DispatchSample,
    defaults: { courier: '', trackingNumber: '' } as DispatchSampleInput,
    fields: [
      { name: 'courier', label: msg('Courier') },
      { name: 'trackingNumber', label: msg('Tracking number') },
    ] as FieldSpec<DispatchSampleInput>[],
  },
} as const;

export function AnswerSampleDialog({
  sample,
  answer,
  onClose,
}: {
  sample: SampleView;
  answer: SampleAnswer;
  onClose: () => void;
}) {
  const spec = ANSWERS[answer];
  // D40: the texts above are the catalogue's ids (panel.json).
  const t = useT();
  const step = useSampleStep(sample.id);
  const [formError, setFormError] = useState<string | undefined>();
  const form = useForm<FieldValues>({
    resolver: zodResolver(spec.schema as z.ZodType<FieldValues, FieldValues>),
    defaultValues: spec.defaults,
  });
  const names = spec.fields.map((f) => f.name as string);
  const submit = form.handleSubmit(() => {
    setFormError(undefined);
    // The server takes the fee as typed in rupees (the shared schema turns it into paise).
    const body = form.getValues();
    step.mutate({ side: 'vendor', step: answer, body } as Parameters<typeof step.mutate>[0], {
      onSuccess: () => {
        toast.success(t(spec.done));
        onClose();
      },
      onError: (err) => {
        if (!applyFieldErrors(err, form.setError, names))
          setFormError(isApiError(err) ? err.message : t('Please try again.'));
      },
    });
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t(spec.title)} description={`${sample.productName} · ${sampleTitle(sample)}`}>
        <form onSubmit={submit} noValidate className="space-y-3" aria-label={t(spec.title)}>
          {formError && <FormAlert>{formError}</FormAlert>}
          {spec.fields.map((f) => (
            <Field
              key={f.name}
              label={t(f.label)}
              required
              hint={f.hint && t(f.hint)}
              error={
                form.formState.errors[f.name]?.message
                  ? t(form.formState.errors[f.name]?.message as string)
                  : undefined
              }
            >
              {(control) =>
                f.long ? (
                  <Textarea {...control} {...form.register(f.name)} rows={3} />
                ) : (
                  <Input {...control} {...form.register(f.name)} inputMode={f.inputMode} autoComplete="off" />
                )
              }
            </Field>
          ))}
          <div className="flex flex-wrap justify-end gap-2 pt-1">
            <Button type="button" variant="secondary" onClick={onClose}>
              {t('Cancel')}
            </Button>
            <Button type="submit" disabled={step.isPending}>
              {t(spec.submit)}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
