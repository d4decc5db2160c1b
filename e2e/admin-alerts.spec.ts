// An administrator hears of a new manufacturer application at once — in the bell and by e-mail —
// because the applicant is promised a decision within 2–3 business days; the bell's item opens the
// application on the approvals screen.
import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { signInAsAdmin, useBrowser } from './fixtures';

/** Subjects of the e-mails the outbox delivered to `to` (SMTP_URL is unset: they are in the log). */
function subjectsTo(to: string): string[] {
  const subjects: string[] = [];
  for (const line of readFileSync(inject('serverLogPath'), 'utf8').split('\n')) {
    if (!line.includes('SMTP_URL unset, not sent')) continue;
    try {
      const entry = JSON.parse(line) as { mail?: { to: string; subject: string } };
      if (entry.mail?.to === to.toLowerCase()) subjects.push(entry.mail.subject);
    } catch {
      // not a JSON log line
    }
  }
  return subjects;
}

describe('admin alerts', () => {
  const browser = useBrowser();

  it('tells the admin of a new manufacturer application in the bell and by e-mail', async () => {
    const page = await browser.newPage();
    const stamp = Date.now().toString(36);
    const business = `Kaveri Stone Works ${stamp}`;
    const email = `kaveri.${stamp}@e2e.granite.test`;
    const applied = await page.request.post('/api/v1/vendor-applications', {
      data: {
        email,
        password: 'Granite-Slab-2024',
        businessName: business,
        ownerName: 'Lakshmi Rao',
        city: 'Hosur',
        state: 'Tamil Nadu',
        pincode: '635109',
      },
      headers: { origin: inject('baseURL') },
    });
    expect(applied.status(), await applied.text()).toBe(201);

    const title = `New manufacturer application: ${business}`;
    await expect.poll(() => subjectsTo(inject('adminEmail')), { timeout: 20_000 }).toContain(title);

    await signInAsAdmin(page);
    await page.goto('/admin/dashboard');
    await page
      .getByRole('button', { name: /^Notifications, \d+ unread$/ })
      .first()
      .click();
    await page.getByRole('button', { name: new RegExp(`^${title} \\(unread\\)`) }).click();
    await page.waitForURL((url) => url.pathname === '/admin/vendor-approvals');
    await page.getByRole('table').getByText(business).waitFor();
  });
});
