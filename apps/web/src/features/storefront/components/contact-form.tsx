import { LIMITS } from '@granite/shared';
import { Send } from 'lucide-react';
import { type ComponentProps, type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useSendContactMessage } from '../api/send-contact-message';

const EMPTY = { name: '', email: '', phone: '', subject: '', message: '' };
type Fields = typeof EMPTY;

/** Storefront 2.14 and 5: name, e-mail and message required; the message is stored and mailed (D21). */
export function ContactForm() {
  const [values, setValues] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const send = useSendContactMessage();

  const set = (field: keyof Fields) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const missing = (['name', 'email', 'message'] as const).filter((f) => !values[f].trim());
    if (missing.length) {
      setErrors(Object.fromEntries(missing.map((f) => [f, 'This field is required'])));
      toast.error('Error', { description: 'Please fill in all required fields' });
      return;
    }
    send.mutate(values, {
      onSuccess: () => {
        toast.success('Message Sent!', {
          description: "Thank you for your message. We'll get back to you soon.",
        });
        setValues(EMPTY);
        setErrors({});
      },
      onError: (error) => {
        if (isApiError(error) && error.fields) {
          setErrors(
            Object.fromEntries(
              Object.entries(error.fields).map(([field, message]) => [field, `${labelOf(field)} ${message}`]),
            ),
          );
        }
        toast.error('Error', { description: error.message });
      },
    });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Contact form">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Name"
          required
          value={values.name}
          onValue={set('name')}
          error={errors.name}
          autoComplete="name"
          maxLength={120}
        />
        <Field
          label="E-mail"
          type="email"
          required
          value={values.email}
          onValue={set('email')}
          error={errors.email}
          autoComplete="email"
          maxLength={254}
        />
        <Field
          label="Phone"
          type="tel"
          value={values.phone}
          onValue={set('phone')}
          error={errors.phone}
          autoComplete="tel"
          maxLength={40}
        />
        <Field
          label="Subject"
          value={values.subject}
          onValue={set('subject')}
          error={errors.subject}
          maxLength={200}
        />
      </div>
      <Field
        label="Message"
        multiline
        required
        value={values.message}
        onValue={set('message')}
        error={errors.message}
        maxLength={LIMITS.contactMessageMaxLength}
      />
      <Button type="submit" size="lg" disabled={send.isPending}>
        <Send aria-hidden="true" />
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}

const LABELS: Record<string, string> = {
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  subject: 'Subject',
  message: 'Message',
};
const labelOf = (field: string) => LABELS[field] ?? field;

type FieldProps = Omit<ComponentProps<'input'>, 'onChange'> & {
  label: string;
  error?: string;
  multiline?: boolean;
  value: string;
  onValue: (value: string) => void;
};

function Field({ label, error, multiline, required, value, onValue, className, ...props }: FieldProps) {
  const id = useId();
  const messageId = `${id}-error`;
  const control = cn(
    'block w-full rounded-md border bg-white px-3 text-base text-granite-black shadow-xs sm:text-sm',
    'placeholder:text-stone-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-copper-700',
    error ? 'border-red-600' : 'border-stone-300 hover:border-stone-400',
  );
  const shared = {
    id,
    name: label.toLowerCase(),
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? messageId : undefined,
    'aria-required': required || undefined,
  };
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-granite-black">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-copper-700">
            *
          </span>
        ) : (
          <span className="ml-1 font-normal text-stone-500">(optional)</span>
        )}
      </label>
      {multiline ? (
        <textarea
          {...shared}
          rows={6}
          maxLength={props.maxLength}
          onChange={(e) => onValue(e.target.value)}
          className={cn(control, 'py-2.5')}
        />
      ) : (
        <input
          {...shared}
          {...props}
          onChange={(e) => onValue(e.target.value)}
          className={cn(control, 'h-11')}
        />
      )}
      {error && (
        <p id={messageId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
