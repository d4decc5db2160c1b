// My Products (issue 14): an approved manufacturer adds a product with two images, finds it on
// /products and on its public profile, changes its price and sees the public page follow within a
// second, then imports a CSV of 20 products with one bad row and reads the report.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { baseURL, createVerifiedBuyer, signInAs, signInAsAdmin, useBrowser } from './fixtures';

const slabPng = (r: number) =>
  sharp({ create: { width: 900, height: 900, channels: 3, background: { r, g: 50, b: 40 } } })
    .png()
    .toBuffer();

/** A signed-in account whose application an admin approved through the API (issue 14: tests may). */
async function approvedManufacturer(page: Page, admin: Page, businessName: string): Promise<number> {
  const email = await createVerifiedBuyer(page, 'Meena Rao');
  await signInAs(page, email);
  const applied = await page.request.post('/api/v1/me/vendor-application', {
    data: { businessName, ownerName: 'Meena Rao', phone: '9876543210' },
    headers: { origin: baseURL() },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  await signInAsAdmin(admin);
  const pending = await admin.request.get(
    `/api/v1/admin/vendor-applications?status=pending&q=${encodeURIComponent(businessName)}`,
  );
  const [application] = (await pending.json()).items;
  const approved = await admin.request.post(`/api/v1/admin/vendor-applications/${application.id}/approve`, {
    data: {},
    headers: { origin: baseURL() },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const mine = await page.request.get('/api/v1/vendor/manufacturers');
  return (await mine.json()).items[0].id;
}

function importFile(): string {
  const header =
    'name,price_per_sqft,category,material_quality,product_type,thickness,slab_size,tile_size,finish_type,water_absorption,application,origin,colour,availability_status,best_seller,description';
  const rows = Array.from(
    { length: 20 },
    (_, i) =>
      `Imported Kuppam Green ${i + 1},${150 + i},Black Granite,Premium,Slabs,20mm,,,Polished,0.1%,Flooring,Karnataka,Green,Available,no,Row ${i + 1}`,
  );
  rows[11] = 'Imported Broken Row,abc,Black Granite,Premium,Slabs,20mm,,,Polished,,,,,,no,';
  return `${header}\r\n${rows.join('\r\n')}\r\n`;
}

describe('manufacturer: My Products', () => {
  const browser = useBrowser();

  it('adds a product with two images, changes its price and imports a CSV with one bad row', async () => {
    const businessName = `Kuppam Quarries ${Date.now().toString(36)}`;
    const name = `Kuppam Tan Brown ${Date.now().toString(36)}`;
    const page = await browser.newPage();
    const admin = await browser.newPage();
    const vendorId = await approvedManufacturer(page, admin, businessName);

    await page.goto('/vendor/products');
    await page.getByRole('heading', { name: 'My Products' }).waitFor();
    await page.getByText('No products yet').waitFor();

    await page.getByRole('button', { name: 'Add product' }).first().click();
    const sheet = page.getByRole('dialog', { name: 'Add product' });
    await sheet.getByLabel('Product name').fill(name);
    await sheet.getByLabel('Price per sq.ft').fill('1,250');
    await sheet.getByLabel('Category').selectOption({ label: 'Black Granite' });
    await sheet.getByLabel('Thickness').selectOption('18mm');
    await sheet.locator('input[type="file"]').setInputFiles([
      { name: 'tan-1.png', mimeType: 'image/png', buffer: await slabPng(150) },
      { name: 'tan-2.png', mimeType: 'image/png', buffer: await slabPng(170) },
    ]);
    await sheet.getByText('2 of 8', { exact: true }).waitFor();
    // The second image becomes the main one (keyboard path of the gallery).
    await sheet.getByRole('button', { name: 'Make image 2 the main image' }).click();
    await sheet.getByRole('button', { name: 'Add product' }).click();
    await page.getByText('Product added').waitFor();

    const own = await (
      await page.request.get(`/api/v1/vendor/products?q=${encodeURIComponent(name)}`)
    ).json();
    const product = own.items[0];
    expect(product).toMatchObject({ name, pricePaise: 125000, imageCount: 2, vendorId });

    // On /products and on the public profile.
    const shop = await browser.newPage();
    await shop.goto(`/products?search=${encodeURIComponent(name)}`);
    await shop.getByRole('link', { name }).first().waitFor();
    await shop.goto(`/vendor/profile/${vendorId}`);
    await shop.getByText(name).first().waitFor();

    // Change the price; the public page shows it within a second of the save.
    await page.getByRole('button', { name, exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit product' });
    await edit.getByLabel('Price per sq.ft').fill('1480');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Product updated').waitFor();
    const saved = Date.now();
    let shown = false;
    while (!shown && Date.now() - saved < 1000) {
      await shop.goto(`/product/${product.id}`);
      shown = (await shop.getByText('₹1,480').count()) > 0;
    }
    expect(shown, 'the new price on the public page within a second').toBe(true);

    // The public page shows both images: two thumbnails, the main one current; the other on click.
    const thumbs = shop.getByRole('button', { name: /^Show image \d of 2$/ });
    expect(await thumbs.count()).toBe(2);
    expect(await thumbs.first().getAttribute('aria-current')).toBe('true');
    await thumbs.nth(1).click();
    await shop.getByRole('img', { name: `${name}, image 2 of 2` }).waitFor();
    expect(await thumbs.nth(1).getAttribute('aria-current')).toBe('true');
    expect(await thumbs.first().getAttribute('aria-current')).toBeNull();

    // Import 20 rows, one of them bad: preview, import, report.
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const wizard = page.getByRole('dialog', { name: 'Import products from CSV' });
    await wizard
      .locator('input[type="file"]')
      .setInputFiles({ name: 'catalogue.csv', mimeType: 'text/csv', buffer: Buffer.from(importFile()) });
    await wizard.getByText('19 rows ready to import').waitFor();
    await wizard.getByText('1 row with errors will be skipped').waitFor();
    await wizard.getByText('must be a number of rupees, e.g. 1250.50').waitFor();
    await wizard.getByRole('button', { name: 'Import 19 products' }).click();
    await wizard.getByText('19 products imported').waitFor();
    await wizard.getByText('1 row with errors skipped').waitFor();
    expect(await wizard.getByText('Imported Broken Row').count()).toBe(1);
    await wizard.getByRole('button', { name: 'Close' }).last().click();

    const all = await (await page.request.get('/api/v1/vendor/products?pageSize=50')).json();
    expect(all.total).toBe(20);
  });
});
