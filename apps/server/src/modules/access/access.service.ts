// One question before any work on a row of the trade (ADR 017): may this actor take this permission
// on these rows? Asked by every read and write of requests, replies, orders (with their documents,
// payments, receipt, claims and review), samples, requirements, lots and slabs; no service decides
// ownership on its own. The answer, from the table of permissions.ts:
//  - signed out: 401;
//  - the actor can be none of the sides the permission names (no manufacturer for a manufacturer's
//    step, not an admin for an admin's): 403, as the audience guard says before any handler runs;
//  - a row that does not exist, or is not the actor's: 404 — another buyer's or manufacturer's row
//    is never disclosed;
//  - the actor's firm is the row's party but its role there is not named (D46, once members exist): 403.
// It answers the side the actor acts as, so a service that serves both (a thread) knows which.
import type { Actor } from '../../lib/actor';
import { forbidden, notFound, unauthorized } from '../../lib/errors';
import { partiesOfRows, type Reader, type RowParties } from './access.queries';
import {
  type BuyerRole,
  type ManufacturerRole,
  type Party,
  type Permission,
  type PermissionRule,
  partiesOf,
  type Resource,
  ruleOf,
} from './permissions';

export type { Party, Permission } from './permissions';

/** The name a 404 gives each kind of row. */
const ROW_NAMES: Record<Resource, string> = {
  request: 'Quote request',
  reply: 'Quote',
  order: 'Order',
  review: 'Review',
  requirement: 'Requirement',
  sample: 'Sample',
  lot: 'Lot',
  slab: 'Slab',
  product: 'Product',
  manufacturer: 'Manufacturer',
  firm: 'Manufacturer',
};

/**
 * The actor's roles in its firms (D46): its role in each manufacturer firm it acts for, read from
 * firm_members with the actor; a buyer is still one person, the owner of its own buyer firm.
 */
export type FirmRoles = { buyer: BuyerRole; manufacturers: Map<number, ManufacturerRole> };

export const firmRolesOf = (actor: Actor): FirmRoles => ({
  buyer: 'owner',
  manufacturers: new Map(actor.vendorIds.map((id) => [id, actor.firmRoles?.[id] ?? 'owner'])),
});

/** Whether the actor can be this side of some row at all (401/403 territory, before any row is read). */
function canBeSide(actor: Actor, side: Party): boolean {
  if (side === 'admin') return actor.role === 'admin';
  if (side === 'manufacturer') return actor.vendorIds.length > 0;
  return true;
}

function refusalForSides(sides: Party[]) {
  if (sides.length === 1 && sides[0] === 'admin')
    return forbidden('Access denied. Admin privileges required.');
  if (sides.length === 1 && sides[0] === 'manufacturer') {
    return forbidden('You do not have vendor access. Please register as a vendor first.');
  }
  return forbidden();
}

type Verdict = 'allowed' | 'not_a_party' | 'role_refused';

/** The actor's standing as one side of one row under a rule: a pure function of the table. */
export function standing(
  actor: Actor,
  roles: FirmRoles,
  rule: PermissionRule,
  side: Party,
  row: RowParties,
): Verdict {
  switch (side) {
    case 'admin':
      return rule.admin && actor.role === 'admin' && row.adminSees ? 'allowed' : 'not_a_party';
    case 'buyer': {
      if (rule.anyBuyer) return rule.anyBuyer.includes(roles.buyer) ? 'allowed' : 'role_refused';
      if (!rule.buyer || row.buyerUserId === null || row.buyerUserId !== actor.userId) return 'not_a_party';
      return rule.buyer.includes(roles.buyer) ? 'allowed' : 'role_refused';
    }
    case 'manufacturer': {
      if (rule.anyManufacturer) {
        return [...roles.manufacturers.values()].some((r) => rule.anyManufacturer!.includes(r))
          ? 'allowed'
          : 'role_refused';
      }
      const role = row.manufacturerId === null ? undefined : roles.manufacturers.get(row.manufacturerId);
      if (!rule.manufacturer || role === undefined) return 'not_a_party';
      return rule.manufacturer.includes(role) ? 'allowed' : 'role_refused';
    }
  }
}

/** A permission any firm of a side may take, whoever the row is of: no row needs reading. */
const anyScope = (rule: PermissionRule, side: Party) =>
  (side === 'buyer' && rule.anyBuyer !== undefined) ||
  (side === 'manufacturer' && rule.anyManufacturer !== undefined);

/**
 * Refuses (401, 403 or 404) unless the actor may take `permission` on every row of `ids`; answers the
 * side it acts as. `as` narrows the sides to the one a route serves (`/me/…` buyer, `/vendor/…`
 * manufacturer, `/admin/…` admin), so the same permission asked under `/me/` is not granted to the
 * row's manufacturer.
 */
export async function requireAccess(
  db: Reader,
  actor: Actor | null,
  permission: Permission,
  ids: number | number[],
  as?: Party,
): Promise<Party> {
  if (!actor) throw unauthorized();
  const rule = ruleOf(permission);
  const named = partiesOf(permission, as);
  const sides = named.filter((side) => canBeSide(actor, side));
  if (!sides.length) throw refusalForSides(named);
  const roles = firmRolesOf(actor);
  const anySide = sides.find((side) => anyScope(rule, side));
  if (anySide && standing(actor, roles, rule, anySide, NOBODY) === 'allowed') return anySide;
  const list = [...new Set(Array.isArray(ids) ? ids : [ids])];
  const rows = await partiesOfRows(db, rule.on, list);
  let acting: Party | undefined;
  for (const id of list) {
    const row = rows.get(id);
    if (!row) throw notFound(ROW_NAMES[rule.on]);
    const verdicts = sides.map((side) => [side, standing(actor, roles, rule, side, row)] as const);
    const allowed = verdicts.find(([, v]) => v === 'allowed');
    if (allowed) {
      acting ??= allowed[0];
      continue;
    }
    if (verdicts.some(([, v]) => v === 'role_refused'))
      throw forbidden('Your role in this firm does not allow this');
    throw notFound(ROW_NAMES[rule.on]);
  }
  if (!acting) throw notFound(ROW_NAMES[rule.on]);
  return acting;
}

const NOBODY: RowParties = { buyerUserId: null, manufacturerId: null, adminSees: false };

/** A manufacturer named in a list's filter must be one of the caller's; another's answers 404. */
export function assertOwnManufacturer(actor: Actor, manufacturerId: number | undefined): void {
  if (manufacturerId !== undefined && !firmRolesOf(actor).manufacturers.has(manufacturerId)) {
    throw notFound('Manufacturer');
  }
}

/**
 * D46: a firm-wide step (`on: 'firm'`, no row): the caller's own manufacturer firms whose role the
 * table names for it. 401 signed out, 403 with no manufacturer firm or with no firm where the role
 * may; answers the firms' ids (the ones a list or a write may then touch).
 */
export function requireFirmAccess(actor: Actor | null, permission: Permission): number[] {
  if (!actor) throw unauthorized();
  const rule = ruleOf(permission);
  if (rule.on !== 'firm') throw new Error(`${permission} is asked on a row, not on the firm`);
  if (!actor.vendorIds.length) throw refusalForSides(['manufacturer']);
  const roles = firmRolesOf(actor).manufacturers;
  const allowed = actor.vendorIds.filter((id) => rule.manufacturer?.includes(roles.get(id)!));
  if (!allowed.length) throw forbidden('Your role in this firm does not allow this');
  return allowed;
}

/**
 * The actor narrowed to the firms where it may take a firm-wide step (requireFirmAccess), so a
 * service that scopes by `vendorIds` touches only those.
 */
export function actingFor(actor: Actor | null, permission: Permission): Actor {
  const firms = requireFirmAccess(actor, permission);
  return { ...actor!, vendorIds: firms };
}

/** D46: whether the actor's role in this one firm of its own names the permission (firm-wide or on its rows). */
export function mayInFirm(actor: Actor | null, permission: Permission, manufacturerId: number): boolean {
  if (!actor?.vendorIds.includes(manufacturerId)) return false;
  const role = firmRolesOf(actor).manufacturers.get(manufacturerId);
  return role !== undefined && (ruleOf(permission).manufacturer?.includes(role) ?? false);
}

/**
 * D46: the firm the panel works on (the first the actor acts for: the one chosen with the switcher,
 * or the only one) when its role there names this firm-wide permission; 403 otherwise.
 */
export function requireFirmOf(actor: Actor | null, permission: Permission): number {
  if (!actor) throw unauthorized();
  const id = actor.vendorIds[0];
  if (id === undefined) throw refusalForSides(['manufacturer']);
  if (!mayInFirm(actor, permission, id)) throw forbidden('Your role in this firm does not allow this');
  return id;
}
