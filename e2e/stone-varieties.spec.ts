// D32: an admin adds a stone variety, a manufacturer's new product names it, and the product page's
// Compare Prices compares that variety only (not every granite of the category), saying that one
// manufacturer offers it so far.
import { describe, expect, it } from 'vitest';
import { signInAsAdmin, useBrowser } from './fixtures';
import { ownCategory, ownManufacturer } from './own-data';

// Its own firm, products and accounts are made first (own-data.ts): 120 s, as a 2-core machine
// running seven other test runs needs (the sample journey took 62 s there, payments 51 s).
describe('stone varieties', { timeout: 120_000 }, () => {
  const browser = useBrowser();

  it('an admin adds a variety; a product names it; Compare Prices shows only that variety', async () => {
    const variety = `Journey Green ${Date.now().toString(36)}`;
    const admin = await browser.newPage();
    await signInAsAdmin(admin);
    await admin.goto('/admin/stone-varieties');
    await admin.getByRole('button', { name: 'Add variety' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add a stone variety' });
    await dialog.getByLabel('Variety name').fill(variety);
    await dialog.getByLabel('Colour family').selectOption('Mixed');
    await dialog.getByRole('button', { name: 'Add variety' }).click();
    await admin.getByText('Variety added', { exact: true }).first().waitFor();
    await admin.getByRole('cell', { name: variety, exact: true }).waitFor();

    const maker = await browser.newPage();
    // A manufacturer of the journey's own with no product yet (own-data.ts): the demo catalogue stays as it was.
    const { businessName: manufacturer } = await ownManufacturer(admin, maker, { products: [] });
    const category = await ownCategory(admin, 'Variety Granite');
    await maker.goto('/vendor/products');
    await maker.getByRole('button', { name: 'Add product' }).first().click();
    const sheet = maker.getByRole('dialog', { name: 'Add product' });
    const name = `${variety} Polished Slab`;
    await sheet.getByLabel('Product name').fill(name);
    await sheet.getByLabel('Price per sq.ft').fill('310');
    await sheet.getByLabel('Category').selectOption({ label: category.name });
    await sheet.getByLabel('Variety').selectOption({ label: variety });
    await sheet.getByLabel('Finish').selectOption('Polished');
    await sheet.getByRole('button', { name: 'Add product' }).click();
    await maker.getByText('Product Created', { exact: true }).first().waitFor();
    const mine = await (
      await maker.request.get(`/api/v1/vendor/products?q=${encodeURIComponent(name)}`)
    ).json();

    await maker.goto(`/product/${mine.items[0].id}`);
    await maker.getByRole('link', { name: 'Compare Prices' }).click();
    await maker.getByText(`Comparing manufacturers of ${variety} for "${name}"`).waitFor();
    await maker.getByText(`Only ${manufacturer} offers ${variety} on the marketplace so far.`).waitFor();
    const table = maker.getByRole('table');
    expect(await table.getByTestId('comparison-row').count()).toBe(1);
    expect(await table.getByTestId('row-finish').textContent()).toBe('Polished');
  });
});
