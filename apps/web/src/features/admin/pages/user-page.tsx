import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { RowActions, useConfirm } from '@/components/data-table';
import { PageLoadError, PageLoading } from '@/components/page-status';
import { PageHeader } from '@/components/ui/page-header';
import { useSession } from '@/lib/auth/session';
import { useAdminUser } from '../api/admin-users';
import { ActivityEntries } from '../components/activity-entries';
import { AdminBadge, UserStatusBadge } from '../components/status-badges';
import { useUserActions } from '../components/user-actions';
import { formatAdminDate, formatAdminDateTime } from '../lib/admin-format';
import { ROLE_NAMES } from '../lib/firm-roles';

const STATUS_ACTIONS = new Set(['user_suspended', 'user_unsuspended', 'user_deleted']);

/** A user's page (admin spec 2 and 4, D28): profile, status history, activity, quote requests. */
export function AdminUserPage() {
  const { id = '' } = useParams();
  const detail = useAdminUser(id);
  const session = useSession();
  const { confirm, dialog } = useConfirm();
  const actionsFor = useUserActions();

  if (detail.isPending) return <PageLoading label="Loading user…" />;
  if (detail.isError) return <PageLoadError subject="this user" onRetry={() => detail.refetch()} />;
  const { user, activity, manufacturers, quoteRequestCount } = detail.data;
  const history = activity.filter((e) => STATUS_ACTIONS.has(e.action) && e.user?.id === user.id);

  return (
    <div className="space-y-6">
      <Link
        to="/admin/users"
        className="inline-flex items-center gap-1.5 rounded-sm text-sm text-stone-600 hover:text-granite-black"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All users
      </Link>
      <PageHeader
        title={user.name}
        description={<span className="break-all">{user.email}</span>}
        variant="panel"
        breadcrumbs={[{ label: 'Users', to: '/admin/users' }, { label: user.name }]}
        actions={
          <div className="flex items-center gap-2">
            <AdminBadge role={user.role} />
            <UserStatusBadge status={user.status} />
            <RowActions
              label={user.name}
              confirm={confirm}
              actions={actionsFor(user, session.session?.user.id)}
            />
          </div>
        }
      />

      <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <section
          aria-labelledby="profile-heading"
          className="rounded-lg border border-stone-200 bg-white p-5 shadow-xs"
        >
          <h2 id="profile-heading" className="text-base font-semibold text-granite-black">
            Profile
          </h2>
          <dl className="mt-4 space-y-3 text-sm">
            <Item label="Phone">{user.phone ?? 'Not given'}</Item>
            <Item label="Location">{[user.city, user.state].filter(Boolean).join(', ') || 'Not given'}</Item>
            <Item label="E-mail verified">{user.emailVerified ? 'Yes' : 'No'}</Item>
            <Item label="Joined">{formatAdminDate(user.createdAt)}</Item>
            <Item label="Last sign-in">
              {user.lastLoginAt ? formatAdminDateTime(user.lastLoginAt) : 'Never'}
            </Item>
            {user.suspendedAt && <Item label="Suspended">{formatAdminDateTime(user.suspendedAt)}</Item>}
            {user.suspensionReason && <Item label="Reason">{user.suspensionReason}</Item>}
            {user.deletedAt && <Item label="Deleted">{formatAdminDateTime(user.deletedAt)}</Item>}
            <Item label="Quote requests">
              <Link
                to={`/admin/quote-requests?q=${encodeURIComponent(user.email)}`}
                className="font-medium text-copper-700 hover:underline"
              >
                {quoteRequestCount.toLocaleString('en-IN')}
              </Link>
            </Item>
            <Item label="Manufacturers">
              {manufacturers.length === 0
                ? (user.businessName ?? 'None')
                : manufacturers.map((m) => (
                    <Link
                      key={m.id}
                      to={`/admin/vendors?q=${encodeURIComponent(m.businessName)}`}
                      className="block font-medium text-copper-700 hover:underline"
                    >
                      {m.businessName}
                    </Link>
                  ))}
            </Item>
            <Item label="Firms">
              {!detail.data.firms?.length
                ? 'Not a member of any firm'
                : detail.data.firms.map((f) => (
                    <span key={f.id} className="block" data-testid="user-firm">
                      <Link
                        to={`/admin/vendors?q=${encodeURIComponent(f.businessName)}`}
                        className="font-medium text-copper-700 hover:underline"
                      >
                        {f.businessName}
                      </Link>{' '}
                      <span className="text-stone-600">· {ROLE_NAMES[f.role]}</span>
                    </span>
                  ))}
            </Item>
          </dl>
        </section>

        <div className="space-y-6">
          <section
            aria-labelledby="status-heading"
            className="rounded-lg border border-stone-200 bg-white p-5 shadow-xs"
          >
            <h2 id="status-heading" className="text-base font-semibold text-granite-black">
              Status history
            </h2>
            <ActivityEntries
              entries={history}
              empty="No status changes: the account has been active since it joined."
            />
          </section>
          <section
            aria-labelledby="activity-heading"
            className="rounded-lg border border-stone-200 bg-white p-5 shadow-xs"
          >
            <div className="flex items-baseline justify-between gap-3">
              <h2 id="activity-heading" className="text-base font-semibold text-granite-black">
                Activity
              </h2>
              <Link
                to={`/admin/activity?actor=${encodeURIComponent(user.id)}`}
                className="text-sm font-medium text-copper-700 hover:underline"
              >
                Everything they changed
              </Link>
            </div>
            <ActivityEntries entries={activity} empty="No activity recorded yet." />
          </section>
        </div>
      </div>
      {dialog}
    </div>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_minmax(0,1fr)] gap-2">
      <dt className="text-stone-500">{label}</dt>
      <dd className="min-w-0 text-granite-black">{children}</dd>
    </div>
  );
}
