// D46: the firm's own view of an order names the member who took each step, with their role, in the
// reader's language; an order without it (the buyer's) names nobody.
import type { OrderView } from '@granite/shared';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogs, LocaleProvider, PAGE_AREAS } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { OrderTimeline } from './order-summary';

beforeAll(() =>
  Promise.all([
    ensureCatalogs('en', ['trade', 'panel']),
    ensureCatalogs('hi', [...PAGE_AREAS, 'trade', 'panel']),
  ]),
);

const order = (fields: Partial<OrderView> = {}) =>
  ({
    status: 'shipped',
    createdAt: '2026-12-01T05:00:00.000Z',
    confirmedAt: '2026-12-02T05:00:00.000Z',
    shippedAt: '2026-12-03T05:00:00.000Z',
    deliveredAt: null,
    cancelledAt: null,
    cancelReason: null,
    transporter: null,
    lrNumber: null,
    ...fields,
  }) as OrderView;

const stepsBy: OrderView['stepsBy'] = [
  { step: 'confirm', by: { name: 'Ravi Kumar', role: 'sales', left: false } },
  { step: 'ship', by: { name: 'Yamuna', role: 'yard', left: true } },
];

describe("the order's steps and who took them", () => {
  it('names the member and role of each step taken, and one who left the firm', () => {
    renderWithProviders(<OrderTimeline order={order({ stepsBy })} />);
    const by = screen.getAllByTestId('step-by').map((el) => el.textContent);
    expect(by).toEqual(['By Ravi Kumar (Sales)', 'By Yamuna (Yard, left the firm)']);
  });

  it('says it in Hindi on a Hindi page', () => {
    renderWithProviders(
      <LocaleProvider locale="hi">
        <OrderTimeline order={order({ stepsBy })} />
      </LocaleProvider>,
    );
    const by = screen.getAllByTestId('step-by').map((el) => el.textContent);
    expect(by[0]).toBe('Ravi Kumar (सेल्स) द्वारा');
  });

  it('names nobody on an order without them (the buyer’s view)', () => {
    renderWithProviders(<OrderTimeline order={order()} />);
    expect(screen.queryAllByTestId('step-by')).toHaveLength(0);
  });
});
