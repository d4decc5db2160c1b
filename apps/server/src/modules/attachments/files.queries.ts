// The only place attachment files (D45) touch the database: attachment_files, which this module owns,
// and the rows that show a file (a payment's answer), which it only counts.
import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attachmentFiles, orderPayments } from '../../db/schema';

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

/** How many records show this file (a payment's latest answer). */
export async function fileReferenceCount(db: Pick<Database, 'select'>, id: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orderPayments).where(eq(orderPayments.answerFileId, id));
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
