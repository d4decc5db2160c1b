// Lots and slabs as GET /products/{id}/lots answers them, and the product they belong to, for the
// product page's tests.
import type { ImageRef, PublicLotView, PublicSlabView, StoreProductDetail } from '@granite/shared';

export const photo = (id: string): ImageRef => ({
  id,
  url: `/media/${id}-1600.webp`,
  width: 1600,
  height: 1000,
  variants: [
    { width: 400, url: `/media/${id}-400.webp` },
    { width: 800, url: `/media/${id}-800.webp` },
    { width: 1600, url: `/media/${id}-1600.webp` },
  ],
});

let nextSlab = 1000;

export function slab(lotId: number, sequence: number, over: Partial<PublicSlabView> = {}): PublicSlabView {
  return {
    id: ++nextSlab,
    lotId,
    sequence,
    lengthMm: 2896,
    widthMm: 1575,
    grossSqft: 49.1,
    usableSqft: 49.1,
    defects: null,
    status: 'available',
    photo: photo(`slab-${lotId}-${sequence}`),
    ...over,
  };
}

export function lot(id: number, blockNumber: string, slabs: PublicSlabView[]): PublicLotView {
  const available = slabs.filter((s) => s.status === 'available');
  return {
    id,
    productId: 5,
    vendorId: 9,
    blockNumber,
    lotNumber: '',
    thicknessMm: 18,
    finish: 'Polished',
    grade: 'First',
    yardCity: 'Ongole',
    notes: null,
    photos: [photo(`bundle-${id}`)],
    slabCount: slabs.length,
    availableSlabs: available.length,
    availableSqft: Math.round(available.reduce((s, x) => s + x.usableSqft * 100, 0)) / 100,
    sizeRange: {
      minLengthMm: Math.min(...slabs.map((s) => s.lengthMm)),
      maxLengthMm: Math.max(...slabs.map((s) => s.lengthMm)),
      minWidthMm: Math.min(...slabs.map((s) => s.widthMm)),
      maxWidthMm: Math.max(...slabs.map((s) => s.widthMm)),
    },
    slabs,
    slabsComplete: true,
    slabCover: null,
  };
}

export const product = {
  id: 5,
  name: 'Black Galaxy Slab',
  vendorId: 9,
  vendorName: 'Shree Balaji Granites',
  pricePaise: 18_000,
  materialQuality: 'Premium',
  productType: 'Slabs',
  manufacturer: { id: 9, businessName: 'Shree Balaji Granites', takesQuoteRequests: true },
} as unknown as StoreProductDetail;
