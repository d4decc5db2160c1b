import type { AlertFrequency } from '@granite/shared';
import { msg } from '@/lib/i18n';

/** D41: how often a saved search's alert is sent, as the buyer reads it. */
export const FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  immediately: msg('Immediately'),
  daily: msg('Once a day'),
  weekly: msg('Once a week'),
  none: msg('No alerts'),
};
