// All Granite Products (admin spec 2 and 5): the admin adds a product with an image through the one product
// form and sees it on the public site; suspends it and its page answers 'Product Not Found'.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signInAsAdmin, useBrowser } from './fixtures';
import { ownCategory } from './own-data';

const slabPng = (r: number) =>
  sharp({ create: { width: 900, height: 900, channels: 3, background: { r, g: 60, b: 70 } } })
    .png()
    .toBuffer();

describe('admin products', () => {
  const browser = useBrowser();

  it('adds a product with an image that the public site shows, then suspends it', async () => {
    const name = `Admin Steel Grey ${Date.now().toString(36)}`;
    const page = await browser.newPage();
    await signInAsAdmin(page);
    // In a category of the journey's own (own-data.ts): Black Granite's lists stay as seeded.
    const category = await ownCategory(page, 'Admin Granite');
    await page.goto('/admin/products');
    await page.getByRole('heading', { name: 'All Granite Products' }).waitFor();

    await page.getByRole('button', { name: 'Add product' }).first().click();
    const sheet = page.getByRole('dialog', { name: 'Add product' });
    await sheet.getByLabel('Product name').fill(name);
    await sheet.getByLabel('Price per sq.ft').fill('275.50');
    await sheet.getByLabel('Manufacturer').selectOption({ index: 1 });
    await sheet.getByLabel('Category').selectOption({ label: category.name });
    await sheet.getByLabel('Finish').selectOption('Polished');
    await sheet
      .locator('input[type="file"]')
      .setInputFiles({ name: 'steel-grey.png', mimeType: 'image/png', buffer: await slabPng(90) });
    await sheet.getByText('Main image').waitFor();
    await sheet.getByRole('button', { name: 'Add product' }).click();
    await page.getByText('Product Created').waitFor();
    await sheet.waitFor({ state: 'detached' });

    const listed = await page.request.get(`/api/v1/admin/products?q=${encodeURIComponent(name)}`);
    const [product] = (await listed.json()).items;
    expect(product).toMatchObject({ name, pricePaise: 27550, status: 'active', imageCount: 1 });

    const shop = await browser.newPage();
    await shop.goto(`/product/${product.id}`);
    await shop.getByRole('heading', { name, level: 1 }).waitFor();
    expect(await shop.getByText('₹275.50').count()).toBeGreaterThan(0);
    const src = await shop.locator(`img[alt*="${name}"]`).first().getAttribute('src');
    expect(src).toMatch(/^\/media\/[a-f0-9]{32}-\d+\.webp$/);

    // Suspend from the table: a red badge, and the public page answers 'Product Not Found'.
    await page.goto(`/admin/products?q=${encodeURIComponent(name)}`);
    await page.getByRole('switch', { name: `Active: ${name}` }).click();
    await page.getByText('Product suspended').waitFor();
    await page.getByRole('table').getByText('Suspended', { exact: true }).waitFor();

    const started = Date.now();
    let notFound = false;
    while (!notFound && Date.now() - started < 3000) {
      await shop.goto(`/product/${product.id}`);
      notFound = (await shop.getByRole('heading', { name: 'Product Not Found' }).count()) > 0;
    }
    expect(notFound).toBe(true);
  });
});
