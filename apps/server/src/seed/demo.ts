import {
  AVAILABILITY_STATUSES,
  type Finish,
  gstinCheckChar,
  type ProductType,
  SLAB_SIZES,
  type Thickness,
  TILE_SIZES,
  varietySlug,
} from '@granite/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { categories, products, stoneVarieties, vendors } from '../db/schema';
import type { AppDeps } from '../deps';
import { largestUrl } from '../modules/media/media.pipeline';
import { refreshSearchText } from '../modules/products/product-editor.queries';
import { SEED_CATEGORIES, SEED_MANUFACTURERS, SEED_STONE_VARIETIES, SEED_VARIETIES } from './catalogue';
import { DEMO_STOCK, type DemoProduct, seedDemoStock } from './demo-lots';
import { generatorFingerprint } from './generator';
import { seedGraniteImages } from './granite-images';
import { seedImages } from './image-cache';
import { prng, type TextureSpec, textureDrawer } from './texture';

type Log = { info(msg: string): void };

/** Each variety is offered in four forms; together with 30 varieties that makes 120 products. */
const FORMS: {
  suffix: string;
  type: ProductType;
  finish: Finish;
  thickness: Thickness;
  factor: number;
  tile: boolean;
}[] = [
  { suffix: 'Polished Slab', type: 'Slabs', finish: 'Polished', thickness: '18mm', factor: 1, tile: false },
  { suffix: 'Granite Tiles', type: 'Tiles', finish: 'Polished', thickness: '15mm', factor: 0.8, tile: true },
  {
    suffix: 'Leathered Slab',
    type: 'Slabs',
    finish: 'Leathered',
    thickness: '20mm',
    factor: 1.1,
    tile: false,
  },
  { suffix: 'Flamed Slab', type: 'Both', finish: 'Flamed', thickness: '30mm', factor: 0.9, tile: true },
];

const APPLICATIONS = [
  'Countertops, Flooring, Walls',
  'Flooring, Staircases, Cladding',
  'Kitchen Countertops, Vanity Tops',
  'Exterior Cladding, Paving, Landscaping',
];

/**
 * The demo catalogue (SEED=demo). Runs only on a database without categories, so starting again
 * never duplicates anything; all rows are written in one transaction. Its images come from the
 * image cache when an earlier seeding made them (image-cache.ts; `cacheDir: null` turns it off).
 */
export async function seedDemo(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  log: Log,
  options: { cacheDir?: string | null } = {},
): Promise<boolean> {
  if (await seedGraniteImages(deps, options)) log.info('Demo hero images and 3D viewer textures loaded');
  const [{ count }] = (
    await deps.db.execute<{ count: number }>(sql`select count(*)::int as count from categories`)
  ).rows as [{ count: number }];
  if (count > 0) return false;
  const started = Date.now();

  // Images first (outside the transaction): ingest is idempotent by content hash.
  const draw = textureDrawer();
  const generator = await generatorFingerprint();
  const textureOf = (i: number): TextureSpec => ({
    palette: SEED_VARIETIES[i]!.palette,
    seed: 1000 + i,
    width: 1280,
    height: 960,
  });
  const stored = await seedImages(
    deps,
    SEED_VARIETIES.map((_, i) => ({
      kind: 'product',
      inputs: { texture: textureOf(i) },
      render: () => draw(textureOf(i)),
    })),
    { generator, dir: options.cacheDir },
  );
  const imageByVariety = new Map(
    SEED_VARIETIES.map((variety, i) => [variety.name, { id: stored[i]!.id, url: largestUrl(stored[i]!) }]),
  );
  // D32: the textures of the varieties whose demo slabs are photographed are kept for their photos.
  const photographed = DEMO_STOCK.filter((s) => s.photos).map((s) => s.product);
  const textureByVariety = new Map<string, TextureSpec>();
  for (const [i, variety] of SEED_VARIETIES.entries())
    if (photographed.some((name) => name.startsWith(`${variety.name} `)))
      textureByVariety.set(variety.name, textureOf(i));

  const rand = prng(42);
  const now = Date.now();
  await deps.db.transaction(async (tx) => {
    const categoryRows = await tx.insert(categories).values(SEED_CATEGORIES).returning();
    const categoryId = new Map(categoryRows.map((c) => [c.name, c.id]));
    // D32: the variety list admins keep; every demo product names its variety.
    const varietyRows = await tx
      .insert(stoneVarieties)
      .values(SEED_STONE_VARIETIES.map((v) => ({ ...v, slug: varietySlug(v.name) })))
      .returning();
    const varietyId = new Map(varietyRows.map((v) => [v.name, v.id]));
    const manufacturerRows = await tx
      .insert(vendors)
      .values(
        SEED_MANUFACTURERS.map((m, i) => {
          const first14 = m.gstin.slice(0, 14);
          return {
            businessName: m.businessName,
            ownerName: m.ownerName,
            email: `sales@${m.businessName.toLowerCase().replace(/[^a-z]+/g, '')}.in`,
            phone: m.phone,
            address: `Industrial Area, ${m.city}`,
            city: m.city,
            state: m.state,
            pincode: m.pincode,
            gstin: first14 + gstinCheckChar(first14),
            gstinVerified: true,
            // D34: the demo manufacturers are regular GST taxpayers.
            gstStatus: 'regular',
            description: m.description,
            isPremium: m.isPremium,
            status: 'active',
            // D14: a profile's "Member since" is when the record was made — today for demo data,
            // a second apart to keep their order (they once read months ago, which was invented).
            createdAt: new Date(now - (SEED_MANUFACTURERS.length - i) * 1000),
          };
        }),
      )
      .returning();

    const rows: (typeof products.$inferInsert)[] = [];
    let n = 0;
    for (const variety of SEED_VARIETIES) {
      const local = manufacturerRows.filter((v) => v.state === variety.origin);
      const pool = local.length ? local : manufacturerRows;
      for (const [f, form] of FORMS.entries()) {
        const manufacturer = pool[(n + f) % pool.length]!;
        const [lo, hi] = variety.priceRange;
        const rupees = Math.round(((lo + rand() * (hi - lo)) * form.factor) / 5) * 5;
        const availability =
          rand() < 0.75
            ? 'Available'
            : AVAILABILITY_STATUSES[1 + Math.floor(rand() * (AVAILABILITY_STATUSES.length - 1))]!;
        rows.push({
          name: `${variety.name} ${form.suffix}`,
          pricePaise: rupees * 100,
          vendorId: manufacturer.id,
          categoryId: categoryId.get(variety.category)!,
          varietyId: varietyId.get(variety.name)!,
          imageUrl: imageByVariety.get(variety.name)!.url,
          imageMediaId: imageByVariety.get(variety.name)!.id,
          isBestSeller: rand() < 0.18,
          status: 'active',
          description: variety.description,
          materialQuality: variety.quality,
          productType: form.type,
          // D34: worked granite (polished slabs, tiles, monuments) is 6802 23 90; a block 2516 11 00.
          hsn: (form.type as string) === 'Blocks' ? '25161100' : '68022390',
          thickness: form.thickness,
          slabSize: form.type === 'Tiles' ? null : SLAB_SIZES[Math.floor(rand() * 3)]!,
          tileSize: form.tile ? TILE_SIZES[Math.floor(rand() * TILE_SIZES.length)]! : null,
          finishType: form.finish,
          waterAbsorption: variety.waterAbsorption,
          application: APPLICATIONS[n % APPLICATIONS.length]!,
          origin: variety.origin,
          availabilityStatus: availability,
          colour: variety.colour,
          technicalSpecifications: {
            'Compressive Strength': `${180 + Math.round(rand() * 80)} MPa`,
            Density: `${(2.6 + rand() * 0.4).toFixed(2)} g/cm³`,
            'Flexural Strength': `${12 + Math.round(rand() * 8)} MPa`,
          },
          createdByAdmin: false,
          createdAt: new Date(now - n * 3_600_000 * 7),
        });
        n++;
      }
    }
    await tx.insert(products).values(rows);
    // Category and variety names are search words too (product-editor.queries: refreshSearchText).
    await refreshSearchText(tx, {});
  });

  // D32: lots and slabs of a few slab products, with photos cut from their variety's texture.
  const stockStarted = Date.now();
  const stockProducts = await deps.db
    .select({ id: products.id, name: products.name, vendorId: products.vendorId, city: vendors.city })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(
      inArray(
        products.name,
        DEMO_STOCK.map((s) => s.product),
      ),
    );
  const demoProducts: DemoProduct[] = stockProducts.map((p) => {
    const form = FORMS.find((f) => p.name.endsWith(f.suffix))!;
    const variety = SEED_VARIETIES.find((v) => p.name.startsWith(`${v.name} `))!;
    return {
      id: p.id,
      name: p.name,
      vendorId: p.vendorId,
      manufacturerCity: p.city ?? 'Bengaluru',
      finish: form.finish,
      thicknessMm: Number.parseInt(form.thickness, 10),
      texture: textureByVariety.get(variety.name),
      cutter: form.type !== 'Slabs',
    };
  });
  const stock = await seedDemoStock(deps, demoProducts, { draw, generator, cacheDir: options.cacheDir });
  log.info(
    `Demo stock loaded: ${stock.lots} lots, ${stock.slabs} slabs, ${stock.photos} photos (${Date.now() - stockStarted} ms)`,
  );
  log.info(
    `Demo catalogue loaded: ${SEED_CATEGORIES.length} categories, ${SEED_MANUFACTURERS.length} manufacturers, ${
      SEED_VARIETIES.length * FORMS.length
    } products (${Date.now() - started} ms)`,
  );
  return true;
}
