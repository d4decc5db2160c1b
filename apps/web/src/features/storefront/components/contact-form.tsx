import { LIMITS, StoreContactMessage } from '@granite/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field, Input, Textarea } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api';
import { useSendContactMessage } from '../api/send-contact-message';

type FormInput = z.input<typeof StoreContactMessage>;
type FormOutput = z.output<typeof StoreContactMessage>;

const EMPTY: FormInput = { name: '', email: '', phone: '', subject: '', message: '' };

const LABELS = {
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  subject: 'Subject',
  message: 'Message',
} as const satisfies Record<keyof FormInput, string>;
type FieldName = keyof typeof LABELS;
const isFieldName = (field: string): field is FieldName => field in LABELS;

const REQUIRED: readonly FieldName[] = ['name', 'email', 'message'];

/**
 * Storefront 2.14 and 5: name, e-mail and message required; the message is stored and mailed (D21).
 * Checked with the server's own schema; a failure is shown once, by this form (the mutation's
 * `handlesErrors` keeps the global error toast out of it).
 */
export function ContactForm() {
  const send = useSendContactMessage();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(StoreContactMessage),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  // The schema's messages name no field ('is required'); the label goes in front, as for the server's.
  const err = (name: FieldName) => {
    const message = errors[name]?.message;
    return message ? `${LABELS[name]} ${message}` : undefined;
  };

  const onValid = (values: FormOutput) =>
    send.mutate(values, {
      onSuccess: () => {
        toast.success('Message Sent!', {
          description: "Thank you for your message. We'll get back to you soon.",
        });
        form.reset(EMPTY);
      },
      onError: (error) => {
        if (isApiError(error) && error.fields) {
          for (const [field, message] of Object.entries(error.fields)) {
            if (isFieldName(field)) form.setError(field, { type: 'server', message });
          }
        }
        toast.error('Error', { description: error.message });
      },
    });

  // Spec 5: a missing required field is announced by the toast; other mistakes by their field.
  const onInvalid = (invalid: FieldErrors<FormInput>) => {
    const values = form.getValues();
    if (REQUIRED.some((f) => invalid[f] && !String(values[f] ?? '').trim())) {
      toast.error('Error', { description: 'Please fill in all required fields' });
    }
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      className="space-y-5"
      aria-label="Contact form"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={LABELS.name} required error={err('name')}>
          {(control) => <Input autoComplete="name" maxLength={120} {...control} {...form.register('name')} />}
        </Field>
        <Field label={LABELS.email} required error={err('email')}>
          {(control) => (
            <Input
              type="email"
              autoComplete="email"
              maxLength={254}
              {...control}
              {...form.register('email')}
            />
          )}
        </Field>
        <Field label={LABELS.phone} markOptional error={err('phone')}>
          {(control) => (
            <Input type="tel" autoComplete="tel" maxLength={40} {...control} {...form.register('phone')} />
          )}
        </Field>
        <Field label={LABELS.subject} markOptional error={err('subject')}>
          {(control) => <Input maxLength={200} {...control} {...form.register('subject')} />}
        </Field>
      </div>
      <Field label={LABELS.message} required error={err('message')}>
        {(control) => (
          <Textarea
            rows={6}
            maxLength={LIMITS.contactMessageMaxLength}
            {...control}
            {...form.register('message')}
          />
        )}
      </Field>
      <Button type="submit" size="lg" disabled={send.isPending}>
        <Send aria-hidden="true" />
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
