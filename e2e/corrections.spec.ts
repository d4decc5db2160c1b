// Corrections are documents (D42), in the browser: a buyer's quality claim on a delivered order is
// settled by an admin with a credit note for a refund, from the Orders page's claim form; the buyer
// sees the credit note on the order with the invoice it cites and its state, and downloads it (read
// back with pdftotext: its number, the invoice cited, the value and IGST reduced, the total in words,
// the reason and the signature block). Its firm, product and accounts are its own (own-data.ts).
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Download } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, confirmedOrder, createVerifiedBuyer, signInAs, signInAsAdmin, useBrowser } from './fixtures';
import { ownManufacturer } from './own-data';

async function saved(download: Download): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), 'corrections-')), download.suggestedFilename());
  await download.saveAs(path);
  return path;
}

describe('a claim settled with a credit note', { timeout: 120_000 }, () => {
  const browser = useBrowser();

  it('the admin closes the claim with a refund; the buyer downloads the credit note', async () => {
    const buyerPage = await browser.newPage();
    const adminPage = await browser.newPage();
    const makerPage = await browser.newPage();
    await signInAsAdmin(adminPage);
    const firm = await ownManufacturer(adminPage, makerPage);
    const buyerEmail = await createVerifiedBuyer(buyerPage, 'Kavya Reddy');
    await signInAs(buyerPage, buyerEmail);
    // 1,000 sq.ft at ₹150 from Andhra Pradesh to Bengaluru: ₹1,50,000 + 18 % IGST.
    const { orderId, requestId } = await confirmedOrder(
      { buyer: buyerPage, admin: adminPage, maker: makerPage },
      'Kavya Reddy',
    );
    await api(makerPage, 'POST', `/vendor/orders/${orderId}/ship`, {
      transporter: 'VRL Logistics',
      vehicleNumber: 'AP27TA4321',
      distanceKm: 610,
    });
    await api(makerPage, 'POST', `/vendor/orders/${orderId}/deliver`);
    await api(buyerPage, 'POST', `/me/orders/${orderId}/claims`, {
      description: 'Three slabs arrived with chipped edges on one side.',
    });

    // The admin settles it: a credit note for a refund of ₹25,000 before GST.
    // Orders with an open claim come first; ours stays listed once closed (no filter).
    await adminPage.goto('/admin/orders');
    const card = adminPage.getByTestId(`admin-order-${orderId}`);
    await card.getByText('Open claim').waitFor();
    await card.getByLabel('Outcome').selectOption('credit-note');
    await card.getByLabel('Credit note for').selectOption('refund');
    await card.getByLabel(/Value reduced, before GST/).fill('30,00,000');
    await card.getByLabel('Note for both sides').fill('Refund for three slabs with chipped edges.');
    if (process.env.PAPERS_SHOTS)
      await card.screenshot({ path: `${process.env.PAPERS_SHOTS}/claim-form.png` });
    await card.getByRole('button', { name: 'Close claim' }).click();
    // Above the invoice's value: refused, naming the field.
    await card.getByText(/must not be above the value of the invoice left to credit/).waitFor();
    await card.getByLabel(/Value reduced, before GST/).fill('25000');
    await card.getByRole('button', { name: 'Close claim' }).click();
    await adminPage.getByText(/CN\/\d\d-\d\d\/0001 issued and both sides were told/).waitFor();
    const outcome = card.getByTestId('claim-outcome');
    await outcome.getByText(/Credit note issued \(CN\/\d\d-\d\d\/0001\)/).waitFor();
    const number = /CN\/\d\d-\d\d\/0001/.exec((await outcome.textContent())!)![0];

    // The buyer's order lists the credit note, the invoice it cites and its value.
    await buyerPage.goto(`/dashboard?tab=quotes&request=${requestId}`);
    const docs = buyerPage.getByTestId('order-documents');
    await docs.getByTestId('download-credit-note').waitFor();
    await docs.getByText(number).waitFor();
    await docs.getByText('₹29,500').waitFor();
    const invoiceNumber = (await docs.getByTestId('cites-credit-note').textContent())!
      .replace(/^Against tax invoice /, '')
      .replace(/ of .*$/, '');
    if (process.env.PAPERS_SHOTS)
      await docs.screenshot({ path: `${process.env.PAPERS_SHOTS}/buyer-documents.png` });
    const [file] = await Promise.all([
      buyerPage.waitForEvent('download'),
      docs.getByTestId('download-credit-note').click(),
    ]);
    expect(file.suggestedFilename()).toBe(`Credit-Note-${number.replace(/\//g, '-')}.pdf`);
    const text = execFileSync('pdftotext', ['-layout', await saved(file), '-'], { encoding: 'utf8' });
    for (const expected of [
      'CREDIT NOTE',
      number,
      invoiceNumber,
      'Against tax invoice',
      'Taxable value reduced',
      '25,000.00',
      'IGST @ 18%',
      '4,500.00',
      '29,500.00',
      'Rupees Twenty-Nine Thousand Five Hundred Only',
      'Refund for three slabs with chipped edges.',
      `For ${firm.businessName}`,
      'Authorised Signatory',
    ])
      expect(text).toContain(expected);
  });
});
