// Checks the journeys make of a page as it stands: nothing wider than the screen (and, when it is,
// which elements reach past it) and no serious or critical axe violation.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** How far the page is wider than the screen (0 when nothing scrolls sideways). */
export const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The innermost elements reaching past the screen's right edge, so a failure names what is too wide. */
export const tooWide = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .filter(
        (el) =>
          ![...el.children].some(
            (c) => c.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5,
          ),
      )
      .slice(0, 5)
      .map(
        (el) =>
          `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">${(el.textContent ?? '').slice(0, 60)}`,
      )
      .join('; '),
  );

/** Serious and critical axe violations of the page as it stands, each with the elements it names. */
export async function axeProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
