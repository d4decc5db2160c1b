// D34, D38: an order won through "Post your requirement" is billed to the buyer's company and
// delivered to their site. The buyer saves the business, posts a requirement on a phone (360 px),
// adds the Whitefield site from the form, reloads the half-filled form (the draft stays), and posts;
// a manufacturer of the stone replies, the buyer accepts, and the proforma invoice reads back (with
// pdftotext) the company, its GSTIN and the site's street; the quote sheet titles the group by the
// stone asked for.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { indiaDay } from '@granite/shared';
import { describe, expect, it } from 'vitest';
import { api, createVerifiedBuyer, signInAs, signInAsAdmin, useBrowser, waitForHydration } from './fixtures';
import { ownCategory, ownManufacturer } from './own-data';

const shot = (name: string) => (process.env.SHOT_DIR ? `${process.env.SHOT_DIR}/${name}.png` : undefined);

// A firm of its own, a buyer and three pages: longer than the default minute on a busy machine.
describe('a requirement’s order billed to the company and delivered to the site', {
  timeout: 180_000,
}, () => {
  const browser = useBrowser();

  it('posts with "Bill to" and a site added in the form, keeps the draft over a reload, and the proforma says so', async () => {
    const [adminPage, makerPage, buyerPage] = await Promise.all([
      browser.newPage(),
      browser.newPage(),
      browser.newPage(),
    ]);
    await signInAsAdmin(adminPage);
    const category = await ownCategory(adminPage, 'Requirement Billing Granite');
    const firm = await ownManufacturer(adminPage, makerPage, {
      name: 'Chimakurthy Slab Yard',
      products: [{ categoryId: category.id }],
    });

    // 1. The buyer's business, saved once (Business details): a Karnataka company with its GSTIN.
    await signInAs(buyerPage, await createVerifiedBuyer(buyerPage, 'Meera Iyer'));
    await api(buyerPage, 'PUT', '/me/business', {
      companyName: 'Bengaluru Interiors Pvt Ltd',
      gstin: '29AAGCB7777Q1ZK',
      billingAddress: '12 MG Road',
      billingCity: 'Bengaluru',
      billingState: 'Karnataka',
      billingPin: '560001',
    });

    // 2. The requirement form on a phone: "Bill to" the company is offered and ticked.
    await buyerPage.setViewportSize({ width: 360, height: 780 });
    await buyerPage.goto('/requirements/new');
    const form = buyerPage.getByRole('form', { name: 'Post your requirement' });
    await waitForHydration(form.getByRole('button', { name: 'Post requirement' }));
    const billTo = form.getByLabel(/^Bill to Bengaluru Interiors Pvt Ltd/);
    await billTo.waitFor();
    expect(await billTo.isChecked()).toBe(true);
    await form.getByLabel('Stone category').selectOption({ label: category.name });
    await form.getByLabel('Stone or colour in your words').fill('Absolute black, no white spots');
    await form.getByLabel('Quantity (sq.ft)').fill('1200');
    await form.getByLabel('Mobile number').fill('98450 12345');

    // A reload does not empty the form: what was typed is still there.
    await buyerPage.reload();
    await waitForHydration(form.getByRole('button', { name: 'Post requirement' }));
    expect(await form.getByLabel('Quantity (sq.ft)').inputValue()).toBe('1200');
    expect(await form.getByLabel('Stone or colour in your words').inputValue()).toBe(
      'Absolute black, no white spots',
    );
    expect(await form.getByLabel('Mobile number').inputValue()).toBe('98450 12345');
    await expect.poll(() => form.getByLabel('Stone category').inputValue()).toBe(String(category.id));

    // The site is added from the form, and the requirement is delivered there.
    await form.getByRole('button', { name: 'Add a delivery address' }).click();
    const site = form.getByRole('group', { name: 'New delivery address' });
    await site.getByLabel('Label').fill('Whitefield site');
    await site.getByLabel('Address').fill('14 ITPL Main Road, Whitefield');
    await site.getByLabel('City').fill('Bengaluru');
    await site.getByLabel('State').selectOption('Karnataka');
    await site.getByLabel('PIN code').fill('560066');
    await site.getByRole('button', { name: 'Add address' }).click();
    await form
      .getByText('Delivered to Whitefield site: 14 ITPL Main Road, Whitefield, Bengaluru, Karnataka 560066')
      .waitFor();
    expect(await form.getByTestId('place-of-supply').textContent()).toBe('Place of supply: Karnataka (29)');
    expect(await buyerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const path360 = shot('requirement-bill-to-360');
    if (path360) await buyerPage.screenshot({ path: path360, fullPage: true });
    await form.getByRole('button', { name: 'Post requirement' }).click();
    await buyerPage.waitForURL((url) => url.pathname === '/dashboard' && url.search.includes('requirements'));
    const requirement = (await api(buyerPage, 'GET', '/me/requirements')).items[0] as { id: number };

    // 3. The manufacturer replies; the buyer accepts; the manufacturer confirms.
    const replied = await api(makerPage, 'POST', `/vendor/requirements/${requirement.id}/replies`, {
      productId: firm.products[0]!.id,
      price: 150,
      gstRate: 18,
      freight: 0,
      leadTimeDays: 7,
      validUntil: indiaDay(new Date(Date.now() + 10 * 86_400_000)),
    });
    const board = await api(buyerPage, 'GET', '/me/quote-board');
    const group = (board.items as { requirement: { id: number } | null; items: unknown[] }[]).find(
      (g) => g.requirement?.id === requirement.id,
    )!;
    const item = (group.items as { request: { id: number }; replies: { id: number }[] }[]).find(
      (i) => i.request.id === replied.quoteRequestId,
    )!;
    const accepted = await api(buyerPage, 'POST', `/me/quote-replies/${item.replies[0]!.id}/accept`);
    const orderId = accepted.order.id as number;

    // 4. The proforma is the company's, to the site: its name, GSTIN and street, supplied in Karnataka.
    const res = await buyerPage.request.get(`/api/v1/me/orders/${orderId}/documents/proforma`);
    expect(res.status()).toBe(200);
    const file = join(mkdtempSync(join(tmpdir(), 'requirement-')), 'proforma.pdf');
    writeFileSync(file, await res.body());
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const expected of [
      'Bengaluru Interiors Pvt Ltd',
      '29AAGCB7777Q1ZK',
      '14 ITPL Main Road, Whitefield',
      'Karnataka',
    ])
      expect(text).toContain(expected);
    expect(text).not.toMatch(/Unregistered/i);

    // 5. The quote sheet titles the group by the stone asked for.
    await buyerPage.goto('/dashboard?tab=quotes');
    const heading = buyerPage.getByRole('heading', {
      name: `Your requirement: ${category.name} (Absolute black, no white spots)`,
    });
    await heading.waitFor();
    const sheet360 = shot('requirement-group-360');
    if (sheet360) await buyerPage.screenshot({ path: sheet360, fullPage: true });

    // The form at a desk, in English and in Hindi (screenshots only when asked for).
    if (process.env.SHOT_DIR) {
      await buyerPage.setViewportSize({ width: 1280, height: 900 });
      for (const [path, name] of [
        ['/requirements/new', 'requirement-bill-to-1280'],
        ['/hi/requirements/new', 'requirement-bill-to-hi-1280'],
      ] as const) {
        await buyerPage.goto(path);
        await buyerPage.getByTestId('requirement-delivery').waitFor();
        await buyerPage.screenshot({ path: shot(name)!, fullPage: true });
      }
      await buyerPage.setViewportSize({ width: 360, height: 780 });
      await buyerPage.goto('/hi/requirements/new');
      await buyerPage.getByTestId('requirement-delivery').waitFor();
      await buyerPage.screenshot({ path: shot('requirement-bill-to-hi-360')!, fullPage: true });
    }
  });
});
