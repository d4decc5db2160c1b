// D33: an order of slabs bills their measured sq.ft; the amounts name that figure, not the whole
// sq.ft it rounds up to, so "228.80 sq.ft × ₹268 = ₹61,318.40" reads true.
import type { OrderView } from '@granite/shared';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogs } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { OrderAmounts } from './order-summary';

beforeAll(() => ensureCatalogs('en', ['trade']));

const order = {
  id: 3,
  quoteRequestId: 1,
  quoteReplyId: 1,
  vendorId: 1,
  vendorName: 'Ongole Stone Yard',
  productId: 1,
  productName: 'Black Galaxy',
  customerName: 'Asha Rao',
  customerPhone: '9845012345',
  customerEmail: null,
  deliveryAddress: 'Bengaluru 560001',
  quantitySqft: 229,
  pricePaise: 26_800,
  subtotalPaise: 6_131_840,
  freightPaise: 0,
  exWorks: true,
  gstRate: 18,
  gstPaise: 1_103_731,
  totalPaise: 7_235_571,
  leadTimeDays: 7,
  status: 'confirmed',
  createdAt: '2026-03-01T05:00:00.000Z',
  confirmedAt: null,
  shippedAt: null,
  deliveredAt: null,
  cancelledAt: null,
  cancelReason: null,
  transporter: null,
  lrNumber: null,
} satisfies OrderView;

describe('the order’s amounts', () => {
  it('name the billed sq.ft of an order of slabs to two decimals', () => {
    renderWithProviders(<OrderAmounts order={{ ...order, billedSqft: 228.8 }} />);
    expect(screen.getByText('228.80 sq.ft × ₹268')).toBeTruthy();
    expect(screen.getByText('₹61,318.40')).toBeTruthy();
  });

  it('name the typed quantity of an order without slabs', () => {
    renderWithProviders(<OrderAmounts order={{ ...order, billedSqft: null }} />);
    expect(screen.getByText('229 sq.ft × ₹268')).toBeTruthy();
  });
});
