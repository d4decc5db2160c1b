// Admin inbox (D21): the messages sent from /contact, read, answered by e-mail, handled.
import { z } from 'zod';
import { LIMITS } from '../limits';
import { CONTACT_MESSAGE_STATUSES } from '../options';
import { PageQuery, PaginatedOf, Timestamp } from './common';

export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

export const AdminListContactMessagesQuery = PageQuery.extend({
  status: z.enum(CONTACT_MESSAGE_STATUSES).optional(),
  search: z.string().trim().max(LIMITS.searchMaxLength).optional(),
}).strict();
export type AdminListContactMessagesQuery = z.input<typeof AdminListContactMessagesQuery>;

export const AdminReplyContactMessage = z
  .object({
    replyText: z
      .string({ message: 'Please write a reply' })
      .trim()
      .min(1, 'Please write a reply')
      .max(LIMITS.contactMessageMaxLength, `must be at most ${LIMITS.contactMessageMaxLength} characters`),
  })
  .strict();
export type AdminReplyContactMessage = z.input<typeof AdminReplyContactMessage>;

export const AdminContactMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
  status: z.enum(CONTACT_MESSAGE_STATUSES),
  handledBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  handledAt: Timestamp.nullable(),
  replyText: z.string().nullable(),
  repliedAt: Timestamp.nullable(),
  createdAt: Timestamp,
});
export type AdminContactMessage = z.infer<typeof AdminContactMessage>;

export const AdminContactMessageList = PaginatedOf(AdminContactMessage).extend({
  /** Messages per status over the whole inbox (the filter's counts). */
  counts: z.object({
    new: z.number().int(),
    read: z.number().int(),
    replied: z.number().int(),
    handled: z.number().int(),
  }),
});
export type AdminContactMessageList = z.infer<typeof AdminContactMessageList>;

export const INBOX_MESSAGES = {
  replied: 'Reply sent',
  handled: 'Message marked as handled',
  empty: 'No messages yet',
  noMatch: 'No messages match your filters',
} as const;
