import type { StoreContactMessage } from '@granite/shared';
import { useEffect } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import type { useSendContactMessage } from '../api/send-contact-message';
import { ContactFormView, type ContactValues, EMPTY, type FieldName, LABELS } from './contact-form-view';

type FormInput = z.input<typeof StoreContactMessage>;
type FormOutput = z.output<typeof StoreContactMessage>;

const isFieldName = (field: string): field is FieldName => field in LABELS;

const REQUIRED: readonly FieldName[] = ['name', 'email', 'message'];

const loadValidation = () => import('../lib/contact-validation');
/** The schema check (zod) loads with the form's first use, not with the page. */
const resolver: Resolver<FormInput, unknown, FormOutput> = async (values, context, options) =>
  (await loadValidation()).contactResolver(values, context, options);

export type ContactFormLiveProps = {
  /** What the server-drawn form held when this code arrived. */
  handOver: {
    values: ContactValues;
    focused?: { name: FieldName; selection: [number | null, number | null] };
    submit: boolean;
  };
  /** The sending, kept by the page's own chunk with the other mutations' code (one shared chunk). */
  send: ReturnType<typeof useSendContactMessage>;
};

/**
 * Storefront 2.14 and 5: name, e-mail and message required; the message is stored and mailed (D21).
 * Checked with the server's own schema; a failure is shown once, by this form (the mutation's
 * `handlesErrors` keeps the global error toast out of it).
 */
export function ContactFormLive({ handOver, send }: ContactFormLiveProps) {
  const t = useT();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver,
    defaultValues: handOver.values,
  });
  const { errors } = form.formState;
  // The schema's messages name no field ('is required'); the label goes in front, as for the server's.
  const err = (name: FieldName) => {
    const message = errors[name]?.message;
    return message ? `${t(LABELS[name])} ${t(message)}` : undefined;
  };

  const onValid = (values: FormOutput) =>
    send.mutate(values, {
      onSuccess: () => {
        toast.success(t('Message Sent!'), {
          description: t("Thank you for your message. We'll get back to you soon."),
        });
        form.reset(EMPTY);
      },
      onError: (error) => {
        if (isApiError(error) && error.fields) {
          for (const [field, message] of Object.entries(error.fields)) {
            if (isFieldName(field)) form.setError(field, { type: 'server', message });
          }
        }
        toast.error(t('Error'), { description: t(error.message) });
      },
    });

  // Spec 5: a missing required field is announced by the toast; other mistakes by their field.
  const onInvalid = (invalid: FieldErrors<FormInput>) => {
    const values = form.getValues();
    if (REQUIRED.some((f) => invalid[f] && !String(values[f] ?? '').trim())) {
      toast.error(t('Error'), { description: t('Please fill in all required fields') });
    }
  };
  const submit = form.handleSubmit(onValid, onInvalid);

  // Take over from the server-drawn form: the field the visitor was in, and a submit already asked for.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, with the hand-over this form mounted with
  useEffect(() => {
    const { focused } = handOver;
    if (focused) {
      form.setFocus(focused.name);
      const field = document.activeElement;
      const [start, end] = focused.selection;
      // E-mail inputs have no selection (null): the caret stays where focus puts it.
      if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && start !== null)
        field.setSelectionRange(start, end);
    }
    if (handOver.submit) submit().catch(() => undefined);
  }, []);

  return (
    <ContactFormView
      control={(name) => form.register(name)}
      error={err}
      onSubmit={submit}
      onFocus={() => {
        loadValidation().catch(() => undefined);
      }}
      sending={send.isPending}
    />
  );
}
