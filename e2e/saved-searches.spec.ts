// A buyer saves a search of the catalogue with an alert at once (D41); a manufacturer of the journey's
// own adds a lot of its product that search finds (own-data.ts: no other journey's lot can match); the alert job runs (scheduled jobs are off in journeys, so the
// server's test-only trigger runs it); the alert is in the buyer's bell and in the outbox (the server
// log), with a link that stops this one alert.
import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { api, createVerifiedBuyer, signInAs, signInAsAdmin, useBrowser, waitForHydration } from './fixtures';
import { ownLot, ownManufacturer } from './own-data';

/** The text of the e-mails the outbox delivered to `to` (SMTP_URL is unset: they are in the log). */
function mailsTo(to: string): { subject: string; text: string }[] {
  const found: { subject: string; text: string }[] = [];
  for (const line of readFileSync(inject('serverLogPath'), 'utf8').split('\n')) {
    if (!line.includes('SMTP_URL unset, not sent')) continue;
    try {
      const entry = JSON.parse(line) as { mail?: { to: string; subject: string }; msg?: string };
      if (entry.mail?.to === to.toLowerCase())
        found.push({ subject: entry.mail.subject, text: entry.msg ?? '' });
    } catch {
      // not a JSON log line
    }
  }
  return found;
}

describe('saved searches with alerts', () => {
  const browser = useBrowser();

  // Its own manufacturer, product and lot are made first, and the alert job polled: more than the
  // 60 s default on a loaded machine (109 s beside seven other test runs on 2 cores).
  it('alerts the buyer in the bell and by e-mail when a new lot matches a saved search', {
    timeout: 150_000,
  }, async () => {
    const makerPage = await browser.newPage();
    const buyerPage = await browser.newPage();
    const adminPage = await browser.newPage();
    await signInAsAdmin(adminPage);
    const {
      products: [product],
    } = await ownManufacturer(adminPage, makerPage, { products: [{ name: 'Steel Grey Slab' }] });

    // 1. The buyer searches the catalogue for the product and saves the search, alerts at once.
    const email = await createVerifiedBuyer(buyerPage, 'Asha Rao');
    await signInAs(buyerPage, email);
    await buyerPage.goto(`/products?search=${encodeURIComponent(product!.name)}&inStock=true`);
    const save = buyerPage.getByRole('button', { name: 'Save this search' });
    await waitForHydration(save);
    await save.click();
    const dialog = buyerPage.getByRole('dialog');
    const name = `${product!.name} in stock`;
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Alerts').selectOption('immediately');
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await buyerPage.getByText('Search saved').first().waitFor();
    const saved = (await api(buyerPage, 'GET', '/me/saved-searches')).items as {
      name: string;
      url: string;
    }[];
    expect(saved).toEqual([expect.objectContaining({ name, url: expect.stringContaining('inStock=true') })]);

    // 2. The manufacturer adds a lot of two slabs of that product.
    await ownLot(makerPage, product!.id, { slabs: 2 });

    // 3. The alert job runs (rows settle for a few seconds before a run takes them).
    await expect
      .poll(
        async () => {
          const res = await buyerPage.request.post('/__test/saved-search-alerts', {
            headers: { origin: inject('baseURL') },
          });
          expect(res.ok(), await res.text()).toBe(true);
          return mailsTo(email).filter((m) => m.subject.startsWith(name)).length;
        },
        { timeout: 25_000, interval: 1_000 },
      )
      .toBeGreaterThan(0);
    const [mail] = mailsTo(email).filter((m) => m.subject.startsWith(name));
    expect(mail!.subject).toBe(`${name}: 1 new lot`);
    expect(mail!.text).toContain(`/product/${product!.id}`);
    expect(mail!.text).toMatch(/Stop these e-mails: \S+\/saved-searches\/unsubscribe\?token=/);

    // 4. The bell has it, and its item opens the saved search.
    await buyerPage.goto('/dashboard?tab=saved-searches');
    await buyerPage.getByRole('link', { name }).waitFor();
    const bell = buyerPage.getByRole('button', { name: /^Notifications, \d+ unread$/ }).first();
    await waitForHydration(bell);
    await bell.click();
    // The product is the journey's own: its one lot raised one alert, and no other journey's can.
    const alerts = buyerPage.getByRole('button', { name: new RegExp(`^${name}: 1 new lot \\(unread\\)`) });
    await alerts.first().waitFor();
    expect(await alerts.count()).toBe(1);
    await alerts.click();
    await buyerPage.waitForURL(
      (url) => url.pathname === '/products' && url.searchParams.get('inStock') === 'true',
    );

    // 5. The e-mail's link stops this one alert (opening it changes nothing; the button does).
    const stopLink = new URL(/Stop these e-mails: (\S+)/.exec(mail!.text)![1]!);
    await buyerPage.goto(stopLink.pathname + stopLink.search);
    const stop = buyerPage.getByRole('button', { name: 'Stop these alerts' });
    await waitForHydration(stop);
    await stop.click();
    await buyerPage.getByTestId('unsubscribed').waitFor();
    const after = (await api(buyerPage, 'GET', '/me/saved-searches')).items as { frequency: string }[];
    expect(after.map((s) => s.frequency)).toEqual(['none']);
  });
});
