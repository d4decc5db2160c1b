// In-app notifications and e-mail preferences (D17: each step tells the other side by
// e-mail and in the app; each user chooses immediate e-mails, a daily digest or none).
import { z } from 'zod';
import { NOTIFICATION_EMAIL_MODES, type NotificationEmailMode } from '../options';
import { PageQuery, PaginatedOf, Timestamp } from './common';

/** immediate: one e-mail per notification; digest: one e-mail a day; off: in the app only. */
export const EMAIL_MODE_LABELS: Record<NotificationEmailMode, string> = {
  immediate: 'Immediately, one e-mail per update',
  digest: 'Once a day, in a daily digest',
  off: 'No e-mails (in the app only)',
};

export const NotificationView = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** A path on this site ('/dashboard?tab=quotes'), or null. */
  link: z.string().nullable(),
  readAt: Timestamp.nullable(),
  createdAt: Timestamp,
});
export type NotificationView = z.infer<typeof NotificationView>;

export const ListNotificationsQuery = PageQuery.extend({
  unread: z
    .enum(['true', 'false'], { message: "must be 'true' or 'false'" })
    .transform((v) => v === 'true')
    .optional(),
}).strict();
export type ListNotificationsQuery = z.output<typeof ListNotificationsQuery>;

export const NotificationList = PaginatedOf(NotificationView).extend({
  unreadCount: z.number().int(),
});
export type NotificationList = z.infer<typeof NotificationList>;

export const UnreadCount = z.object({ unreadCount: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCount>;

export const MarkedRead = z.object({ updated: z.number().int(), unreadCount: z.number().int() });
export type MarkedRead = z.infer<typeof MarkedRead>;

export const NotificationPreferences = z.object({
  emailMode: z.enum(NOTIFICATION_EMAIL_MODES, { message: "must be 'immediate', 'digest' or 'off'" }),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

/**
 * The events a person may choose to hear about, each on each channel (ADR 019). `account` holds the
 * transactional e-mails (verification, password, sign-in warnings, a manufacturer application's
 * decision): they cannot be turned off.
 */
export const NOTIFICATION_EVENTS = ['quotes', 'orders', 'payments', 'samples', 'alerts', 'account'] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
/** The channels a notification is rendered to; WhatsApp or SMS join this list as renderers. */
export const NOTIFICATION_CHANNELS = ['bell', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_EVENT_LABELS: Record<NotificationEvent, string> = {
  quotes: 'Quote requests, replies and messages',
  orders: 'Orders, deliveries, claims and reviews',
  payments: 'Payments and amounts due',
  samples: 'Samples',
  alerts: 'Saved search alerts',
  account: 'Account and security',
};

export const NotificationChannelChoice = z.object({
  event: z.enum(NOTIFICATION_EVENTS),
  /** Whether the bell shows it; `email`: whether it is e-mailed (as emailMode says). */
  bell: z.boolean(),
  email: z.boolean(),
  /** Transactional: always on, the update refuses to change it. */
  required: z.boolean(),
});
export type NotificationChannelChoice = z.infer<typeof NotificationChannelChoice>;

export const NotificationPreferencesView = NotificationPreferences.extend({
  channels: z.array(NotificationChannelChoice),
});
export type NotificationPreferencesView = z.infer<typeof NotificationPreferencesView>;

export const UpdateNotificationPreferences = z
  .object({
    emailMode: NotificationPreferences.shape.emailMode.optional(),
    channels: z
      .array(
        z
          .object({
            event: z.enum(NOTIFICATION_EVENTS, {
              message: `must be one of ${NOTIFICATION_EVENTS.join(', ')}`,
            }),
            channel: z.enum(NOTIFICATION_CHANNELS, { message: "must be 'bell' or 'email'" }),
            enabled: z.boolean({ message: 'must be true or false' }),
          })
          .strict(),
      )
      .max(NOTIFICATION_EVENTS.length * NOTIFICATION_CHANNELS.length)
      .optional(),
  })
  .strict();
export type UpdateNotificationPreferences = z.infer<typeof UpdateNotificationPreferences>;

export const UnsubscribeQuery = z
  .object({
    token: z
      .string({ message: 'is required' })
      .trim()
      .regex(/^[A-Za-z0-9_-]{16,128}$/, 'is not a valid unsubscribe link'),
  })
  .strict();

/** The unsubscribe page's button: the token of the e-mail's link (D17). */
export const UnsubscribeBody = UnsubscribeQuery;

export const Unsubscribed = z.object({
  emailMode: z.enum(NOTIFICATION_EMAIL_MODES),
  /** The address no longer written to, partly hidden ('a***@example.com'). */
  email: z.string(),
});
export type Unsubscribed = z.infer<typeof Unsubscribed>;
