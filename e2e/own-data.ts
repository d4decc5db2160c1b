// A journey's own data: the firms (manufacturers with an owner account), categories, products and
// lots it reads, made through the API the admin and the manufacturer use, under names no other
// journey uses. The journeys share one server and one demo catalogue and run two files at a time, so
// a journey that reads what others write (a list's total, a category's count, a product's lots and
// the alerts they raise, a manufacturer's requests and orders) makes what it reads here instead of
// borrowing the demo catalogue's. No test-only route is needed: every call is one a person could make.
//
// Journeys that make their own here: catalog (the filtered, sorted and paged list), saved-searches,
// payments, documents, samples, lots, gst and stone-varieties; quote-lifecycle (three firms of one
// category of its own, compared and asked), the Hindi buyer and panel journeys (a firm whose order,
// lot and requests they read), firm-team (two firms of its own, their members, a lot and a request)
// and hindi-storefront (a firm whose product it asks about); buyer's
// comparison request and double-clicked request (firms of its own, so no demo manufacturer gains a
// request). products-admin, visitor-quote, requirements and manufacturer-journey put what they
// make in categories of their own. Every buyer is a new account (fixtures.ts createVerifiedBuyer).
// A journey that reads its new products through the catalogue (the comparison, a manufacturer's
// product list) first waits until the catalogue's API lists them, as a visitor would see them.
//
// Journeys that keep reading the demo catalogue, because no journey writes what they read:
// - The storefront's pages (routes, ssr, seo, pwa, media, hydrate-later, after-hydration, storefront,
//   first-use, api-docs, contact-without-javascript, hindi-storefront's search, buyer's filtered and
//   exported comparison of Black Granite, quote-lifecycle's comparison on a phone): the seeded
//   products, manufacturers and categories. No journey edits or hides a seeded product nor adds one
//   to a demo category, and the buyer's comparison counts the rows of the page it shows, not a total.
// - The catalogue journey's typo search ('galxy') and its unfiltered list (checked to show 12, not
//   for its total): no journey names a product of its own with 'Galaxy'.
// - The panels on a phone (panels-phone, routes' panel rows): the demo manufacturer's panel and the
//   admin's lists, read for their layout (nothing wider than the screen), not their counts.
// - The admin journeys (admin-core, admin-alerts, csrf, manufacturers): they make the records they
//   change (categories, applications, accounts) and read them back by their unique names.
// - admin-content changes site-wide settings (hero title, contact, footer, SEO title), of which a site
//   has one each, for the moment of its check and puts each back in a finally block; no other journey
//   reads those texts (the home page's journeys read the seeded hero images, which it rewrites
//   unchanged).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { api, createVerifiedBuyer, signInAs } from './fixtures';

let made = 0;
/**
 * A tag no other journey (nor this one's retry) has: letters only, so the catalogue's search reads
 * it as one word of its own. Every name made here carries one.
 */
export function uniqueTag(): string {
  made += 1;
  const n = Date.now() * 1000 + (process.pid % 1000) * 10 + (made % 10);
  return n
    .toString(26)
    .split('')
    .map((d) => String.fromCharCode(97 + Number.parseInt(d, 26)))
    .join('');
}

export type OwnProduct = { id: number; name: string; categoryId: number };
export type OwnFirm = {
  id: number;
  businessName: string;
  /** The owner account, signed in on the page given as `owner`. */
  ownerEmail: string;
  products: OwnProduct[];
};

/** A product of a firm of one's own: its name (the tag is added), price in rupees and category. */
export type ProductSpec = { name?: string; price?: number; categoryId?: number; isBestSeller?: boolean };

/** A PIN of each state the journeys place a manufacturer in (its yard's). */
const PIN_OF_STATE: Record<string, string> = {
  'Andhra Pradesh': '523001',
  Karnataka: '560058',
  Rajasthan: '305801',
  'Tamil Nadu': '635126',
};

/**
 * A manufacturer of the journey's own, made by the administrator signed in on `admin` (D7), run by a
 * new verified account that is then signed in on `owner`, with the products asked for (one by
 * default). It is in Ongole, Andhra Pradesh, as the demo manufacturer is, with a GSTIN that passes
 * the check (D14), so GST and papers read as they did; `state` and `gstin` place it elsewhere.
 */
export async function ownManufacturer(
  admin: Page,
  owner: Page,
  options: {
    name?: string;
    ownerName?: string;
    city?: string;
    state?: string;
    gstin?: string;
    products?: ProductSpec[];
  } = {},
): Promise<OwnFirm> {
  const tag = uniqueTag();
  const businessName = `${options.name ?? 'Ongole Stone Yard'} ${tag}`;
  const ownerName = options.ownerName ?? 'Ravi Kumar';
  const ownerEmail = await createVerifiedBuyer(owner, ownerName);
  const firm = await api(admin, 'POST', '/admin/manufacturers', {
    businessName,
    ownerName,
    email: `yard.${tag}@example.com`,
    phone: '+919848012345',
    address: '12 Quarry Road',
    city: options.city ?? 'Ongole',
    state: options.state ?? 'Andhra Pradesh',
    gstin: options.gstin ?? '37AAFCS4821K1Z4',
    gstinVerified: true,
  });
  await api(admin, 'PUT', `/admin/manufacturers/${firm.id}/owner`, { email: ownerEmail });
  // Signed in after the firm is theirs, so the session carries the manufacturer's role.
  await signInAs(owner, ownerEmail);
  // D35: the PIN its goods leave from, which the e-way bill needs (Settings keeps it).
  const profile = await api(owner, 'GET', '/vendor/profile');
  await api(owner, 'PUT', '/vendor/profile', {
    businessName: profile.businessName,
    ownerName: profile.ownerName,
    email: profile.email,
    phone: profile.phone,
    address: profile.address,
    city: profile.city,
    state: profile.state,
    gstin: profile.gstin,
    description: profile.description,
    pincode: PIN_OF_STATE[profile.state as string] ?? '523001',
    version: profile.version,
  });
  const specs = options.products ?? [{}];
  // Products not placed in a category go into one of the firm's own, so no list of the demo
  // catalogue (a category's count, the comparison of Black Granite) shows them.
  const categoryId = specs.every((spec) => spec.categoryId)
    ? undefined
    : (await ownCategory(admin, `${options.name ?? 'Ongole'} Granite`)).id;
  const products: OwnProduct[] = [];
  for (const [i, spec] of specs.entries()) {
    products.push(await ownProduct(admin, firm.id, { categoryId, ...spec }, `${tag}${i || ''}`));
  }
  return { id: firm.id as number, businessName, ownerEmail, products };
}

/**
 * A live product of the firm `manufacturerId`, made by the administrator on `admin`, in a category
 * of its own unless `categoryId` says which.
 */
export async function ownProduct(
  admin: Page,
  manufacturerId: number,
  spec: ProductSpec = {},
  tag = uniqueTag(),
): Promise<OwnProduct> {
  const categoryId = spec.categoryId ?? (await ownCategory(admin)).id;
  const product = await api(admin, 'POST', '/admin/products', {
    name: `${spec.name ?? 'Absolute Black Slab'} ${tag}`,
    price: String(spec.price ?? 150),
    categoryId,
    materialQuality: 'Premium',
    productType: 'Slabs',
    isBestSeller: spec.isBestSeller ?? false,
    vendorId: manufacturerId,
    // D34: polished granite slabs; the e-way bill of an order names it (D35).
    hsn: '68022390',
  });
  expect(product.name).toContain(tag);
  return { id: product.id as number, name: product.name as string, categoryId };
}

/** A category of the journey's own (its counts are its products only), made by the administrator. */
export async function ownCategory(
  admin: Page,
  name = 'Journey Granite',
): Promise<{ id: number; name: string }> {
  const category = await api(admin, 'POST', '/admin/categories', { name: `${name} ${uniqueTag()}` });
  return { id: category.id as number, name: category.name as string };
}

/**
 * A lot of `productId` with `slabs` slabs (3050 × 1830 mm, then 50 mm shorter each), added by the
 * manufacturer signed in on `owner`; its block number is unique.
 */
export async function ownLot(
  owner: Page,
  productId: number,
  options: { slabs?: number; lotNumber?: string; thicknessMm?: number; yardCity?: string } = {},
): Promise<{ id: number; blockNumber: string }> {
  const blockNumber = `B${uniqueTag().slice(-6).toUpperCase()}`;
  const lot = await api(owner, 'POST', '/vendor/lots', {
    productId,
    blockNumber,
    lotNumber: options.lotNumber ?? '1',
    thicknessMm: options.thicknessMm ?? 20,
    finish: 'Polished',
    grade: 'First',
    yardCity: options.yardCity ?? 'Hosur',
  });
  await api(owner, 'POST', `/vendor/lots/${lot.id}/slabs`, {
    rows: Array.from({ length: options.slabs ?? 2 }, (_, i) => ({
      sequence: i + 1,
      length: 3050 - 50 * i,
      width: 1830,
    })),
  });
  return { id: lot.id as number, blockNumber };
}
