// D34, ADR 016: a reply's tax lines, stored once its taxable value is known (after its slabs are
// billed), with the three legacy columns written from them.
import { splitOfLines, type TaxLine } from '@granite/shared';
import { eq } from 'drizzle-orm';
import { quoteReplies } from '../../db/schema';
import type { Executor, QuoteReplyRow } from './lifecycle.queries';

export async function setReplyTax(db: Executor, id: number, taxLines: TaxLine[]): Promise<QuoteReplyRow> {
  const split = splitOfLines(taxLines);
  const [row] = await db
    .update(quoteReplies)
    .set({
      taxLines,
      cgstPaise: split.cgstPaise,
      sgstPaise: split.sgstPaise,
      igstPaise: split.igstPaise,
    })
    .where(eq(quoteReplies.id, id))
    .returning();
  return row!;
}
