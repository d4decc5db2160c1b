// D34, D8: the buyer's business form says which state a GSTIN belongs to, refuses one of another
// state than the billing state, and a PIN of another state, before sending, and sends a good one.
import { GstinSchema } from '@granite/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogs } from '@/lib/i18n';
import { mockApi, renderWithProviders } from '@/test/render';
import { BusinessForm } from './business-details';

// The buyer's routes load these catalogues before they render (D40); English messages with placeholders need them.
beforeAll(() => ensureCatalogs('en', ['trade', 'buyer']));

describe('business form', () => {
  it('gives an example GSTIN that passes the site’s own check', () => {
    mockApi({});
    renderWithProviders(<BusinessForm current={null} />);
    const example = /e\.g\. (\w{15})/.exec(document.body.textContent ?? '')?.[1];
    expect(example).toBeDefined();
    expect(GstinSchema.safeParse(example).success).toBe(true);
  });

  it('names the GSTIN when its state is not the billing state, and saves once they match', async () => {
    const user = userEvent.setup();
    const server = mockApi({
      'PUT /api/v1/me/business': ({ body }: { body: unknown }) => ({
        business: { ...(body as object), version: 1, updatedAt: '2026-01-01T00:00:00.000Z' },
      }),
    });
    renderWithProviders(<BusinessForm current={null} />);
    await user.type(screen.getByLabelText(/Company name/), 'Bengaluru Interiors Pvt Ltd');
    await user.type(screen.getByLabelText(/GSTIN/), '29AAGCB7777Q1ZK');
    expect(screen.getByText(/Registered in Karnataka/)).toBeTruthy();
    await user.type(screen.getByLabelText(/Billing address/), '12 MG Road');
    await user.type(screen.getByLabelText(/City/), 'Chennai');
    await user.selectOptions(screen.getByLabelText(/State/), 'Tamil Nadu');
    await user.type(screen.getByLabelText(/PIN code/), '600001');
    await user.click(screen.getByRole('button', { name: 'Save business details' }));
    expect(await screen.findByText(/registered in another state than the billing state/)).toBeTruthy();
    expect(server.calls).toHaveLength(0);

    // D34: a Chennai PIN is not a Karnataka one either.
    await user.selectOptions(screen.getByLabelText(/State/), 'Karnataka');
    await user.click(screen.getByRole('button', { name: 'Save business details' }));
    expect(await screen.findByText('PIN 600001 is in Tamil Nadu, not Karnataka')).toBeTruthy();
    expect(server.calls).toHaveLength(0);

    await user.clear(screen.getByLabelText(/PIN code/));
    await user.type(screen.getByLabelText(/PIN code/), '560001');
    await user.click(screen.getByRole('button', { name: 'Save business details' }));
    await expect.poll(() => server.calls.length).toBe(1);
    expect(server.calls[0]!.body).toMatchObject({ gstin: '29AAGCB7777Q1ZK', billingState: 'Karnataka' });
  });

  it('refuses a GSTIN whose check digit is wrong', async () => {
    const user = userEvent.setup();
    const server = mockApi({});
    renderWithProviders(<BusinessForm current={null} />);
    await user.type(screen.getByLabelText(/GSTIN/), '29AAGCB7777Q1ZA');
    await user.click(screen.getByRole('button', { name: 'Save business details' }));
    expect(await screen.findByText(/check digit/)).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });

  it('asks a business in Germany for its postcode and EORI instead of GSTIN, state and PIN (D47)', async () => {
    const user = userEvent.setup();
    const server = mockApi({
      'PUT /api/v1/me/business': ({ body }: { body: unknown }) => ({
        business: { ...(body as object), version: 1, updatedAt: '2026-01-01T00:00:00.000Z' },
      }),
    });
    renderWithProviders(<BusinessForm current={null} />);
    await user.selectOptions(screen.getByLabelText(/Country/), 'DE');
    expect(screen.queryByLabelText(/GSTIN/)).toBeNull();
    expect(screen.queryByLabelText(/PIN code/)).toBeNull();
    await user.type(screen.getByLabelText(/Company name/), 'Nordstein Naturstein GmbH');
    await user.type(screen.getByLabelText(/EORI number/), 'de123456789012345');
    await user.type(screen.getByLabelText(/Billing address/), 'Am Sandtorkai 50');
    await user.type(screen.getByLabelText(/City/), 'Hamburg');
    await user.type(screen.getByLabelText(/Postcode/), '2045');
    await user.click(screen.getByRole('button', { name: 'Save business details' }));
    expect(await screen.findByText(/must be a Postleitzahl of Germany, e\.g\. 20457/)).toBeTruthy();
    expect(server.calls).toHaveLength(0);

    await user.type(screen.getByLabelText(/Postcode/), '7');
    await user.click(screen.getByRole('button', { name: 'Save business details' }));
    await expect.poll(() => server.calls.length).toBe(1);
    expect(server.calls[0]!.body).toMatchObject({
      country: 'DE',
      gstin: null,
      billingState: null,
      billingPin: null,
      billingPostcode: '20457',
      importId: 'DE123456789012345',
    });
  });
});
