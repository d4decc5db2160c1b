// D21: the contact form works with the server's HTML alone (a slow phone submits it before its
// scripts arrive, or has JavaScript turned off): it is posted, never sent as a GET whose address
// would carry the visitor's name, e-mail and message, and the message reaches the admin inbox.
import { describe, expect, it } from 'vitest';
import { signInAsAdmin, useBrowser } from './fixtures';

describe('contact form without JavaScript', () => {
  const browser = useBrowser({ viewport: { width: 360, height: 780 }, javaScriptEnabled: false });

  it('posts the message, shows the thank-you page and lands in the admin inbox; nothing typed is in the address', async () => {
    const page = await browser.newPage();
    await page.goto('/contact');
    const subject = `No scripts ${Date.now()}`;
    await page.getByLabel('Name').fill('Meena Iyer');
    await page.getByLabel('E-mail').fill('meena@example.com');
    await page.getByLabel('Subject').fill(subject);
    await page
      .getByLabel('Message')
      .fill('Please call about 300 sq.ft of Kashmir White for a villa in Madurai.');
    const posted = page.waitForRequest(
      (r) => new URL(r.url()).pathname === '/contact' && r.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await posted).postData()).toContain('name=Meena+Iyer');

    await page.getByRole('heading', { name: 'Message Sent!' }).waitFor();
    await page.getByText("Thank you for your message. We'll get back to you soon.").waitFor();
    expect(page.url()).toBe(new URL('/contact?sent=1', page.url()).toString());
    expect(page.url()).not.toMatch(/meena|Meena|Kashmir/);

    await signInAsAdmin(page);
    const inbox = await page.request.get('/api/v1/admin/contact-messages');
    expect(inbox.ok()).toBe(true);
    const { items } = (await inbox.json()) as {
      items: { subject: string | null; email: string; name: string }[];
    };
    expect(items.find((m) => m.subject === subject)).toMatchObject({
      name: 'Meena Iyer',
      email: 'meena@example.com',
    });
  });

  it('names what to correct when the message cannot be sent', async () => {
    const page = await browser.newPage();
    await page.goto('/contact');
    await page.getByLabel('Name').fill('Meena Iyer');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page
      .getByRole('alert')
      .getByText('Your message was not sent. Please check E-mail, Message')
      .waitFor();
    expect(new URL(page.url()).search).toBe('?unsent=email%2Cmessage');
  });
});
