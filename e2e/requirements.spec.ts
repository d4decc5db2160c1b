// Open requirements (D38): a buyer posts a requirement on a phone (360 px) through the form; two
// manufacturers with stock of that variety reply (one in the panel, one through the API, above the
// buyer's target price); a manufacturer of another stone does not see it and cannot reply; the quote
// sheet marks the dear reply and the buyer accepts the other.
import { indiaDay } from '@granite/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, createVerifiedBuyer, signInAs, signInAsAdmin, useBrowser, waitForHydration } from './fixtures';
import { ownCategory } from './own-data';

const unique = () => `${Date.now() % 1_000_000}${Math.random().toString(36).slice(2, 5)}`;

/** An approved manufacturer signed in on `page`, with one active product (set up through the API). */
async function manufacturerWith(
  page: Page,
  admin: Page,
  businessName: string,
  product: { categoryId: number; varietyId?: number },
): Promise<number> {
  const email = await createVerifiedBuyer(page, 'Lakshmi Narayana');
  await signInAs(page, email);
  await api(page, 'POST', '/me/vendor-application', {
    businessName,
    ownerName: 'Lakshmi Narayana',
    phone: '9876543210',
    address: '4 Granite Park, Hosur Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560058',
  });
  const pending = await api(
    admin,
    'GET',
    `/admin/vendor-applications?status=pending&q=${encodeURIComponent(businessName)}`,
  );
  await api(admin, 'POST', `/admin/vendor-applications/${pending.items[0].id}/approve`);
  await signInAs(page, email);
  const created = await api(page, 'POST', '/vendor/products', {
    name: `${businessName} slabs`,
    price: 150,
    categoryId: product.categoryId,
    varietyId: product.varietyId,
    materialQuality: 'Premium',
    productType: 'Slabs',
  });
  return created.id as number;
}

// Five pages, three manufacturers set up through the API and two quote sheets: longer than the
// default minute when the machine is busy.
describe('an open requirement answered by matching manufacturers', { timeout: 180_000 }, () => {
  const browser = useBrowser();

  it('posts at 360 px, gets two replies (one offering a slab, one above target), hides it from others, accepts one; hidden by an admin, says why', async () => {
    const [adminPage, buyerPage, makerA, makerB, other] = (await Promise.all(
      Array.from({ length: 5 }, () => browser.newPage()),
    )) as [Page, Page, Page, Page, Page];
    await signInAsAdmin(adminPage);
    // Not "Galaxy": the catalogue journey's typo search ("galxy") must find the Black Galaxy products only.
    const variety = `Requirement Quarry ${unique()}`;
    const created = await api(adminPage, 'POST', '/admin/stone-varieties', {
      name: variety,
      colour: 'Black',
    });
    // Categories of the journey's own: its products add to no demo category's count.
    const [stoneCategory, otherCategory] = [
      (await ownCategory(adminPage, 'Requirement Granite')).id,
      (await ownCategory(adminPage, 'Requirement Marble')).id,
    ];
    const tag = unique();
    const [productA, productB] = await Promise.all([
      manufacturerWith(makerA, adminPage, `Alpha Stones ${tag}`, {
        categoryId: stoneCategory,
        varietyId: created.id,
      }),
      manufacturerWith(makerB, adminPage, `Beta Granites ${tag}`, {
        categoryId: stoneCategory,
        varietyId: created.id,
      }),
      manufacturerWith(other, adminPage, `Gamma Marbles ${tag}`, { categoryId: otherCategory }),
    ]);

    // Manufacturer A has a lot of two slabs of its matching product: its first reply offers one (D33).
    const lot = await api(makerA, 'POST', '/vendor/lots', {
      productId: productA,
      blockNumber: `R${tag}`.slice(0, 20),
      lotNumber: '1',
      thicknessMm: 18,
      finish: 'Polished',
      grade: 'First',
      yardCity: 'Hosur',
    });
    await api(makerA, 'POST', `/vendor/lots/${lot.id}/slabs`, {
      rows: [
        { sequence: 1, length: 3050, width: 1830 },
        { sequence: 2, length: 3000, width: 1800 },
      ],
    });

    // 1. The buyer posts the requirement through the form on a phone.
    await buyerPage.setViewportSize({ width: 360, height: 780 });
    await signInAs(buyerPage, await createVerifiedBuyer(buyerPage, 'Meera Iyer'));
    await buyerPage.goto('/requirements/new');
    const form = buyerPage.getByRole('form', { name: 'Post your requirement' });
    await waitForHydration(form.getByRole('button', { name: 'Post requirement' }));
    await form.getByLabel('Stone variety').selectOption({ label: variety });
    await form.getByLabel('Finish').selectOption('Polished');
    await form.getByLabel('Quantity (sq.ft)').fill('1200');
    await form.getByLabel('Target price (₹ per sq.ft)').fill('140');
    await form.getByLabel('Delivery city').fill('Chennai');
    await form.getByLabel('Delivery PIN code').fill('600001');
    await form.getByLabel('Details for manufacturers').fill('Kitchen counters, call 98450 12345');
    await form.getByLabel('Mobile number').fill('98450 12345');
    expect(await buyerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    if (process.env.SHOT_DIR)
      await buyerPage.screenshot({
        path: `${process.env.SHOT_DIR}/requirement-form-360.png`,
        fullPage: true,
      });
    await form.getByRole('button', { name: 'Post requirement' }).click();
    await buyerPage.waitForURL((url) => url.pathname === '/dashboard' && url.search.includes('requirements'));
    const card = buyerPage.getByTestId('requirement').filter({ hasText: variety });
    await card.getByTestId('requirement-status').filter({ hasText: 'Open' }).waitFor();
    const requirement = (await api(buyerPage, 'GET', '/me/requirements')).items[0] as { id: number };
    expect(await buyerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    if (process.env.SHOT_DIR)
      await buyerPage.screenshot({
        path: `${process.env.SHOT_DIR}/requirements-tab-360.png`,
        fullPage: true,
      });

    // 2. Manufacturer A sees why it matches and replies in its panel, below the target.
    await makerA.setViewportSize({ width: 1280, height: 900 });
    await makerA.goto('/vendor/quotes?tab=requirements');
    const open = makerA.getByTestId('open-requirement').filter({ hasText: variety });
    await open.getByText(`Matches your Alpha Stones ${tag} slabs (Slabs)`).waitFor();
    expect(await open.textContent()).not.toContain('98450');
    const replyButton = open.getByRole('button', { name: 'Reply with a quote' });
    await waitForHydration(replyButton);
    await replyButton.click();
    await open.getByRole('checkbox', { name: /Offer specific slabs/ }).click();
    await open.getByRole('checkbox', { name: /^Slab .*-01/ }).click();
    await open.getByLabel('Price per sq.ft (₹, excluding GST)').fill('130');
    await open.getByLabel(/^Freight to Chennai 600001/).fill('6000');
    await open.getByLabel('Lead time (days)').fill('7');
    if (process.env.SHOT_DIR)
      await makerA.screenshot({ path: `${process.env.SHOT_DIR}/open-requirements-1280.png`, fullPage: true });
    await open.getByRole('button', { name: 'Send quote' }).click();
    await open.getByText('You replied').waitFor();
    const offered = (await api(makerA, 'GET', `/vendor/slabs?lotId=${lot.id}&pageSize=10`)).items as {
      sequence: number;
      status: string;
    }[];
    expect(offered.map((s) => [s.sequence, s.status]).sort()).toEqual([
      [1, 'held'],
      [2, 'available'],
    ]);

    // Manufacturer B replies through the API, above the buyer's target price.
    await api(makerB, 'POST', `/vendor/requirements/${requirement.id}/replies`, {
      productId: productB,
      price: 155,
      gstRate: 18,
      freight: 4000,
      leadTimeDays: 5,
      validUntil: indiaDay(new Date(Date.now() + 10 * 86_400_000)),
    });

    // 3. The manufacturer of another stone neither sees it nor may reply (404).
    const theirs = (await api(other, 'GET', '/vendor/requirements')).items as { id: number }[];
    expect(theirs.some((r) => r.id === requirement.id)).toBe(false);
    await expect(
      api(other, 'POST', `/vendor/requirements/${requirement.id}/replies`, {
        productId: productA,
        price: 120,
        freight: 0,
        leadTimeDays: 5,
        validUntil: indiaDay(new Date(Date.now() + 10 * 86_400_000)),
      }),
    ).rejects.toThrow(/404/);

    if (process.env.SHOT_DIR) {
      await makerA.setViewportSize({ width: 360, height: 780 });
      await makerA.reload();
      await open.getByText('You replied').waitFor();
      await makerA.screenshot({ path: `${process.env.SHOT_DIR}/open-requirements-360.png`, fullPage: true });
      await adminPage.goto('/admin/requirements');
      await adminPage.getByText(variety).first().waitFor();
      await adminPage.screenshot({ path: `${process.env.SHOT_DIR}/admin-requirements.png`, fullPage: true });
      await makerB.goto('/vendor/settings');
      await makerB.getByText('States you deliver to').waitFor();
      await makerB.screenshot({ path: `${process.env.SHOT_DIR}/settings.png`, fullPage: true });
    }

    // 4. The buyer's quote sheet marks the reply above the target; the buyer accepts the other.
    await buyerPage.goto('/dashboard?tab=quotes');
    const sheet = buyerPage.getByTestId('quote-sheet').first();
    const cards = sheet.getByTestId('quote-sheet-card');
    // The dashboard's chunk and the board arrive after the page: wait for the sheet, then count.
    await sheet.waitFor();
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(2);
    const dear = cards.filter({ hasText: `Beta Granites ${tag}` });
    const cheap = cards.filter({ hasText: `Alpha Stones ${tag}` });
    await dear.getByText('Above your target price').waitFor();
    expect(await cheap.getByText('Above your target price').count()).toBe(0);
    expect(await buyerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    if (process.env.SHOT_DIR)
      await buyerPage.screenshot({
        path: `${process.env.SHOT_DIR}/requirement-quote-sheet-360.png`,
        fullPage: true,
      });
    await cheap.getByRole('button', { name: 'Accept' }).click();
    const confirm = buyerPage.getByRole('dialog');
    await confirm.getByText('Accept this quote?').waitFor();
    await confirm.getByTestId('confirm-decision').click();
    await buyerPage.getByText('Quote accepted').first().waitFor();
    const board = await api(buyerPage, 'GET', '/me/quote-board');
    const accepted = board.items[0].items.find((i: { order: unknown }) => i.order !== null);
    expect(accepted.request.vendorName).toBe(`Alpha Stones ${tag}`);

    // 5. An administrator hides it with a reason; the buyer's tab says why, as the admin wrote it.
    await api(adminPage, 'POST', `/admin/requirements/${requirement.id}/hide`, {
      reason: 'Posted twice; the earlier post stays open',
    });
    await buyerPage.goto('/dashboard?tab=requirements');
    await card
      .getByTestId('requirement-hidden-reason')
      .filter({ hasText: 'Hidden by the marketplace: Posted twice; the earlier post stays open' })
      .waitFor();
  });
});
