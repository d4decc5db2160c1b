// Admin dashboard (admin spec 2): the queues that need an administrator, and a short,
// read-only summary of each of the five tabs (the full screens manage the rows).
import { z } from 'zod';
import {
  MANUFACTURER_STATUSES,
  PRODUCT_STATUSES,
  QUOTE_STATUSES,
  USER_ROLES,
  USER_STATUSES,
} from '../options';
import { Timestamp } from './common';

/** Rows each dashboard tab shows; the tab links to its screen for the rest. */
export const DASHBOARD_LATEST_ROWS = 8;

const section = <T extends z.ZodType>(row: T) => z.object({ total: z.number().int(), latest: z.array(row) });

export const AdminDashboard = z.object({
  queues: z.object({
    /** Manufacturer applications waiting for a decision. */
    pendingVendorApprovals: z.number().int(),
    /** Quote requests nobody has acted on yet (status pending). */
    pendingQuoteRequests: z.number().int(),
    /** Contact messages not opened yet (status new). */
    unreadMessages: z.number().int(),
  }),
  categories: section(
    z.object({
      id: z.number().int(),
      name: z.string(),
      color: z.string(),
      textColor: z.string(),
      productCount: z.number().int(),
      updatedAt: Timestamp,
    }),
  ),
  products: section(
    z.object({
      id: z.number().int(),
      name: z.string(),
      vendorName: z.string(),
      categoryName: z.string(),
      pricePaise: z.number().int(),
      status: z.enum(PRODUCT_STATUSES),
      createdAt: Timestamp,
    }),
  ),
  manufacturers: section(
    z.object({
      id: z.number().int(),
      businessName: z.string(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      isPremium: z.boolean(),
      status: z.enum(MANUFACTURER_STATUSES),
      productCount: z.number().int(),
      createdAt: Timestamp,
    }),
  ),
  users: section(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      role: z.enum(USER_ROLES),
      status: z.enum(USER_STATUSES),
      createdAt: Timestamp,
    }),
  ),
  quoteRequests: section(
    z.object({
      id: z.number().int(),
      productName: z.string(),
      vendorName: z.string(),
      customerName: z.string(),
      quantitySqft: z.number().int(),
      status: z.enum(QUOTE_STATUSES),
      createdAt: Timestamp,
    }),
  ),
});
export type AdminDashboard = z.infer<typeof AdminDashboard>;

/** Admin spec 2: the empty texts of the dashboard tabs (D24). */
export const DASHBOARD_EMPTY_TEXTS = {
  products: 'No products found',
  manufacturers: 'No manufacturers found',
  users: 'No users registered yet',
  quoteRequests: 'No quote requests found',
} as const;
