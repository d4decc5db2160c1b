// Who is calling (D1), resolved on the server for every API request; never taken from the client.
import type { ManufacturerRole } from '@granite/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './errors';

export type Role = 'buyer' | 'vendor' | 'admin';

export type Actor = {
  userId: string;
  email: string;
  name: string;
  /** The stored role: every account is a buyer; 'admin' marks administrators (D1). */
  role: 'buyer' | 'admin';
  /**
   * The active manufacturer firms this person acts for (D1, D7, D46): every firm they are a member
   * of, or the one chosen with the firm switcher. Non-empty means the manufacturer side.
   */
  vendorIds: number[];
  /** D46: the person's role in each firm of vendorIds; a firm missing here is owned (as before firms). */
  firmRoles?: Record<number, ManufacturerRole>;
};

export function hasRole(actor: Actor | null, role: Role): boolean {
  if (!actor) return false;
  if (role === 'admin') return actor.role === 'admin';
  if (role === 'vendor') return actor.vendorIds.length > 0;
  return true;
}

export function rolesOf(actor: Actor): Role[] {
  return (['buyer', 'vendor', 'admin'] as const).filter((r) => hasRole(actor, r));
}

/** Services call this first: 401 when signed out, 403 when the role is missing. */
export function assertRole(actor: Actor | null, role: Role): asserts actor is Actor {
  if (!actor) throw unauthorized();
  if (!hasRole(actor, role)) {
    throw forbidden(
      role === 'admin'
        ? 'Access denied. Admin privileges required.'
        : role === 'vendor'
          ? 'You do not have vendor access. Please register as a vendor first.'
          : undefined,
    );
  }
}

export function assertSignedIn(actor: Actor | null): asserts actor is Actor {
  if (!actor) throw unauthorized();
}

/** Route-level guard: `{ preHandler: requireRole('admin') }` or as a hook for a whole prefix. */
export function requireRole(role: Role) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    assertRole(request.actor, role);
  };
}
