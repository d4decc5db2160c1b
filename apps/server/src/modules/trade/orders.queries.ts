// The only place orders (D18) touch the database: the manufacturer's list and one order's steps.
import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, products, quoteReplies, vendors } from '../../db/schema';

export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;
export type OrderRow = typeof orders.$inferSelect;
export type OrderWithManufacturer = { order: OrderRow; vendorName: string };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listManufacturerOrders(
  db: Executor,
  f: { vendorIds: number[]; ids?: number[]; status?: string; q?: string; limit: number; offset: number },
): Promise<{ rows: OrderWithManufacturer[]; total: number }> {
  if (!f.vendorIds.length) return { rows: [], total: 0 };
  let search: SQL | undefined;
  if (f.q) {
    const like = `%${escapeLike(f.q)}%`;
    const id = /^#?(\d{1,9})$/.exec(f.q);
    search = or(
      sql`${orders.productName} ilike ${like}`,
      sql`${orders.customerName} ilike ${like}`,
      sql`${orders.deliveryAddress} ilike ${like}`,
      id ? eq(orders.id, Number(id[1])) : undefined,
    );
  }
  const where = and(
    inArray(orders.vendorId, f.vendorIds),
    f.status ? eq(orders.status, f.status) : undefined,
    f.ids ? inArray(orders.id, f.ids.length ? f.ids : [-1]) : undefined,
    search,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: orders, vendorName: vendors.businessName })
      .from(orders)
      .innerJoin(vendors, eq(vendors.id, orders.vendorId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findOrder(
  db: Executor,
  id: number,
  lock = false,
): Promise<OrderWithManufacturer | undefined> {
  const query = db
    .select({ order: orders, vendorName: vendors.businessName })
    .from(orders)
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .where(eq(orders.id, id));
  const [row] = lock ? await query.for('update', { of: orders }) : await query;
  return row;
}

/**
 * D35: the HSN its product has now, for an order accepted before the product had one (the e-way
 * bill needs it; nothing else is put in its place).
 */
export async function currentProductHsn(db: Executor, productId: number | null): Promise<string | null> {
  if (productId === null) return null;
  const [row] = await db.select({ hsn: products.hsn }).from(products).where(eq(products.id, productId));
  return row?.hsn ?? null;
}

export async function updateOrder(
  db: Executor,
  id: number,
  set: Partial<typeof orders.$inferInsert>,
): Promise<OrderRow> {
  const [row] = await db
    .update(orders)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(orders.id, id))
    .returning();
  return row!;
}

export type ManufacturerRow = typeof vendors.$inferSelect;

/** D35: an order with its manufacturer's full row (name, address, GSTIN), for its documents. */
export async function findOrderWithManufacturer(
  db: Executor,
  id: number,
): Promise<{ order: OrderRow; vendor: ManufacturerRow } | undefined> {
  const [row] = await db
    .select({ order: orders, vendor: vendors })
    .from(orders)
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .where(eq(orders.id, id));
  return row;
}

/** D34: when each reply was made (its rate is the table's of that day). */
export async function replyTimes(
  db: Pick<Database, 'select'>,
  replyIds: number[],
): Promise<Map<number, Date>> {
  if (!replyIds.length) return new Map();
  const rows = await db
    .select({ id: quoteReplies.id, createdAt: quoteReplies.createdAt })
    .from(quoteReplies)
    .where(inArray(quoteReplies.id, replyIds));
  return new Map(rows.map((r) => [r.id, r.createdAt]));
}
