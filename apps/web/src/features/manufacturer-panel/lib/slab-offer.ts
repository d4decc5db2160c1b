// D33: the slabs a manufacturer's reply offers. The quote's quantity is their sq.ft (usable or gross,
// as the reply bills), never a typed figure; summed in hundredths as the server sums them.
import type { ImageRef, ManufacturerQuoteDetail, QuoteReplyView, SlabBilling } from '@granite/shared';

/** A slab the reply form can offer: from the inventory, the buyer's request or the current offer. */
export type PickableSlab = {
  slabId: number;
  lotId: number | null;
  blockNumber: string;
  lotNumber: string;
  sequence: number;
  lengthMm: number;
  widthMm: number;
  grossSqft: number;
  usableSqft: number;
  photo: ImageRef | null;
};

export type SlabOfferChoice = {
  /** Whether this reply offers specific slabs (else it prices the request's typed quantity). */
  on: boolean;
  /** The chosen slabs, in the order ticked. */
  slabs: PickableSlab[];
  billsOn: SlabBilling;
};

/** Hundredths of the billed sq.ft of the chosen slabs (the quote's quantity, D33). */
export function billedSqftX100(slabs: readonly PickableSlab[], billsOn: SlabBilling): number {
  return slabs.reduce(
    (sum, s) => sum + Math.round((billsOn === 'gross' ? s.grossSqft : s.usableSqft) * 100),
    0,
  );
}

/** What the reply form needs of what it answers: a quote request, or a requirement and a product (D38). */
export type ReplyTarget = Pick<
  ManufacturerQuoteDetail['request'],
  'productId' | 'requestedSlabs' | 'quantitySqft' | 'quantityUnit' | 'deliveryCity' | 'deliveryPin'
>;

/**
 * Where the form starts: a revision keeps the slabs its reply offers; a first reply to a buyer who
 * chose slabs offers those still available (a slab held for another quote or sold cannot be).
 */
export function initialSlabOffer(request: ReplyTarget, current: QuoteReplyView | undefined): SlabOfferChoice {
  const offer = current?.slabOffer;
  if (offer && offer.slabs.length > 0) {
    return {
      on: true,
      slabs: offer.slabs.flatMap((s) => (s.slabId === null ? [] : [{ ...s, slabId: s.slabId }])),
      billsOn: offer.billsOn,
    };
  }
  const requested = request.requestedSlabs ?? [];
  return {
    on: requested.length > 0,
    slabs: requested
      .filter((s) => s.status === 'available')
      .map(({ status: _status, ...s }) => ({ ...s, photo: null })),
    billsOn: 'usable',
  };
}
