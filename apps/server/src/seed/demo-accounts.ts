// D3: the demo seed may create a demo buyer and demo manufacturer accounts, with passwords made up
// at random and printed once at start (one log line), never shown on a page. They exist only with
// SEED=demo. D31: every demo manufacturer gets an owner account, so a quote request to any of them
// reaches someone who can answer it.
import { randomBytes } from 'node:crypto';
import { asc, eq, isNull } from 'drizzle-orm';
import { vendorRequests, vendors } from '../db/schema';
import type { AppDeps } from '../deps';
import type { Auth } from '../modules/auth/auth';
import { createVerifiedAccount } from '../modules/users/admin-bootstrap';
import { findUserByEmail } from '../modules/users/users.queries';

export const DEMO_BUYER_EMAIL = 'buyer@demo.granite.example';
export const DEMO_MANUFACTURER_EMAIL = 'manufacturer@demo.granite.example';
/** The seeded manufacturer the demo manufacturer account (DEMO_MANUFACTURER_EMAIL) owns. */
const DEMO_MANUFACTURER_BUSINESS = 'Shree Balaji Granites';

type Log = { info(obj: object, msg: string): void };

type Credentials = { email: string; password: string };

export type DemoAccounts = {
  buyer: Credentials;
  /** The owner of Shree Balaji Granites, the manufacturer the journeys sign in as. */
  vendor: Credentials;
  /** Every demo manufacturer's owner (the one above included), by business name. */
  manufacturers: (Credentials & { businessName: string })[];
};

/** The owner's address of a demo manufacturer: the demo one, or one named after the business. */
export function demoOwnerEmail(businessName: string): string {
  if (businessName === DEMO_MANUFACTURER_BUSINESS) return DEMO_MANUFACTURER_EMAIL;
  const slug = businessName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `owner.${slug}@demo.granite.example`;
}

/**
 * Creates the demo accounts once, an owner for every demo manufacturer without one; returns the
 * passwords, or null when they already exist.
 */
export async function seedDemoAccounts(
  deps: Pick<AppDeps, 'db'>,
  auth: Auth,
  log: Log,
): Promise<DemoAccounts | null> {
  if (await findUserByEmail(deps.db, DEMO_MANUFACTURER_EMAIL)) return null;
  const ownerless = await deps.db
    .select()
    .from(vendors)
    .where(isNull(vendors.ownerUserId))
    .orderBy(asc(vendors.id));
  if (!ownerless.some((v) => v.businessName === DEMO_MANUFACTURER_BUSINESS)) return null;

  const password = () => randomBytes(12).toString('base64url');
  const buyer = { email: DEMO_BUYER_EMAIL, password: password() };
  await createVerifiedAccount(auth, { ...buyer, name: 'Demo Buyer', role: 'buyer' });

  const manufacturers: DemoAccounts['manufacturers'] = [];
  for (const manufacturer of ownerless) {
    const credentials = { email: demoOwnerEmail(manufacturer.businessName), password: password() };
    if (await findUserByEmail(deps.db, credentials.email)) continue;
    const owner = await createVerifiedAccount(auth, {
      ...credentials,
      name: manufacturer.ownerName,
      role: 'buyer',
    });
    // D7: an approved application links the account to the manufacturer it owns.
    await deps.db.transaction(async (tx) => {
      await tx.update(vendors).set({ ownerUserId: owner.id }).where(eq(vendors.id, manufacturer.id));
      await tx.insert(vendorRequests).values({
        userId: owner.id,
        businessName: manufacturer.businessName,
        ownerName: manufacturer.ownerName,
        email: credentials.email,
        phone: manufacturer.phone,
        gstin: manufacturer.gstin,
        gstinValid: true,
        address: manufacturer.address,
        city: manufacturer.city,
        state: manufacturer.state,
        status: 'approved',
        vendorId: manufacturer.id,
      });
    });
    manufacturers.push({ businessName: manufacturer.businessName, ...credentials });
  }
  const accounts: DemoAccounts = {
    buyer,
    vendor: manufacturers.find((m) => m.email === DEMO_MANUFACTURER_EMAIL)!,
    manufacturers,
  };
  const owners = manufacturers.map((m) => `${m.businessName} ${m.email} / ${m.password}`).join('; ');
  log.info(
    { demoAccounts: accounts },
    `Demo accounts (passwords are shown only now): buyer ${buyer.email} / ${buyer.password}; manufacturer owners: ${owners}`,
  );
  return accounts;
}
