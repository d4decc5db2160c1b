import { type AdminContactMessage, AdminReplyContactMessage, INBOX_MESSAGES } from '@granite/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCheck, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field, Textarea } from '@/components/ui/form-field';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useInboxActions } from '../api/admin-inbox';
import { formatAdminDateTime } from '../lib/admin-format';
import { ContactStatusBadge } from './inbox-status';

type Values = { replyText: string };

/** One message of the inbox: read it, answer by e-mail (through the outbox) or mark it handled. */
export function InboxMessageDialog({
  message,
  onOpenChange,
}: {
  message: AdminContactMessage | null;
  onOpenChange(open: boolean): void;
}) {
  const { reply, markHandled } = useInboxActions();
  const form = useForm<Values>({
    resolver: zodResolver(AdminReplyContactMessage),
    defaultValues: { replyText: '' },
  });

  async function send(values: Values) {
    if (!message) return;
    try {
      await reply.mutateAsync({ id: message.id, replyText: values.replyText });
      toast.success(INBOX_MESSAGES.replied, { description: `E-mailed to ${message.email}.` });
      form.reset();
      onOpenChange(false);
    } catch (error) {
      applyFieldErrors(error, form.setError, ['replyText']);
      toast.error('Failed to send the reply', {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  }

  async function handled() {
    if (!message) return;
    try {
      await markHandled.mutateAsync(message.id);
      toast.success(INBOX_MESSAGES.handled);
      onOpenChange(false);
    } catch (error) {
      toast.error('Failed to mark the message handled', {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  }

  return (
    <Dialog
      open={message !== null}
      onOpenChange={(open) => {
        if (!open) form.reset();
        onOpenChange(open);
      }}
    >
      {message && (
        <DialogContent
          title={message.subject || `Message from ${message.name}`}
          description={`Received ${formatAdminDateTime(message.createdAt)}`}
        >
          <div className="space-y-5">
            <dl className="grid grid-cols-[5rem_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
              <dt className="text-stone-500">From</dt>
              <dd className="text-granite-black">{message.name}</dd>
              <dt className="text-stone-500">E-mail</dt>
              <dd className="break-all">
                <a href={`mailto:${message.email}`} className="text-copper-700 hover:underline">
                  {message.email}
                </a>
              </dd>
              {message.phone && (
                <>
                  <dt className="text-stone-500">Phone</dt>
                  <dd>
                    <a href={`tel:${message.phone}`} className="text-copper-700 hover:underline">
                      {message.phone}
                    </a>
                  </dd>
                </>
              )}
              <dt className="text-stone-500">Status</dt>
              <dd>
                <ContactStatusBadge status={message.status} />
                {message.handledBy && message.handledAt && (
                  <span className="ml-2 text-xs text-stone-500">
                    by {message.handledBy.name}, {formatAdminDateTime(message.handledAt)}
                  </span>
                )}
              </dd>
            </dl>
            <p className="rounded-md bg-stone-50 p-4 text-sm whitespace-pre-wrap text-granite-black">
              {message.message}
            </p>
            {message.replyText && message.repliedAt && (
              <div className="rounded-md border border-success-200 bg-success-50 p-4 text-sm">
                <p className="text-xs font-medium text-success-800">
                  Replied {formatAdminDateTime(message.repliedAt)}
                </p>
                <p className="mt-1 whitespace-pre-wrap text-granite-black">{message.replyText}</p>
              </div>
            )}
            <form onSubmit={form.handleSubmit(send)} noValidate className="space-y-3">
              <Field
                label={message.replyText ? 'Send another reply' : 'Reply by e-mail'}
                error={form.formState.errors.replyText?.message}
                hint={`Sent to ${message.email}, with their message quoted below yours.`}
              >
                {(control) => <Textarea {...control} rows={5} {...form.register('replyText')} />}
              </Field>
              <div className="flex flex-wrap justify-end gap-2">
                {message.status !== 'handled' && (
                  <Button
                    type="button"
                    variant="secondary"
                    onClick={handled}
                    disabled={markHandled.isPending}
                  >
                    <CheckCheck aria-hidden="true" />
                    Mark handled
                  </Button>
                )}
                <Button type="submit" disabled={reply.isPending}>
                  <Send aria-hidden="true" />
                  {reply.isPending ? 'Sending…' : 'Send reply'}
                </Button>
              </div>
            </form>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
