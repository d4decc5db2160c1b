import {
  QUOTE_LIFECYCLE_MESSAGES,
  QUOTE_MESSAGE_MAX_LENGTH,
  type QuoteMessageView,
  THREAD_FILE_LIMITS,
} from '@granite/shared';
import { Film, Lock, Mail, MapPin, Paperclip, Phone, Send, ShieldCheck, X } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { useMemberName } from '@/components/firm/member-name';
import { hindiDateTime } from '@/components/quote-lifecycle/format';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api';
import { usePostQuoteFile, usePostQuoteMessage, useQuoteThread } from '@/lib/api/quote-messages';
import { cn } from '@/lib/cn';
import { msg, useLocale, useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { fileSize, MessageFile } from './message-file';

/** What the thread takes (ADR 021); the server decides by the bytes, this only helps the picker. */
const ACCEPT = 'image/jpeg,image/png,image/webp,video/mp4,video/quicktime';
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const VIDEO_TYPES = ['video/mp4', 'video/quicktime'];

/** The browser's own look at a chosen file, before it is sent: its kind, or why it cannot go. */
function checkChosen(file: File): { kind: 'photo' | 'video' } | { problem: string } {
  if (PHOTO_TYPES.includes(file.type)) {
    return file.size > THREAD_FILE_LIMITS.photoMaxBytes
      ? { problem: msg('The photo is larger than 10 MB.') }
      : { kind: 'photo' };
  }
  if (VIDEO_TYPES.includes(file.type)) {
    return file.size > THREAD_FILE_LIMITS.videoMaxBytes
      ? { problem: msg('The video is larger than 20 MB. Send a shorter clip (about half a minute).') }
      : { kind: 'video' };
  }
  return { problem: msg('Choose a photo (JPG, PNG or WebP) or a video (MP4 or MOV).') };
}

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
  const postFile = usePostQuoteFile(requestId);
  const [text, setText] = useState('');
  const [file, setFile] = useState<{ file: File; kind: 'photo' | 'video'; preview?: string }>();
  const [error, setError] = useState<string | undefined>();
  const listRef = useRef<HTMLOListElement>(null);
  const pickerRef = useRef<HTMLInputElement>(null);
  const count = data?.messages.length ?? 0;
  const t = useT();

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the number of messages changes
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);

  // The chosen photo's preview lives as long as the choice.
  useEffect(
    () => () => {
      if (file?.preview) URL.revokeObjectURL(file.preview);
    },
    [file],
  );

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    e.target.value = '';
    if (!chosen) return;
    const checked = checkChosen(chosen);
    if ('problem' in checked) {
      setError(t(checked.problem));
      return;
    }
    setError(undefined);
    setFile({
      file: chosen,
      kind: checked.kind,
      preview: checked.kind === 'photo' ? URL.createObjectURL(chosen) : undefined,
    });
  };

  const failed = (err: unknown) =>
    setError(
      isApiError(err)
        ? t(err.fields?.file ?? err.fields?.body ?? err.message)
        : t('Your message could not be sent.'),
    );

  const send = (e: FormEvent) => {
    e.preventDefault();
    const body = text.trim();
    if (file) {
      setError(undefined);
      postFile.mutate(
        { file: file.file, body },
        {
          onSuccess: () => {
            setText('');
            setFile(undefined);
            toast.success(file.kind === 'video' ? t('Video sent') : t('Photo sent'));
          },
          onError: failed,
        },
      );
      return;
    }
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
      onError: failed,
    });
  };
  const sending = post.isPending || postFile.isPending;

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
          {file && (
            <div
              className="flex items-center gap-3 rounded-md border border-stone-200 bg-stone-50 p-2"
              data-testid="chosen-file"
            >
              {file.preview ? (
                <img src={file.preview} alt="" className="size-14 shrink-0 rounded object-cover" />
              ) : (
                <span className="flex size-14 shrink-0 items-center justify-center rounded bg-granite-black text-white">
                  <Film aria-hidden="true" className="size-6" />
                </span>
              )}
              <p className="min-w-0 flex-1 text-sm">
                <span className="block truncate font-medium">{file.file.name}</span>
                <span className="text-xs text-stone-600">
                  {file.kind === 'video' ? t('Video') : t('Photo')} · {fileSize(file.file.size)}
                </span>
              </p>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={t('Remove {name}', { name: file.file.name })}
                onClick={() => setFile(undefined)}
              >
                <X aria-hidden="true" />
              </Button>
            </div>
          )}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p
              id={`thread-${requestId}-hint`}
              className={cn('text-xs', error || over ? 'text-red-700' : 'text-stone-500')}
              role={error ? 'alert' : undefined}
            >
              {error ??
                `${text.length.toLocaleString('en-IN')} / ${QUOTE_MESSAGE_MAX_LENGTH.toLocaleString('en-IN')}`}
            </p>
            <div className="flex items-center gap-2">
              <input
                ref={pickerRef}
                id={`thread-${requestId}-file`}
                type="file"
                accept={ACCEPT}
                className="sr-only"
                tabIndex={-1}
                aria-label={t('Photo or video')}
                onChange={choose}
                data-testid="thread-file-input"
              />
              <Button
                type="button"
                variant="secondary"
                size="sm"
                disabled={sending}
                onClick={() => pickerRef.current?.click()}
                title={t('Photos up to 10 MB, videos (MP4, MOV) up to 20 MB')}
              >
                <Paperclip aria-hidden="true" />
                {t('Photo or video')}
              </Button>
              <Button type="submit" size="sm" disabled={sending || over}>
                <Send aria-hidden="true" />
                {sending ? t('Sending...') : t('Send')}
              </Button>
            </div>
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
  const memberName = useMemberName();
  // D46: another member of the caller's own firm is named with their role; the caller is "You".
  const from = m.by ? memberName(m.by) : m.mine ? t('You') : m.senderName;
  return (
    <li className={cn('flex', m.mine ? 'justify-end' : 'justify-start')} data-testid="quote-message">
      <div
        className={cn(
          'max-w-[85%] rounded-lg px-3 py-2',
          m.mine ? 'bg-granite-black text-white' : 'border border-stone-200 bg-stone-50 text-granite-black',
        )}
      >
        <p className={cn('mb-0.5 text-xs font-medium', m.mine ? 'text-stone-300' : 'text-stone-600')}>
          {from} ·{' '}
          {locale === 'hi' ? hindiDateTime(m.createdAt, false) : timeFmt.format(new Date(m.createdAt))}
        </p>
        {m.file && (
          <div className={cn(m.body ? 'mb-1.5' : '', 'mt-1')}>
            <MessageFile file={m.file} from={from} />
          </div>
        )}
        {m.body && <MessageBody body={m.body} />}
      </div>
    </li>
  );
}
