// D34, D8: the buyer's business (company, GSTIN whose state is the billing state, billing address)
// and delivery addresses; chosen in the quote form, where trade takes a snapshot of them.
import {
  type BuyerBusinessView,
  buyerCountryName,
  type DeliveryAddressInput,
  type DeliveryAddressList,
  type DeliveryAddressView,
  HOME_COUNTRY,
  type IndianState,
  MAX_DELIVERY_ADDRESSES,
  type MyBusiness,
  type UpdateBuyerBusiness,
} from '@granite/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { type Actor, assertSignedIn } from '../../lib/actor';
import { AppError, invalidData, notFound } from '../../lib/errors';
import {
  type AddressRow,
  addressesOf,
  addressOf,
  type BusinessRow,
  businessOf,
  deleteAddress,
  insertAddress,
  insertBusiness,
  type Reader,
  updateAddress,
  updateBusinessAtVersion,
} from './business.queries';

type Deps = Pick<AppDeps, 'db'>;

const CONFLICT_MESSAGE = 'Your business details were changed elsewhere. Reload to see the latest version.';

function toBusinessView(row: BusinessRow): BuyerBusinessView {
  return {
    companyName: row.companyName,
    country: row.country,
    gstin: row.gstin,
    billingAddress: row.billingAddress,
    billingCity: row.billingCity,
    billingState: row.billingState as IndianState | null,
    billingPin: row.billingPin,
    billingPostcode: row.billingPostcode,
    billingRegion: row.billingRegion,
    importId: row.importId,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toAddressView(row: AddressRow): DeliveryAddressView {
  return {
    id: row.id,
    label: row.label,
    address: row.address,
    city: row.city,
    state: row.state as IndianState,
    pin: row.pin,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function getMyBusiness(deps: Deps, actor: Actor | null): Promise<MyBusiness> {
  assertSignedIn(actor);
  const row = await businessOf(deps.db, actor.userId);
  return { business: row ? toBusinessView(row) : null };
}

/**
 * Saves the business; the schema has checked the GSTIN's check digit and its state (D8), or abroad
 * the country's postcode and importer's number, with no GSTIN (D47).
 */
export async function saveMyBusiness(
  deps: Deps,
  actor: Actor | null,
  input: z.output<typeof UpdateBuyerBusiness>,
): Promise<MyBusiness> {
  assertSignedIn(actor);
  const { version, ...values } = input;
  const row =
    version === undefined
      ? await insertBusiness(deps.db, actor.userId, values)
      : await updateBusinessAtVersion(deps.db, actor.userId, version, values);
  if (!row) throw new AppError('conflict', CONFLICT_MESSAGE, { version: CONFLICT_MESSAGE });
  return { business: toBusinessView(row) };
}

export async function listMyDeliveryAddresses(deps: Deps, actor: Actor | null): Promise<DeliveryAddressList> {
  assertSignedIn(actor);
  return { items: (await addressesOf(deps.db, actor.userId)).map(toAddressView) };
}

export async function addDeliveryAddress(
  deps: Deps,
  actor: Actor | null,
  input: z.output<typeof DeliveryAddressInput>,
): Promise<DeliveryAddressView> {
  assertSignedIn(actor);
  const row = await deps.db.transaction((tx) =>
    insertAddress(tx, actor.userId, input, MAX_DELIVERY_ADDRESSES),
  );
  if (!row) {
    throw new AppError(
      'conflict',
      `You can keep at most ${MAX_DELIVERY_ADDRESSES} delivery addresses; delete one you no longer use.`,
    );
  }
  return toAddressView(row);
}

export async function editDeliveryAddress(
  deps: Deps,
  actor: Actor | null,
  id: number,
  input: z.output<typeof DeliveryAddressInput>,
): Promise<DeliveryAddressView> {
  assertSignedIn(actor);
  const row = await updateAddress(deps.db, actor.userId, id, input);
  if (!row) throw notFound('Delivery address');
  return toAddressView(row);
}

export async function removeDeliveryAddress(deps: Deps, actor: Actor | null, id: number): Promise<void> {
  assertSignedIn(actor);
  if (!(await deleteAddress(deps.db, actor.userId, id))) throw notFound('Delivery address');
}

/** What a quote request keeps of the buyer's business and chosen address (D34), as it is now. */
export type BuyerSnapshot = {
  buyerCompany: string | null;
  buyerGstin: string | null;
  billingAddress: string | null;
  billingState: string | null;
  deliveryAddress: string | null;
  /**
   * The chosen address's city, PIN and state, which become the request's delivery (whatever the
   * form typed): the place of supply is read from them (D34, IGST Act s.10(1)(a)).
   */
  deliveryCity?: string;
  deliveryPin?: string;
  deliveryState?: IndianState;
};

/**
 * D34: the snapshot of a signed-in buyer's business (when `useBusiness`) and of one of their delivery
 * addresses (when named; another buyer's or an unknown one is a 400 naming `deliveryAddressId`).
 */
export async function buyerSnapshot(
  db: Reader,
  userId: string,
  choice: { useBusiness?: boolean; deliveryAddressId?: number },
): Promise<BuyerSnapshot> {
  const snapshot: BuyerSnapshot = {
    buyerCompany: null,
    buyerGstin: null,
    billingAddress: null,
    billingState: null,
    deliveryAddress: null,
  };
  if (choice.useBusiness) {
    const business = await businessOf(db, userId);
    if (!business) throw invalidData({ useBusiness: 'Save your business details first' });
    snapshot.buyerCompany = business.companyName;
    snapshot.buyerGstin = business.gstin;
    // D47: an address abroad is written with its region, postcode and country.
    snapshot.billingAddress =
      business.country === HOME_COUNTRY
        ? `${business.billingAddress}, ${business.billingCity} ${business.billingPin}`
        : [
            business.billingAddress,
            [business.billingCity, business.billingRegion].filter(Boolean).join(', ') +
              (business.billingPostcode ? ` ${business.billingPostcode}` : ''),
            buyerCountryName(business.country),
          ].join(', ');
    snapshot.billingState = business.billingState;
  }
  if (choice.deliveryAddressId !== undefined) {
    const address = await addressOf(db, userId, choice.deliveryAddressId);
    if (!address) throw invalidData({ deliveryAddressId: 'is not one of your delivery addresses' });
    snapshot.deliveryAddress = `${address.label}: ${address.address}, ${address.city}, ${address.state} ${address.pin}`;
    snapshot.deliveryCity = address.city;
    snapshot.deliveryPin = address.pin;
    snapshot.deliveryState = address.state as IndianState;
  }
  return snapshot;
}
