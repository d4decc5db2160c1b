// Admin core (D1, D6): an admin adds a category and sees it on the public /categories page; an
// admin suspends a signed-in buyer (another browser) whose very next request and page are refused.
import { describe, expect, it } from 'vitest';
import { createVerifiedBuyer, signInAs, signInAsAdmin, useBrowser } from './fixtures';

const { newPage } = useBrowser();

describe('admin core', () => {
  it('adds a category from /admin/categories and it appears on /categories', async () => {
    const page = await newPage();
    await signInAsAdmin(page);
    await page.goto('/admin/categories');
    await page.getByRole('heading', { name: 'Manage Granite Categories' }).waitFor();
    const name = `Jet Black ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Add category' }).first().click();
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Description').fill('Deep black granite from Khammam');
    await page.getByRole('button', { name: 'Add category' }).last().click();
    await page.getByText('Category Created').waitFor();
    await page.getByRole('cell', { name }).or(page.getByText(name)).first().waitFor();

    await page.goto('/categories');
    await page.getByText(name).first().waitFor();
    expect(await page.getByText('Deep black granite from Khammam').count()).toBeGreaterThan(0);
  });

  it("suspends a signed-in buyer: the buyer's next request and page are refused", async () => {
    const buyerPage = await newPage();
    const email = await createVerifiedBuyer(buyerPage, 'Kiran Suspended');
    await signInAs(buyerPage, email);
    await buyerPage.goto('/dashboard');
    expect((await buyerPage.request.get('/api/v1/me')).status()).toBe(200);

    const admin = await newPage();
    await signInAsAdmin(admin);
    await admin.goto(`/admin/users?search=${encodeURIComponent(email)}`);
    await admin.getByRole('link', { name: 'Kiran Suspended' }).first().waitFor();
    await admin.getByRole('button', { name: 'Actions for Kiran Suspended' }).click();
    await admin.getByRole('menuitem', { name: 'Suspend' }).click();
    const dialog = admin.getByRole('dialog');
    // A reason is required (admin spec 5).
    await dialog.getByRole('button', { name: 'Suspend user' }).click();
    await dialog.getByText('Please provide a reason for suspension').waitFor();
    await dialog.getByLabel('Reason for suspension').fill('Fake quote requests');
    await dialog.getByRole('button', { name: 'Suspend user' }).click();
    await admin.getByText('User suspended successfully').waitFor();
    // The row's status badge (the status filter's hidden <option> says 'Suspended' too).
    await admin.locator('table').getByText('Suspended', { exact: true }).first().waitFor();

    expect((await buyerPage.request.get('/api/v1/me')).status()).toBe(401);
    await buyerPage.goto('/dashboard');
    await buyerPage.waitForURL(/\/login/);
  });
});
