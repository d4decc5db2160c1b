import {
  EMAIL_MODE_LABELS,
  NOTIFICATION_EMAIL_MODES,
  NOTIFICATION_EVENT_LABELS,
  type NotificationChannel,
  type NotificationChannelChoice,
  type NotificationEmailMode,
} from '@granite/shared';
import { Bell, Mail } from 'lucide-react';
import { useId } from 'react';
import { Select } from '@/components/ui/form-field';
import { useNotificationPreferences, useUpdateNotificationPreferences } from '@/lib/api/notifications';
import { cn } from '@/lib/cn';
import { msg, useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';

const SHORT_LABELS: Record<NotificationEmailMode, string> = {
  immediate: msg('Immediately'),
  digest: msg('Daily digest'),
  off: msg('Off'),
};

/** How notification e-mails arrive (D17): immediately, in one daily digest, or not at all. */
export function EmailModeSelect({ compact = false }: { compact?: boolean }) {
  const id = useId();
  const { data, isPending } = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const t = useT();
  return (
    <div className={cn('flex items-center gap-3', compact ? 'justify-between' : 'flex-wrap')}>
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium text-granite-black">
        <Mail aria-hidden="true" className="size-4 text-stone-500" />
        {compact ? t('E-mail me') : t('Notification e-mails')}
      </label>
      <Select
        id={id}
        data-testid="email-mode"
        className={cn(compact ? 'h-9 w-auto min-w-36' : 'w-full max-w-xs')}
        disabled={isPending || update.isPending}
        value={data?.emailMode ?? 'immediate'}
        onChange={(e) =>
          update.mutate(
            { emailMode: e.target.value as NotificationEmailMode },
            {
              onSuccess: (prefs) =>
                toast.success(t('Notification settings saved'), {
                  description: t(EMAIL_MODE_LABELS[prefs.emailMode]),
                }),
            },
          )
        }
      >
        {NOTIFICATION_EMAIL_MODES.map((mode) => (
          <option key={mode} value={mode}>
            {compact ? t(SHORT_LABELS[mode]) : t(EMAIL_MODE_LABELS[mode])}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** The section of an account or settings page: the choice with what each option means. */
export function NotificationPreferencesSection({ className }: { className?: string }) {
  const t = useT();
  return (
    <section
      id="notification-settings"
      aria-labelledby="notification-settings-heading"
      className={cn('rounded-lg border border-stone-200 bg-white p-5', className)}
    >
      <h2 id="notification-settings-heading" className="text-base font-semibold">
        {t('Notifications')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-stone-600">
        {t(
          'Every update on your quotes and orders appears under the bell. Choose whether we also e-mail each one as it happens, once a day in a digest, or not at all. Each e-mail has a link to stop them.',
        )}
      </p>
      <EmailModeSelect />
      <ChannelGrid />
    </section>
  );
}

const CHANNEL_LABELS: Record<NotificationChannel, string> = { bell: msg('Bell'), email: msg('E-mail') };

/**
 * ADR 019: each event on each channel, one checkbox per cell, saved as it is ticked. The account's
 * transactional e-mails (verification, password, sign-in warnings) are always on.
 */
function ChannelGrid() {
  const t = useT();
  const { data } = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  if (!data?.channels) return null;
  const toggle = (row: NotificationChannelChoice, channel: NotificationChannel, enabled: boolean) =>
    update.mutate(
      { channels: [{ event: row.event, channel, enabled }] },
      { onSuccess: () => toast.success(t('Notification settings saved')) },
    );
  return (
    <table className="mt-5 w-full text-sm" data-testid="notification-channels">
      <caption className="mb-2 text-left font-medium text-granite-black">
        {t('What you hear about, and where')}
      </caption>
      <thead>
        <tr className="border-b border-stone-200 text-stone-600">
          <th scope="col" className="py-2 pr-2 text-left font-medium">
            {t('Updates')}
          </th>
          {(['bell', 'email'] as const).map((channel) => (
            <th key={channel} scope="col" className="w-16 px-1 py-2 text-center font-medium sm:w-24">
              <span className="inline-flex items-center gap-1 whitespace-nowrap">
                {channel === 'bell' ? (
                  <Bell aria-hidden="true" className="size-4" />
                ) : (
                  <Mail aria-hidden="true" className="size-4" />
                )}
                {t(CHANNEL_LABELS[channel])}
              </span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.channels.map((row) => (
          <tr key={row.event} className="border-b border-stone-100 last:border-0">
            <th scope="row" className="py-2.5 pr-2 text-left font-normal text-granite-black">
              {t(NOTIFICATION_EVENT_LABELS[row.event])}
              {row.required ? (
                <span className="block text-xs text-stone-500">
                  {t('Always on: needed for your account')}
                </span>
              ) : null}
            </th>
            {(['bell', 'email'] as const).map((channel) => (
              <td key={channel} className="px-1 py-2.5 text-center">
                <input
                  type="checkbox"
                  className="size-5 accent-copper-700 disabled:opacity-60"
                  aria-label={`${t(NOTIFICATION_EVENT_LABELS[row.event])}: ${t(CHANNEL_LABELS[channel])}`}
                  checked={row[channel]}
                  disabled={row.required || update.isPending}
                  onChange={(e) => toggle(row, channel, e.target.checked)}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
