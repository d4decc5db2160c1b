// D41: the buyer's saved searches read as what they filter, and a search's name can be changed.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogs } from '@/lib/i18n';
import { mockApi, renderWithProviders } from '@/test/render';
import { SavedSearchesTab } from './saved-searches-tab';

beforeAll(() => ensureCatalogs('en', ['buyer']));

const item = {
  id: 4,
  name: 'Black Galaxy big slabs',
  url: '/products?variety=black-galaxy&minLengthMm=2743&minWidthMm=1524&maxPrice=300',
  frequency: 'daily',
  priceDrops: true,
  lastAlertAt: null,
  createdAt: '2026-12-01T05:00:00.000Z',
};

describe('saved searches', () => {
  it('says what each search filters instead of its address', async () => {
    mockApi({ 'GET /api/v1/me/saved-searches': { items: [item], limit: 20 } });
    renderWithProviders(<SavedSearchesTab />);
    expect(
      await screen.findByText('Black Galaxy · slabs from 2743 × 1524 mm · under ₹300/sq.ft'),
    ).toBeTruthy();
    expect(screen.queryByText(/minLengthMm/)).toBeNull();
  });

  it('renames a search in place', async () => {
    const { calls } = mockApi({
      'GET /api/v1/me/saved-searches': { items: [item], limit: 20 },
      'PUT /api/v1/me/saved-searches/4': ({ body }: { body: unknown }) => ({ ...item, ...(body as object) }),
    });
    renderWithProviders(<SavedSearchesTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rename Black Galaxy big slabs' }));
    const field = screen.getByLabelText('Name of the saved search');
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Give the search a name')).toBeTruthy();
    await user.type(field, 'Galaxy for the Whitefield site');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Galaxy for the Whitefield site' }),
    );
    await waitFor(() => expect(screen.queryByLabelText('Name of the saved search')).toBeNull());
  });
});
