import type { Language, NotificationView } from '@granite/shared';
import { Bell, CheckCheck } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EmailModeSelect } from '@/components/notifications/notification-preferences';
import { useTradeCatalog } from '@/components/quote-lifecycle/use-trade-catalog';
import { Button } from '@/components/ui/button';
import { useMarkAllRead, useMarkRead, useNotificationList, useUnreadCount } from '@/lib/api/notifications';
import { cn } from '@/lib/cn';
import { useLocale, useLocalePath, useT } from '@/lib/i18n';

const relative = {
  en: new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' }),
  // D40: "5 मिनट पहले", "कल"; Latin digits as everywhere.
  hi: new Intl.RelativeTimeFormat('hi-IN-u-nu-latn', { numeric: 'auto' }),
};

/** '5 minutes ago', 'yesterday', '3 days ago'; older than a week as a date (D40: also in Hindi). */
export function timeAgo(iso: string, now = Date.now(), language: Language = 'en'): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const abs = Math.abs(seconds);
  const format = relative[language];
  if (abs < 60) return language === 'hi' ? 'अभी' : 'just now';
  if (abs < 3600) return format.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return format.format(Math.round(seconds / 3600), 'hour');
  if (abs < 7 * 86_400) return format.format(Math.round(seconds / 86_400), 'day');
  return new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: language === 'hi' ? 'long' : 'short',
    year: 'numeric',
    numberingSystem: 'latn',
  }).format(new Date(iso));
}

type NotificationBellProps = {
  /** 'inverse' on the dark panel bars. */
  tone?: 'light' | 'inverse';
  className?: string;
};

/**
 * D17: the bell of every signed-in account (buyers in the site header, manufacturers and
 * admins in their panels): the unread count, the latest notifications (opening one marks it read
 * and follows its link), 'Mark all read', and how e-mails arrive.
 */
export function NotificationBell({ tone = 'light', className }: NotificationBellProps) {
  const [open, setOpen] = useState(false);
  const count = useUnreadCount(true).data?.unreadCount ?? 0;
  const t = useT();
  const ready = useTradeCatalog();
  const label = count && ready ? t('Notifications, {count} unread', { count }) : t('Notifications');

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button
          variant={tone === 'inverse' ? 'ghost-inverse' : 'ghost'}
          size="icon"
          aria-label={label}
          data-testid="notification-bell"
          className={cn('relative', className)}
        >
          <Bell aria-hidden="true" className="size-5!" />
          {count > 0 && (
            <span
              aria-hidden="true"
              data-testid="notification-count"
              className={cn(
                'absolute top-1 right-1 inline-flex min-w-4.5 items-center justify-center rounded-full bg-copper-700 px-1 text-[0.6875rem] leading-4.5 font-semibold text-white tabular-nums ring-2',
                tone === 'inverse' ? 'ring-granite-black' : 'ring-white',
              )}
            >
              {count > 99 ? '99+' : count}
            </span>
          )}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 flex max-h-[min(34rem,calc(100dvh-5rem))] w-[min(24rem,calc(100vw-1rem))] flex-col rounded-lg border border-stone-200 bg-white text-granite-black shadow-lg outline-none motion-safe:animate-fade-in"
        >
          {open &&
            (ready ? (
              <BellPanel onNavigate={() => setOpen(false)} unread={count} />
            ) : (
              <p role="status" className="px-4 py-8 text-center text-sm text-stone-600">
                {t('Loading...')}
              </p>
            ))}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function BellPanel({ onNavigate, unread }: { onNavigate: () => void; unread: number }) {
  const { data, isPending, isError, refetch } = useNotificationList(true);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const navigate = useNavigate();
  const t = useT();
  const locale = useLocale();
  const lp = useLocalePath();

  const open = (n: NotificationView) => {
    if (!n.readAt) markRead.mutate(n.id);
    if (n.link) {
      onNavigate();
      // D40: the stored link (/vendor/quotes/12) opens in the page's language.
      navigate(lp(n.link));
    }
  };

  return (
    <>
      <div className="flex items-center justify-between gap-3 border-b border-stone-200 px-4 py-3">
        <h2 className="text-sm font-semibold">{t('Notifications')}</h2>
        <Button
          variant="ghost"
          size="sm"
          disabled={unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          <CheckCheck aria-hidden="true" />
          {t('Mark all read')}
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {isPending ? (
          <p role="status" className="px-4 py-8 text-center text-sm text-stone-600">
            {t('Loading...')}
          </p>
        ) : isError ? (
          <div className="px-4 py-8 text-center text-sm">
            <p>{t('Your notifications could not be loaded.')}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => refetch()}>
              {t('Try again')}
            </Button>
          </div>
        ) : data.items.length === 0 ? (
          <div className="px-4 py-10 text-center">
            <Bell aria-hidden="true" className="mx-auto size-8 text-stone-300" />
            <p className="mt-3 text-sm font-medium">{t('No notifications yet')}</p>
            <p className="mt-1 text-sm text-stone-600">
              {t('Updates on your quotes and orders will appear here.')}
            </p>
          </div>
        ) : (
          <ul className="divide-y divide-stone-100" data-testid="notification-list">
            {data.items.map((n) => (
              <li key={n.id}>
                <button
                  type="button"
                  onClick={() => open(n)}
                  className={cn(
                    'flex w-full gap-3 px-4 py-3 text-left transition-colors hover:bg-stone-50 focus-visible:bg-stone-50 focus-visible:outline-none',
                    !n.readAt && 'bg-copper-50/40',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'mt-1.5 size-2 shrink-0 rounded-full',
                      n.readAt ? 'bg-transparent' : 'bg-copper-700',
                    )}
                  />
                  <span className="min-w-0 flex-1">
                    <span className={cn('block text-sm', !n.readAt && 'font-semibold')}>
                      {n.title}
                      {!n.readAt && <span className="sr-only"> {t('(unread)')}</span>}
                    </span>
                    <span className="mt-0.5 line-clamp-2 block text-sm text-stone-600">{n.body}</span>
                    <span className="mt-1 block text-xs text-stone-500">
                      {timeAgo(n.createdAt, Date.now(), locale)}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="border-t border-stone-200 bg-stone-50 px-4 py-3">
        <EmailModeSelect compact />
      </div>
    </>
  );
}
