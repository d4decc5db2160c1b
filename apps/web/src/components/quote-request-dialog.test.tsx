// The one quote form (D16) signed out (D31): the visitor's e-mail address is asked and required, and
// the success toast says what happens next (confirm by the mailed link) instead of promising a reply time.
import type { CreatedQuoteRequests } from '@granite/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureCatalogs } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { mockApi, renderWithProviders } from '@/test/render';
import { QuoteRequestDialogContent, whatHappensNext } from './quote-request-dialog-content';

// The buyer's routes load these catalogues before they render (D40); English messages with placeholders need them.
beforeAll(() => ensureCatalogs('en', ['trade', 'buyer']));

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
  }, 15_000);

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

describe('the quote form for chosen slabs (D33)', () => {
  const slabs = { slabIds: [41, 42], sqft: 107.35, codes: ['B114-07', 'B114-08'] };
  const fill = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(await screen.findByLabelText(/Your E-mail/), 'meera@example.com');
    await user.type(screen.getByLabelText(/Your Name/), 'Meera Iyer');
    await user.type(screen.getByLabelText(/Mobile Number/), '9845012345');
    await user.type(screen.getByLabelText(/Delivery City/), 'Chennai');
    await user.type(screen.getByLabelText(/Delivery PIN Code/), '600001');
  };

  it('shows the slabs and their sq.ft instead of a quantity box, and sends their ids', async () => {
    const { calls } = mockApi({
      'GET /api/v1/session': { session: null },
      'POST /api/v1/quote-requests': created('unconfirmed'),
    });
    renderWithProviders(
      <QuoteRequestDialogContent target={{ kind: 'single', product, slabs }} open onOpenChange={() => {}} />,
    );
    const user = userEvent.setup();
    expect(screen.getByTestId('chosen-slabs').textContent).toBe(
      'Quantity: 107.35 sq.ft (2 slabs, usable sq.ft)B114-07, B114-08',
    );
    expect(screen.queryByLabelText(/Quantity \(sq.ft\)/)).toBeNull();
    // The slabs say their thickness, finish and size: none of it is asked again.
    for (const asked of [/^Thickness/, /^Finish/, /^Slab Size/, /^Tile Size/, /^Product Type/])
      expect(screen.queryByLabelText(asked)).toBeNull();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const body = calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(body).toMatchObject({ productId: 5, slabIds: [41, 42] });
    expect(body).not.toHaveProperty('quantitySqft');
  }, 15_000);

  it('says which slab the server refused, beside the slabs', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input).endsWith('/session')
        ? Response.json({ session: null })
        : Response.json(
            {
              error: {
                code: 'invalid_data',
                message: 'Some fields are invalid',
                fields: { slabIds: 'slab B114-08 is sold' },
              },
            },
            { status: 400 },
          ),
    );
    renderWithProviders(
      <QuoteRequestDialogContent target={{ kind: 'single', product, slabs }} open onOpenChange={() => {}} />,
    );
    const user = userEvent.setup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect((await screen.findByRole('alert')).textContent).toBe('slab B114-08 is sold');
  }, 15_000);
});

describe('the quote form for a slab product without chosen slabs (D33)', () => {
  it('says one slab is the least, and shows the refusal of less on the quantity', async () => {
    mockApi({
      'GET /api/v1/session': { session: null },
      'POST /api/v1/quote-requests': () => {
        throw new Error('unused');
      },
    });
    renderWithProviders(
      <QuoteRequestDialogContent
        target={{ kind: 'single', product: { ...product, productType: 'Slabs' } }}
        open
        onOpenChange={() => {}}
      />,
    );
    expect((await screen.findByText('At least one slab (32 sq.ft)')).textContent).toBeTruthy();
    // Thickness and finish are asked when no slab was ticked.
    expect(screen.getByLabelText(/^Thickness/)).toBeTruthy();
  });
});

describe('the mobile number given last is offered again (signed in)', () => {
  beforeEach(() => localStorage.clear());
  it('fills the mobile number of the last request of this account', async () => {
    localStorage.setItem('granite:mobile:u9', '98450 12345');
    mockApi({
      'GET /api/v1/session': {
        session: {
          user: { id: 'u9', name: 'Meera Iyer', email: 'm@example.com', phone: null, city: null },
          roles: ['buyer'],
        },
      },
      'GET /api/v1/me/business': { business: null },
      'GET /api/v1/me/delivery-addresses': { items: [] },
    });
    renderWithProviders(
      <QuoteRequestDialogContent target={{ kind: 'single', product }} open onOpenChange={() => {}} />,
    );
    await waitFor(() =>
      expect((screen.getByLabelText(/Mobile Number/) as HTMLInputElement).value).toBe('98450 12345'),
    );
  });
});

describe('the delivery decides the place of supply (D34)', () => {
  const session = {
    user: {
      id: 'u1',
      name: 'Meera Iyer',
      email: 'meera@example.com',
      phone: '9845012345',
      city: 'Bengaluru',
    },
    roles: ['buyer'],
  };
  const routes = {
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
    'GET /api/v1/me/delivery-addresses': {
      items: [
        {
          id: 3,
          label: 'Chennai site',
          address: '4 Anna Salai',
          city: 'Chennai',
          state: 'Tamil Nadu',
          pin: '600002',
          createdAt: '2026-12-01T00:00:00Z',
        },
      ],
    },
    'POST /api/v1/quote-requests': created('forwarded'),
  };

  it('takes the chosen saved address, not a typed PIN, and says "Place of supply: Tamil Nadu (33)"', async () => {
    const { calls } = mockApi(routes);
    renderWithProviders(
      <QuoteRequestDialogContent target={{ kind: 'single', product }} open onOpenChange={() => {}} />,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Your Name/), 'Meera Iyer');
    // The account's mobile number is filled in.
    await waitFor(() =>
      expect((screen.getByLabelText(/Mobile Number/) as HTMLInputElement).value).toBe('9845012345'),
    );
    await user.type(await screen.findByLabelText(/Delivery PIN Code/), '560066');
    expect(screen.getByTestId('place-of-supply').textContent).toBe('Place of supply: Karnataka (29)');
    await user.selectOptions(await screen.findByLabelText(/^Delivery address/), '3');
    expect(screen.queryByLabelText(/Delivery PIN Code/)).toBeNull();
    expect(screen.getByTestId('place-of-supply').textContent).toBe('Place of supply: Tamil Nadu (33)');
    await user.type(screen.getByLabelText(/Quantity/), '1200');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      useBusiness: true,
      deliveryAddressId: 3,
      deliveryPin: '600002',
      deliveryState: 'Tamil Nadu',
    });
  }, 15_000);

  it("sends a consignee with its address as the delivery, supplied in the buyer's state", async () => {
    const { calls } = mockApi(routes);
    renderWithProviders(
      <QuoteRequestDialogContent target={{ kind: 'single', product }} open onOpenChange={() => {}} />,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Your Name/), 'Meera Iyer');
    // The account's mobile number is filled in.
    await waitFor(() =>
      expect((screen.getByLabelText(/Mobile Number/) as HTMLInputElement).value).toBe('9845012345'),
    );
    await user.click(await screen.findByLabelText(/Deliver to another party/));
    await user.type(screen.getByLabelText(/Consignee name/), 'Sri Murugan Constructions');
    await user.type(screen.getByLabelText(/^Address/), '21 Poonamallee High Road');
    await user.type(screen.getByLabelText(/^City/), 'Chennai');
    await user.type(screen.getByLabelText(/^PIN code/), '600002');
    await user.selectOptions(screen.getByLabelText(/^State/), 'Tamil Nadu');
    expect(screen.getByTestId('place-of-supply').textContent).toBe('Place of supply: Karnataka (29)');
    await user.type(screen.getByLabelText(/Quantity/), '1200');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const body = calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      useBusiness: true,
      deliveryCity: 'Chennai',
      deliveryPin: '600002',
      consignee: { name: 'Sri Murugan Constructions', city: 'Chennai', state: 'Tamil Nadu', pin: '600002' },
    });
    expect(body).not.toHaveProperty('deliveryAddressId');
  }, 15_000);
});
