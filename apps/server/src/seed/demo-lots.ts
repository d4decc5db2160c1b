// D32: the demo catalogue's stock. A few slab products get lots of numbered slabs with believable
// sizes (gangsaw slabs about 2,700–3,200 × 1,600–2,000 mm, cutter slabs 1,800–2,700 × 600–750 mm),
// grades, defect notes and the manufacturer's city as the yard. Photos are cut from the variety's
// generated texture: every block takes its own region, mirror and tone, and its slabs are neighbouring
// crops of that region with a slight change of light, so two slabs of a block look alike and two
// blocks differ. Deterministic (a fixed seed); images are small (720 × 450) and made for a few
// products only, to keep the first start quick.
import { type LotGrade, sqftX100 } from '@granite/shared';
import sharp from 'sharp';
import { lotPhotos, lots, slabs } from '../db/schema';
import type { AppDeps } from '../deps';
import { type SeedImageJob, seedImages } from './image-cache';
import { prng, type TextureSpec } from './texture';

type Deps = Pick<AppDeps, 'db' | 'storage'>;

/** Which demo products carry stock: product name, lots, and whether their slabs are photographed. */
export const DEMO_STOCK: { product: string; lots: number; photos: boolean }[] = [
  { product: 'Black Galaxy Polished Slab', lots: 2, photos: true },
  { product: 'Kashmir White Polished Slab', lots: 1, photos: true },
  { product: 'Tan Brown Polished Slab', lots: 1, photos: true },
  { product: 'Absolute Black Polished Slab', lots: 2, photos: false },
  { product: 'Steel Grey Leathered Slab', lots: 1, photos: false },
  { product: 'Black Galaxy Flamed Slab', lots: 1, photos: false },
  { product: 'Imperial Red Flamed Slab', lots: 1, photos: false },
];

const PHOTO_WIDTH = 720;
const PHOTO_HEIGHT = 450;

const DEFECTS = [
  'Natural pit near one edge, resin-filled',
  'Hairline crack at one corner, resin-filled',
  'Slight colour variation at one end',
  'Small chip on the long edge',
];

export type DemoProduct = {
  id: number;
  name: string;
  vendorId: number;
  manufacturerCity: string;
  finish: string;
  thicknessMm: number;
  /** The variety's generated texture, or undefined when its slabs are not photographed. */
  texture?: TextureSpec;
  /** Gangsaw (large) or cutter (narrow) slabs. */
  cutter: boolean;
};

type PlannedLot = {
  product: DemoProduct;
  blockNumber: string;
  grade: LotGrade;
  notes: string | null;
  look?: {
    left: number;
    top: number;
    flip: boolean;
    flop: boolean;
    hue: number;
    saturation: number;
    brightness: number;
  };
  slabs: {
    sequence: number;
    lengthMm: number;
    widthMm: number;
    usableSqftX100: number;
    grossSqftX100: number;
    defects: string | null;
    shift?: { dx: number; dy: number; light: number };
  }[];
};

/** The lots and slabs to write (no images yet): pure, from the fixed seed. */
export function planDemoStock(products: DemoProduct[], stock = DEMO_STOCK): PlannedLot[] {
  const rand = prng(3232);
  const between = (lo: number, hi: number) => Math.round(lo + rand() * (hi - lo));
  const byName = new Map(products.map((p) => [p.name, p]));
  const planned: PlannedLot[] = [];
  let block = 101;
  for (const entry of stock) {
    const product = byName.get(entry.product);
    if (!product) continue;
    for (let l = 0; l < entry.lots; l++) {
      // One block gives slabs of nearly one size: the saw cuts the block's face, trimmed a little.
      const baseLength = product.cutter ? between(1800, 2650) : between(2700, 3150);
      const baseWidth = product.cutter ? between(600, 740) : between(1600, 1950);
      const count = between(4, entry.photos ? 6 : 8);
      const grade: LotGrade = l === 1 ? 'Second' : rand() < 0.15 ? 'Commercial' : 'First';
      const lot: PlannedLot = {
        product,
        blockNumber: `B${block++}`,
        grade,
        notes:
          l === 0
            ? 'Slabs numbered in the order they came off the gangsaw; bundle stands in the yard.'
            : null,
        look:
          entry.photos && product.texture
            ? {
                left: between(0, 1280 - PHOTO_WIDTH - 120),
                top: between(0, 960 - PHOTO_HEIGHT - 120),
                flip: rand() < 0.5,
                flop: rand() < 0.5,
                hue: between(-8, 8),
                saturation: 0.9 + rand() * 0.2,
                brightness: 0.92 + rand() * 0.14,
              }
            : undefined,
        slabs: [],
      };
      for (let s = 0; s < count; s++) {
        const lengthMm = Math.min(product.cutter ? 2700 : 3200, baseLength + between(-30, 30));
        const widthMm = Math.min(product.cutter ? 750 : 2000, baseWidth + between(-25, 25));
        const gross = sqftX100(lengthMm, widthMm);
        const defect =
          rand() < (grade === 'First' ? 0.12 : 0.4) ? DEFECTS[between(0, DEFECTS.length - 1)]! : null;
        lot.slabs.push({
          sequence: s + 1,
          lengthMm,
          widthMm,
          grossSqftX100: gross,
          usableSqftX100: defect ? gross - between(100, 350) : gross,
          defects: defect,
          shift: lot.look
            ? { dx: s * between(10, 16), dy: s * between(6, 12), light: 0.97 + rand() * 0.06 }
            : undefined,
        });
      }
      planned.push(lot);
    }
  }
  return planned;
}

export async function slabPhoto(
  texture: Buffer,
  look: NonNullable<PlannedLot['look']>,
  shift: { dx: number; dy: number; light: number },
) {
  let image = sharp(texture).extract({
    left: look.left + shift.dx,
    top: look.top + shift.dy,
    width: PHOTO_WIDTH,
    height: PHOTO_HEIGHT,
  });
  if (look.flip) image = image.flip();
  if (look.flop) image = image.flop();
  return image
    .modulate({ brightness: look.brightness * shift.light, saturation: look.saturation, hue: look.hue })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** The bundle: the block's whole region, a little darker, as seen standing in the yard. */
export async function bundlePhoto(texture: Buffer, look: NonNullable<PlannedLot['look']>) {
  let image = sharp(texture).extract({
    left: look.left,
    top: look.top,
    width: PHOTO_WIDTH + 120,
    height: PHOTO_HEIGHT + 120,
  });
  if (look.flip) image = image.flip();
  if (look.flop) image = image.flop();
  return image
    .resize({ width: PHOTO_WIDTH, height: PHOTO_HEIGHT, fit: 'cover' })
    .modulate({ brightness: look.brightness * 0.9, saturation: look.saturation, hue: look.hue })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/**
 * Stores the photos (outside any transaction; ingest is idempotent by content, and the image cache
 * keeps them between seedings), then writes the rows.
 */
export async function seedDemoStock(
  deps: Deps,
  products: DemoProduct[],
  images: { draw: (spec: TextureSpec) => Promise<Buffer>; generator: string; cacheDir?: string | null },
): Promise<{ lots: number; slabs: number; photos: number }> {
  const planned = planDemoStock(products);
  const jobs: SeedImageJob[] = [];
  const photoOf: { blockNumber: string; sequence?: number }[] = [];
  for (const lot of planned) {
    const { look } = lot;
    const texture = lot.product.texture;
    if (!look || !texture) continue;
    jobs.push({
      kind: 'lot',
      inputs: { photo: 'bundle', texture, look },
      render: async () => bundlePhoto(await images.draw(texture), look),
    });
    photoOf.push({ blockNumber: lot.blockNumber });
    for (const slab of lot.slabs) {
      const shift = slab.shift!;
      jobs.push({
        kind: 'slab',
        inputs: { photo: 'slab', texture, look, shift },
        render: async () => slabPhoto(await images.draw(texture), look, shift),
      });
      photoOf.push({ blockNumber: lot.blockNumber, sequence: slab.sequence });
    }
  }
  const stored = await seedImages(deps, jobs, { generator: images.generator, dir: images.cacheDir });
  const slabPhotoIds = new Map<string, string>();
  const bundlePhotoIds = new Map<string, string>();
  for (const [i, { blockNumber, sequence }] of photoOf.entries()) {
    if (sequence === undefined) bundlePhotoIds.set(blockNumber, stored[i]!.id);
    else slabPhotoIds.set(`${blockNumber}-${sequence}`, stored[i]!.id);
  }

  let slabCount = 0;
  await deps.db.transaction(async (tx) => {
    const lotRows = await tx
      .insert(lots)
      .values(
        planned.map((lot) => ({
          productId: lot.product.id,
          vendorId: lot.product.vendorId,
          blockNumber: lot.blockNumber,
          thicknessMm: lot.product.thicknessMm,
          finish: lot.product.finish,
          grade: lot.grade,
          yardCity: lot.product.manufacturerCity,
          notes: lot.notes,
        })),
      )
      .returning({ id: lots.id, blockNumber: lots.blockNumber });
    const lotId = new Map(lotRows.map((r) => [r.blockNumber, r.id]));
    const slabRows = planned.flatMap((lot) =>
      lot.slabs.map((s) => ({
        lotId: lotId.get(lot.blockNumber)!,
        productId: lot.product.id,
        vendorId: lot.product.vendorId,
        blockNumber: lot.blockNumber,
        sequence: s.sequence,
        lengthMm: s.lengthMm,
        widthMm: s.widthMm,
        grossSqftX100: s.grossSqftX100,
        usableSqftX100: s.usableSqftX100,
        defects: s.defects,
        photoMediaId: slabPhotoIds.get(`${lot.blockNumber}-${s.sequence}`) ?? null,
      })),
    );
    slabCount = slabRows.length;
    if (slabRows.length) await tx.insert(slabs).values(slabRows);
    const photoRows = [...bundlePhotoIds.entries()].map(([blockNumber, mediaId]) => ({
      lotId: lotId.get(blockNumber)!,
      mediaId,
      position: 0,
    }));
    if (photoRows.length) await tx.insert(lotPhotos).values(photoRows);
  });
  return { lots: planned.length, slabs: slabCount, photos: jobs.length };
}
