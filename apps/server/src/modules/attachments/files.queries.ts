// The only place attachment files (D45, ADR 021) touch the database: attachment_files, which this
// module owns, and the rows that show a file (a payment's answer, a thread's message), which it only
// counts.
import { count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attachmentFiles, orderPayments, quoteMessages } from '../../db/schema';

type Executor = Pick<Database, 'select' | 'insert' | 'delete'>;
export type AttachmentFileRow = typeof attachmentFiles.$inferSelect;

export async function insertFile(
  db: Executor,
  row: typeof attachmentFiles.$inferInsert,
): Promise<AttachmentFileRow> {
  const [inserted] = await db.insert(attachmentFiles).values(row).returning();
  return inserted!;
}

export async function fileById(db: Pick<Database, 'select'>, id: string) {
  const [row] = await db.select().from(attachmentFiles).where(eq(attachmentFiles.id, id));
  return row;
}

export async function filesByIds(db: Pick<Database, 'select'>, ids: string[]): Promise<AttachmentFileRow[]> {
  if (!ids.length) return [];
  return db.select().from(attachmentFiles).where(inArray(attachmentFiles.id, ids));
}

/** How many records show this file (a payment's latest answer, a message of a quote's thread). */
export async function fileReferenceCount(db: Pick<Database, 'select'>, id: string): Promise<number> {
  const [payments] = await db
    .select({ n: count() })
    .from(orderPayments)
    .where(eq(orderPayments.answerFileId, id));
  const [messages] = await db.select({ n: count() }).from(quoteMessages).where(eq(quoteMessages.fileId, id));
  return Number(payments?.n ?? 0) + Number(messages?.n ?? 0);
}

/** How many rows keep the same small copy. */
export async function rowsWithPreviewKey(db: Pick<Database, 'select'>, key: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(attachmentFiles)
    .where(eq(attachmentFiles.previewKey, key));
  return Number(row?.n ?? 0);
}

/** How many rows keep the same stored bytes (files are stored by their hash). */
export async function rowsWithKey(db: Pick<Database, 'select'>, key: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(attachmentFiles)
    .where(eq(attachmentFiles.storageKey, key));
  return Number(row?.n ?? 0);
}

export async function deleteFileRow(db: Executor, id: string) {
  const [row] = await db.delete(attachmentFiles).where(eq(attachmentFiles.id, id)).returning();
  return row;
}
