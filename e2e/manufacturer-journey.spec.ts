// The manufacturer's journey, end to end: a manufacturer registers, is approved (through the API
// here; the admin's screens have their own journey in manufacturers.spec.ts), signs in, finds My
// Products empty, adds a product with two images and makes the second the main one, finds it on
// /products and on its public profile, changes its price and sees the public page follow within a
// second with both images, imports a CSV of 20 products with one bad row and reads the report, and
// finally reads on its analytics page the product views this journey made (D10, D22: a buyer's
// views count; the manufacturer's own do not).
//
// The browsers announce a desktop Chrome: headless Chromium names itself 'HeadlessChrome', which
// the server leaves out of the counts as a bot.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  baseURL,
  DESKTOP_CHROME_UA,
  E2E_PASSWORD,
  signInAsAdmin,
  useBrowser,
  verificationLinkFor,
  waitForHydration,
} from './fixtures';
import { ownCategory } from './own-data';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const slabPng = (r: number) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r, g: 60, b: 45 } } })
    .png()
    .toBuffer();

/** 20 rows in the template's columns, in the category named; row 12's price is not a number. */
function catalogueCsv(tag: string, category: string): string {
  const header =
    'name,price_per_sqft,category,material_quality,product_type,thickness,slab_size,tile_size,finish_type,water_absorption,application,origin,colour,availability_status,best_seller,description';
  const rows = Array.from(
    { length: 20 },
    (_, i) =>
      `${tag} Imported Slab ${i + 1},${180 + i},${category},Premium,Slabs,20mm,,,Polished,0.1%,Flooring,Karnataka,Black,Available,no,Row ${i + 1}`,
  );
  rows[11] = `${tag} Broken Row,abc,${category},Premium,Slabs,20mm,,,Polished,,,,,,no,`;
  return `${header}\r\n${rows.join('\r\n')}\r\n`;
}

/** /vendor/register, the mailed link, /vendor/login: the applicant lands on the dashboard under review. */
async function register(page: Page, businessName: string): Promise<string> {
  const email = `e2e.journey.${unique()}@example.com`;
  await page.goto('/vendor/register');
  // A click before the form is hydrated would post it as a plain form: wait for the script.
  const submit = page.getByRole('button', { name: 'Register as Vendor' });
  await waitForHydration(submit);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByLabel('Business name').fill(businessName);
  await page.getByLabel('Owner name').fill('Lakshmi Narayana');
  await page.getByLabel('Phone').fill('9876543210');
  await page.getByLabel('GST number (GSTIN)').fill('29AAAPL1234C1ZA');
  await page.getByLabel('Business address').fill('4 Granite Park, Hosur Road, Bengaluru');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('State').selectOption('Karnataka');
  await page.getByLabel('PIN code').fill('560058');
  await submit.click();
  await page.waitForURL((url) => url.pathname === '/vendor/login');
  await page.goto(await verificationLinkFor(email));
  await page.getByText('Your e-mail address is verified. Please sign in.').waitFor();
  await waitForHydration(page.getByRole('button', { name: 'Sign in' }));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/vendor/dashboard');
  return email;
}

/** The admin approves the application through the API (manufacturers.spec.ts clicks through it). */
async function approve(admin: Page, businessName: string): Promise<void> {
  const pending = await admin.request.get(
    `/api/v1/admin/vendor-applications?status=pending&q=${encodeURIComponent(businessName)}`,
  );
  expect(pending.status(), await pending.text()).toBe(200);
  const [application] = (await pending.json()).items;
  const approved = await admin.request.post(`/api/v1/admin/vendor-applications/${application.id}/approve`, {
    data: {},
    headers: { origin: baseURL() },
  });
  expect(approved.status(), await approved.text()).toBe(200);
}

/** The figure of a dashboard or analytics tile, by its label. */
async function tile(page: Page, label: string): Promise<string> {
  const tiles = page.locator('section[aria-label="Figures"], section[aria-label="Totals"]');
  const box = tiles.getByText(label, { exact: true }).locator('xpath=ancestor::div[2]');
  return (await box.locator('p').nth(1).textContent())?.trim() ?? '';
}

/** Opens the product page and waits for the browser's own read of the product (the counted view). */
async function openProductPage(page: Page, productId: number): Promise<void> {
  const read = page.waitForResponse(
    (res) => new URL(res.url()).pathname === `/api/v1/products/${productId}` && res.status() === 200,
  );
  await page.goto(`/product/${productId}`);
  await read;
}

describe('manufacturer journey', () => {
  const browser = useBrowser({ userAgent: DESKTOP_CHROME_UA });

  it('register → approved → empty My Products → product with two images → public → new price → CSV import → analytics counts the views', async () => {
    const tag = unique();
    const businessName = `Hosur Granite Works ${tag}`;
    const name = `Hosur Black Pearl ${tag}`;

    // Register and sign in: under review.
    const maker = await browser.newPage();
    await register(maker, businessName);
    await maker.getByRole('heading', { name: 'Account Under Review' }).waitFor();

    // Approved: the dashboard of a new manufacturer shows zeros and the way to begin, no sample figures.
    // Its products go into a category of the journey's own, so no demo category's count changes.
    const admin = await browser.newPage();
    await signInAsAdmin(admin);
    const category = await ownCategory(admin, 'Hosur Granite');
    await approve(admin, businessName);
    await maker.reload();
    await maker.getByRole('heading', { name: 'Account Approved' }).waitFor();
    await maker.getByRole('heading', { name: `Welcome, ${businessName}` }).waitFor();
    await maker.getByRole('link', { name: 'Add your first product' }).waitFor();
    expect(await tile(maker, 'Total Products')).toBe('0');
    expect(await tile(maker, 'Conversion Rate')).toBe('—');
    // D10: the spec's first four tiles, counted, never sample figures.
    expect(await tile(maker, 'Orders')).toBe('0');
    expect(await tile(maker, 'Total Sales')).toBe('₹0');
    const manufacturerId = (await (await maker.request.get('/api/v1/vendor/manufacturers')).json()).items[0]
      .id;

    // My Products starts empty; add a product with two images, the second one the main image.
    await maker.getByRole('link', { name: 'Add your first product' }).click();
    await maker.getByRole('heading', { name: 'My Products' }).waitFor();
    await maker.getByText('No products yet').waitFor();
    await maker.getByRole('button', { name: 'Add product' }).first().click();
    const sheet = maker.getByRole('dialog', { name: 'Add product' });
    await sheet.getByLabel('Product name').fill(name);
    await sheet.getByLabel('Price per sq.ft').fill('1,250');
    await sheet.getByLabel('Category').selectOption({ label: category.name });
    await sheet.getByLabel('Thickness').selectOption('18mm');
    await sheet.locator('input[type="file"]').setInputFiles([
      { name: 'pearl-1.png', mimeType: 'image/png', buffer: await slabPng(40) },
      { name: 'pearl-2.png', mimeType: 'image/png', buffer: await slabPng(70) },
    ]);
    await sheet.getByText('2 of 8', { exact: true }).waitFor();
    // The keyboard path of the gallery: the second image becomes the main one.
    await sheet.getByRole('button', { name: 'Make image 2 the main image' }).click();
    await sheet.getByRole('button', { name: 'Add product' }).click();
    await maker.getByText('Product Created', { exact: true }).first().waitFor();
    const own = await (
      await maker.request.get(`/api/v1/vendor/products?q=${encodeURIComponent(name)}`)
    ).json();
    const product = own.items[0];
    expect(product).toMatchObject({ name, pricePaise: 125_000, imageCount: 2, vendorId: manufacturerId });

    // A buyer finds it on /products and on the public profile, and asks for a quote from there.
    const buyer = await browser.newPage();
    await buyer.goto(`/products?search=${encodeURIComponent(name)}`);
    await buyer.getByRole('link', { name }).first().waitFor();
    await buyer.goto(`/vendor/profile/${manufacturerId}`);
    await buyer.getByRole('heading', { name: businessName }).waitFor();
    await buyer.getByText(name).first().waitFor();
    await buyer.getByText(/^Member since /).waitFor();
    await buyer.getByText('1 product', { exact: true }).waitFor();
    // The dialog's picker lists the manufacturer's products from the catalogue's list: wait, as a
    // visitor would, until that list has the new product, and for the button to answer a click.
    await expect
      .poll(
        async () =>
          (await (await buyer.request.get(`/api/v1/products?manufacturer=${manufacturerId}`)).json()).total,
        { timeout: 20_000 },
      )
      .toBe(1);
    const ask = buyer.getByRole('button', { name: 'Request Quote' });
    await waitForHydration(ask);
    await ask.click();
    const quote = buyer.getByRole('dialog', { name: 'Request Quote' });
    // The product picker offers this manufacturer's products only: the placeholder and this one.
    const choice = quote.locator('select').first();
    // The dialog's code and the picker's list arrive after the click: on a busy machine that took more
    // than the poll's default 5 s (the list answered, the option came later).
    await expect.poll(() => choice.locator('option').count(), { timeout: 20_000 }).toBe(2);
    expect(await choice.locator('option').nth(1).textContent()).toContain(name);
    await quote.getByRole('button', { name: 'Close' }).click();

    // The buyer opens the product page (view 1); the manufacturer's own look is not counted.
    await openProductPage(buyer, product.id);
    await buyer.getByText('₹1,250').first().waitFor();
    await openProductPage(maker, product.id);
    await maker.getByText('₹1,250').first().waitFor();

    // Change the price; the public page shows it within a second of the save (each load one more view).
    await maker.goto(`/vendor/products?q=${encodeURIComponent(name)}`);
    await maker.getByRole('button', { name, exact: true }).click();
    const edit = maker.getByRole('dialog', { name: 'Edit product' });
    await edit.getByLabel('Price per sq.ft').fill('1480');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await maker.getByText('Product Updated', { exact: true }).first().waitFor();
    const saved = Date.now();
    let buyerViews = 1;
    let shown = false;
    while (!shown && Date.now() - saved < 1000) {
      await openProductPage(buyer, product.id);
      buyerViews += 1;
      shown = (await buyer.getByText('₹1,480').count()) > 0;
    }
    expect(shown, 'the new price on the public page within a second').toBe(true);

    // The public page shows both images: two thumbnails, the main one current; the other on click.
    const thumbs = buyer.getByRole('button', { name: /^Show image \d of 2$/ });
    expect(await thumbs.count()).toBe(2);
    expect(await thumbs.first().getAttribute('aria-current')).toBe('true');
    await thumbs.nth(1).click();
    await buyer.getByRole('img', { name: `${name}, image 2 of 2` }).waitFor();
    expect(await thumbs.nth(1).getAttribute('aria-current')).toBe('true');
    expect(await thumbs.first().getAttribute('aria-current')).toBeNull();

    // Import 20 products, one row bad: the report names it; the other 19 are in.
    await maker.goto('/vendor/products');
    await maker.getByRole('button', { name: 'Import CSV' }).click();
    const wizard = maker.getByRole('dialog', { name: 'Import products from CSV' });
    await wizard.locator('input[type="file"]').setInputFiles({
      name: 'catalogue.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(catalogueCsv(tag, category.name)),
    });
    await wizard.getByText('19 rows ready to import').first().waitFor();
    await wizard.getByText('1 row with errors will be skipped').first().waitFor();
    await wizard.getByText('must be a number of rupees, e.g. 1250.50').first().waitFor();
    await wizard.getByRole('button', { name: 'Import 19 products' }).click();
    await wizard.getByText('19 products imported').first().waitFor();
    await wizard.getByText('1 row with errors skipped').first().waitFor();
    expect(await wizard.getByText(`${tag} Broken Row`).count()).toBe(1);
    await wizard.getByRole('button', { name: 'Close' }).last().click();
    const all = await (await maker.request.get('/api/v1/vendor/products?pageSize=50')).json();
    expect(all.total).toBe(20);

    // Analytics counts exactly the buyer's views of the product, today; not the manufacturer's own.
    await maker.goto(`/vendor/analytics?productId=${product.id}`);
    await maker.getByRole('heading', { name: 'Analytics' }).waitFor();
    await maker.locator('span', { hasText: name }).first().waitFor();
    await expect.poll(() => tile(maker, 'Product views')).toBe(String(buyerViews));
    await maker.getByRole('button', { name: 'Show all products' }).click();
    await expect.poll(() => tile(maker, 'Product views')).toBe(String(buyerViews));
    const row = maker.getByRole('row', { name: new RegExp(name) });
    await row.waitFor();
    expect(await row.getByRole('cell').nth(1).textContent()).toBe(String(buyerViews));
    await maker.getByRole('button', { name: '90 days' }).click();
    await expect.poll(() => new URL(maker.url()).searchParams.get('days')).toBe('90');
    await expect.poll(() => tile(maker, 'Product views')).toBe(String(buyerViews));

    // The dashboard follows: 20 products listed, the product on top with its views.
    await maker.goto('/vendor/dashboard');
    await expect.poll(() => tile(maker, 'Total Products')).toBe('20');
    await maker.getByRole('link', { name }).first().waitFor();
  }, 180_000);
});
