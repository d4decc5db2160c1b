// Samples of a lot (D39): a buyer asks for a sample of a lot of a manufacturer of the journey's own
// (own-data.ts) from the product page → the manufacturer accepts it with a fee and dispatches it in
// the panel → the buyer marks it received on the dashboard and asks for a quote citing it → the
// manufacturer replies and the buyer accepts (through the API: the quote lifecycle has journeys of its
// own) → the buyer's order names the sample's block.
import { indiaDay } from '@granite/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, createVerifiedBuyer, signInAs, signInAsAdmin, useBrowser, waitForHydration } from './fixtures';
import { ownLot, ownManufacturer } from './own-data';

/** The product page is cached until the catalogue changes: reloaded until the new lot shows. */
const PAGE_POLL = { timeout: 30_000, interval: 500 };

// Its own firm, products and accounts are made first (own-data.ts): 120 s, as a 2-core machine
// running seven other test runs needs (the sample journey took 62 s there, payments 51 s).
describe('a sample of a lot, then a quote and an order citing it', { timeout: 120_000 }, () => {
  const browser = useBrowser();

  it('asks, accepts, dispatches, receives and cites the sample', async () => {
    const makerPage = await browser.newPage();
    const buyerPage = await browser.newPage();
    const adminPage = await browser.newPage();
    await signInAsAdmin(adminPage);

    // The lot the buyer will see: two slabs of the product of a manufacturer of the journey's own.
    const {
      products: [product],
    } = await ownManufacturer(adminPage, makerPage);
    const { blockNumber: block } = await ownLot(makerPage, product!.id, { slabs: 2, lotNumber: '2' });

    // 1. The buyer asks for a sample from the lot on the product page.
    await signInAs(buyerPage, await createVerifiedBuyer(buyerPage, 'Asha Rao'));
    const lotCard = (page: Page) => page.getByTestId('lot').filter({ hasText: `Block ${block}` });
    await expect
      .poll(async () => {
        await buyerPage.goto(`/product/${product!.id}`);
        return lotCard(buyerPage).count();
      }, PAGE_POLL)
      .toBe(1);
    const ask = lotCard(buyerPage).getByRole('button', { name: 'Request a sample' });
    await waitForHydration(ask);
    await ask.click();
    const form = buyerPage.getByRole('dialog');
    await form.getByLabel('Mobile Number').fill('98450 12345');
    await form.getByLabel('Delivery address').fill('14 Anna Salai, Teynampet');
    await form.getByLabel('City').fill('Chennai');
    await form.getByLabel('PIN code').fill('600018');
    await form.getByRole('button', { name: 'Request sample' }).click();
    await buyerPage.getByText('Sample requested').first().waitFor();

    // 2. The manufacturer accepts it with a fee, then dispatches it, in the panel.
    await makerPage.goto('/vendor/samples?status=requested');
    const request = makerPage.getByTestId('sample').filter({ hasText: `block ${block} (lot 2)` });
    const accept = request.getByRole('button', { name: 'Accept' });
    await waitForHydration(accept);
    await accept.click();
    const acceptForm = makerPage.getByRole('dialog');
    await acceptForm.getByLabel('Fee (₹)').fill('250');
    await acceptForm.getByRole('button', { name: 'Accept' }).click();
    await makerPage.getByRole('combobox', { name: 'Status' }).selectOption('accepted');
    await request.getByRole('button', { name: 'Dispatch' }).click();
    const dispatchForm = makerPage.getByRole('dialog');
    await dispatchForm.getByLabel('Courier').fill('DTDC');
    await dispatchForm.getByLabel('Tracking number').fill('D81234567');
    await dispatchForm.getByRole('button', { name: 'Mark as dispatched' }).click();
    await makerPage.getByRole('combobox', { name: 'Status' }).selectOption('dispatched');
    await request.getByText('DTDC · tracking D81234567').waitFor();

    // 3. The buyer marks it received and asks for a quote citing it.
    await buyerPage.goto('/dashboard?tab=samples');
    const sample = buyerPage.getByTestId('sample').filter({ hasText: `block ${block} (lot 2)` });
    await sample.getByText('Fee ₹250').waitFor();
    const received = sample.getByRole('button', { name: 'Mark as received' });
    await waitForHydration(received);
    await received.click();
    await sample.getByRole('button', { name: 'Request a quote citing this sample' }).click();
    const quote = buyerPage.getByRole('dialog');
    const citation = new RegExp(`^As per sample S-\\d+ from block ${block} \\(lot 2\\)$`);
    await quote.getByText(citation).waitFor();
    await quote.getByLabel('Mobile Number').fill('98450 12345');
    await quote.getByLabel('Quantity').fill('800');
    await quote.getByLabel('Delivery City').fill('Chennai');
    await quote.getByLabel('Delivery PIN Code').fill('600018');
    await quote.getByRole('button', { name: 'Submit Request' }).click();
    await buyerPage
      .getByText(/Quote Request Submitted/)
      .first()
      .waitFor();
    const mine = await api(buyerPage, 'GET', '/me/quote-requests?pageSize=1');
    const requestId = mine.items[0].id as number;
    expect(mine.items[0].sampleCitation).toMatch(citation);

    // 4. The manufacturer replies and the buyer accepts (API); the order names the sample's block.
    if ((await api(adminPage, 'GET', `/admin/quote-requests/${requestId}`)).request.status === 'pending')
      await api(adminPage, 'POST', `/admin/quote-requests/${requestId}/forward`);
    const replied = await api(makerPage, 'POST', `/vendor/quote-requests/${requestId}/replies`, {
      price: 150,
      gstRate: 18,
      freight: 0,
      leadTimeDays: 7,
      validUntil: indiaDay(new Date(Date.now() + 5 * 86_400_000)),
    });
    await api(buyerPage, 'POST', `/me/quote-replies/${replied.replies[0].id}/accept`);
    await buyerPage.goto(`/dashboard?tab=quotes&request=${requestId}`);
    await expect
      .poll(() => buyerPage.getByTestId('order-sample').first().textContent(), PAGE_POLL)
      .toMatch(citation);
  });
});
