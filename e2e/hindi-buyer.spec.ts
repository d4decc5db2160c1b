// The buyer's screens in Hindi (D40) on a phone (360 px) and on a desktop (1280 px): a buyer opens
// /hi/dashboard, the quote sheet of a request with a manufacturer's reply, the order made from
// an accepted quote, and the Orders tab listing it. Each shows its Hindi heading, tabs and buttons and none of its English texts,
// money keeps Latin digits, nothing is wider than the screen, and axe finds no serious or critical
// violation. HINDI_BUYER_SHOTS=<dir> keeps a screenshot of each stop at both widths.
import { indiaDay } from '@granite/shared';
import { describe, expect, it } from 'vitest';
import { api, confirmedOrder, createVerifiedBuyer, signInAs, signInAsAdmin, useBrowser } from './fixtures';
import { ownManufacturer } from './own-data';
import { axeProblems, overflow, tooWide } from './page-checks';

type Stop = {
  name: string;
  path: string;
  /** Texts of the page in Hindi that must show (tabs, headings, buttons, labels). */
  hindi: (string | RegExp)[];
  /** The page's own English texts that must not show on the Hindi page. */
  english: string[];
  /** The part of the page a screenshot shows besides its top (a test id). */
  focus?: string;
};

describe("the buyer's screens in Hindi (D40)", { timeout: 240_000 }, () => {
  const browser = useBrowser({ viewport: { width: 360, height: 780 } });

  it('reads in Hindi on a phone and a desktop: the dashboard, a quote sheet with a reply, an order', async () => {
    const buyer = await browser.newPage();
    const admin = await browser.newPage();
    const maker = await browser.newPage();
    await signInAsAdmin(admin);
    // A manufacturer of this journey's own: its order and reply are read by no other journey.
    await ownManufacturer(admin, maker);
    await signInAs(buyer, await createVerifiedBuyer(buyer, 'Kavita Sharma'));

    // Set-up through the API: an order confirmed by the manufacturer (30 % advance, balance on
    // delivery), and a second request the manufacturer has answered with a quote and a message.
    const order = await confirmedOrder({ buyer, admin, maker }, 'Kavita Sharma', {
      advancePercent: 30,
      balanceDue: 'on-delivery',
    });
    const asked = await api(buyer, 'POST', '/quote-requests', {
      customerName: 'Kavita Sharma',
      mobileNumber: '9845012345',
      quantitySqft: 800,
      deliveryCity: 'Jaipur',
      deliveryPin: '302001',
      materialQuality: 'Premium',
      productType: 'Slabs',
      productId: order.product.id,
    });
    const requestId = asked.requests[0].id as number;
    const detail = await api(admin, 'GET', `/admin/quote-requests/${requestId}`);
    if (detail.request.status === 'pending')
      await api(admin, 'POST', `/admin/quote-requests/${requestId}/forward`);
    await api(maker, 'POST', `/vendor/quote-requests/${requestId}/replies`, {
      price: 142,
      gstRate: 18,
      freight: 12000,
      leadTimeDays: 9,
      validUntil: indiaDay(new Date(Date.now() + 10 * 86_400_000)),
      message: 'Polished slabs from our Hosur yard, packed on wooden crates.',
    });

    const stops: Stop[] = [
      {
        name: 'dashboard',
        path: '/hi/dashboard',
        hindi: ['मेरा डैशबोर्ड', 'सभी प्रोडक्ट', 'कोटेशन मांग', 'ज़रूरतें', 'सैंपल', 'नमस्ते, Kavita Sharma'],
        english: ['My Dashboard', 'Quote Requests', 'Saved searches', 'Business details', 'Welcome,'],
      },
      {
        name: 'quote-sheet',
        path: `/hi/dashboard?tab=quotes&request=${requestId}`,
        hindi: [
          'नई कोटेशन मांग',
          'कोटेशन',
          'मंज़ूर करें',
          'मना करें',
          'कुल पहुंच दाम',
          '9 दिन',
          /भाड़ा ₹12,000/,
          'Polished slabs from our Hosur yard, packed on wooden crates.',
        ],
        focus: 'quote-group',
        english: ['New Quote Request', 'Landed total', 'Lead time', 'Valid until', 'Decline', 'Status'],
      },
      {
        name: 'order',
        path: `/hi/dashboard?tab=quotes&request=${order.requestId}`,
        hindi: [
          `ऑर्डर #${order.orderId}`,
          'भुगतान',
          'दस्तावेज़',
          'भुगतान दर्ज करें',
          'ऑर्डर का कुल',
          /30 % अग्रिम, बकाया डिलीवरी पर/,
        ],
        focus: 'order-panel',
        english: [
          'Payments',
          'Documents',
          'Record a payment',
          'Order total',
          'Payment terms',
          'Order confirmed',
        ],
      },
      {
        name: 'orders',
        path: '/hi/dashboard?tab=orders',
        hindi: [`ऑर्डर #${order.orderId}`, 'सभी ऑर्डर', 'चालू ऑर्डर', 'बकाया', 'ऑर्डर खोलें'],
        focus: 'my-order',
        english: [
          'All orders',
          'Open orders',
          'Still to pay',
          'Open the order',
          'Its quote request and messages',
        ],
      },
      {
        name: 'business',
        path: '/hi/dashboard?tab=business',
        hindi: ['बिज़नेस की जानकारी', 'फ़र्म का नाम', 'डिलीवरी के पते', 'पता जोड़ें'],
        english: ['Company name', 'Delivery addresses', 'Add address'],
      },
      {
        name: 'requirements',
        path: '/hi/dashboard?tab=requirements',
        hindi: ['अपनी ज़रूरत पोस्ट करें'],
        english: ['Post your requirement', 'No requirements yet.'],
      },
      {
        name: 'saved-searches',
        path: '/hi/dashboard?tab=saved-searches',
        hindi: ['अभी कोई सेव की गई खोज नहीं', 'प्रोडक्ट देखें'],
        english: ['No saved searches yet', 'Browse products'],
      },
    ];

    const shots = process.env.HINDI_BUYER_SHOTS;
    for (const width of [360, 1280]) {
      await buyer.setViewportSize({ width, height: width === 360 ? 780 : 900 });
      for (const stop of stops) {
        await buyer.goto(stop.path);
        await buyer.getByRole('heading', { level: 1, name: 'मेरा डैशबोर्ड' }).waitFor();
        const main = buyer.locator('main');
        // The quote sheet is a table from md up and cards below it: the one on screen is read.
        for (const text of stop.hindi) await main.getByText(text).filter({ visible: true }).first().waitFor();
        await expect.poll(() => main.getByText('लोड हो रहा है').count(), { timeout: 15_000 }).toBe(0);
        const shown = await main.innerText();
        for (const text of stop.english)
          expect(shown, `${stop.path} still says “${text}”`).not.toContain(text);
        expect(await buyer.locator('html').getAttribute('lang')).toBe('hi');
        if (width === 360) {
          const extra = await overflow(buyer);
          expect(extra, `${stop.path} is wider than 360 px: ${extra ? await tooWide(buyer) : ''}`).toBe(0);
          expect(await axeProblems(buyer), stop.path).toEqual([]);
        }
        if (shots) {
          await buyer.evaluate(() => window.scrollTo(0, 0));
          await buyer.screenshot({ path: `${shots}/${stop.name}-${width}.png` });
          if (stop.focus)
            await main
              .getByTestId(stop.focus)
              .filter({ visible: true })
              .first()
              .screenshot({ path: `${shots}/${stop.name}-${width}-part.png` });
        }
      }
    }

    // Accepting in Hindi: the dialog asks in Hindi, and the sheet then says the reply is accepted.
    await buyer.goto(`/hi/dashboard?tab=quotes&request=${requestId}`);
    const sheet = buyer.getByTestId('quote-sheet');
    await sheet
      .getByRole('button', { name: 'मंज़ूर करें', exact: true })
      .filter({ visible: true })
      .first()
      .click();
    const dialog = buyer.getByRole('dialog', { name: 'यह कोटेशन मंज़ूर करें?' });
    await dialog.getByRole('button', { name: 'कोटेशन मंज़ूर करें' }).click();
    await sheet.getByTestId('reply-state').filter({ hasText: 'मंज़ूर', visible: true }).first().waitFor();

    // Signed out, the sign-up form reads in Hindi on a phone, its schema's messages too.
    const visitor = await browser.newPage();
    await visitor.goto('/hi/login?mode=signup');
    await visitor.getByRole('heading', { level: 1, name: 'खाता बनाएं' }).waitFor();
    await visitor.getByRole('button', { name: 'खाता बनाएं' }).click();
    await visitor.getByText('पूरा नाम ज़रूरी है').waitFor();
    const form = await visitor.locator('main').innerText();
    for (const text of ['Full name', 'Password', 'Create account', 'Already have an account?'])
      expect(form, `/hi/login?mode=signup still says “${text}”`).not.toContain(text);
    expect(await overflow(visitor), `/hi/login is wider than 360 px: ${await tooWide(visitor)}`).toBe(0);
    expect(await axeProblems(visitor), '/hi/login?mode=signup').toEqual([]);
    if (shots) await visitor.screenshot({ path: `${shots}/sign-up-360.png`, fullPage: true });

    // A link inside the Hindi dashboard keeps the language.
    await buyer.goto('/hi/dashboard?tab=requirements');
    await buyer.getByRole('link', { name: 'अपनी ज़रूरत पोस्ट करें' }).click();
    await buyer.waitForURL((url) => url.pathname === '/hi/requirements/new');
  });
});
