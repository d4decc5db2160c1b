// The order's papers in the browser (D35): a manufacturer ships an order above ₹50,000 from the ship
// dialog with the lorry's vehicle number and distance; the buyer opens the order and downloads the tax
// invoice (read back with pdftotext: the invoice number, GSTIN, place of supply, total in words) and
// the e-way bill's data (the portal's bulk JSON with the vehicle and distance given at shipping).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Download } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { confirmedOrder, createVerifiedBuyer, signInAs, signInAsAdmin, useBrowser } from './fixtures';
import { ownManufacturer } from './own-data';

/** A download saved locally (the browser runs elsewhere: its own path is not ours). */
async function saved(download: Download): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), 'papers-')), download.suggestedFilename());
  await download.saveAs(path);
  return path;
}

// Its own firm, products and accounts are made first (own-data.ts): 120 s, as a 2-core machine
// running seven other test runs needs (the sample journey took 62 s there, payments 51 s).
describe('the order’s documents', { timeout: 120_000 }, () => {
  const browser = useBrowser();

  it('the manufacturer ships with a vehicle number; the buyer downloads the tax invoice and e-way bill data', async () => {
    const buyerPage = await browser.newPage();
    const adminPage = await browser.newPage();
    const makerPage = await browser.newPage();
    await signInAsAdmin(adminPage);
    await ownManufacturer(adminPage, makerPage);
    // An accepted quote of 1,000 sq.ft at ₹150: ₹1.5 lakh before GST, so the lorry needs an e-way bill.
    const buyerEmail = await createVerifiedBuyer(buyerPage, 'Ravi Shankar');
    await signInAs(buyerPage, buyerEmail);
    const { orderId, requestId } = await confirmedOrder(
      { buyer: buyerPage, admin: adminPage, maker: makerPage },
      'Ravi Shankar',
    );

    // The manufacturer opens the order and ships it: the dialog asks for the vehicle and distance.
    await makerPage.goto(`/vendor/orders?order=${orderId}`);
    await makerPage.getByRole('button', { name: 'Mark as Shipped' }).click();
    const ship = makerPage.getByRole('dialog', { name: `Mark order #${orderId} as shipped` });
    await ship.getByLabel(/^Transporter\s*\(optional\)$/).fill('VRL Logistics');
    await ship.getByRole('button', { name: 'Mark as Shipped' }).click();
    await ship.getByText('Needed for the e-way bill above ₹50,000').first().waitFor();
    if (process.env.PAPERS_SHOTS) {
      await makerPage.setViewportSize({ width: 360, height: 800 });
      await ship.screenshot({ path: `${process.env.PAPERS_SHOTS}/ship-dialog-360.png` });
      await makerPage.setViewportSize({ width: 1280, height: 900 });
    }
    await ship.getByLabel('Vehicle number').fill('ka 01 ab 1234');
    await ship.getByLabel('Distance (km)').fill('42');
    await ship.getByRole('button', { name: 'Mark as Shipped' }).click();
    await ship.waitFor({ state: 'detached' });
    // The manufacturer's order lists the papers shipping issued.
    const makerDocs = makerPage.getByTestId('order-documents');
    await makerDocs.getByText('Tax invoice', { exact: true }).waitFor();

    // The buyer opens the order and downloads the tax invoice and the e-way bill data.
    await buyerPage.goto(`/dashboard?tab=quotes&request=${requestId}`);
    const docs = buyerPage.getByTestId('order-documents');
    await docs.getByTestId('download-tax-invoice').waitFor();
    const number = (await docs
      .getByText(/\/\d\d-\d\d\/\d{4}$/)
      .first()
      .textContent())!.trim();
    const [invoice] = await Promise.all([
      buyerPage.waitForEvent('download'),
      docs.getByTestId('download-tax-invoice').click(),
    ]);
    expect(invoice.suggestedFilename()).toBe(`Tax-Invoice-${number.replace(/\//g, '-')}.pdf`);
    const text = execFileSync('pdftotext', ['-layout', await saved(invoice), '-'], { encoding: 'utf8' });
    for (const expected of ['TAX INVOICE', number, 'Reverse charge', 'KA01AB1234', '1,77,000.00'])
      expect(text).toContain(expected);
    expect(text).toContain('Rupees One Lakh Seventy-Seven Thousand Only');

    if (process.env.PAPERS_SHOTS) {
      await buyerPage.setViewportSize({ width: 360, height: 800 });
      await docs.screenshot({ path: `${process.env.PAPERS_SHOTS}/buyer-documents-360.png` });
      await makerPage.screenshot({ path: `${process.env.PAPERS_SHOTS}/maker-order-1280.png` });
    }
    const [ewb] = await Promise.all([
      buyerPage.waitForEvent('download'),
      docs.getByTestId('download-e-way-bill').click(),
    ]);
    expect(ewb.suggestedFilename()).toMatch(/^E-Way-Bill-EWB-\d+\.json$/);
    const json = JSON.parse(readFileSync(await saved(ewb), 'utf8'));
    expect(json.version).toBe('1.0.0621');
    expect(json.billLists[0]).toMatchObject({
      docType: 'INV',
      docNo: number,
      vehicleNo: 'KA01AB1234',
      transDistance: 42,
      transporterName: 'VRL Logistics',
      totInvValue: 177000,
    });
  });
});
