// Cross-site request forgery as an outside security probe tried it: a page on the same host but
// another port (the same "site" for SameSite=Lax cookies) makes a signed-in admin's browser send a
// state change with fetch(…, { mode: 'no-cors', credentials: 'include' }). The one origin policy
// (docs/architecture.md, One origin policy) refuses it with 403.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseURL, createVerifiedBuyer, signInAsAdmin, useBrowser } from './fixtures';

/** The attacker's page: one no-cors POST to `target`, then it says so in its title. */
const attackPage = (target: string) => `<!doctype html><title>waiting</title><script>
fetch(${JSON.stringify(target)}, { method: 'POST', mode: 'no-cors', credentials: 'include' })
  .then(() => { document.title = 'sent'; }, () => { document.title = 'sent'; });
</script>`;

/** Status codes the server logged for requests to `url` (Fastify's incoming/completed pair). */
function loggedStatuses(url: string): number[] {
  const lines = readFileSync(inject('serverLogPath'), 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { reqId?: string; req?: { url?: string }; res?: { statusCode?: number } });
  const ids = new Set(lines.filter((l) => l.req?.url === url).map((l) => l.reqId));
  return lines.filter((l) => ids.has(l.reqId) && l.res?.statusCode).map((l) => l.res!.statusCode!);
}

describe('cross-site request forgery from another port of the same host', () => {
  const browser = useBrowser();
  let attacker: Server;
  let target = '';
  beforeAll(async () => {
    attacker = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(attackPage(target));
    });
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => attacker?.close(resolve));
  });

  it("a signed-in admin visiting the attacker's page does not reactivate a suspended user", async () => {
    const page = await browser.newPage();
    await signInAsAdmin(page);
    const email = await createVerifiedBuyer(page, 'Suspended Buyer');
    const site = { origin: baseURL() };
    const list = await page.request.get(`/api/v1/admin/users?search=${encodeURIComponent(email)}`);
    const userId = (await list.json()).items[0].id as string;
    const suspend = await page.request.post(`/api/v1/admin/users/${userId}/suspend`, {
      data: { reason: 'Checking the origin policy' },
      headers: site,
    });
    expect(suspend.status(), await suspend.text()).toBe(200);

    const path = `/api/v1/admin/users/${userId}/reactivate`;
    target = `${baseURL()}${path}`;
    const attackerUrl = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`;
    expect(new URL(attackerUrl).port).not.toBe(new URL(baseURL()).port);
    await page.goto(attackerUrl);
    await expect.poll(() => page.title(), { timeout: 10_000 }).toBe('sent');

    // The browser did send it, with the admin's cookie; the server refused it before any handler.
    await expect.poll(() => loggedStatuses(path), { timeout: 5_000 }).toEqual([403]);
    const after = await page.request.get(`/api/v1/admin/users?search=${encodeURIComponent(email)}`);
    expect((await after.json()).items[0].status).toBe('suspended');

    // The same request from the site itself works: the refusal above was the origin, nothing else.
    const own = await page.request.post(path, { data: {}, headers: site });
    expect(own.status(), await own.text()).toBe(200);
    const reactivated = await page.request.get(`/api/v1/admin/users?search=${encodeURIComponent(email)}`);
    expect((await reactivated.json()).items[0].status).toBe('active');
  });
});
