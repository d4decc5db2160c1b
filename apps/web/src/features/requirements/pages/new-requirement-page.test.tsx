// D38: the requirement form checks what it sends with the server's schema (a field left wrong is named
// before anything is posted) and posts the requirement with the target price in rupees.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogs } from '@/lib/i18n';
import { mockApi, renderWithProviders } from '@/test/render';
import { NewRequirementPage } from './new-requirement-page';

// The buyer's routes load these catalogues before they render (D40); English messages with placeholders need them.
beforeAll(() => ensureCatalogs('en', ['trade', 'buyer']));

const routes = {
  'GET /api/v1/session': { session: null },
  'GET /api/v1/categories': { items: [{ id: 3, name: 'Black Granite' }] },
  'GET /api/v1/stone-varieties': { items: [{ id: 9, name: 'Black Galaxy' }] },
};

const page = () =>
  renderWithProviders(
    <Routes>
      <Route path="/requirements/new" element={<NewRequirementPage />} />
      <Route path="/dashboard" element={<p>Dashboard</p>} />
    </Routes>,
    { route: '/requirements/new' },
  );

describe('the requirement form (D38)', () => {
  it('names the wrong fields and posts nothing', async () => {
    const { calls } = mockApi(routes);
    page();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Quantity \(sq\.ft\)/), '0');
    await user.type(screen.getByLabelText(/Delivery PIN code/), '5600');
    await user.click(screen.getByRole('button', { name: 'Post requirement' }));
    expect(await screen.findByText('choose a stone category or variety')).toBeTruthy();
    expect(screen.getByText('must be at least 1 sq.ft')).toBeTruthy();
    expect(screen.getByText('must be a 6-digit PIN code')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('posts the requirement and goes to the dashboard tab', async () => {
    const { calls } = mockApi({ ...routes, 'POST /api/v1/requirements': { id: 1 } });
    page();
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Black Galaxy' });
    await user.selectOptions(screen.getByLabelText(/Stone variety/), '9');
    await user.type(screen.getByLabelText(/Quantity \(sq\.ft\)/), '1200');
    await user.type(screen.getByLabelText(/Target price/), '140');
    await user.type(screen.getByLabelText(/Delivery city/), 'Chennai');
    await user.type(screen.getByLabelText(/Delivery PIN code/), '600001');
    await user.type(screen.getByLabelText(/Your name/), 'Meera Iyer');
    await user.type(screen.getByLabelText(/Mobile number/), '9845012345');
    await user.click(screen.getByRole('button', { name: 'Post requirement' }));
    expect(await screen.findByText('Dashboard')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST');
    await waitFor(() => expect(post).toBeDefined());
    expect(post!.body).toMatchObject({
      varietyId: '9',
      quantitySqft: '1200',
      targetPrice: '140',
      deliveryPin: '600001',
      expiresInDays: 7,
    });
  });
});
