// Product writes and who may make them (D9). Media uses it for product images today; the admin and
// manufacturer product editors use the same policy.
import type { AppDeps } from '../../deps';
import { forbidden, notFound } from '../../lib/errors';
import { type Actor, assertSignedIn, hasRole } from '../auth/actor';
import {
  incrementViewCount,
  type ProductOwnership,
  productOwnership,
  setProductImage,
} from './products.queries';

type Deps = Pick<AppDeps, 'db'>;

export type { ProductOwnership };

/**
 * D9: admins manage every product; a vendor only products of a manufacturer it owns
 * (`actor.vendorIds`, active manufacturers only). A product without a manufacturer is no vendor's,
 * whether or not an admin created it (D9 overrules the spec's exception); buyers manage none.
 */
export function canManageProduct(actor: Actor | null, product: Pick<ProductOwnership, 'vendorId'>): boolean {
  if (!actor) return false;
  if (hasRole(actor, 'admin')) return true;
  return product.vendorId !== null && actor.vendorIds.includes(product.vendorId);
}

/** The product an actor is about to change: 401 signed out, 404 unknown, 403 not theirs (D9). */
export async function productToManage(
  deps: Deps,
  actor: Actor | null,
  productId: number,
  refusal = 'You can only change your own products',
): Promise<ProductOwnership> {
  assertSignedIn(actor);
  const product = await productOwnership(deps.db, productId);
  if (!product) throw notFound('Product');
  if (!canManageProduct(actor, product)) throw forbidden(refusal);
  return product;
}

/**
 * Points a product at its image (a stored media row and the URL of its widest rendition), or at none.
 * The caller has checked access with productToManage and releases the image shown before.
 */
export async function setProductImageOf(
  deps: Deps,
  productId: number,
  image: { mediaId: string; url: string } | null,
): Promise<void> {
  await setProductImage(deps.db, productId, image?.mediaId ?? null, image?.url ?? null);
}

/** A buyer opened the product's page (catalog's getProduct): one more view for its manufacturer (D10). */
export async function countProductView(deps: Deps, productId: number): Promise<void> {
  await incrementViewCount(deps.db, productId);
}
