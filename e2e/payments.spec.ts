// Money, receipt and claims in the browser (D36, D37), on a phone (360 px): a buyer's accepted order
// with a 30 % advance; the buyer records the advance, the manufacturer confirms it, ships and
// delivers; the buyer confirms receipt and reviews. Another buyer raises a quality claim with a photo
// and an admin closes it from the Orders page, where orders with claims come first.
import { formatINR } from '@granite/shared';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { api, confirmedOrder, createVerifiedBuyer, signInAs, signInAsAdmin, useBrowser } from './fixtures';
import { ownManufacturer } from './own-data';

/** No sideways scrolling at the phone's width. */
async function fitsTheScreen(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
}

// Its own firm, products and accounts are made first (own-data.ts): 120 s, as a 2-core machine
// running seven other test runs needs (the sample journey took 62 s there, payments 51 s).
describe('payments, receipt and claims', { timeout: 120_000 }, () => {
  const browser = useBrowser({ viewport: { width: 360, height: 800 } });

  /** An accepted quote of 1,000 sq.ft at ₹150 with a 30 % advance, confirmed by the manufacturer. */
  const confirmedOrderWithAdvance = (buyer: Page, admin: Page, maker: Page, name: string) =>
    confirmedOrder({ buyer, admin, maker }, name, { advancePercent: 30, balanceDue: 'on-delivery' });

  const shipAndDeliver = async (makerPage: Page, orderId: number) => {
    await api(makerPage, 'POST', `/vendor/orders/${orderId}/ship`, {
      transporter: 'VRL Logistics',
      vehicleNumber: 'KA01AB1234',
      distanceKm: 42,
    });
    await api(makerPage, 'POST', `/vendor/orders/${orderId}/deliver`);
  };

  it('the buyer records the advance, the manufacturer confirms it, ships and delivers; the buyer confirms receipt and reviews', async () => {
    const buyerPage = await browser.newPage();
    const adminPage = await browser.newPage();
    const makerPage = await browser.newPage();
    await signInAsAdmin(adminPage);
    await ownManufacturer(adminPage, makerPage);
    const buyerEmail = await createVerifiedBuyer(buyerPage, 'Kiran Hegde');
    await signInAs(buyerPage, buyerEmail);
    const { requestId, orderId } = await confirmedOrderWithAdvance(
      buyerPage,
      adminPage,
      makerPage,
      'Kiran Hegde',
    );
    const order = await api(makerPage, 'GET', `/vendor/orders/${orderId}`);
    expect(order.money.advancePercent).toBe(30);
    const advance = order.money.advanceDuePaise as number;
    expect(advance).toBe(Math.floor((order.totalPaise * 30 + 50) / 100));

    // The buyer records the advance on the order.
    await buyerPage.goto(`/dashboard?tab=quotes&request=${requestId}`);
    const panel = buyerPage.getByTestId('order-panel');
    const money = panel.getByTestId('order-money');
    await money.getByText('Order total').waitFor();
    await panel.getByRole('button', { name: 'Record a payment' }).click();
    const dialog = buyerPage.getByRole('dialog', { name: 'Record a payment' });
    await dialog.getByLabel('Amount (₹)').fill(String(advance / 100));
    await dialog.getByLabel('UTR / reference number').fill('utr 1234');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await dialog.getByText('must be the UTR').waitFor();
    await dialog.getByLabel('UTR / reference number').fill('HDFCN52026112612345');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await dialog.waitFor({ state: 'detached' });
    await panel.getByText('Waiting for confirmation').first().waitFor();
    await fitsTheScreen(buyerPage);

    // The manufacturer confirms it on the order.
    await makerPage.goto(`/vendor/orders?order=${orderId}`);
    const payments = makerPage.getByTestId('payment-list');
    await payments.getByText('HDFCN52026112612345', { exact: false }).waitFor();
    await payments.getByRole('button', { name: 'Confirm' }).click();
    await makerPage.getByRole('dialog').getByRole('button', { name: 'Confirm payment' }).click();
    await payments.getByText('Confirmed', { exact: true }).waitFor();
    await fitsTheScreen(makerPage);

    // Shipped and delivered (the ship dialog is the documents journey's); then receipt and review.
    await shipAndDeliver(makerPage, orderId);
    await buyerPage.reload();
    await panel.getByText(formatINR(advance)).first().waitFor();
    expect(await panel.getByTestId('review-form').count()).toBe(0);
    await panel.getByRole('button', { name: 'Confirm receipt' }).click();
    await panel.getByTestId('receipt-confirmed').waitFor();
    const review = panel.getByTestId('review-form');
    await review.getByLabel('5 stars').check({ force: true });
    await review.getByLabel('Your review').fill('Advance confirmed the same day; slabs arrived well packed.');
    await review.getByRole('button', { name: 'Submit review' }).click();
    await panel.getByTestId('my-review').waitFor();
    await fitsTheScreen(buyerPage);
  });

  it('another buyer raises a quality claim with a photo; an admin closes it', async () => {
    const buyerPage = await browser.newPage();
    const adminPage = await browser.newPage();
    const makerPage = await browser.newPage();
    await signInAsAdmin(adminPage);
    await ownManufacturer(adminPage, makerPage);
    const buyerEmail = await createVerifiedBuyer(buyerPage, 'Farah Khan');
    await signInAs(buyerPage, buyerEmail);
    const { requestId, orderId } = await confirmedOrderWithAdvance(
      buyerPage,
      adminPage,
      makerPage,
      'Farah Khan',
    );
    await shipAndDeliver(makerPage, orderId);

    await buyerPage.goto(`/dashboard?tab=quotes&request=${requestId}`);
    const panel = buyerPage.getByTestId('order-panel');
    await panel.getByRole('button', { name: 'Raise a quality claim' }).click();
    const form = panel.getByRole('form', { name: 'Raise a quality claim' });
    const photo = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 90, g: 70, b: 60 } },
    })
      .jpeg()
      .toBuffer();
    await form.getByLabel('What is wrong?').fill('Two slabs have a crack along the edge.');
    await form
      .getByLabel(/Photos/)
      .setInputFiles({ name: 'crack.jpg', mimeType: 'image/jpeg', buffer: photo });
    await form.getByRole('button', { name: 'Send claim' }).click();
    const claim = panel.getByTestId('order-claim');
    await claim.getByText('Two slabs have a crack along the edge.').waitFor();
    await claim.getByRole('img').first().waitFor();
    await fitsTheScreen(buyerPage);

    // The manufacturer reads the claim and opens its photo from the order drawer, on a phone (D37).
    await makerPage.goto(`/vendor/orders?order=${orderId}`);
    const seen = makerPage.getByTestId('manufacturer-order-claim');
    await seen.getByText('Two slabs have a crack along the edge.').waitFor();
    await seen.getByText('Open, the marketplace decides').waitFor();
    const photoLink = seen.getByRole('link', { name: 'Photo 1 from the buyer, opens at full size' });
    expect(await photoLink.getAttribute('href')).toMatch(/^\/media\//);
    await expect
      .poll(() => photoLink.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await fitsTheScreen(makerPage);
    // At a desk, the Orders table shows every column inside the window, the open claim beside the status.
    await makerPage.keyboard.press('Escape');
    await makerPage.setViewportSize({ width: 1280, height: 800 });
    const table = makerPage.getByRole('table', { name: 'Orders' });
    const row = table.getByRole('row').filter({ hasText: `#${orderId}` });
    await row.getByText('Claim open').waitFor();
    for (const header of ['Order', 'Quantity', 'Total (landed)', 'Status', 'Placed', 'Actions']) {
      const box = await table.getByRole('columnheader', { name: header }).boundingBox();
      expect(box, header).not.toBeNull();
      expect(box!.x + box!.width, header).toBeLessThanOrEqual(1280);
    }
    const actions = await row.getByRole('button', { name: `Actions for order #${orderId}` }).boundingBox();
    expect(actions!.x + actions!.width).toBeLessThanOrEqual(1280);
    expect(await makerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);

    await adminPage.goto('/admin/orders');
    const card = adminPage.getByTestId(`admin-order-${orderId}`);
    await card.getByText('Open claim').waitFor();
    const first = adminPage.locator('[data-testid^="admin-order-"]').first();
    expect(await first.getByText('Open claim').count()).toBe(1);
    await card.getByLabel('Outcome').selectOption('resolved');
    await card.getByLabel('Note for both sides').fill('The manufacturer collects the two slabs next week.');
    await card.getByRole('button', { name: 'Close claim' }).click();
    await card.getByText('Outcome: Resolved between the parties.', { exact: false }).waitFor();
    await fitsTheScreen(adminPage);

    await buyerPage.reload();
    await panel
      .getByTestId('order-claim')
      .getByText('Outcome: Resolved between the parties.', { exact: false })
      .waitFor();
    await makerPage.goto(`/vendor/orders?order=${orderId}`);
    await makerPage
      .getByTestId('manufacturer-order-claim')
      .getByText('Resolved between the parties', { exact: false })
      .waitFor();
  });
});
