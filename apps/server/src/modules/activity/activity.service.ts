// D28: every admin write records who, what, which row, the changed fields (before and after) and when.
// Call recordChange with the transaction that makes the write, so the record and the change commit
// (or roll back) together.
import type { ActivityEntry, ActivityList, UserActivityAction } from '@granite/shared';
import type { AppDeps } from '../../deps';
import { type Actor, assertRole } from '../../lib/actor';
import {
  type ActivityFilter,
  type ActivityRow,
  insertActivity,
  listActivity as listActivityRows,
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

function toEntry(row: ActivityRow): ActivityEntry {
  return {
    id: Number(row.id),
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
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
    items: rows.map(toEntry),
    page: filter.page,
    pageSize: filter.pageSize,
    total,
    totalPages: Math.ceil(total / filter.pageSize),
  };
}

/** For other modules (the admin user page): the latest entries where the user acted or was acted on. */
export async function activityOfUser(deps: Pick<AppDeps, 'db'>, userId: string, limit: number) {
  const { rows } = await listActivityRows(deps.db, { user: userId, page: 1, pageSize: limit });
  return rows.map(toEntry);
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
