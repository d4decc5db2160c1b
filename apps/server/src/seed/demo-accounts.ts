// D3: the demo seed may create a demo buyer and a demo manufacturer account, with passwords made up
// at random and printed once at start, never shown on a page. They exist only with SEED=demo.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { vendorRequests, vendors } from '../db/schema';
import type { AppDeps } from '../deps';
import type { Auth } from '../modules/auth/auth';
import { createVerifiedAccount } from '../modules/users/admin-bootstrap';
import { findUserByEmail } from '../modules/users/users.queries';

export const DEMO_BUYER_EMAIL = 'buyer@demo.granite.example';
export const DEMO_MANUFACTURER_EMAIL = 'manufacturer@demo.granite.example';
/** The seeded manufacturer the demo manufacturer account owns. */
const DEMO_MANUFACTURER_BUSINESS = 'Shree Balaji Granites';

type Log = { info(obj: object, msg: string): void };

export type DemoAccounts = {
  buyer: { email: string; password: string };
  vendor: { email: string; password: string };
};

/** Creates the two demo accounts once; returns their passwords, or null when they already exist. */
export async function seedDemoAccounts(
  deps: Pick<AppDeps, 'db'>,
  auth: Auth,
  log: Log,
): Promise<DemoAccounts | null> {
  if (await findUserByEmail(deps.db, DEMO_MANUFACTURER_EMAIL)) return null;
  const [vendor] = await deps.db
    .select()
    .from(vendors)
    .where(eq(vendors.businessName, DEMO_MANUFACTURER_BUSINESS));
  if (!vendor || vendor.ownerUserId) return null;

  const password = () => randomBytes(12).toString('base64url');
  const accounts: DemoAccounts = {
    buyer: { email: DEMO_BUYER_EMAIL, password: password() },
    vendor: { email: DEMO_MANUFACTURER_EMAIL, password: password() },
  };
  await createVerifiedAccount(auth, { ...accounts.buyer, name: 'Demo Buyer', role: 'buyer' });
  const owner = await createVerifiedAccount(auth, {
    ...accounts.vendor,
    name: vendor.ownerName,
    role: 'buyer',
  });
  // D7: an approved application links the account to the manufacturer it owns.
  await deps.db.transaction(async (tx) => {
    await tx.update(vendors).set({ ownerUserId: owner.id }).where(eq(vendors.id, vendor.id));
    await tx.insert(vendorRequests).values({
      userId: owner.id,
      businessName: vendor.businessName,
      ownerName: vendor.ownerName,
      email: DEMO_MANUFACTURER_EMAIL,
      phone: vendor.phone,
      gstin: vendor.gstin,
      gstinValid: true,
      address: vendor.address,
      city: vendor.city,
      state: vendor.state,
      status: 'approved',
      vendorId: vendor.id,
    });
  });
  log.info(
    { demoAccounts: accounts },
    `Demo accounts (passwords are shown only now): buyer ${accounts.buyer.email} / ${accounts.buyer.password}; manufacturer ${accounts.vendor.email} / ${accounts.vendor.password}`,
  );
  return accounts;
}
