// D28: every admin write records who, what, which row, the changed fields (before and after) and when.
// Call recordChange with the transaction that makes the write, so the record and the change commit
// (or roll back) together.
import type { ActivityEntry, ActivityList, UserActivityAction } from '@granite/shared';
import type { AppDeps } from '../../deps';
import { type Actor, assertRole } from '../../lib/actor';
import {
  type ActivityFilter,
  type ActivityRow,
  actorsOfActions,
  insertActivity,
  listActivity as listActivityRows,
  namesByIds,
  type Writer,
} from './activity.queries';

export type FieldChanges = Record<string, { before: unknown; after: unknown }>;

/** Dates as ISO strings, undefined as null: what JSON stores and what the activity screen shows. */
function comparable(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value === undefined ? null : value;
}

/**
 * The fields of `after` whose value differs from `before` (deep, by JSON), each with both values.
 * Fields named in `ignore` (updatedAt, version, search vectors…) are left out.
 */
export function diffFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  ignore: readonly string[] = ['updatedAt', 'version', 'searchVector'],
): FieldChanges {
  const changes: FieldChanges = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (ignore.includes(key)) continue;
    const b = comparable(before?.[key]);
    const a = comparable(after?.[key]);
    if (JSON.stringify(b) !== JSON.stringify(a)) changes[key] = { before: b, after: a };
  }
  return changes;
}

export type ChangeRecord = {
  /** The admin (or other user) who made the change. */
  actorId: string;
  /** What happened, e.g. 'category.update', 'product.suspend', 'vendor_request.approve'. */
  action: string;
  /** Which row: e.g. entityType 'product', entityId 42. */
  entityType: string;
  entityId: string | number;
  /** The row before and after; null before for a create, null after for a delete. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** The user the change concerns, when it concerns one (account status changes). */
  userId?: string | null;
  metadata?: Record<string, unknown>;
  ipAddress?: string | null;
};

/** Writes one activity-log row for an admin write (D28), with only the fields that changed. */
export async function recordChange(db: Writer, record: ChangeRecord): Promise<void> {
  const changes = diffFields(record.before ?? null, record.after ?? null);
  await insertActivity(db, {
    actorId: record.actorId,
    userId: record.userId ?? null,
    action: record.action,
    entityType: record.entityType,
    entityId: String(record.entityId),
    changes,
    metadata: record.metadata ?? {},
    ipAddress: record.ipAddress ?? null,
  });
}

// ------------------------------------------------------------------ the activity screen (D28)

const person = (id: string | null, name: string | null, email: string | null) =>
  id ? { id, name: name ?? 'Deleted user', email: email ?? '' } : null;

/** A changed field that holds a person's id (decidedBy, forwardedBy, ownerUserId, userId …). */
const isPersonField = (field: string) => /(By|UserId)$/.test(field) || field === 'userId';
type RowKind = 'users' | 'vendors' | 'categories';
const kindOf = (field: string): RowKind | undefined =>
  isPersonField(field)
    ? 'users'
    : field === 'vendorId'
      ? 'vendors'
      : field === 'categoryId'
        ? 'categories'
        : undefined;

/** The table an entry's row (entityType) is named from. */
const ROW_TABLES: Record<string, 'vendors' | 'categories' | 'products' | 'applications'> = {
  manufacturer: 'vendors',
  vendor: 'vendors',
  category: 'categories',
  product: 'products',
  vendor_request: 'applications',
};

type NamedRow = ActivityRow & { entityName?: string | null };

/**
 * D28 for a person reading the log: the row an entry is about, and a changed field holding the id
 * of a person, a manufacturer or a category, show their names (a row deleted since keeps its id).
 * Stored records stay as written.
 */
async function withNames(db: AppDeps['db'], rows: ActivityRow[]): Promise<NamedRow[]> {
  const ids = {
    users: new Set<string>(),
    vendors: new Set<number>(),
    categories: new Set<number>(),
    products: new Set<number>(),
    applications: new Set<number>(),
  };
  for (const row of rows) {
    const table = row.entityType ? ROW_TABLES[row.entityType] : undefined;
    if (table && row.entityId && /^\d+$/.test(row.entityId)) ids[table].add(Number(row.entityId));
    for (const [field, change] of Object.entries(row.changes ?? {})) {
      const kind = kindOf(field);
      for (const value of [change.before, change.after]) {
        if (kind === 'users' && typeof value === 'string') ids.users.add(value);
        else if (kind && kind !== 'users' && typeof value === 'number') ids[kind].add(value);
      }
    }
  }
  if (Object.values(ids).every((set) => set.size === 0)) return rows;
  const names = await namesByIds(db, {
    users: [...ids.users],
    vendors: [...ids.vendors],
    categories: [...ids.categories],
    products: [...ids.products],
    applications: [...ids.applications],
  });
  const named = (kind: RowKind | undefined, value: unknown) => {
    if (!kind || value === null) return value;
    const map = names[kind] as Map<unknown, string>;
    return map.get(value) ?? value;
  };
  return rows.map((row) => {
    const table = row.entityType ? ROW_TABLES[row.entityType] : undefined;
    const entityName = table && row.entityId ? (names[table].get(Number(row.entityId)) ?? null) : null;
    return {
      ...row,
      entityName,
      changes: row.changes
        ? Object.fromEntries(
            Object.entries(row.changes).map(([field, c]) => [
              field,
              { before: named(kindOf(field), c.before), after: named(kindOf(field), c.after) },
            ]),
          )
        : row.changes,
    };
  });
}

function toEntry(row: NamedRow): ActivityEntry {
  return {
    id: Number(row.id),
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    entityName: row.entityName ?? null,
    changes: row.changes,
    metadata: row.metadata ?? {},
    actor: person(row.actorId, row.actorName, row.actorEmail),
    user: person(row.userId, row.userName, row.userEmail),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** The log, filtered by person, kind and dates, newest first. Admins only. */
export async function listActivity(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor | null,
  filter: ActivityFilter,
): Promise<ActivityList> {
  assertRole(actor, 'admin');
  const { rows, total } = await listActivityRows(deps.db, filter);
  return {
    items: (await withNames(deps.db, rows)).map(toEntry),
    page: filter.page,
    pageSize: filter.pageSize,
    total,
    totalPages: Math.ceil(total / filter.pageSize),
  };
}

/** For other modules (the admin user page): the latest entries where the user acted or was acted on. */
export async function activityOfUser(deps: Pick<AppDeps, 'db'>, userId: string, limit: number) {
  const { rows } = await listActivityRows(deps.db, { user: userId, page: 1, pageSize: limit });
  return (await withNames(deps.db, rows)).map(toEntry);
}

/**
 * D28: what happened to an account (sign-in, sign-out, password change, an application), with
 * its address; the users, auth and manufacturers modules record these here.
 */
export async function recordUserActivity(
  deps: { db: Writer },
  entry: {
    userId: string | null;
    actorId: string | null;
    action: UserActivityAction;
    metadata?: Record<string, unknown>;
    ipAddress?: string | null;
  },
): Promise<void> {
  await insertActivity(deps.db, {
    userId: entry.userId,
    actorId: entry.actorId,
    action: entry.action,
    metadata: entry.metadata ?? {},
    ipAddress: entry.ipAddress ?? null,
  });
}

/**
 * D46: who took each of these actions on these rows, as the log recorded it (the latest of each
 * action per row): e.g. who confirmed, shipped, delivered or cancelled each order.
 */
export async function actorsOfSteps(
  deps: Pick<AppDeps, 'db'>,
  entityType: string,
  entityIds: (string | number)[],
  actions: string[],
): Promise<{ entityId: string; action: string; actorId: string }[]> {
  const rows = await actorsOfActions(deps.db, entityType, entityIds.map(String), actions);
  const latest = new Map<string, { entityId: string; action: string; actorId: string }>();
  for (const r of rows) {
    if (r.entityId !== null && r.actorId !== null) {
      latest.set(`${r.entityId} ${r.action}`, { entityId: r.entityId, action: r.action, actorId: r.actorId });
    }
  }
  return [...latest.values()];
}
