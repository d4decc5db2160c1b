// The storefront in Hindi (D40) on a phone (360 px): a visitor opens a product page in English,
// switches to Hindi with the header's menu (the address becomes /hi/product/…, the page reads in
// Hindi, the choice is kept in the lang cookie), looks for "काला ग्रेनाइट" (black granites listed), asks for a quote and
// signs up, all in Hindi. English pages declare and download no Devanagari font; on every Hindi
// stop nothing is wider than the screen and axe finds no serious or critical violation.
// HINDI_STOREFRONT_SHOTS=<dir> keeps screenshots of /hi, /hi/products and /hi/product/:id at 360
// and 1280 px.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { E2E_PASSWORD, signInAsAdmin, useBrowser } from './fixtures';
import { ownManufacturer } from './own-data';
import { axeProblems, overflow, tooWide } from './page-checks';

/** The Hindi of an English message, from the catalogues the site uses (every area). */
const CATALOG: Record<string, string> = Object.assign(
  {},
  ...readdirSync(join(import.meta.dirname, '../apps/web/src/locales/hi'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(import.meta.dirname, '../apps/web/src/locales/hi', f), 'utf8'))),
);
const hi = (english: string): string => {
  const hindi = CATALOG[english];
  if (!hindi) throw new Error(`no Hindi for ${JSON.stringify(english)} in src/locales/hi`);
  return hindi;
};

/** A Hindi page as a phone shows it: in Hindi, fits the screen, no serious axe finding. */
async function checkHindiStop(page: Page, name: string): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.lang), name).toBe('hi');
  const extra = await overflow(page);
  expect(extra, `${name} is wider than 360 px: ${extra ? await tooWide(page) : ''}`).toBe(0);
  expect((await axeProblems(page)).join('\n'), name).toBe('');
}

describe('the storefront in Hindi (D40)', { timeout: 240_000 }, () => {
  const phone = useBrowser({ viewport: { width: 360, height: 780 } });
  const desktop = useBrowser({ viewport: { width: 1280, height: 900 } });

  it('a visitor switches a product page to Hindi, searches, asks for a quote and signs up in Hindi', async () => {
    const admin = await phone.newPage();
    await signInAsAdmin(admin);
    // A manufacturer of this journey's own, run by an account (so it takes quote requests), with one
    // product in a category of its own: the demo category Black Granite gains nothing.
    const maker = await phone.newPage();
    const product = (
      await ownManufacturer(admin, maker, { products: [{ name: 'Absolute Black Slab', price: 165 }] })
    ).products[0]!;

    const visitor = await phone.newPage();
    const fonts: string[] = [];
    visitor.on('request', (request) => {
      if (/devanagari/i.test(request.url())) fonts.push(request.url());
    });

    // The English page: English, and nothing of the Devanagari font.
    await visitor.goto(`/product/${product.id}`);
    await visitor.getByRole('heading', { name: product.name }).waitFor();
    expect(await visitor.evaluate(() => document.documentElement.lang)).toBe('en-IN');
    expect(await visitor.locator('#devanagari-font').count()).toBe(0);
    expect(fonts).toEqual([]);

    // English / हिंदी sits in the phone menu; the same page comes back in Hindi.
    await visitor.getByRole('button', { name: 'Open menu' }).click();
    await visitor.getByRole('dialog').getByRole('link', { name: 'हिंदी' }).click();
    await visitor.waitForURL(`**/hi/product/${product.id}`);
    await visitor
      .getByRole('button', { name: hi('Request Quote') })
      .first()
      .waitFor();
    await visitor.getByRole('heading', { name: product.name }).waitFor();
    expect(await visitor.evaluate(() => document.documentElement.lang)).toBe('hi');
    // The font is declared on the move into Hindi (RouteShell), with its small module.
    await expect.poll(() => visitor.locator('#devanagari-font').count()).toBe(1);
    const cookies = await visitor.context().cookies();
    expect(cookies.find((c) => c.name === 'lang')).toMatchObject({ value: 'hi', sameSite: 'Lax', path: '/' });
    const lang = cookies.find((c) => c.name === 'lang')!;
    expect(lang.expires * 1000 - Date.now()).toBeGreaterThan(360 * 86_400_000);
    await checkHindiStop(visitor, 'product');

    // A reload keeps Hindi (the address says it), served with lang="hi" by the server.
    const served = await visitor.request.get(`/hi/product/${product.id}`);
    expect(await served.text()).toContain('<html lang="hi">');

    // Hindi search words: "काला ग्रेनाइट" lists the black granites, in the Hindi page.
    await visitor.goto('/hi/products');
    const search = visitor.getByRole('searchbox', { name: hi('Search products') });
    await search.fill('काला ग्रेनाइट');
    await search.press('Enter');
    await visitor.waitForURL((url) => url.searchParams.get('search') === 'काला ग्रेनाइट');
    await visitor.locator('a[href^="/hi/product/"]', { hasText: /black/i }).first().waitFor();
    expect(await search.inputValue()).toBe('काला ग्रेनाइट');
    // The search's own answer, not the previous list shown dimmed (aria-busy) while it loads: axe
    // would rightly find the dimmed text's contrast too low.
    await visitor.waitForLoadState('networkidle');
    await visitor.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
    await checkHindiStop(visitor, 'search');

    // A quote request from the Hindi product page.
    const email = `hindi.visitor.${Date.now()}@example.com`;
    await visitor.goto(`/hi/product/${product.id}`);
    await visitor
      .getByRole('button', { name: hi('Request Quote') })
      .first()
      .click();
    const dialog = visitor.getByRole('dialog', { name: hi('Request Quote') });
    await dialog.getByLabel(hi('Your E-mail')).fill(email);
    await dialog.getByLabel(hi('Your Name')).fill('Meera Iyer');
    await dialog.getByLabel(hi('Mobile Number')).fill('98450 12345');
    await dialog.getByLabel(hi('Quantity (sq.ft)')).fill('1000');
    await dialog.getByLabel(hi('Delivery City')).fill('Chennai');
    await dialog.getByLabel(hi('Delivery PIN Code')).fill('600001');
    await checkHindiStop(visitor, 'quote dialog');
    await dialog.getByRole('button', { name: hi('Submit Request') }).click();
    await visitor.getByText(email, { exact: false }).first().waitFor();

    // Sign-up from the Hindi menu: the form in Hindi.
    await visitor.keyboard.press('Escape');
    await visitor.goto('/hi');
    await visitor.getByRole('button', { name: hi('Open menu') }).click();
    await visitor
      .getByRole('dialog')
      .getByRole('link', { name: hi('Register') })
      .click();
    await visitor.waitForURL('**/hi/login?mode=signup');
    await visitor.getByLabel(hi('Full name')).fill('Meera Iyer');
    await visitor.getByLabel(hi('Email')).fill(`hindi.buyer.${Date.now()}@example.com`);
    await visitor.getByLabel(hi('Password')).fill(E2E_PASSWORD);
    await visitor.getByLabel(hi('City')).fill('Jaipur');
    await checkHindiStop(visitor, 'sign-up');
    await visitor.getByRole('button', { name: hi('Create account') }).click();
    await visitor
      .getByText(hi('Registration successful! Please check your email to verify your account.'))
      .waitFor();

    // The English page again: it offers Hindi (the cookie says so) without moving the visitor.
    await visitor.goto(`/product/${product.id}`);
    await visitor.getByRole('link', { name: 'यह पेज हिंदी में देखें' }).waitFor();
    expect(new URL(visitor.url()).pathname).toBe(`/product/${product.id}`);

    // Screenshots of the Hindi storefront at both widths.
    const shots = process.env.HINDI_STOREFRONT_SHOTS;
    const wide = await desktop.newPage();
    for (const [name, path] of [
      ['home', '/hi'],
      ['products', '/hi/products'],
      ['product', `/hi/product/${product.id}`],
    ] as const) {
      for (const [width, page] of [
        [360, visitor],
        [1280, wide],
      ] as const) {
        await page.goto(path);
        await page.locator('footer').waitFor();
        expect(await page.evaluate(() => document.documentElement.lang), path).toBe('hi');
        expect(await overflow(page), `${path} at ${width} px: ${await tooWide(page)}`).toBe(0);
        if (shots) await page.screenshot({ path: join(shots, `hindi-${name}-${width}.png`), fullPage: true });
      }
    }
  });
});
