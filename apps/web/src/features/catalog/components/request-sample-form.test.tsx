// D39: the sample request form. Signed out it asks the visitor to sign in and come back; signed in
// it is prefilled from the buyer's saved delivery address, refuses a bad mobile number and PIN before
// sending anything, and sends the lot's request once they are right.
import type { SessionView } from '@granite/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureCatalogs } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { mockApi, renderWithProviders } from '@/test/render';
import { RequestSampleForm } from './request-sample-form';

// The buyer's routes load these catalogues before they render (D40); English messages with placeholders need them.
beforeAll(() => ensureCatalogs('en', ['trade', 'buyer']));

const lot = { id: 31, blockNumber: 'B-114', lotNumber: '2', productName: 'Black Galaxy' };
const session = {
  user: { id: 'u1', name: 'Meera Iyer', email: 'meera@example.com', phone: null, city: 'Chennai' },
  roles: ['buyer'],
} as unknown as SessionView;

describe('the sample request form (D39)', () => {
  it('asks a signed-out visitor to sign in, coming back to the product page', async () => {
    mockApi({ 'GET /api/v1/session': { session: null } });
    renderWithProviders(<RequestSampleForm lot={lot} onDone={() => {}} />, { route: '/products/7' });
    const link = await screen.findByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe('/login?redirect=%2Fproducts%2F7');
    expect(screen.queryByLabelText(/Delivery address/)).toBeNull();
  });

  it('is prefilled from the saved delivery address; refuses a bad mobile and PIN, then sends', async () => {
    const success = vi.spyOn(toast, 'success');
    const onDone = vi.fn();
    const { calls } = mockApi({
      'GET /api/v1/session': { session },
      'GET /api/v1/me/business': { business: null },
      'GET /api/v1/me/delivery-addresses': {
        items: [
          {
            id: 1,
            label: 'Site',
            address: '14 Anna Salai, Teynampet',
            city: 'Chennai',
            state: 'Tamil Nadu',
            pin: '600018',
            createdAt: '2026-01-01T00:00:00.000Z',
          },
        ],
      },
      'POST /api/v1/lots/31/samples': { id: 12, status: 'requested' },
    });
    renderWithProviders(<RequestSampleForm lot={lot} onDone={onDone} />);
    const user = userEvent.setup();
    const address = (await screen.findByLabelText(/Delivery address/)) as HTMLTextAreaElement;
    await waitFor(() => expect(address.value).toBe('14 Anna Salai, Teynampet'));
    expect((screen.getByLabelText(/PIN code/) as HTMLInputElement).value).toBe('600018');
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Meera Iyer');

    await user.type(screen.getByLabelText(/Mobile Number/), '12345');
    await user.clear(screen.getByLabelText(/PIN code/));
    await user.type(screen.getByLabelText(/PIN code/), '012345');
    await user.click(screen.getByRole('button', { name: 'Request sample' }));
    expect(await screen.findByText('must be a 10-digit Indian mobile number')).toBeTruthy();
    expect(screen.getByText('must be a 6-digit PIN code')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(screen.getByLabelText(/Mobile Number/));
    await user.type(screen.getByLabelText(/Mobile Number/), '98450 12345');
    await user.clear(screen.getByLabelText(/PIN code/));
    await user.type(screen.getByLabelText(/PIN code/), '600018');
    await user.click(screen.getByRole('button', { name: 'Request sample' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      contactName: 'Meera Iyer',
      mobileNumber: '+919845012345',
      deliveryAddress: '14 Anna Salai, Teynampet',
      deliveryCity: 'Chennai',
      deliveryPin: '600018',
    });
    expect(success).toHaveBeenCalledWith('Sample requested', expect.anything());
  });
});
