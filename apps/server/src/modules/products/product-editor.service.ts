// The product editors of the admin area and the manufacturer panel: one set of
// rules for both. Access first (admins: every product; a manufacturer: only its own manufacturers',
// another's is a 404, D9), then the rules, then the write in one transaction. Admin writes are
// recorded in the activity log in that transaction (D28); edits carry the version they loaded and
// are refused over a newer one (D29). Images removed from a gallery are released once nothing else
// shows them (media.service), after the write commits.
import {
  type AdminBulkProductAction,
  type AdminExportProductsQuery,
  type AdminListProductsQuery,
  type AdminProductInput,
  type AdminProductUpdate,
  type BulkPriceChange,
  type BulkResult,
  type ImageRef,
  type ManufacturerExportProductsQuery,
  type ManufacturerListProductsQuery,
  type ManufacturerProductInput,
  type ManufacturerProductUpdate,
  PRODUCT_LIMITS,
  type ProductAvailabilityChange,
  type ProductManageList,
  type ProductManageRow,
  type ProductManageView,
  type ProductStatusChange,
  type ProductWrite,
} from '@granite/shared';
import type { AppDeps } from '../../deps';
import { type Actor, assertRole } from '../../lib/actor';
import { catalogChanged } from '../../lib/catalog-events';
import { AppError, invalidData, notFound } from '../../lib/errors';
import { actingFor } from '../access/access.service';
import { recordChange } from '../activity/activity.service';
import { largestUrl, toImageRef } from '../media/media.pipeline';
import { releaseMedia } from '../media/media.service';
import { toCsv } from './product-csv';
import {
  categoryForProduct,
  type Db,
  deleteProductsByIds,
  type GalleryImage,
  type GalleryRow,
  galleryOf,
  insertProduct,
  listManagedProducts,
  lockProducts,
  type ManagedProductFilter,
  type ManagedProductRow,
  managedProductById,
  manufacturerForProduct,
  mediaIdsOfProducts,
  type ProductRow,
  type ProductValues,
  productExists,
  productMediaByIds,
  refreshSearchText,
  replaceGallery,
  setPriceOf,
  setStatusOf,
  updateProductVersioned,
  varietyForProduct,
} from './product-editor.queries';

type Deps = Pick<AppDeps, 'db' | 'storage'>;

/** D29: the one conflict answer of an edit over a newer version. */
export const CONFLICT_MESSAGE = 'This record was changed by someone else. Reload to see the latest version.';
const conflict = () => new AppError('conflict', CONFLICT_MESSAGE);

/** Rows an export writes at most (a manufacturer's whole catalogue; the admin's filtered list). */
const EXPORT_MAX_ROWS = 50_000;

// ---------------------------------------------------------------- answers

const imageOf = (id: string | null, variants: GalleryRow['variants']): ImageRef | null =>
  id && variants?.length ? toImageRef({ id, variants }) : null;

function toRow(r: ManagedProductRow): ProductManageRow {
  return {
    id: r.id,
    name: r.name,
    pricePaise: r.pricePaise,
    vendorId: r.vendorId,
    vendorName: r.vendorName,
    vendorStatus: r.vendorStatus as ProductManageRow['vendorStatus'],
    categoryId: r.categoryId,
    categoryName: r.categoryName,
    varietyId: r.varietyId,
    varietyName: r.varietyName,
    status: r.status as ProductManageRow['status'],
    availabilityStatus: r.availabilityStatus as ProductManageRow['availabilityStatus'],
    isBestSeller: r.isBestSeller,
    createdByAdmin: r.createdByAdmin,
    imageUrl: r.imageUrl,
    image: imageOf(r.imageMediaId, r.imageVariants),
    imageCount: r.imageCount || (r.imageUrl ? 1 : 0),
    version: r.version,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

async function toView(db: Db, r: ManagedProductRow): Promise<ProductManageView> {
  const gallery = await galleryOf(db, r);
  return {
    ...toRow(r),
    description: r.description,
    materialQuality: r.materialQuality as ProductManageView['materialQuality'],
    productType: r.productType as ProductManageView['productType'],
    thickness: r.thickness as ProductManageView['thickness'],
    slabSize: r.slabSize as ProductManageView['slabSize'],
    tileSize: r.tileSize as ProductManageView['tileSize'],
    finishType: r.finishType as ProductManageView['finishType'],
    hsn: r.hsn,
    waterAbsorption: r.waterAbsorption,
    application: r.application,
    origin: r.origin,
    colour: r.colour,
    technicalSpecifications: r.technicalSpecifications ?? {},
    gallery: gallery.map((g) => ({
      mediaId: g.mediaId,
      url: g.imageUrl,
      image: imageOf(g.mediaId, g.variants),
    })),
    imageCount: gallery.length,
    viewCount: r.viewCount,
  };
}

async function viewById(db: Db, id: number): Promise<ProductManageView> {
  const row = await managedProductById(db, id);
  if (!row) throw notFound('Product');
  return toView(db, row);
}

/** What the activity log keeps of a product (D28): its fields, not the search vector. */
function snapshot(row: ProductRow | undefined | null): Record<string, unknown> | null {
  if (!row) return null;
  const { searchVector: _v, viewCount: _c, ...fields } = row;
  return fields;
}

// ---------------------------------------------------------------- access

/** D9: a manufacturer sees and changes only its own manufacturers' products; another's is not found. */
async function ownedProduct(deps: Deps, actor: Actor | null, id: number): Promise<ManagedProductRow> {
  assertRole(actor, 'vendor');
  const row = await managedProductById(deps.db, id);
  if (!row || !actor.vendorIds.includes(row.vendorId)) throw notFound('Product');
  return row;
}

async function anyProduct(deps: Deps, actor: Actor | null, id: number): Promise<ManagedProductRow> {
  assertRole(actor, 'admin');
  const row = await managedProductById(deps.db, id);
  if (!row) throw notFound('Product');
  return row;
}

/** The manufacturer a manufacturer's new product belongs to: the one named (theirs) or their only one. */
export function manufacturersManufacturer(actor: Actor, named: number | undefined): number {
  if (named !== undefined) {
    if (!actor.vendorIds.includes(named))
      throw invalidData({ vendorId: 'must be one of your manufacturers' });
    return named;
  }
  if (actor.vendorIds.length === 1) return actor.vendorIds[0]!;
  throw invalidData({ vendorId: 'Please choose a manufacturer' });
}

// ---------------------------------------------------------------- rules of a product write

/**
 * A product only for a known, active manufacturer, a live category and (D32) an active variety or
 * none, each named on refusal; a hidden variety may stay on a product that already had it.
 */
async function checkReferences(
  db: Db,
  write: { vendorId: number; categoryId: number; varietyId?: number | null },
  current?: { vendorId: number; categoryId: number; varietyId?: number | null },
): Promise<void> {
  const fields: Record<string, string> = {};
  if (!current || current.vendorId !== write.vendorId) {
    const manufacturer = await manufacturerForProduct(db, write.vendorId);
    if (!manufacturer || manufacturer.deletedAt) fields.vendorId = 'is not a known manufacturer';
    else if (manufacturer.status !== 'active')
      fields.vendorId = `${manufacturer.businessName} is suspended and cannot list products`;
  }
  if (!current || current.categoryId !== write.categoryId) {
    const category = await categoryForProduct(db, write.categoryId);
    if (!category || category.deletedAt) fields.categoryId = 'is not a known category';
    else if (!category.isActive) fields.categoryId = `${category.name} is not an active category`;
  }
  if (write.varietyId != null && (!current || current.varietyId !== write.varietyId)) {
    const variety = await varietyForProduct(db, write.varietyId);
    if (!variety) fields.varietyId = 'is not a known stone variety';
    else if (variety.status !== 'active')
      fields.varietyId = `${variety.name} is hidden: choose another variety`;
  }
  if (Object.keys(fields).length) throw invalidData(fields);
}

/** The gallery's images, in order, as stored product images (an unknown id is a 400 naming `images`). */
async function resolveGallery(db: Db, ids: string[]): Promise<GalleryImage[]> {
  const rows = await productMediaByIds(db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length) {
    throw invalidData({ images: 'holds an image that was not uploaded as a product image; upload it again' });
  }
  return ids.map((id) => ({ mediaId: id, url: largestUrl(byId.get(id)!) }));
}

function valuesOf(write: ProductWrite): Omit<ProductValues, 'createdByAdmin' | 'status'> {
  const { images: _images, ...fields } = write;
  return fields;
}

/** Releases the images a product no longer shows (kept while any other record shows them). */
async function releaseAll(deps: Deps, mediaIds: Iterable<string | null>): Promise<void> {
  for (const id of new Set(mediaIds)) if (id) await releaseMedia(deps, id);
}

const galleryIds = (rows: GalleryRow[]) => rows.map((r) => r.mediaId).filter((id): id is string => !!id);

// ---------------------------------------------------------------- create, update, delete

async function createProduct(
  deps: Deps,
  write: ProductWrite,
  by: { admin: boolean; actorId: string },
): Promise<ProductManageView> {
  const id = await deps.db.transaction(async (tx) => {
    await checkReferences(tx, write);
    const gallery = await resolveGallery(tx, write.images);
    const row = await insertProduct(tx, { ...valuesOf(write), createdByAdmin: by.admin, status: 'active' });
    await replaceGallery(tx, row.id, gallery);
    await refreshSearchText(tx, { productIds: [row.id] });
    if (by.admin) {
      await recordChange(tx, {
        actorId: by.actorId,
        action: 'product.create',
        entityType: 'product',
        entityId: row.id,
        before: null,
        after: { ...snapshot(row), images: write.images },
      });
    }
    return row.id;
  });
  catalogChanged(deps);
  return viewById(deps.db, id);
}

async function updateProduct(
  deps: Deps,
  current: ManagedProductRow,
  write: ProductWrite & { version: number },
  by: { admin: boolean; actorId: string },
): Promise<ProductManageView> {
  const removed = await deps.db.transaction(async (tx) => {
    await checkReferences(tx, write, current);
    const gallery = await resolveGallery(tx, write.images);
    const before = await galleryOf(tx, current);
    const { version, ...rest } = write;
    const row = await updateProductVersioned(tx, current.id, version, valuesOf(rest));
    if (!row) {
      if (await productExists(tx, current.id)) throw conflict();
      throw notFound('Product');
    }
    await replaceGallery(tx, current.id, gallery);
    await refreshSearchText(tx, { productIds: [current.id] });
    if (by.admin) {
      await recordChange(tx, {
        actorId: by.actorId,
        action: 'product.update',
        entityType: 'product',
        entityId: current.id,
        before: { ...snapshot(current), images: galleryIds(before) },
        after: { ...snapshot(row), images: write.images },
      });
    }
    const kept = new Set(write.images);
    return galleryIds(before).filter((id) => !kept.has(id));
  });
  catalogChanged(deps);
  await releaseAll(deps, removed);
  return viewById(deps.db, current.id);
}

async function deleteProducts(
  deps: Deps,
  ids: number[],
  by: { admin: boolean; actorId: string; action: string },
): Promise<number> {
  const { deleted, images } = await deps.db.transaction(async (tx) => {
    assertAllFound(ids, await lockProducts(tx, ids));
    const images = await mediaIdsOfProducts(tx, ids);
    const rows = await deleteProductsByIds(tx, ids);
    if (by.admin) {
      for (const row of rows) {
        await recordChange(tx, {
          actorId: by.actorId,
          action: by.action,
          entityType: 'product',
          entityId: row.id,
          before: snapshot(row),
          after: null,
        });
      }
    }
    return { deleted: rows.length, images };
  });
  catalogChanged(deps);
  await releaseAll(deps, images);
  return deleted;
}

// ---------------------------------------------------------------- lists and exports

function pageOf(rows: ManagedProductRow[], total: number, page: number, pageSize: number): ProductManageList {
  return { items: rows.map(toRow), page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}

function adminFilter(q: AdminExportProductsQuery): ManagedProductFilter {
  return {
    q: q.q,
    categoryId: q.categoryId,
    status: q.status,
    availability: q.availability,
    vendorIds: q.vendorId === undefined ? undefined : [q.vendorId],
  };
}

function manufacturerFilter(actor: Actor, q: ManufacturerExportProductsQuery): ManagedProductFilter {
  // A manufacturer naming a manufacturer it does not own sees nothing of it (D9), not an error.
  const manufacturerIds =
    q.vendorId === undefined ? actor.vendorIds : actor.vendorIds.filter((id) => id === q.vendorId);
  return {
    q: q.q,
    categoryId: q.categoryId,
    status: q.status,
    availability: q.availability,
    vendorIds: manufacturerIds,
  };
}

export async function listAsAdmin(
  deps: Deps,
  actor: Actor | null,
  query: AdminListProductsQuery,
): Promise<ProductManageList> {
  assertRole(actor, 'admin');
  const { rows, total } = await listManagedProducts(deps.db, adminFilter(query), query, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return pageOf(rows, total, query.page, query.pageSize);
}

export async function listAsManufacturer(
  deps: Deps,
  actor: Actor | null,
  query: ManufacturerListProductsQuery,
): Promise<ProductManageList> {
  assertRole(actor, 'vendor');
  const { rows, total } = await listManagedProducts(deps.db, manufacturerFilter(actor, query), query, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return pageOf(rows, total, query.page, query.pageSize);
}

const EXPORT_COLUMNS = [
  'id',
  'name',
  'manufacturer',
  'category',
  'variety',
  'price_per_sqft',
  'status',
  'availability_status',
  'material_quality',
  'product_type',
  'thickness',
  'slab_size',
  'tile_size',
  'finish_type',
  'water_absorption',
  'application',
  'origin',
  'colour',
  'hsn',
  'best_seller',
  'description',
  'image_url',
  'updated_at',
] as const;

function exportCsv(rows: ManagedProductRow[]): string {
  return toCsv(
    EXPORT_COLUMNS,
    rows.map((r) => [
      r.id,
      r.name,
      r.vendorName,
      r.categoryName,
      r.varietyName,
      (r.pricePaise / 100).toFixed(2),
      r.status,
      r.availabilityStatus,
      r.materialQuality,
      r.productType,
      r.thickness,
      r.slabSize,
      r.tileSize,
      r.finishType,
      r.waterAbsorption,
      r.application,
      r.origin,
      r.colour,
      r.hsn,
      r.isBestSeller,
      r.description,
      r.imageUrl,
      r.updatedAt.toISOString(),
    ]),
  );
}

export async function exportAsAdmin(
  deps: Deps,
  actor: Actor | null,
  query: AdminExportProductsQuery,
): Promise<string> {
  assertRole(actor, 'admin');
  const { rows } = await listManagedProducts(deps.db, adminFilter(query), query, {
    limit: EXPORT_MAX_ROWS,
    offset: 0,
  });
  return exportCsv(rows);
}

export async function exportAsManufacturer(
  deps: Deps,
  actor: Actor | null,
  query: ManufacturerExportProductsQuery,
): Promise<string> {
  assertRole(actor, 'vendor');
  const { rows } = await listManagedProducts(deps.db, manufacturerFilter(actor, query), query, {
    limit: EXPORT_MAX_ROWS,
    offset: 0,
  });
  return exportCsv(rows);
}

// ---------------------------------------------------------------- admin

export async function getAsAdmin(deps: Deps, actor: Actor | null, id: number): Promise<ProductManageView> {
  return toView(deps.db, await anyProduct(deps, actor, id));
}

export async function createAsAdmin(
  deps: Deps,
  actor: Actor | null,
  input: AdminProductInput,
): Promise<ProductManageView> {
  assertRole(actor, 'admin');
  return createProduct(deps, input, { admin: true, actorId: actor.userId });
}

export async function updateAsAdmin(
  deps: Deps,
  actor: Actor | null,
  id: number,
  input: AdminProductUpdate,
): Promise<ProductManageView> {
  const current = await anyProduct(deps, actor, id);
  return updateProduct(deps, current, input, { admin: true, actorId: actor!.userId });
}

export async function deleteAsAdmin(deps: Deps, actor: Actor | null, id: number): Promise<void> {
  await anyProduct(deps, actor, id);
  await deleteProducts(deps, [id], { admin: true, actorId: actor!.userId, action: 'product.delete' });
}

/** Admin spec 4: the status toggle (suspended products leave the public site at once). */
export async function setStatusAsAdmin(
  deps: Deps,
  actor: Actor | null,
  id: number,
  change: ProductStatusChange,
): Promise<ProductManageView> {
  const current = await anyProduct(deps, actor, id);
  await deps.db.transaction(async (tx) => {
    const row = await updateProductVersioned(tx, id, change.version, { status: change.status });
    if (!row) throw (await productExists(tx, id)) ? conflict() : notFound('Product');
    await recordChange(tx, {
      actorId: actor!.userId,
      action: change.status === 'suspended' ? 'product.suspend' : 'product.activate',
      entityType: 'product',
      entityId: id,
      before: { status: current.status },
      after: { status: row.status },
    });
  });
  catalogChanged(deps);
  return viewById(deps.db, id);
}

/** Admins: suspend, activate or delete the selected products, all or none. */
export async function bulkAsAdmin(
  deps: Deps,
  actor: Actor | null,
  body: AdminBulkProductAction,
): Promise<BulkResult> {
  assertRole(actor, 'admin');
  if (body.action === 'delete') {
    return {
      affected: await deleteProducts(deps, body.ids, {
        admin: true,
        actorId: actor.userId,
        action: 'product.delete',
      }),
    };
  }
  const status = body.action === 'suspend' ? 'suspended' : 'active';
  const affected = await deps.db.transaction(async (tx) => {
    const rows = await lockProducts(tx, body.ids);
    assertAllFound(body.ids, rows);
    const changing = rows.filter((r) => r.status !== status);
    await setStatusOf(
      tx,
      changing.map((r) => r.id),
      status,
    );
    for (const row of changing) {
      await recordChange(tx, {
        actorId: actor.userId,
        action: `product.${body.action}`,
        entityType: 'product',
        entityId: row.id,
        before: { status: row.status },
        after: { status },
        metadata: { bulk: true },
      });
    }
    return changing.length;
  });
  catalogChanged(deps);
  return { affected };
}

function assertAllFound(ids: number[], rows: { id: number }[]): void {
  const found = new Set(rows.map((r) => r.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length)
    throw new AppError('not_found', `Product not found: ${missing.join(', ')}`, {
      ids: `unknown: ${missing.join(', ')}`,
    });
}

// ---------------------------------------------------------------- manufacturer panel (D9)

export async function getAsManufacturer(
  deps: Deps,
  actor: Actor | null,
  id: number,
): Promise<ProductManageView> {
  return toView(deps.db, await ownedProduct(deps, actor, id));
}

export async function createAsManufacturer(
  deps: Deps,
  actor: Actor | null,
  input: ManufacturerProductInput,
): Promise<ProductManageView> {
  const keeper = actingFor(actor, 'catalogue.write');
  const manufacturerId = manufacturersManufacturer(keeper, input.vendorId);
  // "Best Seller" is the marketplace's word on a product (admins), never the manufacturer's own.
  return createProduct(
    deps,
    { ...input, isBestSeller: false, vendorId: manufacturerId },
    { admin: false, actorId: keeper.userId },
  );
}

export async function updateAsManufacturer(
  deps: Deps,
  actor: Actor | null,
  id: number,
  input: ManufacturerProductUpdate,
): Promise<ProductManageView> {
  const keeper = actingFor(actor, 'catalogue.write');
  const current = await ownedProduct(deps, keeper, id);
  const manufacturerId =
    input.vendorId === undefined ? current.vendorId : manufacturersManufacturer(keeper, input.vendorId);
  return updateProduct(
    deps,
    current,
    // "Best Seller" stays as the marketplace set it, whatever the manufacturer's form sends.
    { ...input, isBestSeller: current.isBestSeller, vendorId: manufacturerId },
    { admin: false, actorId: actor!.userId },
  );
}

export async function deleteAsManufacturer(deps: Deps, actor: Actor | null, id: number): Promise<void> {
  await ownedProduct(deps, actingFor(actor, 'catalogue.write'), id);
  await deleteProducts(deps, [id], { admin: false, actorId: actor!.userId, action: 'product.delete' });
}

/** The panel's "duplicate as new": every field and the gallery, named "… (copy)", for the owner to edit. */
export async function duplicateAsManufacturer(
  deps: Deps,
  actor: Actor | null,
  id: number,
): Promise<ProductManageView> {
  const source = await ownedProduct(deps, actingFor(actor, 'catalogue.write'), id);
  const copyId = await deps.db.transaction(async (tx) => {
    await checkReferences(tx, source);
    const gallery = await galleryOf(tx, source);
    const suffix = ' (copy)';
    const name = `${source.name.slice(0, PRODUCT_LIMITS.nameMaxLength - suffix.length)}${suffix}`;
    const row = await insertProduct(tx, {
      name,
      pricePaise: source.pricePaise,
      vendorId: source.vendorId,
      categoryId: source.categoryId,
      varietyId: source.varietyId,
      description: source.description,
      isBestSeller: false,
      materialQuality: source.materialQuality,
      productType: source.productType,
      thickness: source.thickness,
      slabSize: source.slabSize,
      tileSize: source.tileSize,
      finishType: source.finishType,
      hsn: source.hsn,
      waterAbsorption: source.waterAbsorption,
      application: source.application,
      origin: source.origin,
      colour: source.colour,
      availabilityStatus: source.availabilityStatus,
      technicalSpecifications: source.technicalSpecifications,
      createdByAdmin: false,
      status: 'active',
    });
    await replaceGallery(
      tx,
      row.id,
      gallery.map((g) => ({ mediaId: g.mediaId, url: g.imageUrl })),
    );
    await refreshSearchText(tx, { productIds: [row.id] });
    return row.id;
  });
  catalogChanged(deps);
  return viewById(deps.db, copyId);
}

/** The quick availability change of a row (no form, so any version; it still bumps it). */
export async function setAvailabilityAsManufacturer(
  deps: Deps,
  actor: Actor | null,
  id: number,
  change: ProductAvailabilityChange,
): Promise<ProductManageView> {
  await ownedProduct(deps, actingFor(actor, 'catalogue.write'), id);
  const row = await updateProductVersioned(deps.db, id, change.version, {
    availabilityStatus: change.availabilityStatus,
  });
  if (!row) throw (await productExists(deps.db, id)) ? conflict() : notFound('Product');
  catalogChanged(deps);
  return viewById(deps.db, id);
}

/** The new price of a bulk change, in paise (rounded to the paisa). */
export function changedPrice(pricePaise: number, change: Pick<BulkPriceChange, 'mode' | 'value'>): number {
  return change.mode === 'percent'
    ? Math.round(pricePaise * (1 + change.value / 100))
    : pricePaise + Math.round(change.value * 100);
}

/** A percentage or an amount on the selected products, all or none. */
export async function bulkPriceAsManufacturer(
  deps: Deps,
  actor: Actor | null,
  body: BulkPriceChange,
): Promise<BulkResult> {
  const keeper = actingFor(actor, 'catalogue.write');
  const affected = await deps.db.transaction(async (tx) => {
    const rows = await lockProducts(tx, body.ids);
    // D9: another manufacturer's id is "not found", exactly like an id that does not exist.
    assertAllFound(
      body.ids,
      rows.filter((r) => keeper.vendorIds.includes(r.vendorId)),
    );
    const refused: string[] = [];
    for (const row of rows) {
      const price = changedPrice(row.pricePaise, body);
      if (price <= 0 || price > PRODUCT_LIMITS.maxPriceRupees * 100) refused.push(row.name);
      else await setPriceOf(tx, row.id, price);
    }
    if (refused.length) {
      const which =
        refused.slice(0, 3).join(', ') + (refused.length > 3 ? ` and ${refused.length - 3} more` : '');
      throw invalidData({
        value: `would take the price of ${which} to ₹0 or less, or over the maximum; nothing was changed`,
      });
    }
    return rows.length;
  });
  catalogChanged(deps);
  return { affected };
}

/**
 * D32: re-derives the search words of the products a category, variety or manufacturer rename
 * touches (their names are search words; see refreshSearchText), or of the given products.
 */
export async function refreshProductSearchText(
  deps: Pick<AppDeps, 'db'>,
  scope: { productIds?: number[]; categoryId?: number; varietyId?: number; vendorId?: number },
): Promise<void> {
  await refreshSearchText(deps.db, scope);
  catalogChanged(deps);
}
