import { describe, expect, it } from 'vitest';
import { api, createVerifiedBuyer, signInAs, signInAsAdmin, useBrowser } from './fixtures';
import { ownManufacturer } from './own-data';

// Its own firm, products and accounts are made first (own-data.ts): 120 s, as a 2-core machine
// running seven other test runs needs (the sample journey took 62 s there, payments 51 s).
describe('GST by place of supply: CGST + SGST within Karnataka, IGST from Andhra Pradesh', {
  timeout: 120_000,
}, () => {
  const browser = useBrowser();

  it('shows each manufacturer’s split on its reply form and on the buyer’s quote sheet at 360 px', async () => {
    const adminPage = await browser.newPage();
    const buyerPage = await browser.newPage();
    const makerPage = await browser.newPage();
    await signInAsAdmin(adminPage);

    // Two manufacturers of the journey's own (own-data.ts) with the GSTINs of their states: one in
    // Bengaluru (29, Karnataka) and one in Ongole (37, Andhra Pradesh), each run by an account of its
    // own and with one product, which the request asks for.
    const makers: { name: string; email: string; vendorId: number; productId: number }[] = [];
    for (const place of [
      { name: 'Malnad Stone Works', city: 'Bengaluru', state: 'Karnataka', gstin: '29AAMFM2214L1Z1' },
      { name: 'Chimakurthy Slab Yard', city: 'Ongole', state: 'Andhra Pradesh', gstin: '37AACFC6630H1ZL' },
    ]) {
      const firm = await ownManufacturer(adminPage, makerPage, place);
      makers.push({
        name: firm.businessName,
        email: firm.ownerEmail,
        vendorId: firm.id,
        productId: firm.products[0]!.id,
      });
    }
    const [karnataka, andhra] = makers as [(typeof makers)[0], (typeof makers)[0]];

    // 1. The buyer saves their business in the dashboard: a Karnataka GSTIN, billed in Karnataka.
    const buyerEmail = await createVerifiedBuyer(buyerPage, 'Meera Iyer');
    await signInAs(buyerPage, buyerEmail);
    await buyerPage.goto('/dashboard?tab=business');
    const form = buyerPage.getByRole('form', { name: 'Business details' });
    await form.getByLabel('Company name').fill('Bengaluru Interiors Pvt Ltd');
    await form.getByLabel('GSTIN').fill('29AAGCB7777Q1ZK');
    await form.getByText('Registered in Karnataka').waitFor();
    await form.getByLabel('Billing address').fill('12 MG Road');
    await form.getByLabel('City').fill('Bengaluru');
    await form.getByLabel('State').selectOption('Karnataka');
    await form.getByLabel('PIN code').fill('560001');
    await form.getByRole('button', { name: 'Save business details' }).click();
    await buyerPage.getByText('Business details saved').first().waitFor();
    expect((await api(buyerPage, 'GET', '/me/business')).business.gstin).toBe('29AAGCB7777Q1ZK');

    // 2. One request to both manufacturers, billed to the business.
    const created = await api(buyerPage, 'POST', '/quote-requests/multi', {
      customerName: 'Meera Iyer',
      mobileNumber: '9845012345',
      quantitySqft: 1000,
      deliveryCity: 'Bengaluru',
      deliveryPin: '560001',
      materialQuality: 'Premium',
      productType: 'Slabs',
      useBusiness: true,
      productIds: makers.map((m) => m.productId),
    });
    const requestOf = (m: (typeof makers)[0]) =>
      (created.requests as { id: number; productId: number }[]).find((r) => r.productId === m.productId)!.id;
    for (const m of makers) {
      const detail = await api(adminPage, 'GET', `/admin/quote-requests/${requestOf(m)}`);
      if (detail.request.status === 'pending')
        await api(adminPage, 'POST', `/admin/quote-requests/${requestOf(m)}/forward`);
    }

    // 3. Each manufacturer replies; the form previews the split as they type.
    const validUntil = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const reply = async (m: (typeof makers)[0], split: RegExp) => {
      await makerPage.context().clearCookies();
      await signInAs(makerPage, m.email);
      await makerPage.goto(`/vendor/quotes/${requestOf(m)}`);
      await makerPage.getByLabel('Price per sq.ft (₹, excluding GST)').fill('100');
      await makerPage.getByLabel(/^Freight to Bengaluru 560001/).fill('5000');
      await makerPage.getByLabel('Lead time (days)').fill('10');
      await makerPage.getByLabel('Valid until').fill(validUntil.split('-').reverse().join('/'));
      await makerPage.getByLabel('Advance before dispatch (%)').fill('30');
      await expect.poll(() => makerPage.getByTestId('landed-preview').textContent()).toMatch(split);
      await makerPage.getByRole('button', { name: 'Send quote' }).click();
      await makerPage.getByText('Your quote was sent to the buyer').first().waitFor();
    };
    // ₹1,00,000 + ₹5,000 freight: 9 % + 9 % = ₹9,450 each within Karnataka, ₹18,900 IGST across.
    await reply(karnataka, /CGST 9 % ₹9,450 \+ SGST 9 % ₹9,450/);
    await reply(andhra, /IGST 18 % ₹18,900/);

    // 4. The quote sheet on a phone: each card says its tax lines and the terms.
    await buyerPage.setViewportSize({ width: 360, height: 780 });
    await buyerPage.goto('/dashboard?tab=quotes');
    const sheet = buyerPage.getByTestId('quote-sheet').first();
    await sheet.waitFor();
    const cards = sheet.getByTestId('quote-sheet-card');
    const cardOf = (m: (typeof makers)[0]) => cards.filter({ hasText: m.name });
    await expect.poll(() => cardOf(karnataka).getByTestId('tax-split').textContent()).toContain('CGST 9 %');
    expect(await cardOf(karnataka).getByTestId('tax-split').textContent()).toContain('SGST 9 %');
    expect(await cardOf(karnataka).getByTestId('tax-split').textContent()).not.toContain('IGST');
    expect(await cardOf(andhra).getByTestId('tax-split').textContent()).toContain('IGST 18 % ₹18,900');
    expect(await cardOf(andhra).getByTestId('payment-terms').textContent()).toBe(
      '30 % advance, balance on delivery',
    );
    await expect
      .poll(() => buyerPage.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(360);
    if (process.env.SHOT_DIR) await buyerPage.screenshot({ path: `${process.env.SHOT_DIR}/gst-360.png` });
  });
});
