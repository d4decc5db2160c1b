import type { AlertFrequency } from '@granite/shared';

/** D41: how often a saved search's alert is sent, as the buyer reads it. */
export const FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  immediately: 'Immediately',
  daily: 'Once a day',
  weekly: 'Once a week',
  none: 'No alerts',
};
