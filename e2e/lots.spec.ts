// Lots and slabs (D32, D33) with four people in four browser contexts: a manufacturer adds a lot of
// six slabs by pasting rows from a spreadsheet and uploads their photos by file name → a buyer on a
// phone (360 px) ticks four of them on the product page and asks for a quote for exactly those → an
// admin forwards it → the manufacturer offers those four, which holds them → a second buyer sees them
// "On hold" and cannot tick them, and the manufacturer's reply to that buyer naming one of them is
// refused with the slab named → the first buyer accepts: the four are sold and gone from the
// storefront → a reply that ends gives its slab back: the second buyer declines a reply holding one of
// the two slabs left, and it is available again.
//
// The requirement's last step is a reply that expires. A journey cannot move the server's clock, so it
// ends a reply the way a person does (declining it); the expiry job releasing the holds of expired
// replies, with a controllable clock, is covered by apps/server/src/modules/trade/slab-holds.test.ts.
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { api, createVerifiedBuyer, signInAs, signInAsAdmin, useBrowser, waitForHydration } from './fixtures';
import { ownManufacturer } from './own-data';

type PublicSlab = { id: number; sequence: number; status: 'available' | 'held'; photo: unknown };
type PublicLot = { id: number; blockNumber: string; slabs: PublicSlab[] };

/** A slab photo as a phone takes it: a JPEG of the stone's colour, a little different per slab. */
const slabPhoto = (n: number) =>
  sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 40 + n * 8, g: 38, b: 36 + n * 4 } },
  })
    .jpeg({ quality: 70 })
    .toBuffer();

/** A page reloaded until it shows what the server now knows (the product page is cached until the catalogue changes). */
const PAGE_POLL = { timeout: 45_000, interval: 500 };

/** The day `days` from today as the reply form's date box takes it (DD/MM/YYYY). */
const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10).split('-').reverse().join('/');

describe('lots and slabs: paste, photograph, choose, hold, refuse, sell, release', () => {
  const browser = useBrowser();

  it('sells the slabs a buyer chose and holds them from everyone else while the quote is open', async () => {
    const makerPage = await browser.newPage();
    const adminPage = await browser.newPage();
    const buyerPage = await browser.newPage();
    const otherPage = await browser.newPage();
    await buyerPage.setViewportSize({ width: 360, height: 780 });
    await signInAsAdmin(adminPage);
    // The product is of a manufacturer of the journey's own: its page shows this journey's lot only.
    const {
      products: [product],
    } = await ownManufacturer(adminPage, makerPage);
    const productId = product!.id;

    const block = `E2E${Date.now() % 100_000}`;
    const code = (n: number) => `${block}-${String(n).padStart(2, '0')}`;

    // 1. The manufacturer adds the lot: its fields, then six rows pasted from a spreadsheet into the
    // first cell, sizes in mm and in feet and inches as a yard's sheet has them.
    await makerPage.goto('/vendor/inventory/lots/new');
    await waitForHydration(makerPage.getByLabel('Block number'));
    await makerPage.getByRole('combobox', { name: 'Product', exact: true }).selectOption(String(productId));
    await makerPage.getByLabel('Block number').fill(block);
    await makerPage.getByLabel('Thickness (mm)').fill('18');
    await makerPage.getByLabel('Yard city').fill('Hosur');
    const rows = [
      ['1', '2896', '1575', '', ''],
      ['2', `9'6"`, `5'2"`, '', ''],
      ['3', '3050', '1830', '', ''],
      ['4', `10'0"`, `6'0"`, '', ''],
      ['5', '2743', '1600', '', 'corner chipped'],
      ['6', `9'0"`, `5'3"`, '', ''],
    ];
    const firstCell = makerPage.getByLabel('Slab no. of slab 1');
    await firstCell.focus();
    await firstCell.evaluate(
      (input, text) => {
        const clipboardData = new DataTransfer();
        clipboardData.setData('text/plain', text);
        input.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
      },
      `${rows.map((r) => r.join('\t')).join('\r\n')}\r\n`,
    );
    // The feet and inches stay as typed, with the mm the server will store said under the cell.
    expect(await makerPage.getByLabel('Length of slab 2').inputValue()).toBe(`9'6"`);
    await makerPage.getByText('2896 mm').first().waitFor();
    await makerPage.getByText(/^6 slabs · /).waitFor();
    await makerPage.getByRole('button', { name: 'Save the lot and 6 slabs' }).click();
    await makerPage.getByText('Lot added').first().waitFor();
    await makerPage.waitForURL(/\/vendor\/inventory\?/);

    // Their photos by file name (B114-07.jpg is slab 7 of block B114), the report says all matched.
    await makerPage.getByRole('button', { name: 'Upload slab photos' }).click();
    const upload = makerPage.getByRole('dialog', { name: 'Upload slab photos' });
    const files = await Promise.all(
      rows.map(async (_, i) => ({
        name: `${code(i + 1)}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await slabPhoto(i + 1),
      })),
    );
    await upload.locator('input[type="file"]').setInputFiles(files);
    await upload.getByText('6 matched').waitFor({ timeout: 60_000 });
    expect(await upload.getByText('not matched').count()).toBe(0);
    await upload.getByRole('button', { name: 'Done' }).click();

    const lotsNow = async (page: Page) =>
      ((await api(page, 'GET', `/products/${productId}/lots`)).items as PublicLot[]).find(
        (l) => l.blockNumber === block,
      );
    const lot = (await lotsNow(makerPage))!;
    expect(lot.slabs.map((s) => s.sequence)).toEqual([1, 2, 3, 4, 5, 6]);
    const slabId = (n: number) => lot.slabs.find((s) => s.sequence === n)!.id;

    // 2. A buyer on a phone opens the product page: the lot with its six slabs, each photographed.
    const buyerEmail = await createVerifiedBuyer(buyerPage, 'Asha Rao');
    await signInAs(buyerPage, buyerEmail);
    const lotCard = (page: Page) => page.getByTestId('lot').filter({ hasText: `Block ${block}` });
    const slabTile = (page: Page, n: number) =>
      lotCard(page)
        .getByTestId('slab')
        .filter({ has: page.getByText(code(n), { exact: true }) });
    // The product page is cached; the lot shows once the catalogue's change reached it.
    await expect
      .poll(async () => {
        await buyerPage.goto(`/product/${productId}`);
        return lotCard(buyerPage).getByTestId('slab').locator('img').count();
      }, PAGE_POLL)
      .toBe(6);
    expect(await lotCard(buyerPage).getByTestId('slab').count()).toBe(6);
    // Nothing wider than the phone's screen: no sideways scrolling to reach a slab.
    expect(await buyerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const tick = (page: Page, n: number): Locator =>
      lotCard(page).getByRole('checkbox', { name: new RegExp(`^Select slab ${code(n)}, `) });
    await waitForHydration(tick(buyerPage, 1));
    for (const n of [1, 2, 3, 4]) await tick(buyerPage, n).check();
    const bar = buyerPage.getByTestId('slab-selection');
    await bar.getByText(/^4 slabs selected · /).waitFor();
    await bar.getByRole('button', { name: /^Request quote for 4 slabs \(/ }).click();
    const form = buyerPage.getByRole('dialog');
    await form.getByTestId('chosen-slabs').getByText(code(1), { exact: false }).waitFor();
    await form.getByLabel('Your Name').fill('Asha Rao');
    await form.getByLabel('Mobile Number').fill('98450 12345');
    await form.getByLabel('Delivery City').fill('Chennai');
    await form.getByLabel('Delivery PIN Code').fill('600001');
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await buyerPage.getByText('Quote Request Submitted').first().waitFor();
    const firstRequest = (await api(buyerPage, 'GET', '/me/quote-board')).items[0].items[0].request;
    expect(firstRequest.requestedSlabs.map((s: { slabId: number }) => s.slabId).sort()).toEqual(
      [1, 2, 3, 4].map(slabId).sort(),
    );

    // 3. The admin forwards requests from the Quote Requests screen (unless auto-forward did).
    const forward = async (id: number) => {
      const detail = await api(adminPage, 'GET', `/admin/quote-requests/${id}`);
      if (detail.request.status !== 'pending') return;
      await adminPage.goto('/admin/quote-requests');
      await adminPage.getByRole('button', { name: `Actions for quote request #${id}` }).click();
      await adminPage.getByRole('menuitem', { name: 'Forward to manufacturer' }).click();
      await expect
        .poll(
          async () => (await api(adminPage, 'GET', `/admin/quote-requests/${id}`)).request.status,
          PAGE_POLL,
        )
        .toBe('forwarded');
    };
    await forward(firstRequest.id);

    // 4. The manufacturer opens the request: the buyer's four slabs are ticked; the reply holds them.
    const reply = async (requestId: number, expected: number[]) => {
      await makerPage.goto(`/vendor/quotes/${requestId}`);
      const price = makerPage.getByLabel('Price per sq.ft (₹, excluding GST)');
      await waitForHydration(price);
      expect(await makerPage.getByRole('checkbox', { name: /^Offer specific slabs/ }).isChecked()).toBe(true);
      const chosen = makerPage.getByRole('list', { name: 'Chosen slabs' });
      for (const n of expected)
        await chosen.getByRole('button', { name: `Remove slab ${code(n)}` }).waitFor();
      expect(await chosen.getByRole('listitem').count()).toBe(expected.length);
      await price.fill('140');
      await makerPage.getByLabel(/^Freight to Chennai 600001/).fill('12000');
      await makerPage.getByLabel('Lead time (days)').fill('10');
      await makerPage.getByLabel('Valid until').fill(dayFromToday(7));
      await makerPage.getByRole('button', { name: 'Send quote' }).click();
      await makerPage.getByText('Your quote was sent to the buyer').first().waitFor();
    };
    await reply(firstRequest.id, [1, 2, 3, 4]);
    const afterHold = (await lotsNow(makerPage))!;
    for (const n of [1, 2, 3, 4])
      expect(afterHold.slabs.find((s) => s.sequence === n)!.status, code(n)).toBe('held');

    // 5. A second buyer sees the four "On hold", not to be ticked, and asks for slab 5.
    const otherEmail = await createVerifiedBuyer(otherPage, 'Ravi Kumar');
    await signInAs(otherPage, otherEmail);
    await expect
      .poll(async () => {
        await otherPage.goto(`/product/${productId}`);
        return lotCard(otherPage).locator('[data-testid="slab"][data-status="held"]').count();
      }, PAGE_POLL)
      .toBe(4);
    for (const n of [1, 2, 3, 4]) {
      await slabTile(otherPage, n).getByText('On hold').waitFor();
      expect(await slabTile(otherPage, n).getByRole('checkbox').count()).toBe(0);
    }
    await waitForHydration(tick(otherPage, 5));
    await tick(otherPage, 5).check();
    await otherPage
      .getByTestId('slab-selection')
      .getByRole('button', { name: /^Request quote for 1 slab \(/ })
      .click();
    const otherForm = otherPage.getByRole('dialog');
    await otherForm.getByLabel('Your Name').fill('Ravi Kumar');
    await otherForm.getByLabel('Mobile Number').fill('98860 22334');
    await otherForm.getByLabel('Delivery City').fill('Chennai');
    await otherForm.getByLabel('Delivery PIN Code').fill('600001');
    await otherForm.getByRole('button', { name: 'Submit Request' }).click();
    await otherPage.getByText('Quote Request Submitted').first().waitFor();
    const secondRequest = (await api(otherPage, 'GET', '/me/quote-board')).items[0].items[0].request;
    await forward(secondRequest.id);

    // The manufacturer's form for that request offers slab 5, not the four held for the first buyer...
    await makerPage.goto(`/vendor/quotes/${secondRequest.id}`);
    await waitForHydration(makerPage.getByLabel('Price per sq.ft (₹, excluding GST)'));
    await makerPage.getByRole('checkbox', { name: new RegExp(`^Slab ${code(5)}, `) }).waitFor();
    expect(await makerPage.getByRole('checkbox', { name: new RegExp(`^Slab ${code(1)}, `) }).count()).toBe(0);
    // ...and a reply naming one of them anyway (the form never lists it) is refused, the slab named.
    const refused = await makerPage.request.post(
      `/api/v1/vendor/quote-requests/${secondRequest.id}/replies`,
      {
        data: {
          price: 150,
          freight: 5000,
          leadTimeDays: 7,
          validUntil: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
          slabIds: [slabId(1)],
        },
        headers: { origin: inject('baseURL') },
      },
    );
    expect(refused.status()).toBe(409);
    expect(JSON.stringify(await refused.json())).toContain(`Slab ${code(1)} is on hold for another quote`);

    // 6. The first buyer reads the quote with its four slabs held for them, and accepts it.
    await buyerPage.goto('/dashboard?tab=quotes');
    const card = buyerPage.getByTestId('quote-sheet-card').first();
    await card.waitFor();
    const offered = card.getByTestId('offered-slabs');
    await offered.getByTestId('held-until').waitFor();
    for (const n of [1, 2, 3, 4])
      await offered.getByRole('button', { name: `View slab ${code(n)} large` }).waitFor();
    expect(await offered.locator('img').count()).toBe(4);
    await card.getByRole('button', { name: 'Accept' }).click();
    const confirm = buyerPage.getByRole('dialog');
    await confirm.getByText('Accept this quote?').waitFor();
    await confirm.getByTestId('confirm-decision').click();
    await buyerPage.getByText('Quote accepted').first().waitFor();

    // The four are sold: gone from the product page, two left in the lot.
    await expect
      .poll(async () => {
        await buyerPage.goto(`/product/${productId}`);
        return lotCard(buyerPage).getByTestId('slab').count();
      }, PAGE_POLL)
      .toBe(2);
    for (const n of [5, 6]) await slabTile(buyerPage, n).waitFor();
    expect(await lotCard(buyerPage).getByText(code(1), { exact: true }).count()).toBe(0);

    // 7. A reply that ends gives its slabs back: the second buyer's request is answered offering slab
    // 5 (their choice, held for them), and they decline it.
    await reply(secondRequest.id, [5]);
    expect((await lotsNow(otherPage))!.slabs.find((s) => s.sequence === 5)!.status).toBe('held');
    await otherPage.goto('/dashboard?tab=quotes');
    // At 1280 px the quote sheet is a table: the reply's row, its offered slabs in the row below.
    const sheet = otherPage.getByTestId('quote-sheet');
    await sheet.getByTestId('held-until').filter({ visible: true }).waitFor();
    await sheet.getByTestId('offered-slabs').filter({ visible: true }).getByText(code(5)).waitFor();
    await sheet.getByTestId('quote-sheet-row').getByRole('button', { name: 'Decline' }).click();
    const declineDialog = otherPage.getByRole('dialog');
    await declineDialog.getByText('Decline this quote?').waitFor();
    await declineDialog.getByTestId('confirm-decision').click();
    await otherPage.getByText('Quote declined').first().waitFor();

    await expect
      .poll(async () => {
        await otherPage.goto(`/product/${productId}`);
        return slabTile(otherPage, 5).getAttribute('data-status');
      }, PAGE_POLL)
      .toBe('available');
    await waitForHydration(tick(otherPage, 5));
    expect(await tick(otherPage, 5).isEnabled()).toBe(true);
    expect(await lotCard(otherPage).getByTestId('slab').count()).toBe(2);
  }, 300_000);
});
