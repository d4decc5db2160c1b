// D26: the buyer's review of a delivered order. Sending it without stars asks for them in plain
// words, not with the schema's range check.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogs } from '@/lib/i18n';
import { mockApi, renderWithProviders } from '@/test/render';
import { ReviewForm } from './order-panel';

// The buyer's routes load these catalogues before they render (D40); English messages with placeholders need them.
beforeAll(() => ensureCatalogs('en', ['trade', 'buyer']));

describe('review form', () => {
  it('asks for stars when none was chosen, and sends the review once one is', async () => {
    const user = userEvent.setup();
    const server = mockApi({
      'POST /api/v1/me/orders/7/review': ({ body }: { body: unknown }) => ({ id: 1, ...(body as object) }),
    });
    renderWithProviders(<ReviewForm orderId={7} vendorName="Ongole Stone Co" />);
    await user.type(screen.getByLabelText(/Your review/), 'Slabs as promised, well packed.');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a rating from 1 to 5 stars');
    expect(screen.queryByText(/whole number/)).toBeNull();
    expect(server.calls).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(screen.queryByText('Choose a rating from 1 to 5 stars')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    await expect.poll(() => server.calls.length).toBe(1);
    expect(server.calls[0]!.body).toEqual({ rating: 4, body: 'Slabs as promised, well packed.' });
  });
});
