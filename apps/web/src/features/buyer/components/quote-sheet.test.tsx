// The buyer's quote sheet (D17): each manufacturer's reply side by side with its landed total
// (quantity × price + freight + GST), the lowest landed total among the quotes that can still be
// accepted marked, Accept and Decline on each of those.
import type { BuyerQuoteItem } from '@granite/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureCatalogs } from '@/lib/i18n';
import { quoteItem, quoteReply } from './quote-fixtures';
import { QuoteSheet } from './quote-sheet';

// The buyer's routes load these catalogues before they render (D40); English messages with placeholders need them.
beforeAll(() => ensureCatalogs('en', ['trade', 'buyer']));

function renderSheet(items: BuyerQuoteItem[]) {
  const onAccept = vi.fn();
  const onDecline = vi.fn();
  render(<QuoteSheet items={items} reputation={new Map()} onAccept={onAccept} onDecline={onDecline} />);
  // The table (md and up) and the cards (phones) carry the same figures; the table is read here.
  const table = screen.getByRole('table', { name: 'Quotes received, with landed totals' });
  const row = (manufacturerName: string) =>
    within(table).getByRole('row', { name: new RegExp(manufacturerName) });
  return { table, row, onAccept, onDecline };
}

/** A lower price per sq.ft with heavy freight, against a higher price delivered cheaper. */
const cheapPriceDearFreight = quoteItem({ vendorName: 'Hosur Granite Works' }, (r) => [
  quoteReply(r, { pricePaise: 12_000, freightPaise: 2_000_000 }),
]);
const dearPriceCheapFreight = quoteItem({ vendorName: 'Kuppam Quarries' }, (r) => [
  quoteReply(r, { pricePaise: 12_500, freightPaise: 500_000 }),
]);

describe('quote sheet', () => {
  it('heads the price column with the offers’ currency: € for an export offer in euros, not ₹ (D47)', () => {
    const euro = quoteItem({ vendorName: 'Hosur Granite Works' }, (r) => [
      quoteReply(r, { pricePaise: 395, freightPaise: 189_000, currency: 'EUR' }),
    ]);
    const { table } = renderSheet([euro]);
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(heads).toContain('€ / sq.ft');
    expect(heads.join(' ')).not.toContain('₹');
    cleanup();
    const rupee = renderSheet([dearPriceCheapFreight]);
    expect(
      within(rupee.table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toContain('₹ / sq.ft');
  });

  it('shows each reply with its landed total and how it is made up', () => {
    const { row } = renderSheet([dearPriceCheapFreight]);
    const kuppam = row('Kuppam Quarries');
    // 1,000 sq.ft × ₹125 = ₹1,25,000; freight ₹5,000; GST 18 % of ₹1,30,000 = ₹23,400.
    expect(within(kuppam).getByTestId('landed-total').textContent).toBe('₹1,53,400');
    expect(kuppam.textContent).toContain('1,000 × ₹125 = ₹1,25,000');
    expect(kuppam.textContent).toContain('Freight ₹5,000 · GST 18% ₹23,400');
    expect(kuppam.textContent).toContain('10 days');
    expect(kuppam.textContent).toContain('Replied in 3 h');
  });

  it('marks the lowest landed price per sq.ft, not the lowest price per sq.ft', () => {
    const { row } = renderSheet([cheapPriceDearFreight, dearPriceCheapFreight]);
    expect(row('Kuppam Quarries').dataset.lowest).toBe('true');
    expect(within(row('Kuppam Quarries')).getByText('Lowest landed price per sq.ft')).toBeTruthy();
    // ₹1,53,400 over 1,000 sq.ft.
    expect(within(row('Kuppam Quarries')).getByTestId('landed-per-sqft').textContent).toBe(
      '₹153.40 per sq.ft delivered',
    );
    expect(row('Hosur Granite Works').dataset.lowest).toBeUndefined();
    expect(within(row('Hosur Granite Works')).queryByText('Lowest landed price per sq.ft')).toBeNull();
    // The phone cards mark the same one.
    const marked = screen.getAllByTestId('quote-sheet-card').filter((c) => c.dataset.lowest === 'true');
    expect(marked).toHaveLength(1);
    expect(marked[0]!.textContent).toContain('Kuppam Quarries');
  });

  it('compares offers for different quantities per sq.ft delivered and marks the smaller one partial', () => {
    // 391 sq.ft of slabs for ₹1,50,394 landed (₹384.6 a sq.ft) against 1,200 sq.ft for ₹3,39,840
    // (₹283.2): the larger total is the cheaper stone.
    const small = quoteItem({ vendorName: 'Few Slabs Granite', quantitySqft: 1_200 }, (r) => {
      const reply = quoteReply(r, { pricePaise: 32_600, freightPaise: 0 });
      return [
        {
          ...reply,
          slabOffer: { billsOn: 'usable', billedSqft: 391, slabs: [] },
          landed: { subtotalPaise: 12_746_600, freightPaise: 0, gstPaise: 2_292_800, totalPaise: 15_039_400 },
        },
      ];
    });
    const large = quoteItem({ vendorName: 'Full Order Stone', quantitySqft: 1_200 }, (r) => {
      const reply = quoteReply(r, { pricePaise: 24_000, freightPaise: 0 });
      return [
        {
          ...reply,
          landed: { subtotalPaise: 28_800_000, freightPaise: 0, gstPaise: 5_184_000, totalPaise: 33_984_000 },
        },
      ];
    });
    const { row } = renderSheet([small, large]);
    expect(row('Full Order Stone').dataset.lowest).toBe('true');
    expect(row('Few Slabs Granite').dataset.lowest).toBeUndefined();
    expect(within(row('Full Order Stone')).getByTestId('landed-per-sqft').textContent).toBe(
      '₹283.20 per sq.ft delivered',
    );
    expect(within(row('Few Slabs Granite')).getByTestId('landed-per-sqft').textContent).toBe(
      '₹384.64 per sq.ft delivered',
    );
    expect(within(row('Few Slabs Granite')).getByTestId('partial-offer').textContent).toBe(
      'Partial offer: 391 of 1,200 sq.ft',
    );
    expect(within(row('Full Order Stone')).queryByTestId('partial-offer')).toBeNull();
  });

  it('marks a reply to an open requirement priced above the target price (D38)', () => {
    const above = quoteItem({ vendorName: 'Above Target Stone' }, (r) => [
      quoteReply(r, { pricePaise: 15_500, aboveTarget: true }),
    ]);
    const below = quoteItem({ vendorName: 'Below Target Stone' }, (r) => [
      quoteReply(r, { pricePaise: 13_000, aboveTarget: false }),
    ]);
    const { row } = renderSheet([above, below]);
    expect(within(row('Above Target Stone')).getByText('Above your target price')).toBeTruthy();
    expect(within(row('Below Target Stone')).queryByText('Above your target price')).toBeNull();
    const cards = screen.getAllByTestId('quote-sheet-card');
    expect(cards.filter((c) => c.textContent?.includes('Above your target price'))).toHaveLength(1);
  });

  it('writes ex-works instead of freight', () => {
    const exWorks = quoteItem({ vendorName: 'Ex-works Stone' }, (r) => [
      quoteReply(r, { exWorks: true, freightPaise: null }),
    ]);
    const { row } = renderSheet([exWorks]);
    expect(row('Ex-works Stone').textContent).toContain('Ex-works (no freight)');
    expect(within(row('Ex-works Stone')).getByTestId('landed-total').textContent).toBe('₹1,47,500');
  });

  it('marks nothing when only one quote can be accepted', () => {
    const waiting = quoteItem({ vendorName: 'Slow Stone', status: 'forwarded', respondedAt: null }, () => []);
    const { table } = renderSheet([dearPriceCheapFreight, waiting]);
    expect(within(table).queryByText('Lowest landed price per sq.ft')).toBeNull();
    expect(within(table).getByText('Waiting for the manufacturer’s quote')).toBeTruthy();
  });

  it('leaves an expired quote out of the comparison, however low, and offers no Accept on it', () => {
    const expired = quoteItem({ vendorName: 'Expired Granite' }, (r) => [
      quoteReply(r, { pricePaise: 5_000, status: 'expired', validUntil: '2025-03-10' }),
    ]);
    const third = quoteItem({ vendorName: 'Third Quarry' }, (r) => [quoteReply(r, { pricePaise: 13_000 })]);
    const { row } = renderSheet([expired, dearPriceCheapFreight, third]);
    expect(row('Expired Granite').dataset.lowest).toBeUndefined();
    expect(within(row('Expired Granite')).getByTestId('reply-state').textContent).toBe('Expired');
    expect(within(row('Expired Granite')).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(row('Kuppam Quarries').dataset.lowest).toBe('true');
  });

  it('hands Accept and Decline the manufacturer and the reply they are about', async () => {
    const user = userEvent.setup();
    const { row, onAccept, onDecline } = renderSheet([cheapPriceDearFreight, dearPriceCheapFreight]);
    await user.click(within(row('Kuppam Quarries')).getByRole('button', { name: 'Accept' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
    expect(onAccept).toHaveBeenCalledWith(dearPriceCheapFreight, dearPriceCheapFreight.replies[0]);
    await user.click(within(row('Hosur Granite Works')).getByRole('button', { name: 'Decline' }));
    expect(onDecline).toHaveBeenCalledWith(cheapPriceDearFreight, cheapPriceDearFreight.replies[0]);
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it('offers no more decisions once a quote of the request is accepted', () => {
    const accepted = quoteItem({ vendorName: 'Kuppam Quarries', status: 'accepted' }, (r) => [
      quoteReply(r, { status: 'accepted' }),
    ]);
    const notChosen = quoteItem({ vendorName: 'Hosur Granite Works', status: 'declined' }, (r) => [
      quoteReply(r, { status: 'not_chosen' }),
    ]);
    const { table, row } = renderSheet([accepted, notChosen]);
    expect(within(table).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(row('Kuppam Quarries')).getByTestId('reply-state').textContent).toBe('Accepted');
    expect(within(row('Hosur Granite Works')).getByTestId('reply-state').textContent).toBe('Not chosen');
  });

  it("shows each manufacturer's message under its reply, as the server gives it (D30)", () => {
    const withMessage = quoteItem({ vendorName: 'Kuppam Quarries' }, (r) => [
      quoteReply(r, { message: 'Slabs from block B-114. Call me on [phone number hidden].' }),
    ]);
    const { table } = renderSheet([withMessage, cheapPriceDearFreight]);
    const messages = within(table).getAllByTestId('reply-message');
    expect(messages).toHaveLength(1);
    expect(messages[0]!.textContent).toBe(
      'Message from Kuppam QuarriesSlabs from block B-114. Call me on [phone number hidden].',
    );
    // The phone cards carry the same message.
    const cards = screen.getAllByTestId('quote-sheet-card');
    expect(within(cards[0]!).getByTestId('reply-message').textContent).toContain('block B-114');
    expect(within(cards[1]!).queryByTestId('reply-message')).toBeNull();
  });

  it('says why a request has no quote yet', () => {
    const pending = quoteItem(
      { vendorName: 'Pending Stone', status: 'pending', forwardedAt: null },
      () => [],
    );
    const closed = quoteItem(
      { vendorName: 'Closed Stone', status: 'closed', closeReason: 'Out of stock' },
      () => [],
    );
    const { row } = renderSheet([pending, closed]);
    expect(row('Pending Stone').textContent).toContain('Waiting to be forwarded to the manufacturer');
    expect(row('Closed Stone').textContent).toContain('Closed: Out of stock');
  });
});

describe('a reply offering slabs (D33)', () => {
  const offered = (status: 'current' | 'accepted' | 'expired') =>
    quoteItem({ vendorName: 'Ongole Stone Yard' }, (r) => [
      quoteReply(r, {
        status,
        validUntil: '2099-03-12',
        slabOffer: {
          billsOn: 'usable',
          billedSqft: 107.35,
          slabs: [
            {
              slabId: 41,
              lotId: 1,
              blockNumber: 'B114',
              lotNumber: '',
              sequence: 7,
              lengthMm: 2896,
              widthMm: 1575,
              grossSqft: 49.1,
              usableSqft: 49.1,
              photo: {
                id: 'p41',
                url: '/media/p41.webp',
                width: 1600,
                height: 1000,
                variants: [
                  { width: 400, url: '/media/p41-400.webp' },
                  { width: 1600, url: '/media/p41.webp' },
                ],
              },
            },
            {
              slabId: 42,
              lotId: 1,
              blockNumber: 'B114',
              lotNumber: '',
              sequence: 8,
              lengthMm: 3050,
              widthMm: 1830,
              grossSqft: 60.08,
              usableSqft: 58.25,
              photo: null,
            },
          ],
        },
      }),
    ]);

  it('shows the offered slabs with their sizes and billed sq.ft, held for the buyer until the validity', () => {
    const { row, table } = renderSheet([offered('current')]);
    const offer = within(table).getByTestId('offered-slabs');
    expect(offer.textContent).toContain('Slabs offered: 2 slabs, 107.35 sq.ft billed on usable sq.ft');
    expect(offer.textContent).toContain('B114-07');
    expect(offer.textContent).toContain(`3050 × 1830 mm (10'0" × 6'0")`);
    expect(offer.textContent).toContain('58.25 sq.ft billed');
    expect(within(offer).getByTestId('held-until').textContent).toBe('Held for you until 12 Mar 2099');
    expect(offer.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    // The landed total is priced on the billed sq.ft, not the request's typed quantity.
    expect(row('Ongole Stone Yard').textContent).toContain('107.35 × ₹125');
  });

  it('says the slabs are the order’s once accepted', () => {
    renderSheet([offered('accepted')]);
    expect(screen.getAllByText('Reserved for your order').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('held-until')).toBeNull();
  });

  it('lets go of the slabs of an expired reply', () => {
    renderSheet([offered('expired')]);
    expect(screen.getAllByText('No longer held for you').length).toBeGreaterThan(0);
  });

  it('opens an offered slab large', async () => {
    renderSheet([offered('current')]);
    const table = screen.getByRole('table', { name: 'Quotes received, with landed totals' });
    await userEvent.click(within(table).getByRole('button', { name: 'View slab B114-08 large' }));
    expect(screen.getByRole('dialog', { name: /Slab B114-08/ })).toBeTruthy();
  });
});
