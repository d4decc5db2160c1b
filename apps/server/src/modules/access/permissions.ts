// Who may do what to a row of the trade, in one table (ADR 017). Each permission names the kind of
// row it is asked on and, for each side of that row, the member roles that may take it:
//  - `buyer`: the row's buyer (the account that asked for the quote, the sample, the requirement);
//  - `manufacturer`: the row's manufacturer (the one the request was forwarded to, the order's seller,
//    the lot's owner);
//  - `admin`: any administrator, on any row;
//  - `anyBuyer` / `anyManufacturer`: any buyer firm / any manufacturer firm, whoever the row is of
//    (a public lot a buyer asks a sample of, a requirement a manufacturer answers when it matches).
// Roles are D46's. A manufacturer firm's members have their roles (firm_members, read on every
// request); its owner of record is an owner. A buyer is still one person, the owner of its own
// buyer firm, so only the buyer's `owner` entries are reached today.
// Permissions `on: 'firm'` are firm-wide steps with no row (the catalogue, the profile, the team):
// requireFirmAccess answers them for the caller's own firms.

import { BUYER_ROLES, type BuyerRole, MANUFACTURER_ROLES, type ManufacturerRole } from '@granite/shared';

export type { BuyerRole, ManufacturerRole };
export { BUYER_ROLES, MANUFACTURER_ROLES };

/** The kinds of row a permission is asked on (the id given to requireAccess is one of these). */
export type Resource =
  | 'request'
  | 'reply'
  | 'order'
  | 'review'
  | 'requirement'
  | 'sample'
  | 'lot'
  | 'slab'
  | 'product'
  | 'manufacturer'
  /** D46: the caller's own firm as a whole (its catalogue, profile, team): no row id is given. */
  | 'firm';

/** The sides of a row an actor may act as. */
export const PARTIES = ['buyer', 'manufacturer', 'admin'] as const;
export type Party = (typeof PARTIES)[number];

export type PermissionRule = {
  on: Resource;
  buyer?: readonly BuyerRole[];
  manufacturer?: readonly ManufacturerRole[];
  admin?: true;
  /** Any buyer firm with one of these roles, not only the row's own buyer. */
  anyBuyer?: readonly BuyerRole[];
  /** Any manufacturer firm with one of these roles (the service still decides whether the row matches). */
  anyManufacturer?: readonly ManufacturerRole[];
};

// D46's roles, grouped the way the table uses them.
const BUYING = ['owner', 'purchaser', 'approver'] as const; // requests, quotes and their decisions
const BUYER_READS = ['owner', 'purchaser', 'approver', 'accounts', 'site'] as const;
const BUYER_BOOKS = ['owner', 'accounts'] as const; // payments, documents
const ON_SITE = ['owner', 'site'] as const; // receipt and claims
const SELLING = ['owner', 'manager', 'sales'] as const; // replies, threads, samples
const MANUFACTURER_READS = ['owner', 'manager', 'sales', 'yard', 'accounts'] as const;
const YARD = ['owner', 'manager', 'yard'] as const; // inventory, lots, slabs, dispatch and loading
const MANUFACTURER_BOOKS = ['owner', 'manager', 'accounts'] as const; // payments, documents
const BANK_DETAILS = ['owner', 'accounts'] as const; // D46: the manager sees all but bank details

export const PERMISSIONS = {
  // Quote requests and replies (D17)
  'request.read': { on: 'request', buyer: BUYER_READS, manufacturer: MANUFACTURER_READS, admin: true },
  'request.forward': { on: 'request', admin: true },
  'request.close': { on: 'request', admin: true },
  'message.read': { on: 'request', buyer: BUYER_READS, manufacturer: SELLING },
  'message.write': { on: 'request', buyer: BUYING, manufacturer: SELLING },
  // ADR 021: a photo or video sent in the thread, read by its two sides and by admins (who read
  // threads as written).
  'message.file': { on: 'request', buyer: BUYER_READS, manufacturer: SELLING, admin: true },
  'reply.write': { on: 'request', manufacturer: SELLING },
  'reply.decide': { on: 'reply', buyer: BUYING },
  // Orders (D18, D35) and what hangs on them: payments (D36), receipt and claims (D37), reviews (D26)
  'order.read': { on: 'order', manufacturer: MANUFACTURER_READS },
  'order.confirm': { on: 'order', manufacturer: SELLING },
  'order.ship': { on: 'order', manufacturer: YARD },
  'order.deliver': { on: 'order', manufacturer: YARD },
  'order.cancel': { on: 'order', manufacturer: ['owner', 'manager'] },
  // D49: loading the order's slabs onto the lorry (scans, bundle photos, why a slab does not travel)
  // is the yard's; both sides and admins read the list, and the buyer accepts a replacement slab.
  'order.load': { on: 'order', manufacturer: YARD },
  'loading.read': { on: 'order', buyer: BUYER_READS, manufacturer: MANUFACTURER_READS, admin: true },
  'loading.accept': { on: 'order', buyer: BUYING },
  'document.read': { on: 'order', buyer: BUYER_READS, manufacturer: MANUFACTURER_READS, admin: true },
  'document.download': { on: 'order', buyer: BUYER_READS, manufacturer: MANUFACTURER_READS, admin: true },
  'document.cancel': { on: 'order', manufacturer: MANUFACTURER_BOOKS, admin: true },
  // D42: a credit or debit note of the manufacturer's own against the order's tax invoice.
  'document.note': { on: 'order', manufacturer: MANUFACTURER_BOOKS, admin: true },
  // D43: registering a document with the IRP and cancelling its IRN use the manufacturer's own IRP
  // credentials: its owner, manager or accounts, never the buyer or an admin.
  'einvoice.register': { on: 'order', manufacturer: MANUFACTURER_BOOKS },
  'einvoice.cancel': { on: 'order', manufacturer: MANUFACTURER_BOOKS },
  'payment.record': { on: 'order', buyer: BUYER_BOOKS },
  'payment.confirm': { on: 'order', manufacturer: MANUFACTURER_BOOKS },
  'payment.dispute': { on: 'order', manufacturer: MANUFACTURER_BOOKS },
  // D45: the buyer answers a dispute with a note and a file; both sides and admins read the file;
  // an admin decides an answer the manufacturer left for 7 days.
  'payment.answer': { on: 'order', buyer: BUYER_BOOKS },
  'payment.evidence': { on: 'order', buyer: BUYER_BOOKS, manufacturer: MANUFACTURER_BOOKS, admin: true },
  'payment.settle': { on: 'order', admin: true },
  // D44: where the buyer pays. The manufacturer's owner and accounts keep the bank details in Settings;
  // the order's buyer reads the ones the order was given (never before acceptance: an order exists
  // only once a reply is accepted, D30).
  'payee.read': { on: 'manufacturer', manufacturer: BANK_DETAILS },
  'payee.write': { on: 'manufacturer', manufacturer: BANK_DETAILS },
  'payee.see': { on: 'order', buyer: BUYER_BOOKS },
  'receipt.confirm': { on: 'order', buyer: ON_SITE },
  'claim.raise': { on: 'order', buyer: ON_SITE },
  'claim.close': { on: 'order', admin: true },
  'review.write': { on: 'order', buyer: ['owner', 'purchaser'] },
  'review.reply': { on: 'review', manufacturer: ['owner', 'manager'] },
  'review.moderate': { on: 'review', admin: true },
  // Requirements (D38)
  'requirement.close': { on: 'requirement', buyer: BUYING },
  'requirement.reply': { on: 'requirement', anyManufacturer: SELLING },
  'requirement.hide': { on: 'requirement', admin: true },
  // Samples (D39)
  'sample.request': { on: 'lot', anyBuyer: BUYING },
  'sample.receive': { on: 'sample', buyer: ON_SITE },
  'sample.cancel': { on: 'sample', buyer: BUYING },
  'sample.answer': { on: 'sample', manufacturer: SELLING },
  'sample.dispatch': { on: 'sample', manufacturer: YARD },
  // Lots and slabs (D32)
  'lot.create': { on: 'product', manufacturer: YARD },
  'lot.read': { on: 'lot', manufacturer: MANUFACTURER_READS },
  'lot.write': { on: 'lot', manufacturer: YARD },
  'slab.write': { on: 'slab', manufacturer: YARD },
  // D49: printing the labels of chosen slabs (a lot's labels ask lot.read).
  'slab.label': { on: 'slab', manufacturer: YARD },
  // The manufacturer's books: its register, GSTR-1 and Tally vouchers (D35, D42); D46's accounts
  // role keeps the books with the owner.
  'books.read': { on: 'manufacturer', manufacturer: ['owner', 'accounts'] },
  // D46: firm-wide steps of a manufacturer firm, asked with no row.
  // The catalogue (products, prices, bulk import) and the public profile: the owner and the manager.
  'catalogue.write': { on: 'firm', manufacturer: ['owner', 'manager'] },
  'profile.write': { on: 'firm', manufacturer: ['owner', 'manager'] },
  // Slab photos matched by file name across the inventory: the yard's work.
  'inventory.write': { on: 'firm', manufacturer: YARD },
  // The e-invoice settings hold the IRP API user (D43): the books' people.
  'einvoice.settings': { on: 'firm', manufacturer: MANUFACTURER_BOOKS },
  // The team (D46): every member sees who is in the firm; the owner invites, changes roles, removes.
  'team.read': { on: 'manufacturer', manufacturer: MANUFACTURER_READS },
  'team.manage': { on: 'manufacturer', manufacturer: ['owner'] },
} as const satisfies Record<string, PermissionRule>;

export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

export const ruleOf = (permission: Permission): PermissionRule => PERMISSIONS[permission];

/** The sides that may take this permission on some row (`as` narrows them to the one a route serves). */
export function partiesOf(permission: Permission, as?: Party): Party[] {
  const rule = ruleOf(permission);
  const sides: Party[] = [];
  if (rule.buyer || rule.anyBuyer) sides.push('buyer');
  if (rule.manufacturer || rule.anyManufacturer) sides.push('manufacturer');
  if (rule.admin) sides.push('admin');
  return as ? sides.filter((s) => s === as) : sides;
}
