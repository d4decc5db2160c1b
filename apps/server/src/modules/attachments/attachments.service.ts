// Images attached to a product or a manufacturer's record. Who may change them is the owner
// module's policy (products: D9; manufacturers: D7); the file goes through the media pipeline;
// the record is changed by its owner module's service. This module sits above all three, so
// none of them needs the others (scripts/check-modules.mjs keeps modules free of cycles).
import type { UploadedImage } from '@granite/shared';
import type { AppDeps } from '../../deps';
import type { Actor } from '../../lib/actor';
import { manufacturerForLogo, setManufacturerLogo } from '../manufacturers/manufacturers.service';
import { largestUrl, toImageRef } from '../media/media.pipeline';
import { type ReadUpload, releaseMedia, storeUpload } from '../media/media.service';
import { productToManage, setProductImageOf } from '../products/products.service';

type Deps = Pick<AppDeps, 'db' | 'storage'>;

const ownedProduct = (deps: Deps, actor: Actor | null, productId: number) =>
  productToManage(deps, actor, productId, 'You can only change images of your own products');

export async function replaceProductImage(
  deps: Deps,
  actor: Actor | null,
  input: { productId: number; read: ReadUpload },
): Promise<UploadedImage> {
  const product = await ownedProduct(deps, actor, input.productId);
  const row = await storeUpload(deps, actor!, 'product', input.read);
  await setProductImageOf(deps, product.id, { mediaId: row.id, url: largestUrl(row) });
  if (product.imageMediaId !== row.id) await releaseMedia(deps, product.imageMediaId);
  return { image: toImageRef(row) };
}

export async function removeProductImage(deps: Deps, actor: Actor | null, productId: number): Promise<void> {
  const product = await ownedProduct(deps, actor, productId);
  await setProductImageOf(deps, product.id, null);
  await releaseMedia(deps, product.imageMediaId);
}

export async function replaceManufacturerLogo(
  deps: Deps,
  actor: Actor | null,
  input: { vendorId: number; read: ReadUpload },
): Promise<UploadedImage> {
  const manufacturer = await manufacturerForLogo(deps, actor, input.vendorId);
  const row = await storeUpload(deps, actor!, 'logo', input.read);
  await setManufacturerLogo(deps, manufacturer.id, { mediaId: row.id, url: largestUrl(row) });
  if (manufacturer.logoMediaId !== row.id) await releaseMedia(deps, manufacturer.logoMediaId);
  return { image: toImageRef(row) };
}

export async function removeManufacturerLogo(
  deps: Deps,
  actor: Actor | null,
  manufacturerId: number,
): Promise<void> {
  const manufacturer = await manufacturerForLogo(deps, actor, manufacturerId);
  await setManufacturerLogo(deps, manufacturer.id, null);
  await releaseMedia(deps, manufacturer.logoMediaId);
}
