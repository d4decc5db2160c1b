// The buyer's orders tab (D18, D35–D37): newest first, filtered by state with each state's count,
// what is still to pay, and the whole order opened in place.
import type { BuyerOrders, OrderView } from '@granite/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogs } from '@/lib/i18n';
import { mockApi, renderWithProviders } from '@/test/render';
import { MyOrders } from './my-orders';
import { quoteItem } from './quote-fixtures';

beforeAll(() => ensureCatalogs('en', ['trade', 'buyer']));

const base = {
  id: 41,
  quoteRequestId: 1,
  quoteReplyId: 10,
  vendorId: 1,
  vendorName: 'Ongole Stone Yard',
  productId: 1,
  productName: 'Black Galaxy slabs',
  customerName: 'Asha Rao',
  customerPhone: '9845012345',
  customerEmail: null,
  deliveryAddress: 'Whitefield, Bengaluru 560066',
  quantitySqft: 1_200,
  pricePaise: 24_000,
  subtotalPaise: 28_800_000,
  freightPaise: 0,
  exWorks: false,
  gstRate: 18,
  gstPaise: 5_184_000,
  totalPaise: 33_984_000,
  leadTimeDays: 7,
  status: 'shipped',
  createdAt: '2026-11-30T05:00:00.000Z',
  confirmedAt: '2026-11-30T06:00:00.000Z',
  shippedAt: '2026-12-02T06:00:00.000Z',
  deliveredAt: null,
  cancelledAt: null,
  cancelReason: null,
  transporter: 'VRL Logistics',
  lrNumber: 'VRL-778812',
  money: {
    totalPaise: 33_984_000,
    paidPaise: 10_195_200,
    pendingPaise: 0,
    disputedPaise: 0,
    duePaise: 23_788_800,
    overduePaise: 0,
    advancePercent: 30,
    advanceDuePaise: 0,
    advanceDueOn: null,
    balanceDueOn: '2026-12-09',
  },
} satisfies OrderView;

function page(orders: OrderView[], counts = { open: 1, delivered: 1, cancelled: 0 }): BuyerOrders {
  return {
    items: orders.map((order) => ({ ...quoteItem({ id: order.quoteRequestId }), order })),
    page: 1,
    pageSize: 10,
    total: orders.length,
    totalPages: 1,
    counts,
  };
}

describe('the buyer’s orders', () => {
  it('lists each order with its status, total, what is still to pay and its transport; filters by state', async () => {
    const delivered = {
      ...base,
      id: 40,
      quoteRequestId: 2,
      productName: 'Kashmir White slabs',
      status: 'delivered',
      transporter: null,
      lrNumber: null,
      money: { ...base.money, paidPaise: 33_984_000, duePaise: 0 },
    } satisfies OrderView;
    const { calls } = mockApi({
      'GET /api/v1/me/orders': ({ url }: { url: URL }) =>
        url.searchParams.get('state') === 'delivered' ? page([delivered]) : page([base, delivered]),
    });
    renderWithProviders(<MyOrders />);
    const cards = await screen.findAllByTestId('my-order');
    expect(cards.map((c) => c.dataset.orderId)).toEqual(['41', '40']);
    const shipped = within(cards[0]!);
    expect(shipped.getByText('Black Galaxy slabs')).toBeTruthy();
    expect(shipped.getByTestId('my-order-status').textContent).toBe('Shipped');
    expect(shipped.getByText('₹3,39,840')).toBeTruthy();
    expect(shipped.getByTestId('my-order-due').textContent).toBe('₹2,37,888');
    expect(shipped.getByText('VRL Logistics · LR VRL-778812')).toBeTruthy();
    expect(within(cards[1]!).getByTestId('my-order-due').textContent).toBe('₹0');
    // The filters carry the server's counts.
    expect(screen.getByRole('button', { name: 'All orders 2' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Delivered 1' }));
    await screen.findByText(
      (_, el) => el?.getAttribute('data-testid') === 'my-orders' && el.children.length === 1,
    );
    expect(calls.at(-1)!.query.get('state')).toBe('delivered');
    expect(screen.getAllByTestId('my-order').map((c) => c.dataset.orderId)).toEqual(['40']);
  });

  it('opens the whole order in place and links to its quote request', async () => {
    mockApi({ 'GET /api/v1/me/orders': page([base]), 'GET /api/v1/me/orders/41/documents': { items: [] } });
    renderWithProviders(<MyOrders />);
    const card = await screen.findByTestId('my-order');
    expect(within(card).queryByTestId('order-panel')).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Open the order' }));
    expect(within(card).getByTestId('order-panel')).toBeTruthy();
    expect(
      within(card).getByRole('link', { name: 'Its quote request and messages' }).getAttribute('href'),
    ).toBe('/dashboard?tab=quotes&request=1');
  });

  it('says when there is no order yet', async () => {
    mockApi({ 'GET /api/v1/me/orders': page([], { open: 0, delivered: 0, cancelled: 0 }) });
    renderWithProviders(<MyOrders />);
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    expect(screen.getByText('An order is made when you accept a manufacturer’s quote.')).toBeTruthy();
  });
});
