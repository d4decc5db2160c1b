// D37, D42: the manufacturer reads a buyer's quality claim in the order drawer — the buyer's words,
// the photos at full size, and the outcome with the document it issued once an administrator closes it.
import type { OrderClaimView as Claim, OrderView } from '@granite/shared';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogs } from '@/lib/i18n';
import { orderView } from '@/test/order-view';
import { renderWithProviders } from '@/test/render';
import { OrderClaimView } from './order-claim-view';
import { ShipPaymentWarning } from './ship-payment-warning';

beforeAll(() => ensureCatalogs('en', ['trade', 'panel']));

const photo = (id: string) => ({
  id,
  url: `/media/${id}/1280.webp`,
  width: 1280,
  height: 960,
  variants: [
    { width: 320, url: `/media/${id}/320.webp` },
    { width: 1280, url: `/media/${id}/1280.webp` },
  ],
});

const baseClaim: Claim = {
  id: 5,
  description: 'Two slabs cracked at the edge',
  status: 'open',
  outcome: null,
  outcomeNote: null,
  documentNumber: null,
  photos: [photo('a1'), photo('b2')],
  createdAt: '2026-03-05T06:30:00.000Z',
  closedAt: null,
};

const order = (fields: Partial<OrderView> = {}) =>
  orderView({
    status: 'delivered',
    shippedAt: '2026-03-02T06:00:00.000Z',
    deliveredAt: '2026-03-04T06:00:00.000Z',
    ...fields,
  });

describe('the quality claim in the manufacturer’s order drawer', () => {
  it('shows an open claim: the buyer’s words, each photo linking to its full size, and where to answer', () => {
    renderWithProviders(<OrderClaimView order={order({ claim: baseClaim })} />);
    const section = screen.getByTestId('manufacturer-order-claim');
    expect(within(section).getByRole('heading', { name: 'Quality claim' })).toBeTruthy();
    expect(section.textContent).toContain('Open, the marketplace decides');
    expect(section.textContent).toContain('Two slabs cracked at the edge');
    const links = within(section).getAllByRole('link', { name: /Photo \d from the buyer/ });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/media/a1/1280.webp', '/media/b2/1280.webp']);
    expect(within(links[0]!).getByRole('img').getAttribute('srcset')).toContain('/media/a1/320.webp 320w');
    expect(within(section).getByRole('link', { name: 'Open the messages' }).getAttribute('href')).toBe(
      '/vendor/quotes/9',
    );
  });

  it('shows a closed claim with its outcome, the credit note it issued and the note', () => {
    renderWithProviders(
      <OrderClaimView
        order={order({
          claim: {
            ...baseClaim,
            status: 'closed',
            outcome: 'credit-note',
            outcomeNote: 'Two slabs credited at the order price',
            documentNumber: 'CN/26-27/0003',
            closedAt: '2026-03-07T06:30:00.000Z',
          },
        })}
      />,
    );
    const section = screen.getByTestId('manufacturer-order-claim');
    expect(section.textContent).toContain('Closed');
    expect(section.textContent).toContain('Credit note issued (CN/26-27/0003)');
    expect(section.textContent).toContain('Two slabs credited at the order price');
    expect(within(section).queryByRole('link', { name: 'Open the messages' })).toBeNull();
  });

  it('draws nothing for an order without a claim', () => {
    const { container } = renderWithProviders(<OrderClaimView order={order({ claim: null })} />);
    expect(container.querySelector('[data-testid="manufacturer-order-claim"]')).toBeNull();
  });
});

const money = (fields: Partial<NonNullable<OrderView['money']>>) => ({
  currency: 'INR' as const,
  totalPaise: 7_235_571,
  paidPaise: 0,
  pendingPaise: 0,
  disputedPaise: 0,
  duePaise: 0,
  overduePaise: 0,
  advancePercent: 30,
  advanceDuePaise: 0,
  advanceDueOn: null,
  balanceDueOn: null,
  ...fields,
});

describe('the ship dialog’s payment warning (D36)', () => {
  it('warns of the unpaid amount when the terms ask the balance before dispatch', () => {
    renderWithProviders(
      <ShipPaymentWarning
        order={order({
          status: 'confirmed',
          balanceDue: 'before-dispatch',
          money: money({ paidPaise: 2_170_671 }),
        })}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'The terms ask for the whole amount before dispatch: ₹50,649 is not paid yet.',
    );
  });

  it('warns of an unpaid advance, and names a payment waiting for confirmation', () => {
    renderWithProviders(
      <ShipPaymentWarning
        order={order({
          status: 'confirmed',
          balanceDue: 'on-delivery',
          money: money({ advanceDuePaise: 2_170_671, pendingPaise: 2_170_671 }),
        })}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The advance is not paid yet: ₹21,706.71 was due before dispatch.');
    expect(alert.textContent).toContain('₹21,706.71 recorded by the buyer waits for your confirmation');
  });

  it('says nothing when what the terms ask before dispatch is paid', () => {
    renderWithProviders(
      <ShipPaymentWarning
        order={order({
          status: 'confirmed',
          balanceDue: 'on-delivery',
          money: money({ paidPaise: 2_170_671, advanceDuePaise: 0 }),
        })}
      />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
