import { VisitorCreateAccount, type VisitorQuoteLink } from '@granite/shared';
import { useQuery } from '@tanstack/react-query';
import { KeyRound, Link2Off, MailCheck } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ReplyHistory } from '@/components/quote-lifecycle/reply-history';
import { RequestFacts } from '@/components/quote-lifecycle/request-facts';
import { QuoteStatusBadge } from '@/components/quote-lifecycle/status-badges';
import { useTradeCatalog } from '@/components/quote-lifecycle/use-trade-catalog';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Field, Input } from '@/components/ui/form-field';
import { OfferedSlabs, replyHold } from '@/features/buyer/components/offered-slabs';
import { isApiError } from '@/lib/api';
import { useSignIn } from '@/lib/auth/auth-client';
import { useSession } from '@/lib/auth/session';
import { useLocalePath, useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { quoteLinkQuery, useConfirmQuoteLink, useCreateAccountFromLink } from '../api/quote-link';

/**
 * D31: the link mailed to a signed-out visitor who asked for a quote. Opening it confirms the
 * address (the request then goes ahead); it then shows the request and the manufacturers' replies
 * (masked before acceptance, D30), and offers a password that keeps the request in an account.
 */
export function QuoteLinkPage() {
  const token = useParams().token ?? '';
  const { data, error, isPending } = useQuery(quoteLinkQuery(token));
  const confirm = useConfirmQuoteLink(token);
  const several = (data?.items.length ?? 0) > 1;
  const t = useT();
  // D40: the page's messages are the trade catalogue's; it shows once that is loaded.
  const ready = useTradeCatalog();
  useDocumentTitle(several ? t('Your quote requests') : t('Your quote request'));

  const needsConfirming = data !== undefined && !data.confirmed;
  const { mutate: confirmNow, isIdle } = confirm;
  useEffect(() => {
    if (needsConfirming && isIdle) confirmNow();
  }, [needsConfirming, isIdle, confirmNow]);

  if (error || confirm.error) return <LinkNotWorking error={error ?? confirm.error} />;
  if (isPending || needsConfirming || !ready) {
    return (
      <Container className="py-16">
        <p role="status" className="text-center text-stone-600">
          {t('Confirming your e-mail address...')}
        </p>
      </Container>
    );
  }
  return (
    <Container className="max-w-4xl py-10">
      <header>
        <h1 className="text-2xl font-semibold sm:text-3xl">
          {several ? t('Your quote requests') : t('Your quote request')}
        </h1>
        <p className="mt-3 flex items-start gap-2 rounded-lg border border-success-200 bg-success-50 p-3 text-sm text-success-800">
          <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {t('{email} is confirmed.', { email: data.email })}{' '}
            {data.items.every((i) => i.request.status === 'pending')
              ? several
                ? t(
                    'Your requests have gone to our team, who pass them on to the manufacturer; replies appear here.',
                  )
                : t(
                    'Your request has gone to our team, who pass it on to the manufacturer; replies appear here.',
                  )
              : t('Replies from the manufacturer appear here.')}{' '}
            {t("Keep this e-mail's link to come back, or set a password below.")}
          </span>
        </p>
      </header>
      <ol className="mt-8 space-y-6">
        {data.items.map(({ request, replies }) => (
          <li key={request.id} className="rounded-xl border border-stone-200 bg-white p-5 shadow-xs">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <h2 className="text-lg font-semibold text-granite-black">{request.productName}</h2>
                <p className="text-sm text-stone-600">
                  {request.vendorName} · {t('Request #{id}', { id: request.id })}
                </p>
              </div>
              <QuoteStatusBadge status={request.status} />
            </div>
            <RequestFacts request={request} className="mt-4" />
            <section aria-label={t('Replies from {name}', { name: request.vendorName })} className="mt-5">
              <h3 className="mb-2 text-sm font-semibold tracking-wide text-stone-600 uppercase">
                {t("Manufacturer's quote")}
              </h3>
              {replies[0]?.slabOffer && (
                // D33: the newest reply's slabs, held for the visitor while it can be accepted.
                <OfferedSlabs
                  slabs={replies[0].slabOffer.slabs}
                  billsOn={replies[0].slabOffer.billsOn}
                  billedSqft={replies[0].slabOffer.billedSqft}
                  title={t('Slabs offered')}
                  headingLevel="h4"
                  hold={replyHold(replies[0])}
                  className="mb-3"
                />
              )}
              <ReplyHistory replies={replies} empty={t('Waiting for the manufacturer’s quote')} />
            </section>
          </li>
        ))}
      </ol>
      <SetPassword token={token} view={data} />
    </Container>
  );
}

/** "Set a password": one step to an account holding these requests, then signed in to it. */
function SetPassword({ token, view }: { token: string; view: VisitorQuoteLink }) {
  const session = useSession();
  const navigate = useNavigate();
  const create = useCreateAccountFromLink(token);
  const signIn = useSignIn();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const t = useT();
  const lp = useLocalePath();
  if (session.status === 'signed-in') return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = VisitorCreateAccount.safeParse({ password });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message && t(parsed.error.issues[0].message));
      return;
    }
    setFieldError(undefined);
    try {
      const { email } = await create.mutateAsync(parsed.data);
      await signIn.mutateAsync({ email, password });
      toast.success(t('Account created'), {
        description: t('Your quote requests are now in your dashboard.'),
      });
      navigate(lp('/dashboard?tab=quotes'));
    } catch (err) {
      setFieldError(
        t(
          isApiError(err)
            ? (err.fields?.password ?? err.message)
            : 'Failed to create the account. Please try again.',
        ),
      );
    }
  };

  const busy = create.isPending || signIn.isPending;
  return (
    <section
      aria-labelledby="set-password"
      className="mt-10 rounded-xl border border-stone-200 bg-stone-50 p-5"
    >
      <h2 id="set-password" className="flex items-center gap-2 text-lg font-semibold">
        <KeyRound aria-hidden="true" className="size-5 text-copper-700" />
        {t('Set a password')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        {view.items.length > 1
          ? t(
              'Make an account for {email} in one step: it keeps these requests, lets you accept a quote and talk to the manufacturer, and you can ask for more quotes without confirming again.',
              { email: view.email },
            )
          : t(
              'Make an account for {email} in one step: it keeps this request, lets you accept a quote and talk to the manufacturer, and you can ask for more quotes without confirming again.',
              { email: view.email },
            )}
      </p>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field
          label={t('Password')}
          required
          error={fieldError}
          hint={t('At least 8 characters')}
          className="sm:w-80"
        >
          {(control) => (
            <Input
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              {...control}
            />
          )}
        </Field>
        <Button type="submit" disabled={busy} className="sm:mt-7">
          {busy ? t('Creating account...') : t('Create account')}
        </Button>
      </form>
    </section>
  );
}

function LinkNotWorking({ error }: { error: unknown }) {
  const gone = isApiError(error) && error.status < 500;
  const t = useT();
  const lp = useLocalePath();
  return (
    <Container className="flex min-h-[60dvh] items-center justify-center py-16">
      <div className="w-full max-w-md rounded-xl border border-stone-200 bg-white p-8 text-center shadow-xs">
        <Link2Off aria-hidden="true" className="mx-auto size-10 text-stone-400" />
        <h1 className="mt-4 text-xl font-semibold">{t('This link does not work')}</h1>
        <p className="mt-2 text-stone-600">
          {gone
            ? t(
                'The link is incomplete or no longer valid. If you set a password for your request, sign in to follow it in your dashboard.',
              )
            : t('We could not open your request. Please try again.')}
        </p>
        <Button asChild className="mt-6">
          <Link to={lp(`/login?redirect=${encodeURIComponent(lp('/dashboard?tab=quotes'))}`)}>
            {t('Sign in')}
          </Link>
        </Button>
      </div>
    </Container>
  );
}
