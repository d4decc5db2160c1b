// The only place the product editors (admin and manufacturer areas) touch the database: product rows,
// their gallery (product_images, position 0 mirrored in products.image_url/image_media_id) and the
// manufacturer and category rows a product write has to check. Every function takes a `Db`, which
// may be an open transaction: the service decides what commits together.
import type { ProductManageSort } from '@granite/shared';
import { and, asc, desc, eq, gt, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { categories, media, productImages, products, stoneVarieties, vendors } from '../../db/schema';

export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
export type TransactionRunner = Pick<Database, 'transaction'>;

export type ProductRow = typeof products.$inferSelect;
export type ProductValues = Omit<
  typeof products.$inferInsert,
  'id' | 'version' | 'searchVector' | 'createdAt' | 'updatedAt' | 'viewCount'
>;
type MediaVariants = (typeof media.$inferSelect)['variants'];

/** A product row joined with what the editors show beside it. */
export type ManagedProductRow = ProductRow & {
  vendorName: string;
  vendorStatus: string;
  categoryName: string;
  varietyName: string | null;
  imageVariants: MediaVariants | null;
  imageCount: number;
};

export type ManagedProductFilter = {
  q?: string;
  categoryId?: number;
  status?: string;
  availability?: string;
  /** Only these manufacturers' products (a manufacturer's own, D9); undefined for admins. */
  vendorIds?: number[];
};

/** LIKE pattern of a search text: its own % and _ match themselves. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(f: ManagedProductFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (f.q) {
    const pattern = contains(f.q);
    conditions.push(or(ilike(products.name, pattern), ilike(vendors.businessName, pattern)));
  }
  if (f.categoryId !== undefined) conditions.push(eq(products.categoryId, f.categoryId));
  if (f.status) conditions.push(eq(products.status, f.status));
  if (f.availability) conditions.push(eq(products.availabilityStatus, f.availability));
  if (f.vendorIds) conditions.push(inArray(products.vendorId, f.vendorIds.length ? f.vendorIds : [-1]));
  return and(...conditions);
}

const SORT_COLUMNS: Record<ProductManageSort, SQL | AnyPgColumn> = {
  name: sql`lower(${products.name})`,
  price: products.pricePaise,
  manufacturer: sql`lower(${vendors.businessName})`,
  category: sql`lower(${categories.name})`,
  updatedAt: products.updatedAt,
  createdAt: products.createdAt,
};

const imageCount = sql<number>`(select count(*)::int from ${productImages} where ${productImages.productId} = ${products.id})`;

function managedSelect(db: Db) {
  return db
    .select({
      product: products,
      vendorName: vendors.businessName,
      vendorStatus: vendors.status,
      categoryName: categories.name,
      varietyName: stoneVarieties.name,
      imageVariants: media.variants,
      imageCount,
    })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(stoneVarieties, eq(stoneVarieties.id, products.varietyId))
    .leftJoin(media, eq(media.id, products.imageMediaId));
}

type SelectedRow = {
  product: ProductRow;
  vendorName: string;
  vendorStatus: string;
  categoryName: string;
  varietyName: string | null;
  imageVariants: MediaVariants | null;
  imageCount: number;
};

const flatten = (r: SelectedRow): ManagedProductRow => ({
  ...r.product,
  vendorName: r.vendorName,
  vendorStatus: r.vendorStatus,
  categoryName: r.categoryName,
  varietyName: r.varietyName,
  imageVariants: r.imageVariants,
  imageCount: Number(r.imageCount),
});

/** One page of the editors' product table, and how many rows match in all. */
export async function listManagedProducts(
  db: Db,
  filter: ManagedProductFilter,
  order: { sort: ProductManageSort; dir: 'asc' | 'desc' },
  window: { limit: number; offset: number },
): Promise<{ rows: ManagedProductRow[]; total: number }> {
  const where = whereOf(filter);
  const by = order.dir === 'asc' ? asc : desc;
  const rows = await managedSelect(db)
    .where(where)
    .orderBy(by(SORT_COLUMNS[order.sort]), by(products.id))
    .limit(window.limit)
    .offset(window.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where);
  return { rows: rows.map(flatten), total: Number(count?.n ?? 0) };
}

export async function managedProductById(db: Db, id: number): Promise<ManagedProductRow | undefined> {
  const [row] = await managedSelect(db).where(eq(products.id, id)).limit(1);
  return row ? flatten(row) : undefined;
}

/** Products among `ids`, with their manufacturer (bulk actions check every one before writing). */
export async function productsByIds(db: Db, ids: number[]): Promise<ProductRow[]> {
  if (!ids.length) return [];
  return db.select().from(products).where(inArray(products.id, ids));
}

/** Locks the rows for the rest of the transaction, so two bulk changes do not interleave. */
export async function lockProducts(db: Db, ids: number[]): Promise<ProductRow[]> {
  if (!ids.length) return [];
  return db.select().from(products).where(inArray(products.id, ids)).orderBy(products.id).for('update');
}

export async function insertProduct(db: Db, values: ProductValues): Promise<ProductRow> {
  const [row] = await db.insert(products).values(values).returning();
  return row!;
}

/**
 * D29: writes only over the version the editor loaded (`expected` undefined: any version, for quick
 * changes that do not come from a form); bumps the version. Undefined when no row matched.
 */
export async function updateProductVersioned(
  db: Db,
  id: number,
  expected: number | undefined,
  values: Partial<ProductValues>,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({ ...values, version: sql`${products.version} + 1`, updatedAt: new Date() })
    .where(
      expected === undefined ? eq(products.id, id) : and(eq(products.id, id), eq(products.version, expected)),
    )
    .returning();
  return row;
}

export async function productExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).where(eq(products.id, id)).limit(1);
  return rows.length > 0;
}

export async function deleteProductsByIds(db: Db, ids: number[]): Promise<ProductRow[]> {
  if (!ids.length) return [];
  return db.delete(products).where(inArray(products.id, ids)).returning();
}

export async function setStatusOf(db: Db, ids: number[], status: string): Promise<number> {
  if (!ids.length) return 0;
  const rows = await db
    .update(products)
    .set({ status, version: sql`${products.version} + 1`, updatedAt: new Date() })
    .where(inArray(products.id, ids))
    .returning({ id: products.id });
  return rows.length;
}

export async function setPriceOf(db: Db, id: number, pricePaise: number): Promise<void> {
  await db
    .update(products)
    .set({ pricePaise, version: sql`${products.version} + 1`, updatedAt: new Date() })
    .where(eq(products.id, id));
}

// ---------------------------------------------------------------- gallery

export type GalleryRow = {
  mediaId: string | null;
  imageUrl: string;
  position: number;
  variants: MediaVariants | null;
};

/** The gallery in order; a product saved before galleries existed shows its one image. */
export async function galleryOf(db: Db, product: Pick<ProductRow, 'id' | 'imageUrl' | 'imageMediaId'>) {
  const rows: GalleryRow[] = await db
    .select({
      mediaId: productImages.mediaId,
      imageUrl: productImages.imageUrl,
      position: productImages.position,
      variants: media.variants,
    })
    .from(productImages)
    .leftJoin(media, eq(media.id, productImages.mediaId))
    .where(eq(productImages.productId, product.id))
    .orderBy(asc(productImages.position), asc(productImages.id));
  if (rows.length || !product.imageUrl) return rows;
  const [main] = product.imageMediaId
    ? await db.select({ variants: media.variants }).from(media).where(eq(media.id, product.imageMediaId))
    : [];
  return [
    {
      mediaId: product.imageMediaId,
      imageUrl: product.imageUrl,
      position: 0,
      variants: main?.variants ?? null,
    },
  ];
}

/** The stored product images among `ids` (an unknown id or another kind is simply missing). */
export async function productMediaByIds(db: Db, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select()
    .from(media)
    .where(and(inArray(media.id, ids), eq(media.kind, 'product')));
}

export type GalleryImage = { mediaId: string | null; url: string };

/**
 * Replaces the whole gallery with `images` in order and mirrors the first into the product row.
 * Setting image_url always (even to the same value) bumps the catalogue version through its trigger,
 * so a reordered gallery reaches the public site within a second too.
 */
export async function replaceGallery(db: Db, productId: number, images: GalleryImage[]): Promise<void> {
  await db.delete(productImages).where(eq(productImages.productId, productId));
  if (images.length) {
    await db
      .insert(productImages)
      .values(
        images.map((img, position) => ({ productId, mediaId: img.mediaId, imageUrl: img.url, position })),
      );
  }
  const main = images[0];
  await db
    .update(products)
    .set({ imageMediaId: main?.mediaId ?? null, imageUrl: main?.url ?? null, updatedAt: new Date() })
    .where(eq(products.id, productId));
}

/**
 * The one-image operations (PUT/DELETE /products/:id/image): `image` becomes the main image in place
 * of the current one, or (null) the main image is removed and the next one moves up.
 */
export async function replaceMainImage(db: Db, productId: number, image: GalleryImage | null): Promise<void> {
  await db
    .delete(productImages)
    .where(and(eq(productImages.productId, productId), eq(productImages.position, 0)));
  if (image) {
    await db
      .insert(productImages)
      .values({ productId, mediaId: image.mediaId, imageUrl: image.url, position: 0 });
  } else {
    await db
      .update(productImages)
      .set({ position: sql`${productImages.position} - 1` })
      .where(and(eq(productImages.productId, productId), gt(productImages.position, 0)));
  }
  const [main] = await db
    .select({ mediaId: productImages.mediaId, imageUrl: productImages.imageUrl })
    .from(productImages)
    .where(and(eq(productImages.productId, productId), eq(productImages.position, 0)))
    .limit(1);
  await db
    .update(products)
    .set({ imageMediaId: main?.mediaId ?? null, imageUrl: main?.imageUrl ?? null, updatedAt: new Date() })
    .where(eq(products.id, productId));
}

/** Every stored image a set of products shows (to release the ones nothing else shows once they are gone). */
export async function mediaIdsOfProducts(db: Db, ids: number[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ mediaId: productImages.mediaId })
    .from(productImages)
    .where(inArray(productImages.productId, ids));
  const mains = await db
    .select({ mediaId: products.imageMediaId })
    .from(products)
    .where(inArray(products.id, ids));
  return [...new Set([...rows, ...mains].map((r) => r.mediaId).filter((id): id is string => !!id))];
}

// ---------------------------------------------------------------- what a product points at

export async function manufacturerForProduct(db: Db, manufacturerId: number) {
  const [row] = await db
    .select({
      id: vendors.id,
      businessName: vendors.businessName,
      status: vendors.status,
      deletedAt: vendors.deletedAt,
    })
    .from(vendors)
    .where(eq(vendors.id, manufacturerId))
    .limit(1);
  return row;
}

export async function categoryForProduct(db: Db, categoryId: number) {
  const [row] = await db
    .select({
      id: categories.id,
      name: categories.name,
      isActive: categories.isActive,
      deletedAt: categories.deletedAt,
    })
    .from(categories)
    .where(eq(categories.id, categoryId))
    .limit(1);
  return row;
}

/** D32: the variety a product names (hidden ones may stay on the products that had them). */
export async function varietyForProduct(db: Db, varietyId: number) {
  const [row] = await db
    .select({ id: stoneVarieties.id, name: stoneVarieties.name, status: stoneVarieties.status })
    .from(stoneVarieties)
    .where(eq(stoneVarieties.id, varietyId))
    .limit(1);
  return row;
}

/** D32: the active varieties with their other names (the CSV import names varieties, not ids). */
export async function activeVarieties(db: Db): Promise<{ id: number; name: string; aliases: string[] }[]> {
  return db
    .select({ id: stoneVarieties.id, name: stoneVarieties.name, aliases: stoneVarieties.aliases })
    .from(stoneVarieties)
    .where(eq(stoneVarieties.status, 'active'));
}

/**
 * The products' search words with their category and variety names (and the variety's other names)
 * at weight C. Migration 0003's trigger builds the vector from the product's own columns and its
 * manufacturer's name only; a migration may not change it in this round, so every write that can
 * change those words (a product write, an import, a category or variety rename, a manufacturer
 * rename) calls this after it, and the seed once. The trigger only fires on its own columns, so
 * writing search_vector here is not undone; the search_words and catalog_changes triggers follow it.
 * Rows whose vector is already right are left alone.
 */
export async function refreshSearchText(
  db: Db,
  scope: { productIds?: number[]; categoryId?: number; varietyId?: number; vendorId?: number },
): Promise<void> {
  const where: SQL[] = [];
  if (scope.productIds) {
    if (!scope.productIds.length) return;
    where.push(sql`p.id = any(${`{${scope.productIds.join(',')}}`}::int[])`);
  }
  if (scope.categoryId !== undefined) where.push(sql`p.category_id = ${scope.categoryId}`);
  if (scope.varietyId !== undefined) where.push(sql`p.variety_id = ${scope.varietyId}`);
  if (scope.vendorId !== undefined) where.push(sql`p.vendor_id = ${scope.vendorId}`);
  const filter = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  await db.execute(sql`
    with t as (
      select p.id,
        setweight(to_tsvector('simple', coalesce(p.name, '')), 'A') ||
        setweight(to_tsvector('simple', coalesce((select v.business_name from vendors v where v.id = p.vendor_id), '')), 'B') ||
        setweight(to_tsvector('simple', concat_ws(' ', p.colour, p.origin, p.material_quality,
          (select c.name from categories c where c.id = p.category_id),
          (select sv.name || ' ' || array_to_string(sv.aliases, ' ') from stone_varieties sv
            where sv.id = p.variety_id and sv.status = 'active'))), 'C') ||
        setweight(to_tsvector('simple', coalesce(p.description, '')), 'D') as vector
      from products p ${filter}
    )
    update products p set search_vector = t.vector from t
    where p.id = t.id and p.search_vector is distinct from t.vector`);
}

/** Live categories by lower-cased name (the CSV import names categories, not ids). */
export async function liveCategories(db: Db): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.isActive, true), isNull(categories.deletedAt)));
}

export async function insertProducts(db: Db, rows: ProductValues[]): Promise<number[]> {
  if (!rows.length) return [];
  const inserted = await db.insert(products).values(rows).returning({ id: products.id });
  return inserted.map((r) => r.id);
}
