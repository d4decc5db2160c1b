// The only place the admin dashboard touches the database: counts of the queues that need an admin
// and the latest few rows of each tab (admin spec 2). Read-only; the full screens own the writes.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

type Db = Pick<Database, 'execute'>;

export async function queueCounts(db: Db) {
  const result = await db.execute<{ approvals: number; quotes: number; messages: number }>(sql`select
    (select count(*)::int from vendor_requests where status = 'pending') as approvals,
    (select count(*)::int from quote_requests where status = 'pending') as quotes,
    (select count(*)::int from contact_messages where status = 'new') as messages`);
  const row = result.rows[0]!;
  return {
    pendingVendorApprovals: Number(row.approvals),
    pendingQuoteRequests: Number(row.quotes),
    unreadMessages: Number(row.messages),
  };
}

async function rows<T extends Record<string, unknown>>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute<T>(query)).rows as T[];
}

async function total(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const result = await db.execute<{ n: number }>(query);
  return Number(result.rows[0]?.n ?? 0);
}

type Stamp = Date | string;

export async function latestCategories(db: Db, limit: number) {
  return {
    total: await total(db, sql`select count(*)::int as n from categories where deleted_at is null`),
    latest: await rows<{
      id: number;
      name: string;
      color: string;
      textColor: string;
      productCount: number;
      updatedAt: Stamp;
    }>(
      db,
      sql`select c.id, c.name, c.color, c.text_color as "textColor",
        (select count(*)::int from products p where p.category_id = c.id) as "productCount", c.updated_at as "updatedAt"
      from categories c where c.deleted_at is null order by c.updated_at desc, c.id desc limit ${limit}`,
    ),
  };
}

export async function latestProducts(db: Db, limit: number) {
  return {
    total: await total(db, sql`select count(*)::int as n from products`),
    latest: await rows<{
      id: number;
      name: string;
      vendorName: string;
      categoryName: string;
      pricePaise: number;
      status: string;
      createdAt: Stamp;
    }>(
      db,
      sql`select p.id, p.name, v.business_name as "vendorName", c.name as "categoryName",
        p.price_paise as "pricePaise", p.status, p.created_at as "createdAt"
      from products p join vendors v on v.id = p.vendor_id join categories c on c.id = p.category_id
      order by p.created_at desc, p.id desc limit ${limit}`,
    ),
  };
}

export async function latestManufacturers(db: Db, limit: number) {
  return {
    total: await total(db, sql`select count(*)::int as n from vendors where deleted_at is null`),
    latest: await rows<{
      id: number;
      businessName: string;
      city: string | null;
      state: string | null;
      isPremium: boolean;
      status: string;
      productCount: number;
      createdAt: Stamp;
    }>(
      db,
      sql`select v.id, v.business_name as "businessName", v.city, v.state, v.is_premium as "isPremium", v.status,
        (select count(*)::int from products p where p.vendor_id = v.id) as "productCount", v.created_at as "createdAt"
      from vendors v where v.deleted_at is null order by v.created_at desc, v.id desc limit ${limit}`,
    ),
  };
}

export async function latestUsers(db: Db, limit: number) {
  return {
    total: await total(db, sql`select count(*)::int as n from "user"`),
    latest: await rows<{
      id: string;
      name: string;
      email: string;
      role: string;
      status: string;
      createdAt: Stamp;
    }>(
      db,
      sql`select u.id, u.name, u.email, u.role, u.status, u.created_at as "createdAt"
      from "user" u order by u.created_at desc, u.id desc limit ${limit}`,
    ),
  };
}

export async function latestQuoteRequests(db: Db, limit: number) {
  return {
    // D31: a signed-out visitor's request is nobody else's until its address is confirmed.
    total: await total(db, sql`select count(*)::int as n from quote_requests where status <> 'unconfirmed'`),
    latest: await rows<{
      id: number;
      productName: string;
      vendorName: string;
      customerName: string;
      quantitySqft: number;
      status: string;
      createdAt: Stamp;
    }>(
      db,
      sql`select q.id, q.product_name as "productName", q.vendor_name as "vendorName", q.customer_name as "customerName",
        q.quantity_sqft as "quantitySqft", q.status, q.created_at as "createdAt"
      from quote_requests q where q.status <> 'unconfirmed' order by q.created_at desc, q.id desc limit ${limit}`,
    ),
  };
}
