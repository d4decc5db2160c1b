// D32: an admin adds a stone variety, a manufacturer's new product names it, and the product page's
// Compare Prices compares that variety only (not every granite of the category), saying that one
// manufacturer offers it so far.
import { describe, expect, it } from 'vitest';
import { signInAsAdmin, signInAsDemoManufacturer, useBrowser } from './fixtures';

describe('stone varieties', () => {
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
    await signInAsDemoManufacturer(maker);
    const manufacturer = (await (await maker.request.get('/api/v1/vendor/profile')).json()).businessName;
    await maker.goto('/vendor/products');
    await maker.getByRole('button', { name: 'Add product' }).first().click();
    const sheet = maker.getByRole('dialog', { name: 'Add product' });
    const name = `${variety} Polished Slab`;
    await sheet.getByLabel('Product name').fill(name);
    await sheet.getByLabel('Price per sq.ft').fill('310');
    await sheet.getByLabel('Category').selectOption({ label: 'Green Granite' });
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
