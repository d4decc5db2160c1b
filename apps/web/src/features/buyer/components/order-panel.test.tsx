// The buyer's order (D18) of slabs (D33): the amounts on the billed sq.ft and the slabs it sells.
import type { OrderView } from '@granite/shared';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogs } from '@/lib/i18n';
import { mockApi, renderWithProviders } from '@/test/render';
import { OrderPanel } from './order-panel';
import { quoteItem } from './quote-fixtures';

// The buyer's routes load these catalogues before they render (D40); English messages with placeholders need them.
beforeAll(() => ensureCatalogs('en', ['trade', 'buyer']));

const order = {
  id: 77,
  quoteRequestId: 1,
  quoteReplyId: 10,
  vendorId: 1,
  vendorName: 'Ongole Stone Yard',
  productId: 1,
  productName: 'Black Galaxy',
  customerName: 'Asha Rao',
  customerPhone: '9845012345',
  customerEmail: null,
  deliveryAddress: 'Bengaluru 560001',
  quantitySqft: 108,
  pricePaise: 16_500,
  subtotalPaise: 1_771_275,
  freightPaise: 1_200_000,
  exWorks: false,
  gstRate: 18,
  gstPaise: 534_830,
  totalPaise: 3_506_105,
  leadTimeDays: 7,
  status: 'confirmed',
  createdAt: '2026-03-01T05:00:00.000Z',
  confirmedAt: '2026-03-01T06:00:00.000Z',
  shippedAt: null,
  deliveredAt: null,
  cancelledAt: null,
  cancelReason: null,
  transporter: null,
  lrNumber: null,
  billedSqft: 107.35,
  billsOn: 'usable',
  slabs: [7, 8].map((sequence) => ({
    slabId: sequence,
    lotId: 1,
    blockNumber: 'B114',
    lotNumber: '',
    sequence,
    lengthMm: 2896,
    widthMm: 1575,
    grossSqft: 49.1,
    usableSqft: sequence === 7 ? 49.1 : 58.25,
    billedSqft: sequence === 7 ? 49.1 : 58.25,
    photo: null,
    status: 'sold',
  })),
} satisfies OrderView;

describe('the order of slabs', () => {
  it('bills the slabs’ sq.ft and lists the slabs it sells', () => {
    mockApi({ 'GET /api/v1/me/orders/77/documents': { items: [] } });
    renderWithProviders(<OrderPanel item={{ ...quoteItem({ status: 'accepted' }), order }} />);
    const panel = screen.getByTestId('order-panel');
    expect(panel.textContent).toContain('107.35 sq.ft × ₹165');
    const slabs = within(panel).getByTestId('offered-slabs');
    expect(slabs.textContent).toContain('Slabs in this order: 2 slabs, 107.35 sq.ft billed on usable sq.ft');
    expect(slabs.textContent).toContain('B114-07');
    expect(slabs.textContent).toContain('58.25 sq.ft billed');
  });
});
