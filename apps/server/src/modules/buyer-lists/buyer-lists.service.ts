// A signed-in buyer's wishlist, comparison and saved comparisons (storefront 2.7, 2.9, 2.10, 5;
// D15, D22), plus the public manufacturer comparison (2.9). Every list call needs a session.
import {
  type BuyerList,
  type BuyerListView,
  COMPARISON_MAX,
  COMPARISON_MAX_ROWS,
  COMPARISON_PRICE_BANDS,
  type CreateSavedComparison,
  rupeesToPaise,
  SAVED_COMPARISONS_MAX,
  type SavedComparison,
  type StoreComparison,
  type StoreComparisonQuery,
  WISHLIST_MAX,
} from '@granite/shared';
import type { AppDeps } from '../../deps';
import { type Actor, assertSignedIn } from '../../lib/actor';
import { AppError, notFound } from '../../lib/errors';
import { manufacturersTakingQuoteRequests } from '../manufacturers/manufacturers.service';
import { reputationOf } from '../reviews/reviews.service';
import {
  addToList,
  clearList,
  deleteSavedComparison,
  findActiveCategoryRef,
  findVisibleProductRef,
  insertSavedComparisonWithin,
  listComparisonRows,
  listSavedComparisons,
  readList,
  removeFromList,
  visibleProductIds,
} from './buyer-lists.queries';

type Deps = Pick<AppDeps, 'db'>;

const LIST_MAX: Record<BuyerList, number> = { wishlist: WISHLIST_MAX, comparison: COMPARISON_MAX };

const limitMessage = (list: BuyerList) =>
  list === 'comparison'
    ? `You can compare up to ${COMPARISON_MAX} products at a time`
    : `Your wishlist can hold up to ${WISHLIST_MAX} products`;

export async function getList(deps: Deps, actor: Actor | null, list: BuyerList): Promise<BuyerListView> {
  assertSignedIn(actor);
  return { items: await readList(deps.db, list, actor.userId) };
}

/** Adding what is already there changes nothing (spec 5); a full comparison is a 409. */
export async function addItem(
  deps: Deps,
  actor: Actor | null,
  list: BuyerList,
  productId: number,
): Promise<BuyerListView> {
  assertSignedIn(actor);
  if (!(await visibleProductIds(deps.db, [productId])).has(productId)) throw notFound('Product');
  const { rejected } = await addToList(deps.db, list, actor.userId, [productId], LIST_MAX[list]);
  if (rejected.length) throw new AppError('conflict', limitMessage(list));
  return getList(deps, actor, list);
}

export async function removeItem(
  deps: Deps,
  actor: Actor | null,
  list: BuyerList,
  productId: number,
): Promise<BuyerListView> {
  assertSignedIn(actor);
  await removeFromList(deps.db, list, actor.userId, productId);
  return getList(deps, actor, list);
}

export async function clearItems(deps: Deps, actor: Actor | null, list: BuyerList): Promise<BuyerListView> {
  assertSignedIn(actor);
  await clearList(deps.db, list, actor.userId);
  return { items: [] };
}

/**
 * At sign-in the browser's list joins the account's: the account's items keep their places, the
 * browser's are added after them, duplicates and products no longer listed are skipped, and the
 * comparison stops at its limit. The answer is the merged list the browser then keeps.
 */
export async function mergeItems(
  deps: Deps,
  actor: Actor | null,
  list: BuyerList,
  productIds: number[],
): Promise<BuyerListView & { skipped: number[] }> {
  assertSignedIn(actor);
  const visible = await visibleProductIds(deps.db, productIds);
  const unique = [...new Set(productIds)].filter((id) => visible.has(id));
  const { rejected } = await addToList(deps.db, list, actor.userId, unique, LIST_MAX[list]);
  return { ...(await getList(deps, actor, list)), skipped: rejected };
}

// ---------------------------------------------------------------- manufacturer comparison

/** D32: the product types compared with a product's: 'Both' (slabs and tiles) sits with either. */
function comparableTypes(type: string): string[] {
  if (type === 'Slabs' || type === 'Tiles') return [type, 'Both'];
  if (type === 'Both') return ['Slabs', 'Tiles', 'Both'];
  return [type];
}

/** Spec 2.9 from live data: filters on the server, at most COMPARISON_MAX_ROWS rows back. */
export async function getComparison(deps: Deps, query: StoreComparisonQuery): Promise<StoreComparison> {
  const product =
    query.product === undefined ? undefined : await findVisibleProductRef(deps.db, query.product);
  if (query.product !== undefined && !product) throw notFound('Product');
  // D32: a product with a variety compares against every manufacturer's offer of that variety in a
  // product type a buyer would weigh against it (Both stands for slabs and tiles); without one, its
  // category, as before varieties existed.
  const variety = product?.variety ?? null;
  const categoryId = query.category ?? product?.categoryId;
  const category = categoryId === undefined ? undefined : await findActiveCategoryRef(deps.db, categoryId);
  if (categoryId !== undefined && !category) throw notFound('Category');
  const band = COMPARISON_PRICE_BANDS.find((b) => b.key === query.price)!;
  const { rows, total } = await listComparisonRows(
    deps.db,
    {
      categoryId: variety ? undefined : categoryId,
      varietyId: variety?.id,
      productTypes: variety && product ? comparableTypes(product.productType) : undefined,
      // Inclusive at both bounds (spec 2.9): ₹100 is both 'Under ₹100' and '₹100-₹300'.
      minPricePaise: rupeesToPaise(band.min),
      maxPricePaise: rupeesToPaise(band.max),
      quality: query.quality === 'all' ? undefined : query.quality,
      availability: query.availability === 'all' ? undefined : query.availability,
    },
    query.sort,
    COMPARISON_MAX_ROWS,
  );
  // D26/D27: each manufacturer's rating and response figures, where they exist.
  const reputation = await reputationOf(
    deps,
    rows.map((r) => r.manufacturer.id),
  );
  // D31: whether each manufacturer can be asked for a quote (the manufacturers module decides).
  const taking = await manufacturersTakingQuoteRequests(
    deps,
    rows.map((r) => r.manufacturer.id),
  );
  for (const row of rows) {
    const r = reputation.get(row.manufacturer.id);
    row.manufacturer.rating = r?.rating ?? null;
    row.manufacturer.responseStats = r?.responseStats ?? null;
    row.manufacturer.takesQuoteRequests = taking.has(row.manufacturer.id);
  }
  return {
    product: product ? { id: product.id, name: product.name, categoryId: product.categoryId } : null,
    category: category ? { id: category.id, name: category.name } : null,
    variety,
    rows,
    total,
  };
}

// ---------------------------------------------------------------- saved comparisons (D22)

export async function listSaved(deps: Deps, actor: Actor | null): Promise<{ items: SavedComparison[] }> {
  assertSignedIn(actor);
  return { items: await listSavedComparisons(deps.db, actor.userId) };
}

export async function saveComparison(
  deps: Deps,
  actor: Actor | null,
  input: CreateSavedComparison,
): Promise<SavedComparison> {
  assertSignedIn(actor);
  const saved = await insertSavedComparisonWithin(
    deps.db,
    actor.userId,
    SAVED_COMPARISONS_MAX,
    input.name,
    input.query,
  );
  if (!saved) {
    throw new AppError(
      'conflict',
      `You can keep up to ${SAVED_COMPARISONS_MAX} saved comparisons. Please delete one first.`,
    );
  }
  return saved;
}

export async function deleteSaved(deps: Deps, actor: Actor | null, id: number): Promise<void> {
  assertSignedIn(actor);
  if (!(await deleteSavedComparison(deps.db, actor.userId, id))) throw notFound('Saved comparison');
}
