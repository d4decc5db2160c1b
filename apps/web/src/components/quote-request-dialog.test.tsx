// The one quote form (D16) signed out (D31): the visitor's e-mail address is asked and required, and
// the success toast says what happens next (confirm by the mailed link) instead of promising a reply time.
import type { CreatedQuoteRequests } from '@granite/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { mockApi, renderWithProviders } from '@/test/render';
import { QuoteRequestDialogContent, whatHappensNext } from './quote-request-dialog-content';

const product = { id: 5, name: 'Black Galaxy Slab', vendorName: 'Shree Balaji Granites', pricePaise: 18_000 };

const created = (status: 'unconfirmed' | 'pending' | 'forwarded', n = 1) =>
  ({
    groupId: null,
    replayed: false,
    requests: Array.from({ length: n }, () => ({ status })),
  }) as unknown as CreatedQuoteRequests;

describe('the quote form signed out (D31)', () => {
  it('requires an e-mail address, sends it, and says to open the mailed link', async () => {
    const success = vi.spyOn(toast, 'success');
    const { calls } = mockApi({
      'GET /api/v1/session': { session: null },
      'POST /api/v1/quote-requests': created('unconfirmed'),
    });
    renderWithProviders(
      <QuoteRequestDialogContent target={{ kind: 'single', product }} open onOpenChange={() => {}} />,
    );
    const user = userEvent.setup();
    const email = await screen.findByLabelText(/Your E-mail/);
    await user.type(screen.getByLabelText(/Your Name/), 'Meera Iyer');
    await user.type(screen.getByLabelText(/Mobile Number/), '9845012345');
    await user.type(screen.getByLabelText(/Quantity/), '1200');
    await user.type(screen.getByLabelText(/Delivery City/), 'Chennai');
    await user.type(screen.getByLabelText(/Delivery PIN Code/), '600001');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(email, 'meera@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    await waitFor(() => expect(success).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      email: 'meera@example.com',
      productId: 5,
    });
    const [title, options] = success.mock.calls[0]!;
    expect(title).toBe('Quote Request Submitted');
    expect((options as { description: string }).description).toContain('We sent a link to meera@example.com');
  });

  it('never promises a reply time', () => {
    for (const text of [
      whatHappensNext(created('unconfirmed'), 'a@example.com'),
      whatHappensNext(created('pending', 2), undefined),
      whatHappensNext(created('forwarded'), undefined),
    ]) {
      expect(text).not.toMatch(/hours|within/);
    }
    expect(whatHappensNext(created('forwarded'), undefined)).toContain('sent to the manufacturer');
    expect(whatHappensNext(created('pending', 2), undefined)).toContain('sent to our team');
  });
});
