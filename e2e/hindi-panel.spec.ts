// The manufacturer's panel in Hindi (D40) on a phone (360 px) and on a desktop (1280 px): a
// manufacturer of the journey's own (e2e/own-data.ts) opens its dashboard, a lot's slabs in the Inventory, the quote requests and a reply
// form, the orders and the business profile under /hi. Each page shows its Hindi heading and
// buttons, nothing is wider than the screen, and axe finds no serious or critical violation.
// HINDI_PANEL_SHOTS=<dir> keeps a screenshot of each page at both widths.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, confirmedOrder, createVerifiedBuyer, signInAs, signInAsAdmin, useBrowser } from './fixtures';
import { ownManufacturer } from './own-data';
import { axeProblems, overflow, tooWide } from './page-checks';

/** Elements whose own content runs past their box without scrolling it (what widens a page when no box does). */
const spilling = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => {
        const style = getComputedStyle(el);
        return el.scrollWidth > el.clientWidth + 1 && style.overflowX === 'visible' && el.clientWidth > 0;
      })
      .slice(-5)
      .map(
        (el) =>
          `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}" ${el.scrollWidth}>${el.clientWidth}>${(el.textContent ?? '').slice(0, 60)}`,
      )
      .join('; '),
  );

type Stop = {
  name: string;
  path: string;
  heading: string | RegExp;
  /** Texts of the page in Hindi that must show (buttons, headings, labels). */
  hindi: (string | RegExp)[];
  /** The page's own English texts that must not show on the Hindi page. */
  english: string[];
};

describe('the manufacturer panel in Hindi (D40)', { timeout: 240_000 }, () => {
  const browser = useBrowser({ viewport: { width: 360, height: 780 } });

  it('reads in Hindi on a phone and a desktop: dashboard, a lot, quote requests and a reply, orders, profile', async () => {
    const maker = await browser.newPage();
    const admin = await browser.newPage();
    const buyer = await browser.newPage();
    await signInAsAdmin(admin);
    // A manufacturer of this journey's own: the lot, order and request below are read by no other.
    const product = (await ownManufacturer(admin, maker)).products[0]!;
    await signInAs(buyer, await createVerifiedBuyer(buyer, 'Meena Iyer'));

    // Set-up through the API: a lot of three slabs, an order, and a request awaiting a reply.
    const block = `HI${Date.now() % 100_000}`;
    const lot = await api(maker, 'POST', '/vendor/lots', {
      productId: product.id,
      blockNumber: block,
      lotNumber: 'L1',
      thicknessMm: 18,
      finish: 'Polished',
      grade: 'First',
      yardCity: 'Hosur',
    });
    await api(maker, 'POST', `/vendor/lots/${lot.id}/slabs`, {
      rows: [
        { sequence: 1, length: '2896', width: '1575' },
        { sequence: 2, length: `9'6"`, width: `5'2"` },
        { sequence: 3, length: '3050', width: '1830', defects: 'corner chipped' },
      ],
    });
    await confirmedOrder({ buyer, admin, maker }, 'Meena Iyer');
    const asked = await api(buyer, 'POST', '/quote-requests', {
      customerName: 'Meena Iyer',
      mobileNumber: '9845012345',
      quantitySqft: 600,
      deliveryCity: 'Mysuru',
      deliveryPin: '570001',
      materialQuality: 'Premium',
      productType: 'Slabs',
      productId: product.id,
    });
    const requestId = asked.requests[0].id as number;
    const detail = await api(admin, 'GET', `/admin/quote-requests/${requestId}`);
    if (detail.request.status === 'pending')
      await api(admin, 'POST', `/admin/quote-requests/${requestId}/forward`);

    const stops: Stop[] = [
      {
        name: 'dashboard',
        path: '/hi/vendor/dashboard',
        heading: /^स्वागत है, /,
        hindi: ['कुल प्रोडक्ट', 'कुल बिक्री', 'हाल की कोटेशन मांग', 'खाता मंज़ूर'],
        english: ['Total Products', 'Recent quote requests', 'Account Approved'],
      },
      {
        name: 'lot',
        path: `/hi/vendor/inventory?productId=${product.id}&lotId=${lot.id}`,
        heading: 'स्टॉक',
        hindi: [`ब्लॉक ${block} · लॉट L1`, 'स्लैब जोड़ें', 'लॉट बदलें', 'उपलब्ध', 'कमियाँ:'],
        english: ['Add slabs', 'Edit lot', 'Bundle photos', 'Mark sold'],
      },
      {
        name: 'quotes',
        path: '/hi/vendor/quotes',
        heading: 'कोटेशन मांग',
        hindi: ['खुली ज़रूरतें', 'जवाब दें'],
        english: ['Needs your quote', 'Open requirements', 'Search quote requests'],
      },
      {
        name: 'reply',
        path: `/hi/vendor/quotes/${requestId}`,
        heading: `कोटेशन मांग #${requestId}`,
        hindi: ['प्रति वर्ग फुट दाम (₹, GST छोड़कर)', 'कोटेशन भेजें', 'तैयार होने में समय (दिन)'],
        english: ['Send quote', 'Lead time (days)', 'Valid until'],
      },
      {
        name: 'orders',
        path: '/hi/vendor/orders',
        heading: 'ऑर्डर',
        hindi: ['कुल पहुंच दाम', 'मात्रा'],
        english: ['Search orders', 'All orders', 'Total (landed)'],
      },
      {
        name: 'settings',
        path: '/hi/vendor/settings',
        heading: 'बिज़नेस प्रोफ़ाइल',
        hindi: ['बिज़नेस का नाम', 'जिन राज्यों में आप डिलीवरी करते हैं', 'बदलाव सेव करें'],
        english: ['Business name', 'States you deliver to', 'Save Changes'],
      },
    ];

    const shots = process.env.HINDI_PANEL_SHOTS;
    for (const width of [360, 1280]) {
      await maker.setViewportSize({ width, height: width === 360 ? 780 : 900 });
      for (const stop of stops) {
        await maker.goto(stop.path);
        await maker.getByRole('heading', { level: 1, name: stop.heading }).waitFor();
        await expect.poll(() => maker.locator('.animate-pulse').count(), { timeout: 15_000 }).toBe(0);
        const main = maker.locator('main');
        for (const text of stop.hindi) await main.getByText(text).first().waitFor();
        const shown = await main.innerText();
        for (const text of stop.english)
          expect(shown, `${stop.path} still says “${text}”`).not.toContain(text);
        expect(await maker.locator('html').getAttribute('lang')).toBe('hi');
        if (width === 360) {
          const extra = await overflow(maker);
          expect(
            extra,
            `${stop.path} is wider than 360 px: ${extra ? `${await tooWide(maker)} / ${await spilling(maker)}` : ''}`,
          ).toBe(0);
          expect(await axeProblems(maker), stop.path).toEqual([]);
        }
        if (shots) await maker.screenshot({ path: `${shots}/${stop.name}-${width}.png`, fullPage: true });
      }
    }

    // A link inside the Hindi panel keeps the language: the quote list's reply opens the Hindi form.
    await maker.goto('/hi/vendor/quotes');
    await maker.getByRole('link', { name: `कोटेशन मांग #${requestId} खोलें` }).click();
    await maker.waitForURL((url) => url.pathname === `/hi/vendor/quotes/${requestId}`);
    await maker.getByRole('button', { name: 'कोटेशन भेजें' }).waitFor();
  });
});
