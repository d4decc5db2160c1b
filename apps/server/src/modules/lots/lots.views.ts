// Rows of the lots module as the API answers them (D32): sizes in mm, sq.ft with two decimals from
// the hundredths kept in the database, images as ImageRef. Pure functions, no database.
import {
  type ImageRef,
  type InventorySlabView,
  type InventoryTotals,
  type LotGrade,
  type ManufacturerLotView,
  type PublicLotView,
  type PublicSlabView,
  type SlabStatus,
  sqftFromX100,
} from '@granite/shared';
import type { z } from 'zod';
import { toImageRef } from '../media/media.pipeline';
import type { InventoryRow } from './inventory.queries';
import type {
  LotPhotoRow,
  ManufacturerLotRow,
  MediaVariants,
  PublicLotRow,
  PublicSlabRow,
} from './lots.queries';

type Finish = PublicLotView['finish'];

export const imageOf = (id: string | null, variants: MediaVariants | null): ImageRef | null =>
  id && variants?.length ? toImageRef({ id, variants }) : null;

const iso = (value: Date | string) => new Date(value).toISOString();

/** "B114-07": how the yard names a slab (block, then the sequence on two digits at least). */
export const slabName = (blockNumber: string, sequence: number) =>
  `${blockNumber}-${String(sequence).padStart(2, '0')}`;

/** The widest rendition a lot card draws: a slab tile or a bundle picture at 2x density (D32). */
export const CARD_IMAGE_MAX_WIDTH = 640;

/** Only the renditions up to the lot card's widest (the narrowest one at least). */
function cardVariants(variants: MediaVariants): MediaVariants {
  const small = variants.filter((v) => v.width <= CARD_IMAGE_MAX_WIDTH);
  return small.length ? small : variants.slice(0, 1);
}

type Renditions = 'all' | 'card';

const imageIn = (id: string | null, variants: MediaVariants | null, renditions: Renditions) =>
  imageOf(id, variants && renditions === 'card' ? cardVariants(variants) : variants);

function toPublicSlab(row: PublicSlabRow, renditions: Renditions): PublicSlabView {
  return {
    id: Number(row.id),
    lotId: Number(row.lotId),
    sequence: row.sequence,
    lengthMm: row.lengthMm,
    widthMm: row.widthMm,
    grossSqft: sqftFromX100(row.grossSqftX100),
    usableSqft: sqftFromX100(row.usableSqftX100),
    defects: row.defects,
    status: row.status,
    photo: imageIn(row.photoId, row.photoVariants, renditions),
  };
}

/**
 * The public lots (publicLots' three reads put together): counts, sizes and picture from the lot's
 * aggregate, its slabs as read (all of them, or a product page's preview: `slabsComplete` tells),
 * images in every rendition (`all`, a lot opened) or only the lot card's (`card`, a product's lots:
 * then only the first bundle photo, the one the card draws).
 */
export function toPublicLots(
  data: { lots: PublicLotRow[]; slabs: PublicSlabRow[]; photos: LotPhotoRow[] },
  renditions: Renditions = 'all',
): PublicLotView[] {
  const slabsOf = new Map<number, PublicSlabView[]>();
  for (const row of data.slabs) {
    const list = slabsOf.get(Number(row.lotId)) ?? [];
    list.push(toPublicSlab(row, renditions));
    slabsOf.set(Number(row.lotId), list);
  }
  const photosOf = new Map<number, ImageRef[]>();
  for (const p of data.photos) {
    const image = imageIn(p.mediaId, p.variants, renditions);
    if (!image) continue;
    photosOf.set(Number(p.lotId), [...(photosOf.get(Number(p.lotId)) ?? []), image]);
  }
  return data.lots.map((lot) => {
    const slabs = slabsOf.get(Number(lot.id)) ?? [];
    // A lot card draws one picture: a product's lots carry the first bundle photo only.
    const bundle = photosOf.get(Number(lot.id)) ?? [];
    const photos = renditions === 'card' ? bundle.slice(0, 1) : bundle;
    const slabCount = Number(lot.slabCount);
    const coverPhoto = photos.length ? null : imageIn(lot.coverId, lot.coverVariants, renditions);
    return {
      id: Number(lot.id),
      productId: Number(lot.productId),
      vendorId: Number(lot.vendorId),
      blockNumber: lot.blockNumber,
      lotNumber: lot.lotNumber,
      thicknessMm: lot.thicknessMm,
      finish: lot.finish as Finish,
      grade: lot.grade as LotGrade,
      yardCity: lot.yardCity,
      notes: lot.notes,
      photos,
      slabCount,
      availableSlabs: Number(lot.availableSlabs),
      availableSqft: sqftFromX100(Number(lot.availableSqftX100)),
      sizeRange: slabCount
        ? {
            minLengthMm: lot.minLengthMm,
            maxLengthMm: lot.maxLengthMm,
            minWidthMm: lot.minWidthMm,
            maxWidthMm: lot.maxWidthMm,
          }
        : null,
      slabs,
      slabsComplete: slabs.length >= slabCount,
      slabCover:
        coverPhoto && lot.coverSequence !== null ? { sequence: lot.coverSequence, photo: coverPhoto } : null,
    };
  });
}

export function groupPhotos(photos: LotPhotoRow[]): Map<number, { id: number; image: ImageRef }[]> {
  const byLot = new Map<number, { id: number; image: ImageRef }[]>();
  for (const p of photos) {
    if (!p.variants?.length) continue;
    const list = byLot.get(Number(p.lotId)) ?? [];
    list.push({ id: Number(p.id), image: toImageRef({ id: p.mediaId, variants: p.variants }) });
    byLot.set(Number(p.lotId), list);
  }
  return byLot;
}

export function toManufacturerLot(
  row: ManufacturerLotRow,
  photos: { id: number; image: ImageRef }[],
): ManufacturerLotView {
  return {
    id: Number(row.id),
    productId: Number(row.productId),
    productName: row.productName,
    vendorId: Number(row.vendorId),
    blockNumber: row.blockNumber,
    lotNumber: row.lotNumber,
    thicknessMm: row.thicknessMm,
    finish: row.finish as Finish,
    grade: row.grade as LotGrade,
    yardCity: row.yardCity,
    notes: row.notes,
    photos,
    slabCount: Number(row.slabCount),
    availableSlabs: Number(row.availableSlabs),
    heldSlabs: Number(row.heldSlabs),
    soldSlabs: Number(row.soldSlabs),
    availableSqft: sqftFromX100(Number(row.availableSqftX100)),
    heldSqft: sqftFromX100(Number(row.heldSqftX100)),
    soldSqft: sqftFromX100(Number(row.soldSqftX100)),
    version: row.version,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function toInventorySlab(row: InventoryRow): InventorySlabView {
  return {
    id: Number(row.id),
    lotId: Number(row.lotId),
    sequence: row.sequence,
    lengthMm: row.lengthMm,
    widthMm: row.widthMm,
    grossSqft: sqftFromX100(row.grossSqftX100),
    usableSqft: sqftFromX100(row.usableSqftX100),
    defects: row.defects,
    status: row.status as SlabStatus,
    photo: imageOf(row.photoId, row.photoVariants),
    productId: Number(row.productId),
    productName: row.productName,
    blockNumber: row.blockNumber,
    lotNumber: row.lotNumber,
    thicknessMm: row.thicknessMm,
    grade: row.grade as LotGrade,
    heldByReplyId: row.heldByReplyId === null ? null : Number(row.heldByReplyId),
    heldForRequestId: row.heldForRequestId === null ? null : Number(row.heldForRequestId),
    heldUntil: row.heldUntil,
    soldOutside: row.soldOutside,
    version: row.version,
    createdAt: iso(row.createdAt),
  };
}

/** Totals per status (usable sq.ft); dispatched slabs count as sold. */
export function toTotals(
  rows: { status: string; n: number; sqft: number }[],
): z.infer<typeof InventoryTotals> {
  const totals = {
    availableSqft: 0,
    heldSqft: 0,
    soldSqft: 0,
    availableSlabs: 0,
    heldSlabs: 0,
    soldSlabs: 0,
  };
  const x100 = { available: 0, held: 0, sold: 0 };
  for (const r of rows) {
    const key = r.status === 'available' ? 'available' : r.status === 'held' ? 'held' : 'sold';
    x100[key] += Number(r.sqft);
    totals[`${key}Slabs`] += Number(r.n);
  }
  totals.availableSqft = sqftFromX100(x100.available);
  totals.heldSqft = sqftFromX100(x100.held);
  totals.soldSqft = sqftFromX100(x100.sold);
  return totals;
}
