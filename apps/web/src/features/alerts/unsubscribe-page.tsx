import { useQuery } from '@tanstack/react-query';
import { MailCheck, MailQuestion, MailX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { isApiError } from '@/lib/api';
import { savedSearchUnsubscribeQuery, useSavedSearchUnsubscribe } from '@/lib/api/saved-searches';
import { useLocalePath, useT } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * D41: the "Stop these e-mails" link of a saved search's alert; no sign-in needed. Opening it
 * changes nothing (mail scanners open every link); the button stops this one search's alerts. Mail
 * providers with their own button POST once instead (RFC 8058).
 */
export function SavedSearchUnsubscribePage() {
  const t = useT();
  const lp = useLocalePath();
  useDocumentTitle(t('Saved search alerts'));
  const token = useSearchParams()[0].get('token') ?? '';
  const { data, isPending, error } = useQuery({
    ...savedSearchUnsubscribeQuery(token),
    enabled: token.length > 0,
  });
  const stop = useSavedSearchUnsubscribe(token);
  const failure = error ?? stop.error;
  return (
    <Container className="flex min-h-[60dvh] items-center justify-center py-16">
      <div className="w-full max-w-md rounded-xl border border-stone-200 bg-white p-8 text-center shadow-xs">
        {!token || failure ? (
          <>
            <MailX aria-hidden="true" className="mx-auto size-10 text-stone-400" />
            <h1 className="mt-4 text-xl font-semibold">{t('This link does not work')}</h1>
            <p className="mt-2 text-stone-600">
              {failure && isApiError(failure) && failure.status !== 404
                ? t('We could not update this alert. Please try again.')
                : t(
                    'The link is incomplete, or its saved search was deleted. Sign in to see your saved searches.',
                  )}
            </p>
          </>
        ) : isPending || !data ? (
          <p role="status" className="text-stone-600">
            {t('Loading the alert...')}
          </p>
        ) : data.frequency === 'none' ? (
          <>
            <MailCheck aria-hidden="true" className="mx-auto size-10 text-success-700" />
            <h1 className="mt-4 text-xl font-semibold">{t('Alerts stopped')}</h1>
            <p className="mt-2 text-stone-600" data-testid="unsubscribed">
              {t(
                '“{name}” will send no more alerts. The search stays saved; you can turn its alerts back on under Saved searches.',
                { name: data.name },
              )}
            </p>
          </>
        ) : (
          <>
            <MailQuestion aria-hidden="true" className="mx-auto size-10 text-copper-700" />
            <h1 className="mt-4 text-xl font-semibold">
              {t('Stop alerts for “{name}”?', { name: data.name })}
            </h1>
            <p className="mt-2 text-stone-600">
              {t('Only this saved search stops alerting. Your other searches and e-mails stay as they are.')}
            </p>
            <Button className="mt-6 w-full" disabled={stop.isPending} onClick={() => stop.mutate()}>
              {stop.isPending ? t('Stopping...') : t('Stop these alerts')}
            </Button>
          </>
        )}
        <Button asChild variant="secondary" className="mt-6">
          <Link to={lp('/dashboard?tab=saved-searches')}>{t('Saved searches')}</Link>
        </Button>
      </div>
    </Container>
  );
}
