// The only place the quote threads (D17) touch the database.
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { quoteMessages } from '../../db/schema';

export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;
export type MessageRow = typeof quoteMessages.$inferSelect;

export async function messagesOf(db: Executor, requestId: number): Promise<MessageRow[]> {
  return db
    .select()
    .from(quoteMessages)
    .where(eq(quoteMessages.quoteRequestId, requestId))
    .orderBy(asc(quoteMessages.createdAt), asc(quoteMessages.id));
}

export async function insertMessage(
  db: Pick<Database, 'insert'>,
  values: {
    quoteRequestId: number;
    senderUserId: string;
    senderRole: 'buyer' | 'vendor' | 'admin';
    body: string;
    fileId?: string | null;
  },
): Promise<MessageRow> {
  const [row] = await db.insert(quoteMessages).values(values).returning();
  return row!;
}

/** The reader has now seen the other side's messages. */
export async function markReadBy(db: Executor, requestId: number, reader: 'buyer' | 'vendor'): Promise<void> {
  await db
    .update(quoteMessages)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(quoteMessages.quoteRequestId, requestId),
        ne(quoteMessages.senderRole, reader),
        isNull(quoteMessages.readAt),
      ),
    );
}

/** One message of a request's thread (undefined when it is not of that thread). */
export async function messageOf(
  db: Pick<Database, 'select'>,
  requestId: number,
  messageId: number,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(quoteMessages)
    .where(and(eq(quoteMessages.quoteRequestId, requestId), eq(quoteMessages.id, messageId)));
  return row;
}
