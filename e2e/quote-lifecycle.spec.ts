// The quote lifecycle journey (D17, D18) with three people in three browser contexts: a buyer sends
// one request to three manufacturers → an admin forwards it → two manufacturers reply → the buyer
// reads the quote sheet with landed totals, messages one of them (a phone number typed shows masked)
// and accepts the lower landed total → that manufacturer confirms, ships and delivers → the buyer
// confirms receipt and reviews → the rating shows on the public profile. Every step's e-mail is in the outbox (the server
// log, SMTP_URL unset) with links that open the right page for the person it was sent to. Each
// person works in their own screens: the comparison and dashboard, the admin's Quote Requests, the
// manufacturer's request page and Orders.
import { readFileSync } from 'node:fs';
import { formatINR, indiaDay, landedTotal } from '@granite/shared';
import { describe, expect, inject, it } from 'vitest';
import { api, createVerifiedBuyer, signInAs, signInAsAdmin, useBrowser, waitForHydration } from './fixtures';
import { ownCategory, ownManufacturer } from './own-data';

type Row = {
  productId: number;
  name: string;
  categoryId: number;
  manufacturer: { id: number; businessName: string };
};
type Mail = { to: string; subject: string; text: string };

/** Every message the outbox delivered to the log so far (SMTP_URL is unset in the journeys). */
function outbox(): Mail[] {
  const mails: Mail[] = [];
  for (const line of readFileSync(inject('serverLogPath'), 'utf8').split('\n')) {
    if (!line.includes('SMTP_URL unset, not sent')) continue;
    try {
      const entry = JSON.parse(line) as { msg: string; mail?: { to: string; subject: string } };
      if (!entry.mail) continue;
      mails.push({ to: entry.mail.to, subject: entry.mail.subject, text: entry.msg });
    } catch {
      // not a JSON log line
    }
  }
  return mails;
}

async function mailsTo(email: string, count: number): Promise<Mail[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = outbox().filter(
      (m) => m.to === email.toLowerCase() && m.subject && !/verify/i.test(m.subject),
    );
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The page link of a notification e-mail ('Open it: …') on this site. */
function openLink(mail: Mail): string {
  const match = /Open it: (\S+)/.exec(mail.text);
  if (!match) throw new Error(`no link in the mail "${mail.subject}":\n${mail.text}`);
  return match[1]!;
}

describe('quote lifecycle: request → forward → replies → quote sheet → order → review', () => {
  const browser = useBrowser();

  it('runs from a buyer’s request to a reviewed, delivered order, with every step e-mailed', async () => {
    const buyerPage = await browser.newPage();
    const adminPage = await browser.newPage();
    const makerPage = await browser.newPage();
    await signInAsAdmin(adminPage);

    // Three manufacturers of the journey's own, each run by an account of its own, with a product in
    // a category of the journey's own: their requests, orders and reviews are read by no other.
    const category = await ownCategory(adminPage, 'Lifecycle Granite');
    const firms = [];
    for (const [name, price] of [
      ['Chamundi Granites', 140],
      ['Krishna Stone Works', 150],
      ['Tirupati Slabs', 160],
    ] as const) {
      firms.push(
        await ownManufacturer(adminPage, makerPage, {
          name,
          products: [{ name: 'Steel Grey Slab', price, categoryId: category.id }],
        }),
      );
    }
    // The comparison lists what the catalogue's index has seen: wait, as the buyer would, for all three.
    let rows: Row[] = [];
    await expect
      .poll(
        async () => {
          rows = (await api(adminPage, 'GET', `/comparison?category=${category.id}&sort=price`))
            .rows as Row[];
          return rows.length;
        },
        { timeout: 30_000 },
      )
      .toBe(3);
    const makers = firms.map((firm) => ({
      email: firm.ownerEmail,
      row: rows.find((r) => r.manufacturer.id === firm.id)!,
    }));
    const [a, b] = makers as [(typeof makers)[0], (typeof makers)[0]];

    // 1. The buyer selects the three offers on the comparison and sends one request.
    const buyerEmail = await createVerifiedBuyer(buyerPage, 'Asha Rao');
    await signInAs(buyerPage, buyerEmail);
    await buyerPage.goto(`/product/comparison/${category.id}?sort=price`);
    await waitForHydration(buyerPage.getByTestId('comparison-row').first().getByRole('checkbox'));
    for (const m of makers) {
      await buyerPage
        .getByTestId('comparison-row')
        .filter({ hasText: m.row.name })
        .filter({ hasText: m.row.manufacturer.businessName })
        .first()
        .getByRole('checkbox')
        .check();
    }
    await buyerPage.getByRole('button', { name: 'Request 3 Quotes' }).click();
    const dialog = buyerPage.getByRole('dialog');
    await dialog.getByLabel('Your Name').fill('Asha Rao');
    await dialog.getByLabel('Mobile Number').fill('98450 12345');
    await dialog.getByLabel('Quantity (sq.ft)').fill('1000');
    await dialog.getByLabel('Delivery City').fill('Chennai');
    await dialog.getByLabel('Delivery PIN Code').fill('600001');
    await dialog.getByRole('button', { name: 'Submit 3 Requests' }).click();
    await buyerPage.getByText('Quote Request Submitted').first().waitFor();

    const board = await api(buyerPage, 'GET', '/me/quote-board');
    const group = board.items[0];
    expect(group.items).toHaveLength(3);
    const requestOf = (m: (typeof makers)[0]) =>
      group.items.find((i: { request: { vendorId: number } }) => i.request.vendorId === m.row.manufacturer.id)
        .request.id as number;

    // 2. The admin forwards each request from the Quote Requests screen (unless auto-forward did).
    await adminPage.goto('/admin/quote-requests');
    for (const m of makers) {
      const id = requestOf(m);
      const detail = await api(adminPage, 'GET', `/admin/quote-requests/${id}`);
      if (detail.request.status !== 'pending') continue;
      await adminPage.getByRole('button', { name: `Actions for quote request #${id}` }).click();
      await adminPage.getByRole('menuitem', { name: 'Forward to manufacturer' }).click();
      await expect
        .poll(async () => (await api(adminPage, 'GET', `/admin/quote-requests/${id}`)).request.status)
        .toBe('forwarded');
    }
    // The spec's status toast: 'Status Updated', saying which.
    await adminPage.getByText('Status Updated').first().waitFor();
    await adminPage.getByText('Quote request forwarded to the manufacturer').first().waitFor();
    // A request's own address opens its drawer over the list, which still shows the requests.
    const firstId = requestOf(makers[0]!);
    await adminPage.goto(`/admin/quote-requests?id=${firstId}`);
    await adminPage.getByRole('dialog', { name: `Quote request #${firstId}` }).waitFor();
    await adminPage
      .getByRole('table', { name: 'Quote requests', includeHidden: true })
      .getByRole('button', { name: new RegExp(`^#${firstId} · `), includeHidden: true })
      .waitFor({ state: 'attached' });

    // 3. Two manufacturers reply from the request their 'forwarded' e-mail links to; B is dearer per
    // sq.ft but its freight makes the lower landed total.
    const validUntil = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const reply = async (
      m: (typeof makers)[0],
      quote: { price: string; freight: string; lead: string; message?: string },
    ) => {
      await signInAs(makerPage, m.email);
      const [forwardedMail] = await mailsTo(m.email, 1);
      const link = openLink(forwardedMail!);
      expect(new URL(link).pathname).toBe(`/vendor/quotes/${requestOf(m)}`);
      await makerPage.goto(link);
      await makerPage.getByLabel('Price per sq.ft (₹, excluding GST)').fill(quote.price);
      await makerPage.getByLabel(/^Freight to Chennai 600001/).fill(quote.freight);
      await makerPage.getByLabel('Lead time (days)').fill(quote.lead);
      // The date reads as an Indian reader writes it (DD/MM/YYYY); the form sends it as ISO.
      await makerPage.getByLabel('Valid until').fill(validUntil.split('-').reverse().join('/'));
      if (quote.message) await makerPage.getByLabel('Message to the buyer').fill(quote.message);
      await makerPage.getByRole('button', { name: 'Send quote' }).click();
      await makerPage.getByText('Your quote was sent to the buyer').first().waitFor();
    };
    await reply(a, {
      price: '120',
      freight: '40000',
      lead: '12',
      message: 'Polished slabs, crated at our yard. Call 98450 11111.',
    });
    await reply(b, { price: '125', freight: '10000', lead: '8' });
    const landedA = landedTotal({
      quantitySqft: 1000,
      pricePaise: 12_000,
      gstRate: 18,
      freightPaise: 4_000_000,
    });
    const landedB = landedTotal({
      quantitySqft: 1000,
      pricePaise: 12_500,
      gstRate: 18,
      freightPaise: 1_000_000,
    });
    expect(landedB.totalPaise).toBeLessThan(landedA.totalPaise);

    // The buyer is told by e-mail; its link opens the request on the dashboard.
    // Three 'forwarded' e-mails, then one per reply.
    const replyMails = await mailsTo(buyerEmail, 5);
    expect(replyMails.length).toBeGreaterThanOrEqual(5);
    await buyerPage.goto(openLink(replyMails.at(-1)!));

    // 4. The quote sheet: landed totals, the lower one marked.
    const sheet = buyerPage.getByTestId('quote-sheet').first();
    await sheet.waitFor();
    const rowA = sheet.getByTestId('quote-sheet-row').filter({ hasText: a.row.manufacturer.businessName });
    const rowB = sheet.getByTestId('quote-sheet-row').filter({ hasText: b.row.manufacturer.businessName });
    expect(await rowA.getByTestId('landed-total').textContent()).toBe(formatINR(landedA.totalPaise));
    expect(await rowB.getByTestId('landed-total').textContent()).toBe(formatINR(landedB.totalPaise));
    await rowB.getByTestId('lowest-landed').waitFor();
    expect(await rowA.getByTestId('lowest-landed').count()).toBe(0);
    // D30: manufacturer A's message shows under its reply, its phone number masked.
    const messageA = sheet.getByTestId('reply-message').filter({ hasText: a.row.manufacturer.businessName });
    expect(await messageA.first().textContent()).toContain(
      'Polished slabs, crated at our yard. Call [phone number hidden].',
    );
    await sheet
      .getByTestId('quote-sheet-row')
      .filter({ hasText: rows[2]!.manufacturer.businessName })
      .getByText('Waiting for the manufacturer’s quote')
      .waitFor();

    // The same sheet on a phone (360 px): one card per manufacturer, the lower landed total marked,
    // nothing wider than the screen; then back to the desktop width.
    await buyerPage.setViewportSize({ width: 360, height: 780 });
    const cards = sheet.getByTestId('quote-sheet-card');
    await expect.poll(() => cards.count()).toBe(3);
    const cardB = cards.filter({ hasText: b.row.manufacturer.businessName });
    expect(await cardB.getAttribute('data-lowest')).toBe('true');
    expect(await cardB.textContent()).toContain(formatINR(landedB.totalPaise));
    await cardB.getByRole('button', { name: 'Accept' }).waitFor();
    expect(await sheet.getByTestId('quote-sheet-row').first().isVisible()).toBe(false);
    await expect
      .poll(() => buyerPage.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(360);
    if (process.env.SHOT_DIR)
      await buyerPage.screenshot({ path: `${process.env.SHOT_DIR}/quote-sheet-360.png` });
    await buyerPage.setViewportSize({ width: 1280, height: 900 });

    // 5. A message to manufacturer A with a phone number: it shows masked.
    const itemA = buyerPage.getByTestId('quote-request').filter({ hasText: a.row.manufacturer.businessName });
    if ((await itemA.getByRole('button', { name: 'Open messages' }).count()) === 0) {
      await itemA.getByRole('button', { name: a.row.manufacturer.businessName }).click();
    }
    await itemA.getByRole('button', { name: 'Open messages' }).click();
    await itemA
      .getByPlaceholder(`Write to ${a.row.manufacturer.businessName}`)
      .fill('Can you match the other quote? Call me on 98450 12345.');
    await itemA.getByRole('button', { name: 'Send' }).click();
    const sent = itemA.getByTestId('quote-message').last();
    await sent.getByTestId('masked').waitFor();
    expect(await sent.textContent()).toContain('[phone number hidden]');
    expect(await sent.textContent()).not.toContain('98450');

    // 6. Accept the lower landed total, after the confirmation.
    await rowB.getByRole('button', { name: 'Accept' }).click();
    const confirm = buyerPage.getByRole('dialog');
    await confirm.getByText('Accept this quote?').waitFor();
    await confirm.getByTestId('confirm-decision').click();
    await buyerPage.getByText('Quote accepted').first().waitFor();
    await rowB.getByTestId('reply-state').filter({ hasText: 'Accepted' }).waitFor();

    // 7. Manufacturer B follows the 'accepted' e-mail to the order, confirms, ships and delivers it.
    await signInAs(makerPage, b.email);
    const accepted = (await mailsTo(b.email, 2)).at(-1)!;
    await makerPage.goto(openLink(accepted));
    const order = (await api(makerPage, 'GET', '/vendor/orders')).items[0];
    expect(order.totalPaise).toBe(landedB.totalPaise);
    expect(new URL(openLink(accepted)).search).toBe(`?order=${order.id}`);
    // The order's drawer opens over the list of orders, which still shows the order.
    await makerPage
      .getByRole('table', { name: 'Orders', includeHidden: true })
      .getByRole('button', { name: new RegExp(`^#${order.id} · `), includeHidden: true })
      .waitFor({ state: 'attached' });
    await makerPage.getByRole('button', { name: 'Confirm Order' }).click();
    await makerPage.getByRole('button', { name: 'Mark as Shipped' }).click();
    const ship = makerPage.getByRole('dialog', { name: `Mark order #${order.id} as shipped` });
    await ship.getByLabel(/^Transporter\s*\(optional\)$/).fill('VRL Logistics');
    await ship.getByLabel('LR number').fill('LR-4521');
    // D35: an LR number goes with its own date (the e-way bill's transport document date), DD/MM/YYYY.
    await ship.getByLabel(/^LR date/).fill(indiaDay().split('-').reverse().join('/'));
    // ₹1.2 lakh: the e-way bill needs the lorry's number and the distance (D35).
    await ship.getByLabel('Vehicle number').fill('KA 01 AB 1234');
    await ship.getByLabel('Distance (km)').fill('350');
    await ship.getByRole('button', { name: 'Mark as Shipped' }).click();
    await ship.waitFor({ state: 'detached' });
    await makerPage.getByRole('button', { name: 'Mark as Delivered' }).click();
    await makerPage
      .getByRole('dialog', { name: `Mark order #${order.id} as delivered?` })
      .getByRole('button', { name: 'Mark as Delivered' })
      .click();
    await expect
      .poll(async () => (await api(makerPage, 'GET', `/vendor/orders/${order.id}`)).status)
      .toBe('delivered');

    // 8. The buyer sees the order's times and reviews the manufacturer.
    const delivered = (await mailsTo(buyerEmail, 8)).at(-1)!;
    await buyerPage.goto(openLink(delivered));
    const itemB = buyerPage.getByTestId('quote-request').filter({ hasText: b.row.manufacturer.businessName });
    await itemB.getByTestId('order-status').filter({ hasText: 'Delivered' }).waitFor();
    const timeline = itemB.getByTestId('status-timeline');
    for (const step of ['You accepted', 'Order confirmed', 'Shipped', 'Delivered']) {
      await timeline.getByText(step).waitFor();
    }
    await timeline.getByText('VRL Logistics · LR LR-4521').waitFor();
    // D37: reviews open once the buyer confirms receipt.
    await itemB.getByRole('button', { name: 'Confirm receipt' }).click();
    await itemB.getByTestId('receipt-confirmed').waitFor();
    const review = itemB.getByTestId('review-form');
    await review.getByLabel('4 stars').check({ force: true });
    await review.getByLabel('Your review').fill('Slabs matched the sample; delivered on the promised day.');
    await review.getByRole('button', { name: 'Submit review' }).click();
    await buyerPage.getByText('Thank you for your review').first().waitFor();
    await itemB.getByTestId('my-review').waitFor();

    // 9. The rating shows on the public profile, with the review.
    const visitor = await browser.newPage();
    await visitor.goto(`/vendor/profile/${b.row.manufacturer.id}`);
    const rating = visitor.getByTestId('manufacturer-reputation').getByTestId('rating');
    await rating.waitFor();
    expect(await rating.textContent()).toContain('4.0');
    expect(await rating.textContent()).toContain('(1 review)');
    await visitor.getByTestId('review').filter({ hasText: 'Slabs matched the sample' }).waitFor();

    // 10. Every step reached the other side by e-mail, with links on this site and a way to stop them.
    const base = inject('baseURL');
    const steps: [string, number][] = [
      [a.email, 3], // forwarded, the buyer's message, not chosen
      [b.email, 3], // forwarded, accepted, the review
      [buyerEmail, 8], // three forwarded, two replies, order confirmed, shipped, delivered
    ];
    for (const [email, atLeast] of steps) {
      const mails = await mailsTo(email, atLeast);
      expect(mails.length, `${email}: ${mails.map((m) => m.subject).join(' | ')}`).toBeGreaterThanOrEqual(
        atLeast,
      );
      for (const m of mails) {
        expect(openLink(m).startsWith(base), m.subject).toBe(true);
        expect(m.text).toMatch(new RegExp(`Stop these e-mails: ${base}/unsubscribe\\?token=`));
      }
    }
    // The bell agrees: the buyer has unread notifications of these steps.
    await buyerPage.goto('/dashboard?tab=quotes');
    await buyerPage.getByTestId('notification-bell').click();
    await buyerPage.getByTestId('notification-list').waitFor();

    // The unsubscribe link works without signing in; opening it changes nothing until the button
    // is pressed (mail scanners open every link of a message).
    const stop = /Stop these e-mails: (\S+)/.exec((await mailsTo(a.email, 1))[0]!.text)![1]!;
    const stranger = await browser.newPage();
    await stranger.goto(stop);
    await stranger.getByRole('heading', { name: 'Stop notification e-mails?' }).waitFor();
    await stranger.getByRole('button', { name: 'Unsubscribe' }).click();
    await stranger.getByTestId('unsubscribed').waitFor();
  }, 180_000);
});

describe('comparison on a phone (360 px)', () => {
  const phone = useBrowser({ viewport: { width: 360, height: 780 } });

  it('shows each offer as a card whose Quote button is on screen and opens the quote form', async () => {
    const page = await phone.newPage();
    await page.goto('/product/comparison/1');
    const card = page.getByTestId('comparison-card').first();
    await card.waitFor();
    // The table is not drawn below md: no sideways scrolling to reach the button.
    expect(await page.getByTestId('comparison-row').first().isVisible()).toBe(false);
    const quote = card.getByRole('button', { name: 'Quote' });
    await quote.scrollIntoViewIfNeeded();
    const box = (await quote.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await quote.click();
    await page.getByRole('dialog').getByLabel('Your Name').waitFor();
  });
});
