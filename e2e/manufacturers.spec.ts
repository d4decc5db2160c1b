// Manufacturers from registration to the panel (D7, D8): an applicant registers and waits
// under review; the admin approves the registration and the manufacturer appears on /vendors while
// its owner reaches the panel; another is rejected with a reason the applicant reads on their banner,
// corrects and resubmits.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { E2E_PASSWORD, signInAsAdmin, useBrowser, verificationLinkFor } from './fixtures';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${counter++}`;

/** Registers at /vendor/register, opens the mailed link and signs in at /vendor/login. */
async function registerAndSignIn(page: Page, businessName: string): Promise<string> {
  const email = `e2e.maker.${unique()}@example.com`;
  await page.goto('/vendor/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByLabel('Business name').fill(businessName);
  await page.getByLabel('Owner name').fill('Ravi Kumar');
  await page.getByLabel('Phone').fill('9876543210');
  await page.getByLabel('GST number (GSTIN)').fill('29AAAPL1234C1ZA');
  await page.getByLabel('Business address').fill('12 Quarry Road, Bengaluru');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('State').selectOption('Karnataka');
  await page.getByLabel('PIN code').fill('560058');
  await page.getByRole('button', { name: 'Register as Vendor' }).click();
  await page.waitForURL((url) => url.pathname === '/vendor/login');
  await page.goto(await verificationLinkFor(email));
  await page.getByText('Your e-mail address is verified. Please sign in.').waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/vendor/dashboard');
  return email;
}

/** The admin's row menu on /admin/vendor-approvals, then the confirmation. */
async function decide(admin: Page, businessName: string, action: 'Approve' | 'Reject', reason?: string) {
  await admin.goto(`/admin/vendor-approvals?q=${encodeURIComponent(businessName)}`);
  await admin.getByRole('button', { name: `Actions for ${businessName}` }).click();
  await admin.getByRole('menuitem', { name: action }).click();
  const dialog = admin.getByRole('dialog', { name: `${action} ${businessName}?` });
  if (reason) await dialog.getByLabel('Reason for rejection').fill(reason);
  await dialog.getByRole('button', { name: action, exact: true }).click();
}

describe('manufacturers: registration, approval and the panel', () => {
  const browser = useBrowser();

  it('an approved registration appears on /vendors and its owner reaches the panel', async () => {
    const businessName = `Deccan Black ${unique()}`;
    const applicant = await browser.newPage();
    await registerAndSignIn(applicant, businessName);

    // Pending: the panel's shape with the banner, on every section (not 'Please register as a manufacturer first').
    await applicant.getByRole('heading', { name: 'Account Under Review' }).waitFor();
    expect(await applicant.getByText('within 2-3 business days').count()).toBeGreaterThan(0);
    await applicant.getByRole('link', { name: 'My Products' }).first().click();
    await applicant.getByRole('heading', { name: 'My Products' }).waitFor();
    await applicant.getByRole('heading', { name: 'Account Under Review' }).waitFor();
    expect(await applicant.getByText('Please register as a vendor first').count()).toBe(0);

    const admin = await browser.newPage();
    await signInAsAdmin(admin);
    await admin.goto('/admin/vendor-approvals');
    await admin.getByRole('heading', { name: 'Vendor Registration Management' }).waitFor();
    await decide(admin, businessName, 'Approve');
    await admin.getByText(`${businessName} has been approved successfully`).waitFor();
    await admin.getByRole('tab', { name: /Approved Vendors/ }).click();
    await admin.getByRole('button', { name: businessName, exact: true }).waitFor();

    // The public list shows the new manufacturer.
    const visitor = await browser.newPage();
    await visitor.goto('/vendors');
    await visitor.getByText(businessName).first().waitFor();

    // Its owner now has the panel: approved, with the business profile to edit.
    await applicant.goto('/vendor/dashboard');
    await applicant.getByRole('heading', { name: 'Account Approved' }).waitFor();
    await applicant.goto('/vendor/settings');
    const name = applicant.getByLabel('Business name');
    await name.waitFor();
    expect(await name.inputValue()).toBe(businessName);
    await applicant.getByLabel('Description').fill('Black granite slabs from our own quarry near Bengaluru.');
    await applicant.getByRole('button', { name: 'Save Changes' }).click();
    await applicant.getByText('Your business profile has been saved.').waitFor();
  });

  it('a rejected applicant reads the reason on their banner, corrects and resubmits', async () => {
    const businessName = `Kaveri Stones ${unique()}`;
    const reason = 'The GSTIN belongs to another business. Please send the GSTIN of your own firm.';
    const applicant = await browser.newPage();
    await registerAndSignIn(applicant, businessName);

    const admin = await browser.newPage();
    await signInAsAdmin(admin);
    // Through the Manufacturer Details modal this time.
    await admin.goto(`/admin/vendor-approvals?q=${encodeURIComponent(businessName)}`);
    await admin.getByRole('button', { name: businessName, exact: true }).click();
    const details = admin.getByRole('dialog', { name: 'Vendor Details' });
    await details.getByText('Format and check digit correct').waitFor();
    await details.getByRole('button', { name: 'Reject' }).click();
    const confirm = admin.getByRole('dialog', { name: `Reject ${businessName}?` });
    await confirm.getByRole('button', { name: 'Reject', exact: true }).click();
    await confirm.getByText('Please provide a reason for rejection').waitFor();
    await confirm.getByLabel('Reason for rejection').fill(reason);
    await confirm.getByRole('button', { name: 'Reject', exact: true }).click();
    await admin.getByText('Vendor rejected', { exact: true }).waitFor();
    await details.getByText(reason).waitFor();

    await applicant.reload();
    await applicant.getByRole('heading', { name: 'Account Rejected' }).waitFor();
    await applicant.getByText(reason).waitFor();
    await applicant.getByRole('link', { name: 'Contact Support' }).waitFor();

    await applicant.getByRole('button', { name: 'Correct and resubmit' }).click();
    const form = applicant.getByRole('form', { name: 'Correct and resubmit your application' });
    const business = form.getByLabel('Business name');
    expect(await business.inputValue()).toBe(businessName);
    await business.fill(`${businessName} Pvt Ltd`);
    await form.getByRole('button', { name: 'Resubmit application' }).click();
    await applicant.getByRole('heading', { name: 'Account Under Review' }).waitFor();

    // Back in the admin's Pending Requests with the correction.
    await admin.goto(`/admin/vendor-approvals?q=${encodeURIComponent(`${businessName} Pvt Ltd`)}`);
    await admin.getByRole('button', { name: `${businessName} Pvt Ltd`, exact: true }).waitFor();
  });
});
