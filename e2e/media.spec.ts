// The home page's hero carousel and 3D texture viewer, with the seeded images (D19).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './fixtures';

/** A string only three.js's renderer carries (its own warning prefix), minified or not. */
const THREE_MARKER = 'THREE.WebGLRenderer';

const selectedSlide = (page: Page) =>
  page.locator('[data-testid=hero-carousel]').getAttribute('data-selected').then(Number);

describe('home page images', () => {
  const browser = useBrowser({ viewport: { width: 1280, height: 800 } });

  it('the hero carousel shows the seeded hero images, autoplays every 3 s and pauses on hover', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    const carousel = page.locator('[data-testid=hero-carousel]');
    await carousel.waitFor();
    const slides = carousel.locator('[data-slide-index]');
    expect(await slides.count()).toBeGreaterThanOrEqual(3);
    await expect.poll(() => slides.first().textContent()).toContain('Black Galaxy Slabs');

    // The first slide's picture is a real, decoded, responsive image of the right shape.
    const first = slides.first().locator('img');
    await page.waitForFunction(
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      await first.elementHandle(),
    );
    expect(await first.getAttribute('srcset')).toMatch(/-320\.webp 320w.*-1920\.webp 1920w/);
    expect(await first.getAttribute('width')).toBe('1920');
    expect(await first.getAttribute('height')).toBe('1080');

    // Autoplay: the next slide within the 3 s interval plus a margin, without any input.
    expect(await selectedSlide(page)).toBe(0);
    await expect.poll(() => selectedSlide(page), { timeout: 6_000, interval: 200 }).toBe(1);

    // Pause while the pointer is over it.
    await carousel.hover();
    const held = await selectedSlide(page);
    await page.waitForTimeout(4_000);
    expect(await selectedSlide(page)).toBe(held);
    await page.mouse.move(5, 5);
    await expect.poll(() => selectedSlide(page), { timeout: 6_000, interval: 200 }).not.toBe(held);
  }, 40_000);

  it('three.js is not in the initial JavaScript; it arrives when the viewer scrolls into view, renders, and zoom changes the view', async () => {
    const page = await browser.newPage();
    const scripts: { url: string; body: string }[] = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      scripts.push({ url: res.url(), body: await res.text().catch(() => '') });
    });
    await page.goto('/');
    await page.locator('[data-testid=hero-carousel] img').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    const initial = [...scripts];
    expect(initial.filter((s) => s.body.includes(THREE_MARKER)).map((s) => s.url)).toEqual([]);
    expect(initial.some((s) => s.url.includes('granite-scene'))).toBe(false);
    expect(await page.locator('[data-testid=texture-viewer]').getAttribute('data-viewer-mode')).toBe('idle');

    const viewer = page.locator('[data-testid=texture-viewer]');
    await viewer.scrollIntoViewIfNeeded();
    await expect
      .poll(() => viewer.getAttribute('data-viewer-mode'), { timeout: 15_000 })
      .toMatch(/^(webgl|fallback)$/);
    const mode = await viewer.getAttribute('data-viewer-mode');
    const webglOffered = await page.evaluate(() => {
      const c = document.createElement('canvas');
      return Boolean(c.getContext('webgl2') ?? c.getContext('webgl'));
    });
    // Headless Chromium with --disable-gpu renders WebGL in software (SwiftShader) on this machine;
    // where it cannot, the fallback test below covers what a visitor sees.
    expect(mode).toBe(webglOffered ? 'webgl' : 'fallback');
    if (mode !== 'webgl') return;
    const lateScripts = scripts.slice(initial.length);
    expect(lateScripts.some((s) => s.body.includes(THREE_MARKER))).toBe(true);

    // The five server textures are offered; Black Galaxy is drawn first.
    const choices = page.locator('input[name=viewer-texture]');
    expect(await choices.count()).toBe(5);
    expect(await page.locator('fieldset label').allTextContents()).toEqual(
      expect.arrayContaining(['Black Galaxy', 'Kashmir White', 'Blue Pearl', 'Tan Brown', 'Steel Gray']),
    );

    // Stop the rotation so only zoom changes the picture, then compare the canvas before and after.
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.waitForTimeout(500);
    const canvas = viewer.locator('canvas');
    const before = await canvas.screenshot();
    // Something detailed is drawn: an empty canvas compresses to a few hundred bytes of PNG.
    expect(before.length).toBeGreaterThan(20_000);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(() => viewer.getAttribute('data-zoom')).toBe('1.56');
    await page.waitForTimeout(500);
    const zoomed = await canvas.screenshot();
    expect(zoomed.equals(before)).toBe(false);
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await page.waitForTimeout(500);
    expect((await canvas.screenshot()).equals(zoomed)).toBe(false);

    // Another texture changes the slab.
    await page.locator('label', { hasText: 'Kashmir White' }).click();
    await expect.poll(() => viewer.getAttribute('data-texture')).toBe('Kashmir White');
    await page.waitForTimeout(800);
    expect((await canvas.screenshot()).equals(before)).toBe(false);
  }, 60_000);

  it('without WebGL the viewer shows the texture as a still image, and zoom still works', async () => {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      // biome-ignore lint/suspicious/noExplicitAny: overriding an overloaded DOM method
      (HTMLCanvasElement.prototype as any).getContext = function (
        this: HTMLCanvasElement,
        type: string,
        ...rest: unknown[]
      ) {
        if (/webgl/i.test(type)) return null;
        // biome-ignore lint/suspicious/noExplicitAny: see above
        return (original as any).call(this, type, ...rest);
      };
    });
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto('/');
    const viewer = page.locator('[data-testid=texture-viewer]');
    await viewer.scrollIntoViewIfNeeded();
    await expect.poll(() => viewer.getAttribute('data-viewer-mode'), { timeout: 15_000 }).toBe('fallback');
    expect(requested.some((u) => u.includes('granite-scene'))).toBe(false);
    const img = viewer.locator('[data-testid=texture-fallback] img');
    await page.waitForFunction((el) => (el as HTMLImageElement).naturalWidth > 0, await img.elementHandle());
    expect(await img.getAttribute('alt')).toBe('Black Galaxy granite');
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect
      .poll(() => viewer.locator('[data-testid=texture-fallback] > div').getAttribute('style'))
      .toContain('scale(1.25)');
  }, 40_000);
});
