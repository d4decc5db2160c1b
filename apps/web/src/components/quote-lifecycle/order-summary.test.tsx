// D33: an order of slabs bills their measured sq.ft; the amounts name that figure, not the whole
// sq.ft it rounds up to, so "228.80 sq.ft × ₹268 = ₹61,318.40" reads true.
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogs } from '@/lib/i18n';
import { orderView } from '@/test/order-view';
import { renderWithProviders } from '@/test/render';
import { OrderAmounts } from './order-summary';

beforeAll(() => ensureCatalogs('en', ['trade']));

const order = orderView();

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
