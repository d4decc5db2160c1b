// Accounts journey (D5): sign up, open the verification link from the mail the server logged
// (SMTP_URL is unset in e2e, so the outbox writes each message to the log), sign in, sign out; a
// guarded page returns after sign-in; a buyer opening the admin area gets the 403 page (D2).
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './fixtures';

const PASSWORD = 'Granite-Slab-2024';
let counter = 0;
const newEmail = () => `e2e.buyer${Date.now()}.${counter++}@example.com`;

/** The newest verification link mailed to `email`, read from the server log (waits for the worker). */
async function verificationLinkFor(email: string): Promise<string> {
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

async function signUp(page: Page, email: string) {
  await page.goto('/login?mode=signup');
  await page.getByLabel('Full name').fill('Asha Rao');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('City').fill('Jaipur');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByText('Registration successful! Please check your email to verify your account.').waitFor();
}

async function verify(page: Page, email: string) {
  await page.goto(await verificationLinkFor(email));
  await page.getByText('Your e-mail address is verified. Please sign in.').waitFor();
}

async function signIn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('accounts', () => {
  const browser = useBrowser();

  it('signs up, verifies the e-mail, signs in to /dashboard and signs out', async () => {
    const page = await browser.newPage();
    const email = newEmail();
    await signUp(page, email);
    await verify(page, email);
    expect(new URL(page.url()).pathname).toBe('/login');
    await signIn(page, email);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByText('Welcome back!').first().waitFor();
    await page.getByRole('heading', { level: 1, name: 'My Dashboard' }).waitFor();
    // Spec 2.2: a signed-in buyer sees Dashboard and Logout instead of the sign-in buttons.
    const header = page.locator('header').first();
    await header.getByRole('link', { name: 'Dashboard', exact: true }).waitFor();
    expect(await header.getByRole('link', { name: 'Login', exact: true }).count()).toBe(0);
    await header.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    const session = await page.request.get('/api/v1/session');
    expect((await session.json()).session).toBeNull();
  });

  it('follows the link mailed again at an unverified sign-in to the sign-in page that says the address is verified', async () => {
    const page = await browser.newPage();
    const email = newEmail();
    await signUp(page, email);
    const mailsTo = () =>
      readFileSync(inject('serverLogPath'), 'utf8').split(`mail (SMTP_URL unset, not sent) to ${email}`)
        .length - 1;
    await expect.poll(mailsTo).toBe(1);
    await page.goto('/login');
    await signIn(page, email);
    await page.getByRole('alert').waitFor();
    // The refused sign-in mails the link again (D5); the newest link is that one.
    await expect.poll(mailsTo, { timeout: 15_000 }).toBe(2);
    await verify(page, email);
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('refuses a wrong password with the server message and no session', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(newEmail());
    await page.getByLabel('Password').fill('Wrong-Password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').getByText('Invalid email or password.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('sends a signed-out visit to /dashboard to sign-in and back again, and a buyer in /admin to the 403 page', async () => {
    const page = await browser.newPage();
    const email = newEmail();
    await signUp(page, email);
    await verify(page, email);

    await page.goto('/dashboard');
    await page.waitForURL(
      (url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/dashboard',
    );
    await signIn(page, email);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('heading', { level: 1, name: 'My Dashboard' }).waitFor();

    // D2: signed in without the role → a 403 page with a link home, not a silent bounce.
    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Access denied' }).waitFor();
    await page.getByText('You do not have administrator privileges.').waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // The admin login refuses a buyer with the spec message and signs them out again.
    await page.goto('/admin/login');
    await signIn(page, email);
    await page.getByText('You do not have administrator privileges.').waitFor();
    expect((await (await page.request.get('/api/v1/session')).json()).session).toBeNull();

    // The manufacturer login refuses a buyer without an application the same way (admin spec 6).
    await page.goto('/vendor/login');
    await signIn(page, email);
    await page.getByText('You do not have vendor access. Please register as a vendor first.').waitFor();
    expect((await (await page.request.get('/api/v1/session')).json()).session).toBeNull();
  });

  it('registers a manufacturer with a GSTIN and sends them to the manufacturer login', async () => {
    const page = await browser.newPage();
    await page.goto('/vendor/register');
    await page.getByLabel('Email').fill(newEmail());
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('Business name').fill('Deccan Granites');
    await page.getByLabel('Owner name').fill('Ravi Kumar');
    await page.getByLabel('GST number (GSTIN)').fill('29AAAPL1234C1ZV');
    // D14: the location is required, so the profile always shows one.
    await page.getByLabel('City').fill('Bengaluru');
    await page.getByLabel('State').selectOption('Karnataka');
    await page.getByLabel('PIN code').fill('560058');
    await page.getByRole('button', { name: 'Register as Vendor' }).click();
    await page.getByText('GSTIN is not valid: check the 15 characters and the check digit').waitFor();
    await page.getByLabel('GST number (GSTIN)').fill('29AAAPL1234C1ZA');
    // CGST Rules r.10: a Karnataka GSTIN (29…) with a Tamil Nadu address is refused, naming the GSTIN.
    await page.getByLabel('State').selectOption('Tamil Nadu');
    await page.getByRole('button', { name: 'Register as Vendor' }).click();
    await page.getByText('This GSTIN belongs to another state than the one chosen').waitFor();
    await page.getByLabel('State').selectOption('Karnataka');
    await page.getByRole('button', { name: 'Register as Vendor' }).click();
    await page.waitForURL((url) => url.pathname === '/vendor/login');
    await page.getByText('Registration Successful').waitFor();
  });
});
