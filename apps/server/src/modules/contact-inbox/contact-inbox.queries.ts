// The only place the admin inbox touches the database (D21). Messages are stored by the
// contact form (content module); here admins read, answer and close them.
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contactMessages, user } from '../../db/schema';

/** The database or an open transaction. */
export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;

export type ContactMessageRow = typeof contactMessages.$inferSelect;

const COLUMNS = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  phone: contactMessages.phone,
  subject: contactMessages.subject,
  message: contactMessages.message,
  status: contactMessages.status,
  handledById: contactMessages.handledBy,
  handledByName: user.name,
  handledAt: contactMessages.handledAt,
  replyText: contactMessages.replyText,
  repliedAt: contactMessages.repliedAt,
  createdAt: contactMessages.createdAt,
};

export async function listContactMessages(
  db: Db,
  query: { status?: string; search?: string; page: number; pageSize: number },
) {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(contactMessages.status, query.status));
  if (query.search) {
    const p = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(contactMessages.name, p),
        ilike(contactMessages.email, p),
        ilike(contactMessages.subject, p),
        ilike(contactMessages.message, p),
      )!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total], byStatus] = await Promise.all([
    db
      .select(COLUMNS)
      .from(contactMessages)
      .leftJoin(user, eq(user.id, contactMessages.handledBy))
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(contactMessages).where(where),
    db
      .select({ status: contactMessages.status, n: count() })
      .from(contactMessages)
      .groupBy(contactMessages.status),
  ]);
  return { rows, total: total?.n ?? 0, byStatus };
}

export async function inboxMessageById(db: Db, id: number) {
  const [row] = await db
    .select(COLUMNS)
    .from(contactMessages)
    .leftJoin(user, eq(user.id, contactMessages.handledBy))
    .where(eq(contactMessages.id, id));
  return row;
}

export type InboxRow = NonNullable<Awaited<ReturnType<typeof inboxMessageById>>>;

/** The stored row, locked for the rest of the transaction. */
export async function lockContactMessage(db: Db, id: number): Promise<ContactMessageRow | undefined> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
  return row;
}

export async function updateContactMessage(
  db: Db,
  id: number,
  change: Partial<typeof contactMessages.$inferInsert>,
): Promise<ContactMessageRow> {
  const [row] = await db
    .update(contactMessages)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(contactMessages.id, id))
    .returning();
  return row!;
}

/** Messages nobody has opened yet (the dashboard's queue). */
export async function countNewContactMessages(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(eq(contactMessages.status, 'new'));
  return row?.n ?? 0;
}

/** Storefront 2.14, D21: a message from the contact form, for the admin inbox. */
export async function insertContactMessage(
  db: Database,
  row: {
    name: string;
    email: string;
    phone: string | null;
    subject: string | null;
    message: string;
    ipAddress: string;
  },
): Promise<number> {
  const [inserted] = await db.insert(contactMessages).values(row).returning({ id: contactMessages.id });
  return inserted!.id;
}
