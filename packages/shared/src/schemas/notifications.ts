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

export const UpdateNotificationPreferences = NotificationPreferences.strict();

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
