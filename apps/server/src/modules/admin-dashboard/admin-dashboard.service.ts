// Admin dashboard (admin spec 2): the queues that need an administrator and a short summary of each
// tab. Everything is read live from the database (D25: no invented figures).
import {
  type AdminDashboard,
  DASHBOARD_LATEST_ROWS,
  type ManufacturerStatus,
  type ProductStatus,
  type QuoteStatus,
  type UserRole,
  type UserStatus,
} from '@granite/shared';
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
  // One after another: PGlite runs one query at a time anyway, and a pool is spared a burst.
  const queues = await queueCounts(deps.db);
  const categories = await latestCategories(deps.db, n);
  const products = await latestProducts(deps.db, n);
  const manufacturers = await latestManufacturers(deps.db, n);
  const users = await latestUsers(deps.db, n);
  const quoteRequests = await latestQuoteRequests(deps.db, n);
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
