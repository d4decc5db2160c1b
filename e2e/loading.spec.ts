// D49 in the browser, on a 360 px phone: the manufacturer prints the labels of an order's four slabs
// (the PDF read back: each label's text and QR code), loads two of them by reading their labels from
// photos and one by typing its number, hears each one taken, is refused shipping while the fourth is
// missing (the refusal names it), and the buyer reads the as-loaded list on the order. The shared
// browser is launched once for every journey, so its camera cannot be given a recorded video here;
// the label photos go through the same decoder the camera's frames do.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { indiaDay } from '@granite/shared';
import { describe, expect, it } from 'vitest';
import { api, createVerifiedBuyer, signInAs, signInAsAdmin, useBrowser, waitForHydration } from './fixtures';
import { ownLot, ownManufacturer } from './own-data';

const SHOTS = process.env.LOADING_SHOTS;

/** The PDF's text and each page as a PNG (pdftotext, pdftoppm). */
function readLabels(pdf: Buffer): { text: string; pages: Buffer[] } {
  const dir = mkdtempSync(join(tmpdir(), 'labels-'));
  try {
    writeFileSync(join(dir, 'l.pdf'), pdf);
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'l.pdf'), '-'], { encoding: 'utf8' });
    execFileSync('pdftoppm', ['-r', '150', '-png', join(dir, 'l.pdf'), join(dir, 'page')]);
    const pages = readdirSync(dir)
      .filter((f) => f.endsWith('.png'))
      .sort()
      .map((f) => readFileSync(join(dir, f)));
    return { text, pages };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('loading an order of slabs at 360 px', { timeout: 240_000 }, () => {
  const browser = useBrowser({ viewport: { width: 360, height: 800 } });

  it('labels printed, three slabs loaded, the fourth keeps the lorry, the buyer reads the as-loaded list', async () => {
    const adminPage = await browser.newPage();
    const makerPage = await browser.newPage();
    const buyerPage = await browser.newPage();
    await signInAsAdmin(adminPage);
    const firm = await ownManufacturer(adminPage, makerPage);
    const product = firm.products[0]!;
    const lot = await ownLot(makerPage, product.id, { slabs: 4 });
    const detail = await api(makerPage, 'GET', `/vendor/lots/${lot.id}`);
    const slabIds = (detail.slabs as { id: number; sequence: number }[])
      .sort((a, b) => a.sequence - b.sequence)
      .map((s) => s.id);
    const name = (n: number) => `${lot.blockNumber}-0${n}`;

    // The buyer asks for the four slabs; the manufacturer offers them; the buyer accepts.
    const buyerEmail = await createVerifiedBuyer(buyerPage, 'Meera Iyer');
    await signInAs(buyerPage, buyerEmail);
    const asked = await api(buyerPage, 'POST', '/quote-requests', {
      customerName: 'Meera Iyer',
      mobileNumber: '9845012345',
      quantitySqft: 100,
      deliveryCity: 'Bengaluru',
      deliveryPin: '560066',
      materialQuality: 'Premium',
      productType: 'Slabs',
      productId: product.id,
      slabIds,
    });
    const requestId = asked.requests[0].id as number;
    const forwarded = await api(adminPage, 'GET', `/admin/quote-requests/${requestId}`);
    if (forwarded.request.status === 'pending')
      await api(adminPage, 'POST', `/admin/quote-requests/${requestId}/forward`);
    const replied = await api(makerPage, 'POST', `/vendor/quote-requests/${requestId}/replies`, {
      price: 150,
      gstRate: 18,
      freight: 0,
      leadTimeDays: 7,
      validUntil: indiaDay(new Date(Date.now() + 5 * 86_400_000)),
      slabIds,
    });
    const accepted = await api(buyerPage, 'POST', `/me/quote-replies/${replied.replies[0].id}/accept`);
    const orderId = accepted.order.id as number;
    await api(makerPage, 'POST', `/vendor/orders/${orderId}/confirm`);

    // The labels, one per page for the label printer, read back: each names its slab, each QR is readable.
    const res = await makerPage.request.get(
      `/api/v1/vendor/slab-labels?slabs=${slabIds.join(',')}&format=label`,
    );
    expect(res.status()).toBe(200);
    const labels = readLabels(await res.body());
    expect(labels.text).toContain(lot.blockNumber);
    expect(labels.text).toContain(product.name);
    expect(labels.pages).toHaveLength(4);

    // The yard opens the order on the phone: "Load slabs", every slab missing.
    await makerPage.goto(`/vendor/orders?order=${orderId}`);
    const loading = makerPage.getByRole('region', { name: 'Load slabs' });
    await waitForHydration(loading.getByRole('button', { name: 'Load slab' }));
    await loading.getByText('Loaded 0 of 4 slabs', { exact: false }).waitFor();

    // Two labels read from photos (the camera's decoder), one slab typed.
    const status = loading.getByRole('status');
    const photoInput = loading.locator('input[type="file"]').first();
    for (const n of [1, 2]) {
      await photoInput.setInputFiles({
        name: `label-${n}.png`,
        mimeType: 'image/png',
        buffer: labels.pages[n - 1]!,
      });
      await status.getByText(`${name(n)} loaded`).waitFor({ timeout: 20_000 });
    }
    await loading.getByLabel('Block').fill(lot.blockNumber);
    await loading.getByLabel(/^Slab\W*$/).fill('3');
    await loading.getByRole('button', { name: 'Load slab' }).click();
    await status.getByText(`${name(3)} loaded`).waitFor();
    // The same label again is no second slab.
    await photoInput.setInputFiles({ name: 'again.png', mimeType: 'image/png', buffer: labels.pages[0]! });
    await status.getByText(`${name(1)} was already loaded`).waitFor({ timeout: 20_000 });
    await loading.getByText('Loaded 3 of 4 slabs', { exact: false }).waitFor();
    await loading.getByText(new RegExp(`once these are loaded.*${name(4)}`)).waitFor();
    if (SHOTS) await loading.screenshot({ path: `${SHOTS}/panel-loading-360.png` });

    // Shipping is refused while the fourth slab is missing, naming it.
    await makerPage.getByRole('button', { name: 'Mark as Shipped' }).first().click();
    const ship = makerPage.getByRole('dialog', { name: `Mark order #${orderId} as shipped` });
    await ship.getByRole('button', { name: 'Mark as Shipped' }).click();
    await makerPage
      .getByText(new RegExp(`Not every slab of the order is loaded: ${name(4)}`))
      .first()
      .waitFor();
    await makerPage.keyboard.press('Escape');

    if (SHOTS) {
      await makerPage.setViewportSize({ width: 1280, height: 900 });
      await loading.screenshot({ path: `${SHOTS}/panel-loading-1280.png` });
      await makerPage.goto(`/hi/vendor/orders?order=${orderId}`);
      const hindi = makerPage.getByRole('region', { name: 'स्लैब लोड करें' });
      await hindi.getByText('4 में से 3 स्लैब लोड हुए', { exact: false }).waitFor();
      await hindi.screenshot({ path: `${SHOTS}/panel-loading-hi-1280.png` });
      await makerPage.setViewportSize({ width: 360, height: 800 });
      await hindi.screenshot({ path: `${SHOTS}/panel-loading-hi-360.png` });
    }

    // The buyer reads the as-loaded list on the order.
    await buyerPage.goto(`/dashboard?tab=quotes&request=${requestId}`);
    const asLoaded = buyerPage.getByRole('region', { name: 'As loaded' });
    await asLoaded.getByText('Loaded 3 of 4 slabs', { exact: false }).waitFor();
    await asLoaded.getByText(name(4)).waitFor();
    if (SHOTS) {
      await asLoaded.screenshot({ path: `${SHOTS}/buyer-as-loaded-360.png` });
      await buyerPage.setViewportSize({ width: 1280, height: 900 });
      await asLoaded.screenshot({ path: `${SHOTS}/buyer-as-loaded-1280.png` });
    }
  });
});
