// The only place product rows are written (the products module owns them; catalog only reads).
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';

/** What an access check needs to know about a product: whose it is and which image it shows. */
export type ProductOwnership = {
  id: number;
  vendorId: number | null;
  createdByAdmin: boolean;
  imageMediaId: string | null;
};

export async function productOwnership(
  db: Database,
  productId: number,
): Promise<ProductOwnership | undefined> {
  const rows = await db
    .select({
      id: products.id,
      vendorId: products.vendorId,
      createdByAdmin: products.createdByAdmin,
      imageMediaId: products.imageMediaId,
    })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return rows[0];
}

export async function setProductImage(
  db: Database,
  productId: number,
  mediaId: string | null,
  url: string | null,
): Promise<void> {
  await db
    .update(products)
    .set({ imageMediaId: mediaId, imageUrl: url, updatedAt: new Date() })
    .where(eq(products.id, productId));
}

/** D10: product views feed the manufacturer's analytics; not a catalogue change (no cache bump). */
export async function incrementViewCount(db: Database, productId: number): Promise<void> {
  await db.execute(sql`update ${products} set view_count = view_count + 1 where id = ${productId}`);
}
