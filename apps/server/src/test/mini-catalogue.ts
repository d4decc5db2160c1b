// A small catalogue for API tests that do not need the demo seed's 120 products and textures:
// two categories, three manufacturers (one suspended) and a handful of products at known prices.
// The two active manufacturers have owner accounts (nobody signs in as them), so quote requests to
// them are taken (D31).
import { randomUUID } from 'node:crypto';

import type { Database } from '../db/client';
import { categories, products, user, vendors } from '../db/schema';

export async function seedMiniCatalogue(db: Database) {
  const owners = await db
    .insert(user)
    .values(
      ['Ramana', 'Rakesh'].map((name) => ({
        id: randomUUID(),
        name,
        email: `owner-${randomUUID()}@example.com`,
        emailVerified: true,
      })),
    )
    .returning({ id: user.id });
  const [black, white] = await db
    .insert(categories)
    .values([
      { name: 'Black Granite', description: 'Black stones' },
      { name: 'White Granite', description: 'White stones' },
    ])
    .returning({ id: categories.id });
  const [ongole, kishangarh, closed] = await db
    .insert(vendors)
    .values([
      {
        businessName: 'Ongole Stone Co',
        ownerUserId: owners[0]!.id,
        ownerName: 'Ramana',
        email: 'ongole@example.com',
        city: 'Ongole',
        state: 'Andhra Pradesh',
        gstinVerified: true,
      },
      {
        businessName: 'Kishangarh Slabs',
        ownerUserId: owners[1]!.id,
        ownerName: 'Rakesh',
        email: 'kg@example.com',
        city: 'Kishangarh',
        state: 'Rajasthan',
      },
      {
        businessName: 'Closed Quarry',
        ownerName: 'Nobody',
        email: 'closed@example.com',
        status: 'suspended',
      },
    ])
    .returning({ id: vendors.id });
  const rows = await db
    .insert(products)
    .values([
      // Prices sit on the spec's band edges (₹100, ₹300, ₹500) to prove the bounds are inclusive.
      {
        name: 'Test Black Galaxy Slab',
        pricePaise: 10000,
        vendorId: ongole!.id,
        categoryId: black!.id,
        materialQuality: 'Export Quality',
        availabilityStatus: 'Available',
      },
      {
        name: 'Test Absolute Black Slab',
        pricePaise: 30000,
        vendorId: kishangarh!.id,
        categoryId: black!.id,
        materialQuality: 'Premium',
        availabilityStatus: 'Limited Stock',
      },
      {
        name: 'Test Black Pearl Tile',
        pricePaise: 9950,
        vendorId: kishangarh!.id,
        categoryId: black!.id,
        materialQuality: 'Commercial',
        availabilityStatus: 'Available',
        productType: 'Tiles',
      },
      {
        name: 'Test Rajasthan Black',
        pricePaise: 50000,
        vendorId: ongole!.id,
        categoryId: black!.id,
        materialQuality: 'Semi-Premium',
        availabilityStatus: 'Out of Stock',
      },
      {
        name: 'Test Kashmir White',
        pricePaise: 62000,
        vendorId: ongole!.id,
        categoryId: white!.id,
        materialQuality: 'Premium',
        availabilityStatus: 'Available',
      },
      {
        name: 'Test Suspended Slab',
        pricePaise: 20000,
        vendorId: ongole!.id,
        categoryId: black!.id,
        status: 'suspended',
      },
      { name: 'Test Closed Vendor Slab', pricePaise: 20000, vendorId: closed!.id, categoryId: black!.id },
    ])
    .returning({ id: products.id });
  const ids = rows.map((r) => r.id);
  return {
    categoryIds: { black: black!.id, white: white!.id },
    vendorIds: { ongole: ongole!.id, kishangarh: kishangarh!.id, closed: closed!.id },
    ownerIds: { ongole: owners[0]!.id, kishangarh: owners[1]!.id },
    /** Visible products, in the order above. */
    productIds: ids.slice(0, 5),
    suspendedProductId: ids[5]!,
    hiddenByManufacturerProductId: ids[6]!,
  };
}
