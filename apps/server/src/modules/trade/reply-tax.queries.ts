// D34: a reply's tax split, stored once its taxable value is known (after its slabs are billed).
import { eq } from 'drizzle-orm';
import { quoteReplies } from '../../db/schema';
import type { Executor, QuoteReplyRow } from './lifecycle.queries';

export async function setReplyTax(
  db: Executor,
  id: number,
  split: { cgstPaise: number; sgstPaise: number; igstPaise: number },
): Promise<QuoteReplyRow> {
  const [row] = await db.update(quoteReplies).set(split).where(eq(quoteReplies.id, id)).returning();
  return row!;
}
