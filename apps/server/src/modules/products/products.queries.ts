// Product rows for other modules' needs (ownership checks, view counts); the admin and manufacturer
// editors' reads and writes are in product-editor.queries.ts. Catalog only reads.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products, productViewDays } from '../../db/schema';
import { MARKET_TIME_ZONE } from '../../lib/market-time';

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

/**
 * D10, D22: one counted view of a product: today's row of product_view_days (a day in India, upserted
 * so two views at once make 2) and the all-time products.view_count, in one transaction. Not a
 * catalogue change: the catalogue's triggers ignore view_count, so no cache is emptied.
 */
export async function recordProductView(db: Database, productId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(productViewDays)
      .values({ productId, day: sql`(now() at time zone ${MARKET_TIME_ZONE})::date`, views: 1 })
      .onConflictDoUpdate({
        target: [productViewDays.productId, productViewDays.day],
        set: { views: sql`${productViewDays.views} + 1` },
      });
    await tx.execute(sql`update ${products} set view_count = view_count + 1 where id = ${productId}`);
  });
}
