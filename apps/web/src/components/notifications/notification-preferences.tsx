import { EMAIL_MODE_LABELS, NOTIFICATION_EMAIL_MODES, type NotificationEmailMode } from '@granite/shared';
import { Mail } from 'lucide-react';
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
          update.mutate(e.target.value as NotificationEmailMode, {
            onSuccess: (prefs) =>
              toast.success(t('Notification settings saved'), {
                description: t(EMAIL_MODE_LABELS[prefs.emailMode]),
              }),
          })
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
    </section>
  );
}
