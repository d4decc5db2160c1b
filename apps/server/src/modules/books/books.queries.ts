// What the books read besides the documents: the manufacturer's name and GSTIN (the manufacturers
// module's table, read only, ADR 013). This module owns no table.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { vendors } from '../../db/schema';

export type BooksReader = Pick<Database, 'select'>;

export async function manufacturerOfBooks(db: BooksReader, id: number) {
  const [row] = await db
    .select({ id: vendors.id, name: vendors.businessName, gstin: vendors.gstin, state: vendors.state })
    .from(vendors)
    .where(eq(vendors.id, id));
  return row;
}
