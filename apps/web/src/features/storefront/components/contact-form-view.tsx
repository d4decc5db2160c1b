import { LIMITS } from '@granite/shared';
import { Send } from 'lucide-react';
import type { FormEventHandler, Ref } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input, Textarea } from '@/components/ui/form-field';
import { useLocalePath, useT } from '@/lib/i18n';

export const LABELS = {
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  subject: 'Subject',
  message: 'Message',
} as const;
export type FieldName = keyof typeof LABELS;
export type ContactValues = Record<FieldName, string>;
export const EMPTY: ContactValues = { name: '', email: '', phone: '', subject: '', message: '' };

/** What a field's control gets besides the Field's own props: from react-hook-form once it is there. */
type ControlProps = { name: FieldName; ref?: Ref<HTMLInputElement & HTMLTextAreaElement> } & Record<
  string,
  unknown
>;

type ContactFormViewProps = {
  control: (name: FieldName) => ControlProps;
  error: (name: FieldName) => string | undefined;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onFocus?: () => void;
  sending?: boolean;
  formRef?: Ref<HTMLFormElement>;
};

/** The contact form's fields and button, drawn the same before and after its logic has arrived. */
export function ContactFormView({
  control,
  error,
  onSubmit,
  onFocus,
  sending,
  formRef,
}: ContactFormViewProps) {
  const t = useT();
  const lp = useLocalePath();
  return (
    // method="post" to the server's page route (D21): sent before the form's code has arrived, or with
    // no JavaScript at all, the message goes to POST /contact, never into the address bar as a GET.
    <form
      ref={formRef}
      method="post"
      action={lp('/contact')}
      noValidate
      onSubmit={onSubmit}
      onFocus={onFocus}
      className="space-y-5"
      aria-label={t('Contact form')}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t(LABELS.name)} required error={error('name')}>
          {(field) => <Input autoComplete="name" maxLength={120} {...field} {...control('name')} />}
        </Field>
        <Field label={t(LABELS.email)} required error={error('email')}>
          {(field) => (
            <Input type="email" autoComplete="email" maxLength={254} {...field} {...control('email')} />
          )}
        </Field>
        <Field label={t(LABELS.phone)} markOptional error={error('phone')}>
          {(field) => <Input type="tel" autoComplete="tel" maxLength={40} {...field} {...control('phone')} />}
        </Field>
        <Field label={t(LABELS.subject)} markOptional error={error('subject')}>
          {(field) => <Input maxLength={200} {...field} {...control('subject')} />}
        </Field>
      </div>
      <Field label={t(LABELS.message)} required error={error('message')}>
        {(field) => (
          <Textarea rows={6} maxLength={LIMITS.contactMessageMaxLength} {...field} {...control('message')} />
        )}
      </Field>
      <Button type="submit" size="lg" disabled={sending}>
        <Send aria-hidden="true" />
        {sending ? t('Sending...') : t('Send Message')}
      </Button>
    </form>
  );
}
