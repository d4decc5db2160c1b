// A manufacturer firm and its team (D46), in the browser: the owner invites a sales member and a yard
// member from the Team page; each, signed in with the invited address, opens the link mailed to them
// and joins. The yard adds a lot and reads the buyer's request without a reply form; sales
// replies, and the owner reads "Replied by" with the member's name and role, while the buyer reads
// only the firm's name. A member removed by the owner loses the panel on their next page. The Team
// page and the firm switcher are photographed at 360 and 1280 px in English and Hindi into
// FIRM_SHOTS when it names a folder.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  api,
  createVerifiedBuyer,
  invitationLinkFor,
  signInAs,
  signInAsAdmin,
  useBrowser,
  waitForHydration,
} from './fixtures';
import { ownManufacturer, uniqueTag } from './own-data';

const SHOTS = process.env.FIRM_SHOTS;

async function shoot(page: Page, what: Locator, name: string) {
  if (!SHOTS) return;
  const height = page.viewportSize()?.height ?? 900;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height });
    await what.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: width === 360 });
  }
}

/** No sideways scrolling. */
async function fitsTheScreen(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** The owner invites an address to a role from the Team page. */
async function invite(owner: Page, email: string, role: 'Sales' | 'Yard') {
  const form = owner.locator('section[aria-labelledby="invite-title"]');
  await form.getByLabel('E-mail address').fill(email);
  await form.getByLabel('Role').selectOption({ label: role });
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await owner.getByTestId('team-invitations').getByText(email).waitFor({ timeout: 20_000 });
  // The form empties itself once the invitation is sent; the next one is typed after that.
  await expect.poll(() => form.getByLabel('E-mail address').inputValue(), { timeout: 15_000 }).toBe('');
}

/** The invited person, signed in with the invited address, opens the mailed link and joins. */
async function join(page: Page, email: string) {
  const link = await invitationLinkFor(email);
  await page.goto(new URL(link).pathname);
  const accept = page.getByRole('button', { name: 'Accept and open the panel' });
  await waitForHydration(accept);
  await accept.click();
  await page.getByTestId('firm-bar').waitFor({ timeout: 20_000 });
}

describe('a firm and its team', { timeout: 240_000 }, () => {
  const browser = useBrowser();

  it('the owner invites sales and yard; the yard adds a lot and cannot reply; sales replies; a removed member loses the panel', async () => {
    const adminPage = await browser.newPage();
    const ownerPage = await browser.newPage();
    const salesPage = await browser.newPage();
    const yardPage = await browser.newPage();
    const buyerPage = await browser.newPage();
    await signInAsAdmin(adminPage);
    const firm = await ownManufacturer(adminPage, ownerPage, { name: 'Team Granites' });
    const tag = uniqueTag();
    const salesEmail = `sales.${tag}@example.com`;
    const yardEmail = `yard.${tag}@example.com`;

    // 1. Two people with accounts of their own; the owner invites one to sales, one to the yard.
    await createVerifiedBuyer(salesPage, 'Sunil Sales', salesEmail);
    await signInAs(salesPage, salesEmail);
    await createVerifiedBuyer(yardPage, 'Yamuna Yard', yardEmail);
    await signInAs(yardPage, yardEmail);
    await ownerPage.goto('/vendor/team');
    await waitForHydration(ownerPage.getByRole('button', { name: 'Send invitation' }));
    await invite(ownerPage, salesEmail, 'Sales');
    await invite(ownerPage, yardEmail, 'Yard');

    // 2. Each opens the mailed link and joins with the role the owner chose.
    await join(salesPage, salesEmail);
    await expect.poll(() => salesPage.getByTestId('firm-bar').textContent()).toContain('Sales');
    await join(yardPage, yardEmail);
    await expect.poll(() => yardPage.getByTestId('firm-bar').textContent()).toContain('Yard');
    await ownerPage.reload();
    const members = ownerPage.getByTestId('team-members');
    await members.getByText('Sunil Sales', { exact: true }).waitFor();
    await members.getByText('Yamuna Yard', { exact: true }).waitFor();

    // 3. The yard adds a lot of the firm's product.
    await yardPage.goto('/vendor/inventory/lots/new');
    await waitForHydration(yardPage.getByLabel('Block number'));
    await yardPage
      .getByRole('combobox', { name: 'Product', exact: true })
      .selectOption(String(firm.products[0]!.id));
    await yardPage.getByLabel('Block number').fill(`T${tag.slice(-5).toUpperCase()}`);
    await yardPage.getByLabel('Thickness (mm)').fill('18');
    await yardPage.getByLabel('Yard city').fill('Ongole');
    await yardPage.getByLabel('Slab no. of slab 1').fill('1');
    await yardPage.getByLabel('Length of slab 1').fill('2900');
    await yardPage.getByLabel('Width of slab 1').fill('1800');
    await yardPage.getByRole('button', { name: /^Save the lot and 1 slab/ }).click();
    await yardPage.getByText('Lot added').first().waitFor();
    await yardPage.getByTestId('lot-added-by').getByText('Yamuna Yard (Yard)').waitFor();

    // 4. A buyer asks the firm for a quote; the admin forwards it.
    const buyerEmail = await createVerifiedBuyer(buyerPage, 'Farah Khan');
    await signInAs(buyerPage, buyerEmail);
    const asked = await api(buyerPage, 'POST', '/quote-requests', {
      customerName: 'Farah Khan',
      mobileNumber: '9845012345',
      quantitySqft: 800,
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

    // 5. The yard reads the request but has no reply form and no thread.
    await yardPage.goto(`/vendor/quotes/${requestId}`);
    await yardPage
      .getByText('Quotes and messages are answered by the owner, the manager or sales of your firm.')
      .waitFor();
    expect(await yardPage.getByRole('button', { name: 'Send quote' }).count()).toBe(0);
    expect(await yardPage.getByTestId('quote-thread').count()).toBe(0);
    await shoot(yardPage, yardPage.locator('main'), 'quote-yard-en');

    // 6. Sales replies.
    await salesPage.goto(`/vendor/quotes/${requestId}`);
    const price = salesPage.getByLabel('Price per sq.ft (₹, excluding GST)');
    await waitForHydration(price);
    await price.fill('140');
    await salesPage.getByLabel(/^Freight to Bengaluru 560066/).fill('4000');
    await salesPage.getByLabel('Lead time (days)').fill('10');
    const validUntil = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    await salesPage.getByLabel('Valid until').fill(validUntil.split('-').reverse().join('/'));
    await salesPage.getByRole('button', { name: 'Send quote' }).click();
    await salesPage.getByText('Your quote was sent to the buyer').first().waitFor();

    // 7. The owner reads who replied; the buyer reads the firm's name only.
    await ownerPage.goto(`/vendor/quotes/${requestId}`);
    await ownerPage.getByTestId('replied-by').getByText('Replied by Sunil Sales (Sales)').waitFor();
    const board = await api(buyerPage, 'GET', '/me/quote-board');
    expect(JSON.stringify(board)).not.toContain('Sunil Sales');
    expect(JSON.stringify(board)).toContain(firm.businessName);
    await shoot(ownerPage, ownerPage.getByTestId('replied-by'), 'quote-replied-by-en');
    await ownerPage.goto(`/hi/vendor/quotes/${requestId}`);
    await ownerPage.getByTestId('replied-by').getByText('Sunil Sales (सेल्स) ने जवाब दिया').waitFor();
    await shoot(ownerPage, ownerPage.getByTestId('replied-by'), 'quote-replied-by-hi');

    // The admin reads, on the person's page, the firm they are in and their role.
    const teamView = await api(ownerPage, 'GET', `/vendor/manufacturers/${firm.id}/team`);
    const salesId = teamView.members.find((m: { name: string }) => m.name === 'Sunil Sales').userId as string;
    await adminPage.goto(`/admin/users/${salesId}`);
    await adminPage.getByTestId('user-firm').getByText(firm.businessName).waitFor();
    expect(await adminPage.getByTestId('user-firm').textContent()).toContain('Sales');
    await shoot(adminPage, adminPage.getByTestId('user-firm'), 'admin-user-firms');

    // 8. The owner removes the yard member; their next page of the panel is refused.
    await ownerPage.goto('/vendor/team');
    const yardRow = ownerPage
      .getByTestId('team-members')
      .getByRole('listitem')
      .filter({ hasText: 'Yamuna Yard' });
    await waitForHydration(yardRow.getByRole('button', { name: 'Remove' }));
    ownerPage.once('dialog', (dialog) => void dialog.accept());
    await yardRow.getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => yardRow.count(), { timeout: 15_000 }).toBe(0);
    await yardPage.goto('/vendor/inventory');
    await yardPage.getByText('You do not have vendor access', { exact: false }).first().waitFor();
    expect(await yardPage.getByTestId('firm-bar').count()).toBe(0);

    // 9. Sales also belongs to a second firm and switches between them.
    const secondOwner = await browser.newPage();
    const second = await ownManufacturer(adminPage, secondOwner, { name: 'Second Quarry' });
    await api(secondOwner, 'POST', `/vendor/manufacturers/${second.id}/invitations`, {
      email: salesEmail,
      role: 'yard',
    });
    const link = await invitationLinkFor(salesEmail);
    await api(salesPage, 'POST', `/me/invitations/${new URL(link).pathname.split('/').pop()}/accept`);
    await salesPage.goto('/vendor/quotes');
    const switcher = salesPage.getByLabel('Firm', { exact: true });
    await waitForHydration(switcher);
    expect(await switcher.locator('option').allTextContents()).toEqual(
      expect.arrayContaining([firm.businessName, second.businessName]),
    );

    // 10. The Team page and the switcher, at 360 and 1280 px, in English and Hindi.
    for (const [prefix, lang] of [
      ['', 'en'],
      ['/hi', 'hi'],
    ] as const) {
      await ownerPage.setViewportSize({ width: 360, height: 800 });
      await ownerPage.goto(`${prefix}/vendor/team`);
      const team = ownerPage.getByTestId('team-members');
      await team.getByText('Sunil Sales', { exact: true }).waitFor();
      await fitsTheScreen(ownerPage);
      await shoot(ownerPage, team, `team-${lang}`);
      await salesPage.setViewportSize({ width: 360, height: 800 });
      await salesPage.goto(`${prefix}/vendor/quotes`);
      const bar = salesPage.getByTestId('firm-bar');
      await bar.waitFor();
      await fitsTheScreen(salesPage);
      await shoot(salesPage, bar, `switcher-${lang}`);
    }
  });
});
