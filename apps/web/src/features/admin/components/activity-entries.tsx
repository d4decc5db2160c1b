// One way to show activity-log rows (D28): who, what, which row (linked where a screen shows it),
// the changed fields before → after, and when. Used by the activity screen and the user page.
import type { ActivityEntry } from '@granite/shared';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatINR } from '@/lib/format';
import { formatAdminDate, formatAdminDateTime } from '../lib/admin-format';

const ACTION_LABELS: Record<string, string> = {
  user_login: 'Signed in',
  user_logout: 'Signed out',
  user_suspended: 'Suspended a user',
  user_unsuspended: 'Reactivated a user',
  user_deleted: 'Deleted a user',
  password_changed: 'Changed their password',
  vendor_application_submitted: 'Applied to become a manufacturer',
};

const VERBS: Record<string, string> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
  suspend: 'suspended',
  activate: 'activated',
  approve: 'approved',
  reject: 'rejected',
  reactivate: 'reactivated',
  reply: 'replied to',
  handle: 'marked handled',
  read: 'opened',
  forward: 'forwarded',
  close: 'closed',
  premium: 'changed premium of',
  replace_image: 'replaced the image of',
  reorder: 'reordered',
};

/** 'category.update' → 'updated'; known account events by name; anything else in words. */
export function actionLabel(action: string): string {
  if (ACTION_LABELS[action]) return ACTION_LABELS[action];
  const verb = action.includes('.') ? VERBS[action.slice(action.lastIndexOf('.') + 1)] : undefined;
  if (verb) return verb;
  return action.replace(/[._]+/g, ' ').trim();
}

const ROW_LABELS: Record<string, string> = {
  category: 'Category',
  product: 'Product',
  vendor: 'Manufacturer',
  manufacturer: 'Manufacturer',
  vendor_request: 'Application',
  stone_variety: 'Stone variety',
  site_setting: 'Setting',
  quote_request: 'Quote request',
  contact_message: 'Message',
  user: 'User',
  content: 'Content',
  order: 'Order',
  review: 'Review',
  granite_image: 'Image',
};

/** Hero carousel or 3D viewer: the screen that edits a granite image (its category in metadata). */
function graniteImagePlace(entry: ActivityEntry): { label: string; to: string } {
  return entry.metadata.category === '3d-viewer'
    ? { label: '3D viewer', to: '/admin/settings?tab=homepage&section=3d-viewer' }
    : { label: 'Hero carousel', to: '/admin/settings?tab=images' };
}

/** Where an admin screen shows the row, when one does. */
function rowLink(entityType: string, entityId: string): string | undefined {
  switch (entityType) {
    case 'category':
      return '/admin/categories';
    case 'product':
      return `/admin/products?q=${encodeURIComponent(entityId)}`;
    case 'vendor':
    case 'manufacturer':
      return '/admin/vendors';
    case 'vendor_request':
      return '/admin/vendor-approvals';
    case 'quote_request':
      return `/admin/quote-requests?q=${encodeURIComponent(entityId)}`;
    case 'contact_message':
      return `/admin/inbox?open=${encodeURIComponent(entityId)}`;
    case 'user':
      return `/admin/users/${encodeURIComponent(entityId)}`;
    default:
      return undefined;
  }
}

export function RowRef({ entry }: { entry: ActivityEntry }) {
  if (!entry.entityType || !entry.entityId) return null;
  if (entry.entityType === 'granite_image') {
    // 'updated Hero carousel image #7'; a reorder names the carousel or viewer itself.
    const place = graniteImagePlace(entry);
    const label = /^\d+$/.test(entry.entityId) ? `${place.label} image #${entry.entityId}` : place.label;
    return (
      <Link to={place.to} className="font-medium text-copper-700 hover:text-copper-800 hover:underline">
        {label}
      </Link>
    );
  }
  // 'suspended a user Kiran Rao'; other rows by name when they still exist ('updated Manufacturer
  // Shree Balaji Granites'), else by type and number ('deleted Category #12').
  const kind = ROW_LABELS[entry.entityType] ?? entry.entityType;
  const label =
    entry.entityType === 'user'
      ? (entry.user?.name ?? 'User')
      : entry.entityName
        ? `${kind} ${entry.entityName}`
        : `${kind} #${entry.entityId}`;
  const to = rowLink(entry.entityType, entry.entityId);
  return to ? (
    <Link to={to} className="font-medium text-copper-700 hover:text-copper-800 hover:underline">
      {label}
    </Link>
  ) : (
    <span className="font-medium">{label}</span>
  );
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A changed value as a person reads it: Indian dates and times, rupees, Yes/No (D28). */
export const show = (value: unknown, field = ''): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number' && /Paise$/.test(field)) return formatINR(value);
  if (typeof value === 'string' && ISO_TIME.test(value) && !Number.isNaN(Date.parse(value))) {
    return formatAdminDateTime(value);
  }
  if (typeof value === 'string' && ISO_DAY.test(value)) return formatAdminDate(`${value}T12:00:00+05:30`);
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
};

const FIELD_LABELS: Record<string, string> = {
  userId: 'User',
  ownerUserId: 'Owner',
  vendorId: 'Manufacturer',
  categoryId: 'Category',
  varietyId: 'Stone variety',
  gstin: 'GSTIN',
  gstinValid: 'GSTIN check passed',
  gstinVerified: 'GSTIN verified',
};

/** 'forwardedAt' → 'Forwarded at', 'pricePaise' → 'Price', 'decidedBy' → 'Decided by'. */
export function fieldLabel(field: string): string {
  if (FIELD_LABELS[field]) return FIELD_LABELS[field];
  const words = field
    .replace(/Paise$/, '')
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function Changes({ changes }: { changes: NonNullable<ActivityEntry['changes']> }) {
  const fields = Object.entries(changes);
  if (fields.length === 0) return null;
  return (
    <dl className="mt-2 space-y-1 rounded-md bg-stone-50 px-3 py-2 text-xs">
      {fields.map(([field, { before, after }]) => (
        <div key={field} className="grid gap-x-2 sm:grid-cols-[9rem_minmax(0,1fr)]">
          <dt className="font-medium text-stone-600">{fieldLabel(field)}</dt>
          <dd className="flex min-w-0 flex-wrap items-center gap-1.5 text-granite-black">
            <span className="break-all text-stone-500 line-through decoration-stone-300">
              {show(before, field)}
            </span>
            <ArrowRight aria-label="changed to" className="size-3 shrink-0 text-stone-400" />
            <span className="break-all">{show(after, field)}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function ActivityEntries({ entries, empty }: { entries: ActivityEntry[]; empty: string }) {
  if (entries.length === 0) return <p className="py-8 text-center text-sm text-stone-600">{empty}</p>;
  return (
    <ol className="divide-y divide-stone-100">
      {entries.map((entry) => {
        const reason = typeof entry.metadata.reason === 'string' ? entry.metadata.reason : undefined;
        return (
          <li key={entry.id} className="py-3.5">
            <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
              <p className="text-sm text-granite-black">
                <span className="font-semibold">{entry.actor?.name ?? 'System'}</span>{' '}
                <span className="text-stone-700">{actionLabel(entry.action).toLowerCase()}</span>{' '}
                <RowRef entry={entry} />
              </p>
              <time dateTime={entry.createdAt} className="shrink-0 text-xs text-stone-500 tabular-nums">
                {formatAdminDateTime(entry.createdAt)}
              </time>
            </div>
            {reason && <p className="mt-1 text-xs text-stone-600">Reason: {reason}</p>}
            {entry.changes && <Changes changes={entry.changes} />}
          </li>
        );
      })}
    </ol>
  );
}
