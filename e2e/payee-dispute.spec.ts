// Where to pay and a dispute settled, in the browser (D44, D45): a manufacturer of the journey's own
// keeps its bank account and UPI ID in Settings; a buyer's accepted order with a 30 % advance shows
// them in "Where to pay" with the advance due now, and the proforma prints them; the buyer records
// the advance, the manufacturer disputes it, the buyer answers with a note and the bank's PDF, and the
// manufacturer confirms it. With PAYEE_SHOTS set to a folder, each screen is photographed at 360 and
// 1280 px, in English and Hindi, for a person to look at.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatINR } from '@granite/shared';
import type { Download, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, confirmedOrder, createVerifiedBuyer, signInAs, signInAsAdmin, useBrowser } from './fixtures';
import { ownManufacturer } from './own-data';

const SHOTS = process.env.PAYEE_SHOTS;

/** Photographs `what` at a phone's and a desktop's width (only when PAYEE_SHOTS names a folder). */
async function shoot(page: Page, what: Locator, name: string) {
  if (!SHOTS) return;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await what.scrollIntoViewIfNeeded();
    await what.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** No sideways scrolling. */
async function fitsTheScreen(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

async function pdfText(download: Download): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), 'payee-')), download.suggestedFilename());
  await download.saveAs(path);
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

/** A bank's statement as a one-page PDF (what a buyer attaches to an answer). */
const STATEMENT = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

// Its own firm, product and accounts are made first (own-data.ts): 120 s, as the other money
// journeys need on a busy 2-core machine.
describe('where to pay, and a disputed payment settled', { timeout: 120_000 }, () => {
  const browser = useBrowser();

  it('the buyer pays to the account on the order; the manufacturer disputes, the buyer answers, the manufacturer confirms', async () => {
    const buyerPage = await browser.newPage();
    const adminPage = await browser.newPage();
    const makerPage = await browser.newPage();
    await signInAsAdmin(adminPage);
    await ownManufacturer(adminPage, makerPage);

    // The manufacturer gives its bank account and UPI ID in Settings; a bad IFSC is named.
    await makerPage.goto('/vendor/settings');
    const payee = makerPage.getByTestId('payee-section');
    await payee.getByLabel('Account holder').fill('Ongole Stone Yard');
    await payee.getByLabel('Account number').fill('50200012345678');
    await payee.getByLabel('IFSC').fill('HDFC1234567');
    await payee.getByLabel('Bank', { exact: true }).fill('HDFC Bank');
    await payee.getByLabel('Branch').fill('Ongole Main Road');
    await payee.getByLabel(/^UPI ID/).fill('ongolestone@hdfcbank');
    await payee.getByRole('button', { name: 'Save bank details' }).click();
    await payee.getByText('must be an IFSC').waitFor();
    await payee.getByLabel('IFSC').fill('hdfc0001234');
    await payee.getByRole('button', { name: 'Save bank details' }).click();
    await payee
      .getByText('Orders already accepted keep the account they were given.', { exact: false })
      .waitFor();
    await fitsTheScreen(makerPage);
    await shoot(makerPage, payee, 'settings-payee');
    if (SHOTS) {
      await makerPage.goto('/hi/vendor/settings');
      await shoot(makerPage, makerPage.getByTestId('payee-section'), 'settings-payee-hi');
    }

    // The buyer's quote with a 30 % advance is accepted (and confirmed): the order shows where to pay.
    const buyerEmail = await createVerifiedBuyer(buyerPage, 'Nandini Rao');
    await signInAs(buyerPage, buyerEmail);
    const { requestId, orderId } = await confirmedOrder(
      { buyer: buyerPage, admin: adminPage, maker: makerPage },
      'Nandini Rao',
      { advancePercent: 30, balanceDue: 'on-delivery' },
    );
    const order = await api(makerPage, 'GET', `/vendor/orders/${orderId}`);
    const advance = order.money.advanceDuePaise as number;
    await buyerPage.goto(`/dashboard?tab=quotes&request=${requestId}`);
    const panel = buyerPage.getByTestId('order-panel');
    const where = panel.getByTestId('where-to-pay');
    await where.getByText('50200012345678').waitFor();
    await where.getByText('HDFC0001234').waitFor();
    await where.getByText('ongolestone@hdfcbank').waitFor();
    expect(await where.getByTestId('due-now').textContent()).toBe(formatINR(advance));
    await where.getByText('30% advance before dispatch; balance on delivery').waitFor();
    await fitsTheScreen(buyerPage);
    await shoot(buyerPage, where, 'where-to-pay');

    // The proforma prints the same account.
    const [proforma] = await Promise.all([
      buyerPage.waitForEvent('download'),
      panel.getByTestId('download-proforma').click(),
    ]);
    const text = await pdfText(proforma);
    for (const expected of ['50200012345678', 'HDFC0001234', 'ongolestone@hdfcbank', 'balance on delivery'])
      expect(text).toContain(expected);

    // The buyer records the advance; the manufacturer disputes it with a reason.
    await panel.getByRole('button', { name: 'Record a payment' }).click();
    const record = buyerPage.getByRole('dialog', { name: 'Record a payment' });
    await record.getByLabel('Amount (₹)').fill(String(advance / 100));
    await record.getByLabel('UTR / reference number').fill('HDFCN52026120712345');
    await record.getByRole('button', { name: 'Record payment' }).click();
    await record.waitFor({ state: 'detached' });

    await makerPage.goto(`/vendor/orders?order=${orderId}`);
    const makerPayments = makerPage.getByTestId('payment-list');
    await makerPayments.getByText('HDFCN52026120712345', { exact: false }).waitFor();
    await makerPayments.getByRole('button', { name: 'Dispute' }).click();
    const dispute = makerPage.getByRole('dialog');
    await dispute.getByLabel('Reason').fill('No credit with this UTR in our account');
    await dispute.getByRole('button', { name: 'Dispute payment' }).click();
    await makerPayments.getByText('Disputed', { exact: true }).waitFor();

    // The buyer answers with a note and the bank's statement.
    await buyerPage.reload();
    await panel.getByText('Disputed: No credit with this UTR in our account').waitFor();
    await panel.getByRole('button', { name: 'Answer the dispute' }).click();
    const answer = buyerPage.getByRole('dialog', { name: 'Answer the dispute' });
    await answer.getByRole('button', { name: 'Send answer' }).click();
    await answer.getByText('Please explain the payment', { exact: false }).waitFor();
    await answer
      .getByLabel('Your note')
      .fill('Paid by NEFT from our HDFC current account; the statement is attached.');
    await answer
      .getByLabel('Photo or PDF of the payment')
      .setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: STATEMENT });
    if (SHOTS) await shoot(buyerPage, answer, 'answer-dispute');
    await answer.getByRole('button', { name: 'Send answer' }).click();
    await answer.waitFor({ state: 'detached' });
    await panel.getByText('Answered, waiting for a decision').waitFor();
    await fitsTheScreen(buyerPage);
    if (SHOTS) {
      await shoot(buyerPage, panel.getByTestId('payment-list'), 'buyer-payments-answered');
      await buyerPage.goto(`/hi/dashboard?tab=quotes&request=${requestId}`);
      const hindi = buyerPage.getByTestId('order-panel');
      await hindi.getByTestId('where-to-pay').getByText('HDFC0001234').waitFor();
      await shoot(buyerPage, hindi.getByTestId('where-to-pay'), 'where-to-pay-hi');
      await shoot(buyerPage, hindi.getByTestId('payment-list'), 'buyer-payments-answered-hi');
    }

    // The manufacturer reads the answer and its file, and confirms the payment.
    await makerPage.reload();
    await makerPayments.getByText('Paid by NEFT from our HDFC current account', { exact: false }).waitFor();
    await makerPayments.getByRole('link', { name: 'PDF' }).waitFor();
    await makerPayments.getByRole('button', { name: 'Confirm' }).click();
    await makerPage.getByRole('dialog').getByRole('button', { name: 'Confirm payment' }).click();
    await makerPayments.getByText('Confirmed', { exact: true }).waitFor();

    // The buyer sees it confirmed and the advance paid; the thread kept every step.
    await buyerPage.goto(`/dashboard?tab=quotes&request=${requestId}`);
    await panel.getByTestId('payment-list').getByText('Confirmed', { exact: true }).waitFor();
    const thread = await api(buyerPage, 'GET', `/quote-requests/${requestId}/messages`);
    const lines = (thread.messages as { body: string }[]).map((m) => m.body);
    expect(lines.some((l) => l.startsWith('Payment disputed:'))).toBe(true);
    expect(lines.some((l) => l.startsWith('Answer to the disputed payment'))).toBe(true);
    expect(lines.some((l) => l.startsWith('Payment confirmed:'))).toBe(true);

    if (SHOTS) {
      // The admin's decision, as it shows once an answer has waited 7 days (the answer's time is
      // moved back in the page's copy only: the server still decides).
      const again = await api(buyerPage, 'POST', `/me/orders/${orderId}/payments`, {
        amount: 1000,
        paidOn: new Date().toISOString().slice(0, 10),
        method: 'UPI',
        reference: 'UPI412345678901',
      });
      await api(makerPage, 'POST', `/vendor/orders/${orderId}/payments/${again.payment.id}/dispute`, {
        reason: 'Not received',
      });
      await buyerPage.reload();
      await panel.getByRole('button', { name: 'Answer the dispute' }).click();
      await answer.getByLabel('Your note').fill('Paid by UPI from the site manager’s phone.');
      await answer
        .getByLabel('Photo or PDF of the payment')
        .setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: STATEMENT });
      await answer.getByRole('button', { name: 'Send answer' }).click();
      await answer.waitFor({ state: 'detached' });
      await adminPage.route('**/api/v1/admin/orders?*', async (route) => {
        const res = await route.fetch();
        const body = await res.json();
        for (const o of body.items)
          for (const p of o.payments ?? [])
            if (p.adminDecidesFrom) p.adminDecidesFrom = new Date(Date.now() - 86_400_000).toISOString();
        await route.fulfill({ response: res, json: body });
      });
      await adminPage.goto('/admin/orders');
      const card = adminPage.getByTestId(`admin-order-${orderId}`);
      await card.getByRole('button', { name: 'Decide payment' }).waitFor();
      await shoot(adminPage, card, 'admin-decision');
    }
  });
});
