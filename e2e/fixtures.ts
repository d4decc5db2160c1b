// Journey fixtures: one browser connection per spec file, a fresh context (no cookies, no storage)
// per test, and helpers that read like a user's story.
import { readFileSync } from 'node:fs';
import { indiaDay } from '@granite/shared';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';

export const baseURL = () => inject('baseURL');

/** A desktop Chrome's User-Agent, for journeys whose views must count (see useBrowser). */
export const DESKTOP_CHROME_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let fixtureClient = 0;
/**
 * Headers for a fixture's own auth call. The e2e server runs behind one "proxy" (TRUST_PROXY=1), and
 * each fixture call comes from an address of its own, so set-up sign-ins do not use up the per-address
 * sign-in limit that the journeys themselves exercise from 127.0.0.1.
 */
function fixtureHeaders(): Record<string, string> {
  fixtureClient += 1;
  return { origin: baseURL(), 'x-forwarded-for': `198.51.100.${(process.pid + fixtureClient) % 250}` };
}

export function useBrowser(
  options: {
    viewport?: { width: number; height: number };
    /**
     * The browser's User-Agent. Headless Chromium announces itself ('HeadlessChrome'), which the
     * server counts as a bot (D22: product views leave out bots); a journey that checks view counts
     * browses as a desktop Chrome does.
     */
    userAgent?: string;
    /** false: a browser with JavaScript turned off (what the server's HTML alone must do). */
    javaScriptEnabled?: boolean;
  } = {},
) {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.connect(inject('wsEndpoint'));
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async newPage(): Promise<Page> {
      const context = await browser.newContext({
        baseURL: baseURL(),
        viewport: options.viewport ?? { width: 1280, height: 900 },
        ...(options.userAgent ? { userAgent: options.userAgent } : {}),
        ...(options.javaScriptEnabled === false ? { javaScriptEnabled: false } : {}),
      });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      if (options.javaScriptEnabled !== false) waitForTheAppOnLoad(page);
      return page;
    },
  };
}

/**
 * Storefront pages arrive server-rendered (ADR 011): their buttons are on screen before React has
 * taken the page over, and a click in between does nothing, as for a person on a slow phone. After
 * each page load of the site, goto and reload return once the app marks itself ready (AppProviders
 * sets data-app-ready on <html> after its first commit), as they did when the page was blank until then.
 */
function waitForTheAppOnLoad(page: Page): void {
  const ready = async <T>(response: T): Promise<T> => {
    const url = page.url();
    if (url.startsWith(baseURL()) && !/^\/(api|media)\//.test(new URL(url).pathname)) {
      await page
        .waitForFunction(() => document.documentElement.dataset.appReady === 'true', null, {
          timeout: 15_000,
        })
        .catch(() => undefined);
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => ready(await goto(...args));
  page.reload = async (...args) => ready(await reload(...args));
}

/**
 * Takes the page's context off the network as a lost connection does: the browser's offline mode
 * (navigator.onLine false, the pages' own requests fail) and every request refused, the service
 * worker's own included. The offline mode alone is not enough in every Chromium: the headless
 * Chromium 147 of @sparticuz/chromium drops it after the next page load for navigator.onLine and for
 * the worker's fetches (which then reach the server), where Debian's Chromium 156 keeps it.
 */
export async function goOffline(page: Page): Promise<void> {
  const context = page.context();
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
}

/** Undoes goOffline. */
export async function backOnline(page: Page): Promise<void> {
  const context = page.context();
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
}

/**
 * Signs the page's context in as the administrator of global-setup (ADMIN_EMAIL, D3) through the
 * auth API; the session cookie then rides along with page.request and page navigation.
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email: inject('adminEmail'), password: inject('adminPassword') },
    headers: fixtureHeaders(),
  });
  if (!res.ok()) throw new Error(`admin sign-in failed: ${res.status()} ${await res.text()}`);
}

/** Signs the page's context in as the demo manufacturer account of the demo seed (D3). */
export async function signInAsDemoManufacturer(page: Page): Promise<void> {
  const { email, password } = inject('demoManufacturer');
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: fixtureHeaders(),
  });
  if (!res.ok()) throw new Error(`demo manufacturer sign-in failed: ${res.status()} ${await res.text()}`);
}

/** The newest verification link mailed to `email`, read from the server log (SMTP_URL unset in e2e). */
export async function verificationLinkFor(email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const log = readFileSync(inject('serverLogPath'), 'utf8');
    const start = log.lastIndexOf(`mail (SMTP_URL unset, not sent) to ${email}`);
    if (start >= 0) {
      const link = /https?:\/\/\S+\/api\/auth\/verify-email\?[^\s"\\]+/.exec(log.slice(start));
      if (link) return link[0];
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no verification mail for ${email} in the server log`);
}

/** D46: the newest invitation link mailed to `email`, read from the server log like the verification link. */
export async function invitationLinkFor(email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const log = readFileSync(inject('serverLogPath'), 'utf8');
    const start = log.lastIndexOf(`mail (SMTP_URL unset, not sent) to ${email}`);
    if (start >= 0) {
      const link = /https?:\/\/\S+?\/invitations\/[A-Za-z0-9_-]{43}/.exec(log.slice(start));
      if (link) return link[0];
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no invitation mail for ${email} in the server log`);
}

export const E2E_PASSWORD = 'Granite-Slab-2024';

/**
 * A verified buyer account made through the auth API (sign-up, the mailed link); returns its e-mail
 * (a new one, or `email` when given: an invited address).
 */
export async function createVerifiedBuyer(
  page: Page,
  name = 'Asha Rao',
  email = `e2e.buyer.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`,
): Promise<string> {
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { name, email, password: E2E_PASSWORD },
    headers: fixtureHeaders(),
  });
  if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  const verified = await page.request.get(await verificationLinkFor(email), { maxRedirects: 0 });
  if (verified.status() >= 400) throw new Error(`verification failed: ${verified.status()}`);
  return email;
}

/** Signs the page's context in (the session cookie then rides along with navigation). */
export async function signInAs(page: Page, email: string, password = E2E_PASSWORD): Promise<void> {
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: fixtureHeaders(),
  });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
}

/**
 * Waits until React has taken over the element (hydrated a server-drawn page): before that, a
 * select changed or a button clicked does nothing, as for a visitor whose scripts are still on
 * their way. The element then carries React's fiber key.
 */
export async function waitForHydration(locator: Locator, timeout = 20_000): Promise<void> {
  await locator.waitFor({ timeout });
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'))), {
      timeout,
    })
    .toBe(true);
}

/**
 * The API as the signed-in person of `page` calls it (their cookies, the site's origin): set-up a
 * person would not do through the screens in a story. Throws with the answer when it is not 2xx.
 */
export async function api(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
) {
  const res = await page.request.fetch(`/api/v1${path}`, {
    method,
    data: method === 'GET' ? undefined : (data ?? {}),
    headers: { origin: inject('baseURL') },
  });
  const body = await res.json().catch(() => null);
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${JSON.stringify(body)}`);
  return body;
}

/**
 * An accepted quote the manufacturer has confirmed: 1,000 sq.ft at ₹150 of the demo manufacturer's
 * first live product (₹1.5 lakh before GST, so the lorry needs an e-way bill), asked for by the buyer
 * signed in on `buyer`, forwarded by the admin unless auto-forward did it, with the reply's `terms`.
 */
export async function confirmedOrder(
  pages: { buyer: Page; admin: Page; maker: Page },
  customerName: string,
  terms: Record<string, unknown> = {},
): Promise<{ requestId: number; orderId: number; product: { id: number; name: string } }> {
  const products = await api(pages.maker, 'GET', '/vendor/products?status=active&pageSize=5');
  const product = products.items[0] as { id: number; name: string };
  const asked = await api(pages.buyer, 'POST', '/quote-requests', {
    customerName,
    mobileNumber: '9845012345',
    quantitySqft: 1000,
    deliveryCity: 'Bengaluru',
    deliveryPin: '560066',
    materialQuality: 'Premium',
    productType: 'Slabs',
    productId: product.id,
  });
  const requestId = asked.requests[0].id as number;
  const detail = await api(pages.admin, 'GET', `/admin/quote-requests/${requestId}`);
  if (detail.request.status === 'pending')
    await api(pages.admin, 'POST', `/admin/quote-requests/${requestId}/forward`);
  const replied = await api(pages.maker, 'POST', `/vendor/quote-requests/${requestId}/replies`, {
    price: 150,
    gstRate: 18,
    freight: 0,
    leadTimeDays: 7,
    validUntil: indiaDay(new Date(Date.now() + 5 * 86_400_000)),
    ...terms,
  });
  const accepted = await api(pages.buyer, 'POST', `/me/quote-replies/${replied.replies[0].id}/accept`);
  const orderId = accepted.order.id as number;
  await api(pages.maker, 'POST', `/vendor/orders/${orderId}/confirm`);
  return { requestId, orderId, product };
}
