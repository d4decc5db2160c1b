// D44: the Settings form sends an account left empty as none, and checks the IFSC as the server does.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogs } from '@/lib/i18n';
import { mockApi, renderWithProviders } from '@/test/render';
import { bodyOf, PayeeSection } from './payee-section';

beforeAll(() => ensureCatalogs('en', ['trade', 'panel']));

const empty = { accountHolder: '', accountNumber: '', ifsc: '', bankName: '', branch: '' };

describe('payee details in Settings (D44)', () => {
  it('sends an empty account as none and an empty UPI ID as none', () => {
    expect(bodyOf({ bank: empty, upiId: ' vikram@okaxis ' })).toEqual({ bank: null, upiId: 'vikram@okaxis' });
    expect(bodyOf({ bank: { ...empty, ifsc: 'HDFC0001234' }, upiId: '' }).bank).toMatchObject({
      ifsc: 'HDFC0001234',
    });
  });

  it('names a bad IFSC before sending, then saves the details', async () => {
    const api = mockApi({
      'GET /api/v1/vendor/manufacturers/3/payee': {
        manufacturerId: 3,
        bank: null,
        upiId: null,
        changedAt: null,
      },
      'PUT /api/v1/vendor/manufacturers/3/payee': ({ body }: { body: unknown }) => ({
        manufacturerId: 3,
        ...(body as object),
        changedAt: '2026-12-07T10:00:00.000Z',
      }),
    });
    renderWithProviders(<PayeeSection manufacturerId={3} />);
    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
    await screen.findByLabelText('Account holder');
    fill('Account holder', 'Vikram Granites');
    fill('Account number', '50200012345678');
    fill('IFSC', 'HDFC1234567');
    fill('Bank', 'HDFC Bank');
    fill('Branch', 'Peenya');
    fireEvent.click(screen.getByRole('button', { name: 'Save bank details' }));
    await screen.findByText(/must be an IFSC/);
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
    fill('IFSC', 'hdfc0001234');
    fireEvent.click(screen.getByRole('button', { name: 'Save bank details' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = api.calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({
      bank: {
        accountHolder: 'Vikram Granites',
        accountNumber: '50200012345678',
        ifsc: 'hdfc0001234',
        bankName: 'HDFC Bank',
        branch: 'Peenya',
      },
      upiId: null,
    });
  });
});
