// Product writes and who may make them (D9). Media uses it for product images today; the admin and
// manufacturer product editors use the same policy.
import type { AppDeps } from '../../deps';
import { type Actor, assertSignedIn, hasRole } from '../../lib/actor';
import { isBotUserAgent } from '../../lib/bots';
import { catalogChanged } from '../../lib/catalog-events';
import { forbidden, notFound } from '../../lib/errors';
import { mayInFirm } from '../access/access.service';
import { replaceMainImage } from './product-editor.queries';
import { type ProductOwnership, productOwnership, recordProductView } from './products.queries';

type Deps = Pick<AppDeps, 'db'>;

export type { ProductOwnership };

/**
 * D9: admins manage every product; a manufacturer only products of a manufacturer it owns
 * (`actor.vendorIds`, active manufacturers only). A product without a manufacturer is no manufacturer's,
 * whether or not an admin created it (D9 overrules the spec's exception); buyers manage none.
 */
export function canManageProduct(actor: Actor | null, product: Pick<ProductOwnership, 'vendorId'>): boolean {
  if (!actor) return false;
  if (hasRole(actor, 'admin')) return true;
  // D46: within the firm, the members whose role keeps the catalogue.
  return product.vendorId !== null && mayInFirm(actor, 'catalogue.write', product.vendorId);
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
 * Makes `image` (a stored media row and the URL of its widest rendition) the product's main image in
 * place of the current one, or (null) removes the main image and the gallery's next one moves up
 * (position 0 of product_images, mirrored in products.image_url). One transaction. The
 * caller has checked access with productToManage and releases the image shown before.
 */
export async function setProductImageOf(
  deps: Deps,
  productId: number,
  image: { mediaId: string; url: string } | null,
): Promise<void> {
  await deps.db.transaction((tx) => replaceMainImage(tx, productId, image));
  catalogChanged(deps);
}

/** Who opened a product page, as the API request tells it (catalog's getProduct passes it on). */
export type ProductViewer = { actor: Actor | null; userAgent: string | undefined };

/**
 * A visitor opened the product's page (catalog's getProduct): one more view for its manufacturer's
 * analytics (D10, D22), unless the visitor is a bot (lib/bots.ts states the rule), an admin, or a
 * user of the product's own manufacturer: their own looks are not buyer interest.
 * Returns whether the view was counted.
 */
export async function countProductView(
  deps: Deps,
  product: { id: number; vendorId: number },
  viewer: ProductViewer,
): Promise<boolean> {
  if (isBotUserAgent(viewer.userAgent)) return false;
  if (hasRole(viewer.actor, 'admin')) return false;
  if (viewer.actor?.vendorIds.includes(product.vendorId)) return false;
  await recordProductView(deps.db, product.id);
  return true;
}
