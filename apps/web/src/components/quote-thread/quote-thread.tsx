import { QUOTE_LIFECYCLE_MESSAGES, QUOTE_MESSAGE_MAX_LENGTH, type QuoteMessageView } from '@granite/shared';
import { Lock, Mail, MapPin, Phone, Send, ShieldCheck } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { hindiDateTime } from '@/components/quote-lifecycle/format';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api';
import { usePostQuoteMessage, useQuoteThread } from '@/lib/api/quote-messages';
import { cn } from '@/lib/cn';
import { useLocale, useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';

const timeFmt = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/** A masked stretch ('[phone hidden]', '••••') as the server wrote it, set apart from the text. */
function MessageBody({ body }: { body: string }) {
  const parts = body.split(/(\[[^\]]*hidden[^\]]*\])/gi);
  return (
    <p className="text-sm break-words whitespace-pre-wrap">
      {parts.map((part, i) =>
        /^\[[^\]]*hidden[^\]]*\]$/i.test(part) ? (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one message never reorder
            key={i}
            data-testid="masked"
            className="rounded bg-stone-200/80 px-1 font-medium text-stone-700"
          >
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </p>
  );
}

/**
 * D17: the message thread of one quote request, used by the buyer's dashboard and the manufacturer's
 * request screen. Phone numbers, e-mail addresses and links come back masked from the server until
 * the buyer accepts; then each side sees the other's contact details above the thread.
 */
export function QuoteThread({ requestId, className }: { requestId: number; className?: string }) {
  const { data, isPending, isError, refetch } = useQuoteThread(requestId);
  const post = usePostQuoteMessage(requestId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const listRef = useRef<HTMLOListElement>(null);
  const count = data?.messages.length ?? 0;
  const t = useT();

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the number of messages changes
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);

  const send = (e: FormEvent) => {
    e.preventDefault();
    const body = text.trim();
    if (!body) {
      setError(t('Write a message first'));
      return;
    }
    setError(undefined);
    post.mutate(body, {
      onSuccess: () => {
        setText('');
        toast.success(t(QUOTE_LIFECYCLE_MESSAGES.messageSent));
      },
      onError: (err) => {
        const message = isApiError(err)
          ? t(err.fields?.body ?? err.message)
          : t('Your message could not be sent.');
        setError(message);
      },
    });
  };

  if (isPending) {
    return (
      <p role="status" className="py-6 text-center text-sm text-stone-600">
        {t('Loading messages...')}
      </p>
    );
  }
  if (isError) {
    return (
      <div className="py-6 text-center text-sm">
        <p>{t('The messages could not be loaded.')}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => refetch()}>
          {t('Try again')}
        </Button>
      </div>
    );
  }

  const over = text.length > QUOTE_MESSAGE_MAX_LENGTH;
  return (
    <div className={cn('flex flex-col gap-3', className)} data-testid="quote-thread">
      {data.contactsShared && data.counterpart ? (
        <div
          className="rounded-md border border-success-200 bg-success-50 p-3 text-sm"
          data-testid="counterpart-contact"
        >
          <p className="flex items-center gap-1.5 font-semibold text-success-800">
            <ShieldCheck aria-hidden="true" className="size-4" />
            {data.counterpart.name}
          </p>
          <ul className="mt-1.5 space-y-1 text-stone-800">
            {data.counterpart.phone && (
              <li className="flex items-center gap-1.5">
                <Phone aria-hidden="true" className="size-3.5 text-stone-500" />
                <a href={`tel:${data.counterpart.phone}`} className="underline-offset-2 hover:underline">
                  {data.counterpart.phone}
                </a>
              </li>
            )}
            {data.counterpart.email && (
              <li className="flex items-center gap-1.5">
                <Mail aria-hidden="true" className="size-3.5 text-stone-500" />
                <a href={`mailto:${data.counterpart.email}`} className="underline-offset-2 hover:underline">
                  {data.counterpart.email}
                </a>
              </li>
            )}
            {data.counterpart.address && (
              <li className="flex items-center gap-1.5">
                <MapPin aria-hidden="true" className="size-3.5 text-stone-500" />
                {data.counterpart.address}
              </li>
            )}
          </ul>
        </div>
      ) : (
        <p className="flex items-start gap-1.5 text-xs text-stone-600">
          <Lock aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          {t(QUOTE_LIFECYCLE_MESSAGES.contactsHidden)}
        </p>
      )}

      {data.messages.length === 0 ? (
        <p className="rounded-md border border-dashed border-stone-300 px-3 py-5 text-center text-sm text-stone-600">
          {t(QUOTE_LIFECYCLE_MESSAGES.noMessages)}
        </p>
      ) : (
        <ol
          ref={listRef}
          aria-label={t('Messages with {name}', { name: data.counterpartName })}
          className="max-h-80 space-y-2 overflow-y-auto pr-1"
        >
          {data.messages.map((m) => (
            <Message key={m.id} message={m} />
          ))}
        </ol>
      )}

      {data.canSend ? (
        <form onSubmit={send} className="space-y-2" noValidate>
          <label htmlFor={`thread-${requestId}`} className="sr-only">
            {t('Message to {name}', { name: data.counterpartName })}
          </label>
          <Textarea
            id={`thread-${requestId}`}
            value={text}
            rows={2}
            placeholder={t('Write to {name}', { name: data.counterpartName })}
            aria-invalid={error || over ? true : undefined}
            aria-describedby={`thread-${requestId}-hint`}
            onChange={(e) => setText(e.target.value)}
            className="min-h-16"
          />
          <div className="flex items-center justify-between gap-3">
            <p
              id={`thread-${requestId}-hint`}
              className={cn('text-xs', error || over ? 'text-red-700' : 'text-stone-500')}
              role={error ? 'alert' : undefined}
            >
              {error ??
                `${text.length.toLocaleString('en-IN')} / ${QUOTE_MESSAGE_MAX_LENGTH.toLocaleString('en-IN')}`}
            </p>
            <Button type="submit" size="sm" disabled={post.isPending || over}>
              <Send aria-hidden="true" />
              {post.isPending ? t('Sending...') : t('Send')}
            </Button>
          </div>
        </form>
      ) : (
        <p className="text-xs text-stone-600">{t(QUOTE_LIFECYCLE_MESSAGES.closedThread)}</p>
      )}
    </div>
  );
}

function Message({ message: m }: { message: QuoteMessageView }) {
  const t = useT();
  const locale = useLocale();
  return (
    <li className={cn('flex', m.mine ? 'justify-end' : 'justify-start')} data-testid="quote-message">
      <div
        className={cn(
          'max-w-[85%] rounded-lg px-3 py-2',
          m.mine ? 'bg-granite-black text-white' : 'border border-stone-200 bg-stone-50 text-granite-black',
        )}
      >
        <p className={cn('mb-0.5 text-xs font-medium', m.mine ? 'text-stone-300' : 'text-stone-600')}>
          {m.mine ? t('You') : m.senderName} ·{' '}
          {locale === 'hi' ? hindiDateTime(m.createdAt, false) : timeFmt.format(new Date(m.createdAt))}
        </p>
        <MessageBody body={m.body} />
      </div>
    </li>
  );
}
