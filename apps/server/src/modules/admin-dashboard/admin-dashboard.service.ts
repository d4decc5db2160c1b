// Admin dashboard (admin spec 2): the queues that need an administrator and a short summary of each
// tab. Everything is read live from the database (D25: no invented figures). ADR 020: its counts
// over whole tables are heavy reads that may come from the read replica (DATABASE_READ_URL), a
// moment behind the primary; the queues' own pages, where an admin acts, read the primary.
import {
  type AdminDashboard,
  DASHBOARD_LATEST_ROWS,
  type ManufacturerStatus,
  type ProductStatus,
  type QuoteStatus,
  type UserRole,
  type UserStatus,
} from '@granite/shared';
import { readReplicaOf } from '../../db/client';
import type { AppDeps } from '../../deps';
import { type Actor, assertRole } from '../../lib/actor';
import {
  latestCategories,
  latestManufacturers,
  latestProducts,
  latestQuoteRequests,
  latestUsers,
  queueCounts,
} from './admin-dashboard.queries';

const iso = (d: Date | string) => new Date(d).toISOString();

export async function getDashboard(deps: Pick<AppDeps, 'db'>, actor: Actor | null): Promise<AdminDashboard> {
  assertRole(actor, 'admin');
  const n = DASHBOARD_LATEST_ROWS;
  const db = readReplicaOf(deps.db);
  // One after another: PGlite runs one query at a time anyway, and a pool is spared a burst.
  const queues = await queueCounts(db);
  const categories = await latestCategories(db, n);
  const products = await latestProducts(db, n);
  const manufacturers = await latestManufacturers(db, n);
  const users = await latestUsers(db, n);
  const quoteRequests = await latestQuoteRequests(db, n);
  return {
    queues,
    categories: {
      total: categories.total,
      latest: categories.latest.map((r) => ({ ...r, updatedAt: iso(r.updatedAt) })),
    },
    products: {
      total: products.total,
      latest: products.latest.map((r) => ({
        ...r,
        status: r.status as ProductStatus,
        createdAt: iso(r.createdAt),
      })),
    },
    manufacturers: {
      total: manufacturers.total,
      latest: manufacturers.latest.map((r) => ({
        ...r,
        status: r.status as ManufacturerStatus,
        createdAt: iso(r.createdAt),
      })),
    },
    users: {
      total: users.total,
      latest: users.latest.map((r) => ({
        ...r,
        role: r.role as UserRole,
        status: r.status as UserStatus,
        createdAt: iso(r.createdAt),
      })),
    },
    quoteRequests: {
      total: quoteRequests.total,
      latest: quoteRequests.latest.map((r) => ({
        ...r,
        status: r.status as QuoteStatus,
        createdAt: iso(r.createdAt),
      })),
    },
  };
}
