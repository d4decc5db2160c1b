// The activity log (D28): who did what to which row, the changed fields before and after, and when.
import { z } from 'zod';
import { LIMITS } from '../limits';
import { PageQuery, PaginatedOf, Timestamp } from './common';
import { CalendarDay } from './fields';

/** A calendar day, YYYY-MM-DD (the date inputs of the filter). */
const Day = CalendarDay;

export const AdminListActivityQuery = PageQuery.extend({
  /** The person who made the change (a user id). */
  actor: z.string().trim().min(1).max(64).optional(),
  /** Whose account or row it concerns, as actor or subject (the user page's history). */
  user: z.string().trim().min(1).max(64).optional(),
  /** An action prefix ('category', 'user_suspended') or an entity type ('vendor_request'). */
  kind: z
    .string()
    .trim()
    .max(60, 'must be at most 60 characters')
    .regex(/^[a-z_.-]*$/, 'must be an action or row type such as category or user')
    .optional()
    .transform((v) => v || undefined),
  from: Day.optional(),
  to: Day.optional(),
  search: z.string().trim().max(LIMITS.searchMaxLength).optional(),
})
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'must not be before from', path: ['to'] });
export type AdminListActivityQuery = z.input<typeof AdminListActivityQuery>;

const Person = z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable();

export const ActivityEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  /** The row's name as people know it (a manufacturer's, product's or category's), when it still exists. */
  entityName: z.string().nullable().optional(),
  /** D28: { field: { before, after } }. */
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })).nullable(),
  metadata: z.record(z.string(), z.unknown()),
  actor: Person,
  /** The account the entry concerns (sign-ins, suspensions), when it concerns one. */
  user: Person,
  createdAt: Timestamp,
});
export type ActivityEntry = z.infer<typeof ActivityEntry>;

export const ActivityList = PaginatedOf(ActivityEntry);
export type ActivityList = z.infer<typeof ActivityList>;

/** The kinds the activity screen offers as a filter: row types and account events. */
export const ACTIVITY_KINDS = [
  { value: 'category', label: 'Categories' },
  { value: 'product', label: 'Products' },
  { value: 'hsn_rate', label: 'GST rates' },
  // D47, D48: the export desk's tables.
  { value: 'exchange_rate', label: 'Exchange rates' },
  { value: 'payload_limit', label: 'Container payload limits' },
  { value: 'vendor', label: 'Manufacturers' },
  { value: 'vendor_request', label: 'Vendor approvals' },
  { value: 'quote_request', label: 'Quote requests' },
  { value: 'order', label: 'Orders' },
  { value: 'order_payment', label: 'Payments' },
  { value: 'order_claim', label: 'Quality claims' },
  { value: 'contact_message', label: 'Inbox' },
  { value: 'content', label: 'Content and settings' },
  { value: 'granite_image', label: 'Homepage images' },
  { value: 'user', label: 'Users and sign-ins' },
] as const;
