// D38: the requirement form checks what it sends with the server's schema (a field left wrong is named
// before anything is posted) and posts the requirement with the target price in rupees.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

// The form keeps its draft for the tab (sessionStorage): each test starts from an empty one.
beforeEach(() => sessionStorage.clear());

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

describe('the requirement is billed and delivered as the buyer saved (D34)', () => {
  const session = {
    user: { id: 'u1', name: 'Meera Iyer', email: 'meera@example.com', phone: '9845012345', city: null },
    roles: ['buyer'],
  };
  const site = {
    id: 3,
    label: 'Whitefield site',
    address: '14 ITPL Main Road, Whitefield',
    city: 'Bengaluru',
    state: 'Karnataka',
    pin: '560066',
    createdAt: '2026-12-01T00:00:00Z',
  };
  const signedIn = {
    ...routes,
    'GET /api/v1/session': { session },
    'GET /api/v1/me/business': {
      business: {
        companyName: 'Bengaluru Interiors Pvt Ltd',
        gstin: '29AAGCB7777Q1ZK',
        billingAddress: '12 MG Road',
        billingCity: 'Bengaluru',
        billingState: 'Karnataka',
        billingPin: '560001',
        version: 1,
        updatedAt: '2026-12-01T00:00:00Z',
      },
    },
    'POST /api/v1/requirements': { id: 1 },
  };

  it('sends "Bill to" the company and the saved site (the first one, chosen for the buyer)', async () => {
    const { calls } = mockApi({ ...signedIn, 'GET /api/v1/me/delivery-addresses': { items: [site] } });
    page();
    const user = userEvent.setup();
    expect(((await screen.findByLabelText(/Bill to Bengaluru Interiors/)) as HTMLInputElement).checked).toBe(
      true,
    );
    await screen.findByText(
      'Delivered to Whitefield site: 14 ITPL Main Road, Whitefield, Bengaluru, Karnataka 560066',
    );
    expect(screen.queryByLabelText(/Delivery PIN code/)).toBeNull();
    expect(screen.getByTestId('place-of-supply').textContent).toBe('Place of supply: Karnataka (29)');
    expect((screen.getByLabelText(/Mobile number/) as HTMLInputElement).value).toBe('9845012345');
    await screen.findByRole('option', { name: 'Black Galaxy' });
    await user.selectOptions(screen.getByLabelText(/Stone variety/), '9');
    await user.type(screen.getByLabelText(/Quantity \(sq\.ft\)/), '1200');
    await user.click(screen.getByRole('button', { name: 'Post requirement' }));
    expect(await screen.findByText('Dashboard')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      useBusiness: true,
      deliveryAddressId: 3,
      deliveryPin: '560066',
      deliveryCity: 'Bengaluru',
    });
  }, 15_000);

  it('adds a delivery address from the form and delivers to it', async () => {
    const saved: (typeof site)[] = [];
    const { calls } = mockApi({
      ...signedIn,
      'GET /api/v1/me/delivery-addresses': () => ({ items: saved }),
      'POST /api/v1/me/delivery-addresses': ({ body }: { body: unknown }) => {
        saved.push({ ...site, ...(body as object) });
        return saved[0];
      },
    });
    page();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a delivery address' }));
    const group = screen.getByRole('group', { name: 'New delivery address' });
    await user.type(within(group).getByLabelText(/Label/), 'Whitefield site');
    await user.type(within(group).getByLabelText(/^Address/), '14 ITPL Main Road, Whitefield');
    await user.type(within(group).getByLabelText(/City/), 'Bengaluru');
    await user.selectOptions(within(group).getByLabelText(/State/), 'Karnataka');
    await user.type(within(group).getByLabelText(/PIN code/), '560066');
    await user.click(within(group).getByRole('button', { name: 'Add address' }));
    await screen.findByText(
      'Delivered to Whitefield site: 14 ITPL Main Road, Whitefield, Bengaluru, Karnataka 560066',
    );
    // The address was saved, and the requirement itself not posted by the address's button.
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/v1/me/delivery-addresses',
    ]);
  }, 15_000);

  it('keeps what was typed when the page is loaded again (the draft of this tab)', async () => {
    mockApi({ ...signedIn, 'GET /api/v1/me/delivery-addresses': { items: [] } });
    const first = page();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Quantity \(sq\.ft\)/), '850');
    await user.type(screen.getByLabelText(/Delivery city/), 'Mysuru');
    await user.click(await screen.findByLabelText(/Bill to Bengaluru Interiors/));
    first.unmount();
    page();
    expect(((await screen.findByLabelText(/Quantity \(sq\.ft\)/)) as HTMLInputElement).value).toBe('850');
    expect((screen.getByLabelText(/Delivery city/) as HTMLInputElement).value).toBe('Mysuru');
    expect(((await screen.findByLabelText(/Bill to Bengaluru Interiors/)) as HTMLInputElement).checked).toBe(
      false,
    );
  }, 15_000);
});
