// D31: every quote request reaches someone who can answer. A signed-out visitor asks for a quote
// with an e-mail address, confirms it through the mailed link, and follows the manufacturer's reply
// there; a manufacturer nobody answers for shows "Not taking quote requests on the platform yet".
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createVerifiedBuyer, signInAs, signInAsAdmin, useBrowser } from './fixtures';
import { ownCategory } from './own-data';

/** The quote link mailed to `email`, read from the server log (the outbox logs mail with SMTP_URL unset). */
async function quoteLinkFor(email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const log = readFileSync(inject('serverLogPath'), 'utf8');
    const start = log.lastIndexOf(`mail (SMTP_URL unset, not sent) to ${email}`);
    const link =
      start >= 0 ? /https?:\/\/[^\s"\\]+\/quote-links\/[A-Za-z0-9_-]{43}/.exec(log.slice(start)) : null;
    if (link) return link[0];
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no quote link mailed to ${email}`);
}

/**
 * A manufacturer of this journey's own with one live product, made by the admin through the API;
 * with `ownerEmail` that account owns it (the journeys share one server, so none borrows another's).
 */
async function manufacturerWithProduct(admin: Page, ownerEmail?: string) {
  const origin = inject('baseURL');
  const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const made = await admin.request.post('/api/v1/admin/manufacturers', {
    data: {
      businessName: `Kadapa Stone Yard ${stamp}`,
      ownerName: 'Suresh Naidu',
      email: `yard.${stamp}@example.com`,
    },
    headers: { origin },
  });
  expect(made.status(), await made.text()).toBe(201);
  const manufacturer = await made.json();
  if (ownerEmail) {
    const owned = await admin.request.put(`/api/v1/admin/manufacturers/${manufacturer.id}/owner`, {
      data: { email: ownerEmail },
      headers: { origin },
    });
    expect(owned.status(), await owned.text()).toBe(200);
  }
  // In a category of its own (own-data.ts): the demo categories' lists stay as seeded.
  const category = await ownCategory(admin);
  const slab = await admin.request.post('/api/v1/admin/products', {
    data: {
      name: `Kadapa Black Slab ${stamp}`,
      price: '150',
      categoryId: category.id,
      materialQuality: 'Premium',
      productType: 'Slabs',
      vendorId: manufacturer.id,
    },
    headers: { origin },
  });
  expect(slab.status(), await slab.text()).toBe(201);
  return { manufacturer, product: (await slab.json()) as { id: number; name: string } };
}

describe('a signed-out visitor asks for a quote (D31)', () => {
  const browser = useBrowser();

  it('confirms the e-mail address by the mailed link and reads the manufacturer’s reply there', async () => {
    // A manufacturer run by an account of its own (it answers below).
    const admin = await browser.newPage();
    await signInAsAdmin(admin);
    const maker = await browser.newPage();
    const ownerEmail = await createVerifiedBuyer(maker, 'Suresh Naidu');
    const { product } = await manufacturerWithProduct(admin, ownerEmail);

    const visitor = await browser.newPage();
    const email = `visitor.${Date.now()}@example.com`;
    await visitor.goto(`/product/${product.id}`);
    await visitor.getByRole('button', { name: 'Request Quote' }).click();
    const dialog = visitor.getByRole('dialog', { name: 'Request Quote' });
    await dialog.getByLabel('Your E-mail').fill(email);
    await dialog.getByLabel('Your Name').fill('Meera Iyer');
    await dialog.getByLabel('Mobile Number').fill('98450 12345');
    await dialog.getByLabel('Quantity (sq.ft)').fill('1000');
    await dialog.getByLabel('Delivery City').fill('Chennai');
    await dialog.getByLabel('Delivery PIN Code').fill('600001');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await visitor.getByText(`We sent a link to ${email}`, { exact: false }).first().waitFor();

    const link = await quoteLinkFor(email);
    await visitor.goto(new URL(link).pathname);
    await visitor.getByText(`${email} is confirmed`, { exact: false }).waitFor();
    await visitor.getByRole('heading', { name: product.name }).waitFor();
    await visitor.getByText('Waiting for the manufacturer’s quote').waitFor();
    const view = await (await visitor.request.get(`/api/v1${new URL(link).pathname}`)).json();
    const requestId: number = view.items[0].request.id;

    // The admin forwards it and the manufacturer replies (through the API, as their panels do).
    const forwarded = await admin.request.post(`/api/v1/admin/quote-requests/${requestId}/forward`, {
      data: {},
      headers: { origin: inject('baseURL') },
    });
    expect(forwarded.status()).toBe(200);
    await signInAs(maker, ownerEmail);
    const validUntil = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const replied = await maker.request.post(`/api/v1/vendor/quote-requests/${requestId}/replies`, {
      data: {
        price: 180,
        gstRate: 18,
        freight: 12000,
        leadTimeDays: 14,
        validUntil,
        message: 'Polished 18 mm slabs from our Ongole yard. Call 98480 12345.',
      },
      headers: { origin: inject('baseURL') },
    });
    expect(replied.status(), await replied.text()).toBe(201);

    await visitor.reload();
    await visitor.getByText('Polished 18 mm slabs from our Ongole yard.', { exact: false }).waitFor();
    // D30: the phone number stays hidden until the quote is accepted.
    await visitor.getByText('[phone number hidden]', { exact: false }).waitFor();
    expect(await visitor.getByText('98480 12345').count()).toBe(0);
    await visitor.getByText('₹180', { exact: false }).first().waitFor();
    await visitor.getByText('Landed total').waitFor();
  });

  it('a manufacturer without an owner account shows "Not taking quote requests on the platform yet"', async () => {
    const admin = await browser.newPage();
    await signInAsAdmin(admin);
    const { manufacturer, product } = await manufacturerWithProduct(admin);

    const visitor = await browser.newPage();
    await visitor.goto(`/product/${product.id}`);
    await visitor.getByText('Not taking quote requests on the platform yet').waitFor();
    expect(await visitor.getByRole('button', { name: 'Request Quote' }).count()).toBe(0);
    await visitor.goto(`/vendor/profile/${manufacturer.id}`);
    await visitor.getByText('Not taking quote requests on the platform yet').waitFor();
    expect(await visitor.getByRole('button', { name: 'Request Quote' }).count()).toBe(0);
  });
});
