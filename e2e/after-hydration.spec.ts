// Code that storefront pages no longer download before the first interaction. The server
// draws the hero carousel, the price slider and the contact form; embla, Radix's slider and
// react-hook-form arrive after hydration and take over the same boxes, with what the visitor did
// meanwhile. "How it works" and the manufacturer FAQ are small WAI-ARIA tabs and accordion of our own.
import type { Locator, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './fixtures';

/** Holds back the script files matching `pattern` until `release()` is called. */
async function holdScripts(page: Page, pattern: RegExp) {
  // Requests a service worker makes do not pass page.route: this page goes without one.
  await page.addInitScript(() => {
    delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker;
  });
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const requested: string[] = [];
  await page.route(pattern, async (route: Route) => {
    requested.push(route.request().url());
    await gate;
    await route.continue();
  });
  return { release, requested };
}

/** Where an element is on the page (not in the window, which a click may scroll). */
const pageBox = (locator: Locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height };
  });

const selectedSlide = (page: Page) =>
  page.locator('[data-testid=hero-carousel]').getAttribute('data-selected').then(Number);

describe('after hydration, desktop', () => {
  const browser = useBrowser({ viewport: { width: 1280, height: 900 } });

  it('the hero carousel is in the HTML with its first image, and embla takes over the same box', async () => {
    const page = await browser.newPage();
    const html = await (await page.request.get('/')).text();
    // The first slide is the page's LCP image: in the HTML, eager, high priority, responsive.
    const firstImg = html.slice(html.indexOf('data-slide-index="0"')).match(/<img[^>]*>/)?.[0];
    // (React writes the attributes camel-cased; HTML attribute names are case-insensitive.)
    expect(firstImg).toMatch(/fetchpriority="high"/i);
    expect(firstImg).toMatch(/srcset="[^"]*1920w/i);
    expect(html).not.toMatch(/hero-carousel-engine|embla/);

    const engine = await holdScripts(page, /hero-carousel-engine-[\w-]+\.js$/);
    await page.goto('/');
    const carousel = page.locator('[data-testid=hero-carousel]');
    const viewport = carousel.locator('div.overflow-hidden').first();
    const before = { carousel: await pageBox(carousel), slide: await pageBox(viewport) };
    // A click before embla has arrived is kept and done once it has.
    await expect.poll(() => engine.requested.length).toBeGreaterThan(0);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    expect(await selectedSlide(page)).toBe(0);
    engine.release();
    await carousel.and(page.locator('[data-carousel-ready]')).waitFor();
    await expect.poll(() => selectedSlide(page)).toBe(1);
    // The slideshow's own buttons work on embla from then on (paused, so autoplay does not move it).
    await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
    await carousel.getByRole('button', { name: 'Play slideshow' }).waitFor();
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => selectedSlide(page)).toBe(0);
    expect(await pageBox(carousel)).toEqual(before.carousel);
    expect(await pageBox(viewport)).toEqual(before.slide);
  });

  it("the 3D viewer's stage code comes with three.js, when the viewer nears the screen", async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => /texture-viewer-stage/.test(s))).toEqual([]);
    const viewer = page.locator('[data-testid=texture-viewer]');
    expect(await viewer.getAttribute('data-viewer-mode')).toBe('idle');
    const before = await pageBox(viewer);
    await viewer.scrollIntoViewIfNeeded();
    await expect.poll(() => scripts.some((s) => /texture-viewer-stage/.test(s))).toBe(true);
    await expect.poll(() => viewer.getAttribute('data-viewer-mode'), { timeout: 15_000 }).not.toBe('idle');
    expect(await pageBox(viewer)).toEqual(before);
  });

  it('"How it works" tabs follow the WAI-ARIA tabs pattern with the keyboard', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    const list = page.getByRole('tablist', { name: 'How it works for' });
    const buyers = list.getByRole('tab', { name: 'For Buyers' });
    const manufacturers = list.getByRole('tab', { name: 'For Vendors' });
    expect(await buyers.getAttribute('aria-selected')).toBe('true');
    expect(await manufacturers.getAttribute('tabindex')).toBe('-1');
    const panel = page.getByRole('tabpanel');
    expect(await panel.count()).toBe(1);
    expect(await panel.getAttribute('id')).toBe(await buyers.getAttribute('aria-controls'));

    await buyers.focus();
    await page.keyboard.press('ArrowRight');
    expect(await manufacturers.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await manufacturers.getAttribute('aria-selected')).toBe('true');
    await page
      .getByRole('tabpanel', { name: 'For Vendors' })
      .getByRole('heading', { name: 'Register your business' })
      .waitFor();
    // Wraps around, and Home/End jump.
    await page.keyboard.press('ArrowRight');
    expect(await buyers.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('End');
    expect(await manufacturers.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Home');
    expect(await buyers.evaluate((el) => el === document.activeElement)).toBe(true);
    // One tab stop: Tab leaves the tab list for the panel.
    await page.keyboard.press('Tab');
    expect(
      await page
        .getByRole('tabpanel', { name: 'For Buyers' })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
  });

  it('the price slider is drawn by the server and works from the first key, before Radix has arrived', async () => {
    const page = await browser.newPage();
    const slider = await holdScripts(page, /price-range-slider-[\w-]+\.js$/);
    await page.goto('/products');
    const max = page.getByRole('slider', { name: 'Maximum price' });
    expect(await max.getAttribute('aria-valuenow')).toBe('10000');
    const before = await pageBox(max);
    await max.focus();
    for (let i = 0; i < 9; i++) await page.keyboard.press('PageDown');
    await expect.poll(() => slider.requested.length).toBeGreaterThan(0);
    // Without Radix yet, the drawn thumb moves as Radix's would: ₹10,000 down nine pages of ₹1,000.
    expect(await max.getAttribute('aria-valuenow')).toBe('1000');
    await page.waitForURL(/maxPrice=1000/);
    slider.release();
    // Radix's slider (its thumbs are items of a Radix collection) takes the focus over, at the same value.
    const radix = page
      .getByRole('slider', { name: 'Maximum price' })
      .and(page.locator('[data-radix-collection-item]'));
    await radix.waitFor();
    await expect.poll(() => radix.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await radix.getAttribute('aria-valuenow')).toBe('1000');
    // Radix has taken over: one more key moves it on, and at ₹10,000+ it is where the server drew it.
    await page.keyboard.press('ArrowUp');
    await page.waitForURL(/maxPrice=1100/);
    await page.keyboard.press('End');
    await expect.poll(() => radix.getAttribute('aria-valuenow')).toBe('10000');
    await expect.poll(() => pageBox(radix)).toEqual(before);
  });

  it('the contact form keeps what was typed and a submit made before its code arrived', async () => {
    const page = await browser.newPage();
    const live = await holdScripts(page, /contact-form-live-[\w-]+\.js$/);
    await page.goto('/contact');
    await page.getByLabel('Name').fill('Ravi Kumar');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => live.requested.length).toBeGreaterThan(0);
    live.release();
    // The spec's message for a missing required field, and the name still there.
    await page.getByText('Please fill in all required fields').waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe('Ravi Kumar');
    await page.getByText('E-mail is required').waitFor();
  });
});

describe('vendor FAQ', () => {
  const browser = useBrowser({ viewport: { width: 360, height: 740 } });

  it('answers are in the HTML; questions open, close and move with the keyboard', async () => {
    const page = await browser.newPage();
    const html = await (await page.request.get('/vendor/faq')).text();
    expect(html).toContain('No uploads are needed.');
    await page.goto('/vendor/faq');
    const first = page.getByRole('button', { name: 'How do I become a vendor on Granite Marketplace?' });
    const second = page.getByRole('button', { name: 'What documents do I need to register?' });
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByText('No uploads are needed.').isVisible()).toBe(false);
    await second.click();
    expect(await second.getAttribute('aria-expanded')).toBe('true');
    const answer = page.getByRole('region', { name: 'What documents do I need to register?' });
    expect(await answer.getByText('No uploads are needed.').isVisible()).toBe(true);
    expect(await answer.getAttribute('id')).toBe(await second.getAttribute('aria-controls'));
    // Arrow keys move between the questions (wrapping), Enter and Space toggle.
    await page.keyboard.press('ArrowUp');
    expect(await first.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowUp');
    const last = page.getByRole('button', { name: 'What analytics do I get?' });
    expect(await last.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    expect(await second.getAttribute('aria-expanded')).toBe('false');
    expect(await first.getAttribute('aria-expanded')).toBe('true');
  });
});
