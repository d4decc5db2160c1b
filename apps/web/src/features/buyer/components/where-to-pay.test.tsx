// D44: the buyer's "Where to pay": the account the order was given, the terms and what is due now; a
// later change beside it with the warning, and what to do when no account was given.
import type { OrderPayeeView } from '@granite/shared';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogs } from '@/lib/i18n';
import { mockApi, renderWithProviders } from '@/test/render';
import { WhereToPay } from './where-to-pay';

beforeAll(() => ensureCatalogs('en', ['trade', 'buyer']));

const HDFC = {
  accountHolder: 'Vikram Granites',
  accountNumber: '50200012345678',
  ifsc: 'HDFC0001234',
  bankName: 'HDFC Bank',
  branch: 'Peenya',
};
const view: OrderPayeeView = {
  orderId: 7,
  manufacturerName: 'Vikram Granites',
  given: { bank: HDFC, upiId: 'vikram@hdfcbank' },
  changed: null,
  changedAt: null,
  currency: 'INR',
  advancePercent: 30,
  balanceDue: 'on-delivery',
  balanceDays: null,
  dueNowPaise: 6_372_000,
  duePaise: 21_240_000,
  balanceDueOn: null,
};

describe('where to pay (D44)', () => {
  it('shows the account, the UPI ID, the terms and the advance due now', async () => {
    mockApi({ 'GET /api/v1/me/orders/7/payee': view });
    renderWithProviders(<WhereToPay orderId={7} />);
    await screen.findByText('50200012345678');
    expect(screen.getByText('HDFC0001234')).toBeTruthy();
    expect(screen.getByText('vikram@hdfcbank')).toBeTruthy();
    expect(screen.getByText('30% advance before dispatch; balance on delivery')).toBeTruthy();
    expect(screen.getByTestId('due-now').textContent).toBe('₹63,720');
    expect(screen.queryByTestId('payee-changed')).toBeNull();
  });

  it('keeps the given account and shows a changed one beside it with the warning', async () => {
    mockApi({
      'GET /api/v1/me/orders/7/payee': {
        ...view,
        changed: { bank: { ...HDFC, accountNumber: '38912345678', ifsc: 'SBIN0040123' }, upiId: null },
        changedAt: '2026-12-05T06:30:00.000Z',
      },
    });
    renderWithProviders(<WhereToPay orderId={7} />);
    const warning = await screen.findByTestId('payee-changed');
    expect(warning.textContent).toContain(
      'The manufacturer changed its bank account on 5 December 2026. Confirm by phone before paying to the new account.',
    );
    expect(screen.getByTestId('payee-new').textContent).toContain('38912345678');
    expect(screen.getByTestId('payee-given').textContent).toContain('50200012345678');
  });

  it('says to ask in the thread when no account was given, and nothing due before the balance day', async () => {
    mockApi({
      'GET /api/v1/me/orders/7/payee': { ...view, given: null, dueNowPaise: 0, advancePercent: 0 },
    });
    renderWithProviders(<WhereToPay orderId={7} />);
    await screen.findByText(/has not given its bank details yet/);
    expect(screen.getByTestId('due-now').textContent).toBe('Nothing due now');
  });
});
