import { useQuery } from '@tanstack/react-query';
import { MailCheck, MailQuestion, MailX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { isApiError } from '@/lib/api';
import { useLocalePath, useT } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { unsubscribeQuery, useUnsubscribe } from '../api/quote-board';

/**
 * D17: the "Stop these e-mails" link of every notification e-mail; no sign-in needed. Opening the
 * link changes nothing (mail scanners open every link); the button does it. Mail providers that
 * offer their own button unsubscribe with one POST instead (RFC 8058, List-Unsubscribe-Post).
 */
export function UnsubscribePage() {
  const t = useT();
  const lp = useLocalePath();
  useDocumentTitle(t('Notification e-mails'));
  const token = useSearchParams()[0].get('token') ?? '';
  const { data, isPending, error } = useQuery({ ...unsubscribeQuery(token), enabled: token.length > 0 });
  const unsubscribe = useUnsubscribe();

  const failed = !token || error || unsubscribe.error;
  const failure = error ?? unsubscribe.error;
  return (
    <Container className="flex min-h-[60dvh] items-center justify-center py-16">
      <div className="w-full max-w-md rounded-xl border border-stone-200 bg-white p-8 text-center shadow-xs">
        {failed ? (
          <>
            <MailX aria-hidden="true" className="mx-auto size-10 text-stone-400" />
            <h1 className="mt-4 text-xl font-semibold">{t('This link does not work')}</h1>
            <p className="mt-2 text-stone-600">
              {failure && isApiError(failure) && failure.status !== 404
                ? t('We could not update your settings. Please try again.')
                : t(
                    'The unsubscribe link is incomplete or no longer valid: a newer e-mail carries the current one. Sign in to choose which e-mails you receive.',
                  )}
            </p>
          </>
        ) : isPending ? (
          <p role="status" className="text-stone-600">
            {t('Loading your e-mail settings...')}
          </p>
        ) : data.emailMode === 'off' ? (
          <>
            <MailCheck aria-hidden="true" className="mx-auto size-10 text-success-700" />
            <h1 className="mt-4 text-xl font-semibold">
              {t('You will no longer receive notification e-mails')}
            </h1>
            <p className="mt-2 text-stone-600" data-testid="unsubscribed">
              {t(
                'We stopped notification e-mails to {email}. Updates still appear under the bell when you sign in, and you can turn e-mails back on there at any time.',
                { email: data.email },
              )}
            </p>
          </>
        ) : (
          <>
            <MailQuestion aria-hidden="true" className="mx-auto size-10 text-copper-700" />
            <h1 className="mt-4 text-xl font-semibold">{t('Stop notification e-mails?')}</h1>
            <p className="mt-2 text-stone-600">
              {t(
                'Quote and order updates will no longer be e-mailed to {email}. They still appear under the bell when you sign in.',
                { email: data.email },
              )}
            </p>
            <Button
              className="mt-6 w-full"
              disabled={unsubscribe.isPending}
              onClick={() => unsubscribe.mutate(token)}
            >
              {unsubscribe.isPending ? t('Unsubscribing...') : t('Unsubscribe')}
            </Button>
          </>
        )}
        <Button asChild variant="secondary" className="mt-6">
          <Link to={lp('/dashboard?tab=quotes#notification-settings')}>{t('Notification settings')}</Link>
        </Button>
      </div>
    </Container>
  );
}
