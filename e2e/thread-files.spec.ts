// A photo of the slab in the quote's thread (ADR 021), in the browser: the manufacturer of the
// journey's own firm answers a buyer's request with a photo and a line of text; the buyer, on a phone,
// opens the messages, sees the photo small, opens it large, and answers with a photo of its own, which
// the manufacturer sees. With THREAD_SHOTS set to a folder, each screen is photographed at 360 and
// 1280 px, in English and Hindi, for a person to look at.

import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { api, createVerifiedBuyer, signInAs, signInAsAdmin, useBrowser } from './fixtures';
import { ownManufacturer } from './own-data';

const SHOTS = process.env.THREAD_SHOTS;

async function shoot(page: Page, what: Locator, name: string) {
  if (!SHOTS) return;
  const height = page.viewportSize()?.height ?? 900;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height });
    await what.scrollIntoViewIfNeeded();
    await what.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
}

/** No sideways scrolling. */
async function fitsTheScreen(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** A phone's photo of a slab: a 1600 × 1200 JPEG. */
const slabPhoto = (r: number, g: number, b: number) =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();

/** The photo's own pixels have loaded, at least `minWidth` wide. */
async function loadedWidth(img: Locator): Promise<number> {
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), { timeout: 15_000 })
    .toBeGreaterThan(0);
  return img.evaluate((el: HTMLImageElement) => el.naturalWidth);
}

describe('a photo of the slab in the quote thread', { timeout: 120_000 }, () => {
  const browser = useBrowser();

  it('the manufacturer sends a photo; the buyer on a phone sees it and opens it large, and answers with one', async () => {
    const adminPage = await browser.newPage();
    const makerPage = await browser.newPage();
    const buyerPage = await browser.newPage();
    await buyerPage.setViewportSize({ width: 360, height: 780 });
    await signInAsAdmin(adminPage);
    const firm = await ownManufacturer(adminPage, makerPage);
    const buyerEmail = await createVerifiedBuyer(buyerPage, 'Kavya Menon');
    await signInAs(buyerPage, buyerEmail);

    // The buyer asks for a quote; the admin forwards it.
    const asked = await api(buyerPage, 'POST', '/quote-requests', {
      customerName: 'Kavya Menon',
      mobileNumber: '9845012345',
      quantitySqft: 600,
      deliveryCity: 'Bengaluru',
      deliveryPin: '560066',
      materialQuality: 'Premium',
      productType: 'Slabs',
      productId: firm.products[0]!.id,
    });
    const requestId = asked.requests[0].id as number;
    const detail = await api(adminPage, 'GET', `/admin/quote-requests/${requestId}`);
    if (detail.request.status === 'pending')
      await api(adminPage, 'POST', `/admin/quote-requests/${requestId}/forward`);

    // The manufacturer attaches a photo of the slab with a line of text and sends it.
    await makerPage.goto(`/vendor/quotes/${requestId}`);
    const makerThread = makerPage.getByTestId('quote-thread');
    await makerThread
      .getByTestId('thread-file-input')
      .setInputFiles({ name: 'slab-b114.jpg', mimeType: 'image/jpeg', buffer: await slabPhoto(30, 30, 36) });
    await makerThread.getByTestId('chosen-file').getByText('slab-b114.jpg').waitFor();
    await makerThread.getByPlaceholder('Write to Kavya Menon').fill('Block B-114, slab 7, under daylight');
    await shoot(makerPage, makerThread, 'thread-chosen');
    await makerThread.getByRole('button', { name: 'Send' }).click();
    await makerPage.getByText('Photo sent').first().waitFor();
    const sentByMaker = makerThread.getByTestId('quote-message').last();
    await sentByMaker.getByTestId('message-photo').waitFor();
    await makerThread.getByTestId('chosen-file').waitFor({ state: 'detached' });

    // The buyer, on a phone, opens the messages: the photo shows small, then large.
    await buyerPage.goto(`/dashboard?tab=quotes&request=${requestId}`);
    const item = buyerPage.getByTestId('quote-request').filter({ hasText: firm.businessName });
    // The address names the request (as the bell's link does): it opens with its messages.
    const thread = item.getByTestId('quote-thread');
    const received = thread.getByTestId('quote-message').filter({ hasText: 'Block B-114, slab 7' });
    const small = received.getByRole('img', { name: `Photo from ${firm.businessName}` });
    expect(await loadedWidth(small)).toBe(480);
    await fitsTheScreen(buyerPage);
    await shoot(buyerPage, thread, 'thread-received');
    await received.getByRole('button', { name: `Open the photo from ${firm.businessName}` }).click();
    const large = buyerPage.getByRole('dialog', { name: `Photo from ${firm.businessName}` });
    expect(await loadedWidth(large.getByTestId('photo-large'))).toBe(1600);
    await fitsTheScreen(buyerPage);
    await shoot(buyerPage, large, 'thread-photo-large');
    await buyerPage.keyboard.press('Escape');
    await large.waitFor({ state: 'detached' });

    // The buyer answers with a photo of its own, with no text: the manufacturer sees it.
    await thread.getByTestId('thread-file-input').setInputFiles({
      name: 'site.png',
      mimeType: 'image/png',
      buffer: await sharp(await slabPhoto(180, 170, 160))
        .png()
        .toBuffer(),
    });
    await thread.getByRole('button', { name: 'Send' }).click();
    await thread.getByTestId('quote-message').last().getByTestId('message-photo').waitFor();

    // Something that is not a photo or a video is refused before it is sent.
    await thread
      .getByTestId('thread-file-input')
      .setInputFiles({ name: 'price-list.html', mimeType: 'text/html', buffer: Buffer.from('<p>hi</p>') });
    await thread.getByText('Choose a photo (JPG, PNG or WebP) or a video (MP4 or MOV).').waitFor();

    await makerPage.reload();
    const fromBuyer = makerPage
      .getByTestId('quote-thread')
      .getByRole('img', { name: 'Photo from Kavya Menon' })
      .last();
    expect(await loadedWidth(fromBuyer)).toBe(480);

    if (SHOTS) {
      await buyerPage.goto(`/hi/dashboard?tab=quotes&request=${requestId}`);
      const hiItem = buyerPage.getByTestId('quote-request').filter({ hasText: firm.businessName });
      await shoot(buyerPage, hiItem.getByTestId('quote-thread'), 'thread-received-hi');
      await makerPage.goto(`/hi/vendor/quotes/${requestId}`);
      await shoot(makerPage, makerPage.getByTestId('quote-thread'), 'thread-maker-hi');
    }
  });
});
