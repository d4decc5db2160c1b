// ADR 019: the grid of events × channels on the buyer's dashboard and the manufacturer's settings, in
// English and in Hindi, on a phone (360 px) and a desktop (1280 px). A cell turned off stays off after
// a reload; the account's row is always on. NOTIFICATION_SHOTS=<dir> keeps a screenshot of each.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createVerifiedBuyer, signInAs, signInAsDemoManufacturer, useBrowser } from './fixtures';

const shots = process.env.NOTIFICATION_SHOTS;
if (shots) mkdirSync(shots, { recursive: true });

async function grid(page: Page, path: string, width: number, name: string) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  const table = page.getByTestId('notification-channels');
  await table.waitFor();
  await table.scrollIntoViewIfNeeded();
  // The grid fits the screen (what else of the page may not is other pages' business).
  const box = await page.locator('#notification-settings').boundingBox();
  expect(box!.x + box!.width, `${name} at ${width}px`).toBeLessThanOrEqual(width + 0.5);
  if (shots)
    await page.locator('#notification-settings').screenshot({ path: join(shots, `${name}-${width}.png`) });
  return table;
}

describe('notification settings per event and channel (ADR 019)', { timeout: 240_000 }, () => {
  const browser = useBrowser();

  it('a buyer turns quote e-mails off, it stays off; the account row cannot be turned off; Hindi under /hi', async () => {
    const page = await browser.newPage();
    await signInAs(page, await createVerifiedBuyer(page, 'Kavita Shah'));
    const table = await grid(page, '/dashboard?tab=quotes', 1280, 'buyer-en');
    const quotesMail = table.getByRole('checkbox', { name: 'Quote requests, replies and messages: E-mail' });
    await expect.poll(() => quotesMail.isChecked()).toBe(true);
    // The box follows the server's answer (a controlled input), so it is clicked, then awaited.
    await quotesMail.click();
    await page.getByText('Notification settings saved').first().waitFor();
    await expect.poll(() => quotesMail.isChecked()).toBe(false);
    expect(await table.getByRole('checkbox', { name: 'Account and security: E-mail' }).isDisabled()).toBe(
      true,
    );

    const again = await grid(page, '/dashboard?tab=quotes', 360, 'buyer-en');
    await expect
      .poll(() =>
        again.getByRole('checkbox', { name: 'Quote requests, replies and messages: E-mail' }).isChecked(),
      )
      .toBe(false);

    for (const width of [360, 1280]) {
      const hindi = await grid(page, '/hi/dashboard?tab=quotes', width, 'buyer-hi');
      await hindi.getByText('खाता और सुरक्षा').waitFor();
      await hindi.getByText('हमेशा चालू: आपके खाते के लिए ज़रूरी').waitFor();
      expect(await hindi.getByRole('checkbox', { name: 'कोटेशन मांग, जवाब और संदेश: ई-मेल' }).isChecked()).toBe(
        false,
      );
    }
  });

  it('the manufacturer’s settings show the same grid in English and Hindi', async () => {
    const page = await browser.newPage();
    await signInAsDemoManufacturer(page);
    for (const width of [360, 1280]) {
      const en = await grid(page, '/vendor/settings', width, 'manufacturer-en');
      await en.getByText('Payments and amounts due').waitFor();
      const hi = await grid(page, '/hi/vendor/settings', width, 'manufacturer-hi');
      await hi.getByText('भुगतान और बकाया रकम').waitFor();
    }
  });
});
