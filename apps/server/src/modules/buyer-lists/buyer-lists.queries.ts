// The only place the buyer's lists and the manufacturer comparison touch the database (D15, D22).
import type {
  BuyerList,
  ComparisonRow,
  ComparisonSort,
  ImageRef,
  ListItem,
  SavedComparison,
  SavedComparisonQuery,
} from '@granite/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { comparisonItems, savedComparisons, wishlistItems } from '../../db/schema';
import { type StoredMedia, toImageRef } from '../media/media.pipeline';

/** Each buyer list's table (the service names lists, never tables). */
const LIST_TABLES = {
  wishlist: { table: wishlistItems, name: 'wishlist_items' },
  comparison: { table: comparisonItems, name: 'comparison_items' },
} as const;

/** Storefront 4: what a customer may see. Lists only ever show live products. */
const VISIBLE = sql`products p
  join vendors v on v.id = p.vendor_id and v.status = 'active'
  join categories c on c.id = p.category_id and c.is_active`;

/** The product image's renditions, joined on the media primary key in the same query. */
const WITH_IMAGE = sql`left join media pm on pm.id = p.image_media_id`;
const IMAGE_COLUMNS = sql`pm.id as "imageId", pm.variants as "imageVariants"`;
type ImageColumns = { imageId: string | null; imageVariants: StoredMedia['variants'] | null };

function withImage<T extends ImageColumns>({
  imageId,
  imageVariants,
  ...row
}: T): Omit<T, keyof ImageColumns> & { image: ImageRef | null } {
  const image =
    imageId && imageVariants?.length ? toImageRef({ id: imageId, variants: imageVariants }) : null;
  return { ...row, image };
}

const LIST_COLUMNS = sql`p.id, p.name, p.price_paise as "pricePaise", v.business_name as "manufacturerName",
  v.business_name as "vendorName", p.image_url as "imageUrl", ${IMAGE_COLUMNS}`;

export async function visibleProductIds(db: Database, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const result = await db.execute<{ id: number }>(
    sql`select p.id from ${VISIBLE} where p.status = 'active' and p.id = any(${`{${ids.join(',')}}`}::int[])`,
  );
  return new Set(result.rows.map((r) => Number(r.id)));
}

/** The user's list, oldest first (the order the buyer added them), live products only. */
export async function readList(db: Database, list: BuyerList, userId: string) {
  const table = LIST_TABLES[list].name;
  const result = await db.execute<Omit<ListItem, 'image'> & ImageColumns>(sql`
    select ${LIST_COLUMNS} from ${sql.raw(table)} i join ${VISIBLE} on p.id = i.product_id ${WITH_IMAGE}
    where i.user_id = ${userId} and p.status = 'active'
    order by i.created_at asc, i.product_id asc`);
  return result.rows.map(withImage);
}

/**
 * Adds products to a list in one transaction, ignoring ones already present. With `max`, the
 * user's row is locked first so two concurrent additions cannot pass the limit together; the
 * answer lists the ids that did not fit.
 */
export async function addToList(
  db: Database,
  list: BuyerList,
  userId: string,
  productIds: number[],
  max: number,
): Promise<{ rejected: number[] }> {
  const { table } = LIST_TABLES[list];
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from "user" where id = ${userId} for update`);
    const existing = await tx
      .select({ productId: table.productId })
      .from(table)
      .where(eq(table.userId, userId));
    const have = new Set(existing.map((r) => r.productId));
    // A product taken off the catalogue stays stored (it may return) but takes no slot meanwhile.
    const live = await tx.execute<{ n: number }>(sql`
      select count(*)::int as n from ${table} i join ${VISIBLE} on p.id = i.product_id
      where i.user_id = ${userId} and p.status = 'active'`);
    let room = max - Number(live.rows[0]?.n ?? 0);
    const rejected: number[] = [];
    const now = Date.now();
    for (const [i, productId] of productIds.entries()) {
      if (have.has(productId)) continue;
      if (room <= 0) {
        rejected.push(productId);
        continue;
      }
      // Distinct timestamps keep the buyer's order when several arrive at once (a merge).
      await tx
        .insert(table)
        .values({ userId, productId, createdAt: new Date(now + i) })
        .onConflictDoNothing();
      have.add(productId);
      room--;
    }
    return { rejected };
  });
}

export async function removeFromList(db: Database, list: BuyerList, userId: string, productId: number) {
  const { table } = LIST_TABLES[list];
  await db.delete(table).where(and(eq(table.userId, userId), eq(table.productId, productId)));
}

export async function clearList(db: Database, list: BuyerList, userId: string) {
  const { table } = LIST_TABLES[list];
  await db.delete(table).where(eq(table.userId, userId));
}

// ---------------------------------------------------------------- manufacturer comparison (2.9)

export type ComparisonFilter = {
  categoryId?: number;
  /** D32: only this variety (an active one), in these product types. */
  varietyId?: number;
  productTypes?: string[];
  minPricePaise: number;
  maxPricePaise: number;
  quality?: string;
  availability?: string;
};

/** Export Quality first, then Premium, Semi-Premium, Commercial (MATERIAL_QUALITIES reversed). */
const QUALITY_RANK = sql`case p.material_quality when 'Export Quality' then 0 when 'Premium' then 1
  when 'Semi-Premium' then 2 when 'Commercial' then 3 else 4 end`;

const ORDER: Record<ComparisonSort, ReturnType<typeof sql>> = {
  price: sql`p.price_paise asc, p.id asc`,
  quality: sql`${QUALITY_RANK} asc, p.price_paise asc, p.id asc`,
  manufacturer: sql`v.business_name asc, p.price_paise asc, p.id asc`,
};

type ComparisonDbRow = Omit<ComparisonRow, 'manufacturer' | 'image'> &
  ImageColumns & {
    vendorId: number;
    businessName: string;
    city: string | null;
    state: string | null;
    isVerified: boolean;
    isPremium: boolean;
    total: number;
  };

export async function listComparisonRows(
  db: Database,
  f: ComparisonFilter,
  sort: ComparisonSort,
  limit: number,
): Promise<{ rows: ComparisonRow[]; total: number }> {
  const where = [
    sql`p.status = 'active'`,
    sql`p.price_paise >= ${f.minPricePaise}`,
    sql`p.price_paise <= ${f.maxPricePaise}`,
  ];
  if (f.categoryId !== undefined) where.push(sql`p.category_id = ${f.categoryId}`);
  if (f.varietyId !== undefined) where.push(sql`p.variety_id = ${f.varietyId}`);
  if (f.productTypes?.length)
    where.push(sql`p.product_type = any(${`{${f.productTypes.map((t) => `"${t}"`).join(',')}}`}::text[])`);
  if (f.quality) where.push(sql`p.material_quality = ${f.quality}`);
  if (f.availability) where.push(sql`p.availability_status = ${f.availability}`);
  const result = await db.execute<ComparisonDbRow>(sql`
    select p.id as "productId", p.name, p.price_paise as "pricePaise", p.image_url as "imageUrl",
      p.category_id as "categoryId", c.name as "categoryName", p.material_quality as "materialQuality",
      p.product_type as "productType", p.thickness, p.finish_type as "finishType",
      p.availability_status as "availabilityStatus", v.id as "vendorId", v.business_name as "businessName",
      v.city, v.state, v.gstin_verified as "isVerified", v.is_premium as "isPremium",
      ${IMAGE_COLUMNS}, count(*) over ()::int as total
    from ${VISIBLE} ${WITH_IMAGE}
    where ${sql.join(where, sql` and `)}
    order by ${ORDER[sort]}
    limit ${limit}`);
  const rows = result.rows.map(
    ({ vendorId: manufacturerId, businessName, city, state, isVerified, isPremium, total: _, ...row }) => ({
      ...withImage(row),
      // D26/D27 figures are added by the service (reviews.reputationOf).
      manufacturer: {
        id: manufacturerId,
        businessName,
        city,
        state,
        isVerified,
        isPremium,
        rating: null,
        responseStats: null,
        takesQuoteRequests: false,
      },
    }),
  );
  return { rows, total: Number(result.rows[0]?.total ?? 0) };
}

export async function findVisibleProductRef(db: Database, id: number) {
  const result = await db.execute<{
    id: number;
    name: string;
    categoryId: number;
    productType: string;
    variety: { id: number; name: string; slug: string } | null;
  }>(sql`
    select p.id, p.name, p.category_id as "categoryId", p.product_type as "productType",
      (select json_build_object('id', sv.id, 'name', sv.name, 'slug', sv.slug) from stone_varieties sv
        where sv.id = p.variety_id and sv.status = 'active') as variety
    from ${VISIBLE} where p.status = 'active' and p.id = ${id}`);
  return result.rows[0];
}

export async function findActiveCategoryRef(db: Database, id: number) {
  const result = await db.execute<{ id: number; name: string }>(
    sql`select id, name from categories where id = ${id} and is_active`,
  );
  return result.rows[0];
}

// ---------------------------------------------------------------- saved comparisons (D22)

const toSaved = (row: typeof savedComparisons.$inferSelect): SavedComparison => ({
  id: String(row.id),
  name: row.name,
  query: row.query as SavedComparisonQuery,
  createdAt: row.createdAt.toISOString(),
});

export async function listSavedComparisons(db: Database, userId: string): Promise<SavedComparison[]> {
  const rows = await db
    .select()
    .from(savedComparisons)
    .where(eq(savedComparisons.userId, userId))
    .orderBy(desc(savedComparisons.createdAt), desc(savedComparisons.id));
  return rows.map(toSaved);
}

/**
 * Inserts a saved comparison unless the user already has `max`; null when at the limit. The user's
 * row is locked for the count and the insert (without it, 80 concurrent saves each counted 49 and
 * stored 80), so concurrent saves of one user take turns.
 */
export async function insertSavedComparisonWithin(
  db: Database,
  userId: string,
  max: number,
  name: string,
  query: SavedComparisonQuery,
): Promise<SavedComparison | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from "user" where id = ${userId} for update`);
    const counted = await tx.execute<{ n: number }>(
      sql`select count(*)::int as n from saved_comparisons where user_id = ${userId}`,
    );
    if (Number(counted.rows[0]?.n ?? 0) >= max) return null;
    const [row] = await tx
      .insert(savedComparisons)
      .values({ userId, name, query: query as Record<string, string> })
      .returning();
    return toSaved(row!);
  });
}

export async function deleteSavedComparison(db: Database, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(savedComparisons)
    .where(and(eq(savedComparisons.id, id), eq(savedComparisons.userId, userId)))
    .returning({ id: savedComparisons.id });
  return rows.length > 0;
}
