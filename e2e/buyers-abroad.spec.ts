// A buyer abroad (D47) in the browser: a buyer in Hamburg signs up with Germany and a +49 phone, and
// keeps its business in Germany's form (Postleitzahl, EORI, no GSTIN, state or PIN); a manufacturer
// keeps its IEC and LUT in Settings. With SHOTS set to a folder, each form is photographed at 360 and
// 1280 px, in English and Hindi, for a person to look at.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, createVerifiedBuyer, E2E_PASSWORD, signInAs, signInAsAdmin, useBrowser } from './fixtures';
import { ownManufacturer } from './own-data';

const SHOTS = process.env.SHOTS;

async function shoot(page: Page, what: Locator, name: string) {
  if (!SHOTS) return;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await what.scrollIntoViewIfNeeded();
    await what.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
}

/** No sideways scrolling. */
async function fitsTheScreen(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

describe('a buyer abroad', { timeout: 120_000 }, () => {
  const browser = useBrowser();

  it('signs up in Germany with a +49 phone and keeps its business in Germany’s form', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 360, height: 900 });
    await page.goto('/login?mode=signup');
    const country = page.getByLabel('Country');
    await country.selectOption('DE');
    await page.getByText('With the country code, e.g. +49 …').waitFor();
    await page.getByLabel('Full name').fill('Jonas Becker');
    await page.getByLabel('Email').fill(`e2e.hamburg.${Date.now()}@example.com`);
    await page.getByLabel('Password').fill(E2E_PASSWORD);
    await page.getByLabel('Phone').fill('040 3009 0512');
    await page.getByLabel('City').fill('Hamburg');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText(/must start with the country code of Germany/).waitFor();
    await fitsTheScreen(page);
    await shoot(page, page.locator('form').filter({ has: country }), 'signup-germany');
    await page.getByLabel('Phone').fill('+49 40 3009 0512');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page
      .getByText('Registration successful! Please check your email to verify your account.')
      .waitFor();

    const hi = await browser.newPage();
    await hi.goto('/hi/login?mode=signup');
    await hi.getByLabel('देश').selectOption('DE');
    await hi.getByText('देश के कोड के साथ, जैसे +49 …').waitFor();
    await shoot(hi, hi.locator('form').filter({ has: hi.getByLabel('देश') }), 'signup-germany-hi');

    // The business in Hamburg, on a phone.
    const buyerPage = await browser.newPage();
    await buyerPage.setViewportSize({ width: 360, height: 900 });
    const email = await createVerifiedBuyer(buyerPage, 'Jonas Becker');
    await signInAs(buyerPage, email);
    await buyerPage.goto('/dashboard?tab=business');
    const form = buyerPage.getByRole('form', { name: 'Business details' });
    await form.getByLabel('Country').selectOption('DE');
    await expect.poll(() => form.getByLabel(/GSTIN/).count()).toBe(0);
    await form.getByLabel(/Company name/).fill('Nordstein Naturstein GmbH');
    await form.getByLabel(/EORI number/).fill('DE123456789012345');
    await form.getByLabel(/Billing address/).fill('Am Sandtorkai 50');
    await form.getByLabel(/City/).fill('Hamburg');
    await form.getByLabel(/Postcode/).fill('2045');
    await form.getByRole('button', { name: 'Save business details' }).click();
    await form.getByText('must be a Postleitzahl of Germany, e.g. 20457').waitFor();
    await fitsTheScreen(buyerPage);
    await shoot(buyerPage, form, 'business-germany');
    await form.getByLabel(/Postcode/).fill('20457');
    await form.getByRole('button', { name: 'Save business details' }).click();
    await buyerPage.getByText('Business details saved').waitFor();
    const saved = await api(buyerPage, 'GET', '/me/business');
    expect(saved.business).toMatchObject({
      country: 'DE',
      billingPostcode: '20457',
      gstin: null,
      billingPin: null,
    });

    await buyerPage.goto('/hi/dashboard?tab=business');
    const hiForm = buyerPage.getByRole('form', { name: 'बिज़नेस की जानकारी' });
    await hiForm.getByLabel('EORI नंबर').waitFor();
    await shoot(buyerPage, hiForm, 'business-germany-hi');
  });

  it('a manufacturer keeps its IEC and LUT in Settings', async () => {
    const adminPage = await browser.newPage();
    await signInAsAdmin(adminPage);
    const owner = await browser.newPage();
    const firm = await ownManufacturer(adminPage, owner);
    await signInAs(owner, firm.ownerEmail);
    await owner.setViewportSize({ width: 360, height: 900 });
    await owner.goto('/vendor/settings');
    const exportPart = owner.locator('fieldset').filter({ has: owner.getByLabel(/IEC/) });
    await exportPart.getByLabel(/IEC/).fill('ABCDE1234');
    await exportPart.getByLabel(/LUT number/).fill('AD370426000123X');
    await exportPart.getByLabel(/LUT financial year/).fill('2026-27');
    await owner.getByRole('button', { name: 'Save Changes' }).click();
    await exportPart.getByText(/must be the 10-character IEC/).waitFor();
    await fitsTheScreen(owner);
    await shoot(owner, exportPart, 'settings-export');
    await exportPart.getByLabel(/IEC/).fill('ABCDE1234F');
    await owner.getByRole('button', { name: 'Save Changes' }).click();
    await expect
      .poll(async () => (await api(owner, 'GET', '/vendor/profile')).iec, { timeout: 15_000 })
      .toBe('ABCDE1234F');
    await owner.goto('/hi/vendor/settings');
    const hiPart = owner.locator('fieldset').filter({ has: owner.getByLabel(/IEC/) });
    await hiPart.getByText('LUT का वित्त वर्ष').waitFor();
    await shoot(owner, hiPart, 'settings-export-hi');
  });
});
