// D46: the firm's team — who is in it and in which role; the owner invites by e-mail (a link valid
// 7 days, used once), resends or revokes an invitation, changes a role, removes a member and hands
// ownership over. Every member sees the team and may leave it (the last owner hands over first).
import {
  FIRM_INVITATION_DAYS,
  type FirmInvitationView,
  type FirmMemberView,
  formatDay,
  InviteMember,
  MANUFACTURER_ROLES,
  type ManufacturerRole,
  type TeamView,
} from '@granite/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailPlus, RotateCw, UserMinus, Users } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ListLoadError } from '@/components/page-status';
import { Button } from '@/components/ui/button';
import { Field, FormAlert, Input, Select } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { api, isApiError } from '@/lib/api';
import { useSession } from '@/lib/auth/session';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useLocale, useLocalePath, useT } from '@/lib/i18n';
import {
  useChangeRole,
  useHandOver,
  useInvite,
  useRemoveMember,
  useResendInvitation,
  useRevokeInvitation,
  useTeam,
} from '../api/team';
import { ROLE_DUTIES, ROLE_LABELS, RoleBadge } from '../components/role-badge';

const INVITED_ROLES = ['manager', 'sales', 'yard', 'accounts'] as const;

export function ManufacturerTeamPage() {
  const t = useT();
  const state = useSession();
  const manufacturerId = state.session?.activeFirmId ?? null;
  return (
    <div className="space-y-8">
      <PageHeader
        variant="panel"
        title={t('Team')}
        description={t(
          'The people of your firm and what each may do. Buyers see your firm’s name, never who in it answered.',
        )}
      />
      {manufacturerId === null ? null : <Team manufacturerId={manufacturerId} />}
    </div>
  );
}

function Team({ manufacturerId }: { manufacturerId: number }) {
  const t = useT();
  const team = useTeam(manufacturerId);
  if (team.isPending) {
    return (
      <p role="status" className="text-sm text-stone-600">
        {t('Loading...')}
      </p>
    );
  }
  if (team.isError) return <ListLoadError subject={t('Your team')} onRetry={() => void team.refetch()} />;
  const view = team.data;
  return (
    <>
      <Members view={view} />
      {view.canManage && <InviteForm manufacturerId={manufacturerId} />}
      {view.canManage && view.invitations.length > 0 && (
        <Invitations manufacturerId={manufacturerId} invitations={view.invitations} />
      )}
      <LeaveFirm view={view} />
    </>
  );
}

const card = 'rounded-lg border border-stone-200 bg-white p-5 shadow-xs sm:p-6';

function Members({ view }: { view: TeamView }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section aria-labelledby="members-title" className={card} data-testid="team-members">
      <h2 id="members-title" className="flex items-center gap-2 text-base font-semibold text-granite-black">
        <Users aria-hidden="true" className="size-5 text-copper-700" />
        {t('Members of {firm}', { firm: view.firm })}
      </h2>
      <ul className="mt-4 divide-y divide-stone-200">
        {view.members.map((m) => (
          <li
            key={m.userId}
            className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3"
            data-testid="team-member"
          >
            <div className="min-w-0 flex-1 basis-56">
              <p className="font-medium text-granite-black">
                {m.name}
                {m.you && <span className="ml-2 text-xs font-normal text-stone-500">({t('you')})</span>}
              </p>
              <p className="truncate text-sm text-stone-600">{m.email}</p>
              <p className="text-xs text-stone-500">
                {t('Member since {date}', { date: formatDay(m.since, locale) })}
              </p>
            </div>
            {view.canManage && !m.you ? (
              <MemberActions manufacturerId={view.manufacturerId} member={m} />
            ) : (
              <RoleBadge role={m.role} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function MemberActions({ manufacturerId, member }: { manufacturerId: number; member: FirmMemberView }) {
  const t = useT();
  const change = useChangeRole(manufacturerId);
  const remove = useRemoveMember(manufacturerId);
  const handOver = useHandOver(manufacturerId);
  const fail = (error: unknown) => toast.error(isApiError(error) ? error.message : t('Something went wrong'));
  return (
    <div className="flex flex-wrap items-center gap-2">
      <RoleBadge role={member.role} className="sm:hidden" />
      <label className="sr-only" htmlFor={`role-${member.userId}`}>
        {t('Role of {name}', { name: member.name })}
      </label>
      <Select
        id={`role-${member.userId}`}
        className="h-9 w-36"
        value={member.role}
        disabled={change.isPending}
        onChange={(e) =>
          change.mutate(
            { userId: member.userId, role: e.target.value as ManufacturerRole },
            {
              onSuccess: () => toast.success(t('Role changed')),
              onError: fail,
            },
          )
        }
      >
        {MANUFACTURER_ROLES.map((role) => (
          <option key={role} value={role}>
            {t(ROLE_LABELS[role])}
          </option>
        ))}
      </Select>
      {member.role !== 'owner' && (
        <Button
          size="sm"
          variant="secondary"
          disabled={handOver.isPending}
          onClick={() => {
            if (
              !window.confirm(t('Hand the firm over to {name}? You stay as manager.', { name: member.name }))
            )
              return;
            handOver.mutate(
              { userId: member.userId, keepAs: 'manager' },
              {
                onSuccess: () => toast.success(t('{name} is now the owner', { name: member.name })),
                onError: fail,
              },
            );
          }}
        >
          {t('Hand over')}
        </Button>
      )}
      <Button
        size="sm"
        variant="ghost"
        disabled={remove.isPending}
        onClick={() => {
          if (
            !window.confirm(
              t('Remove {name} from the firm? Their access ends at once.', { name: member.name }),
            )
          )
            return;
          remove.mutate(member.userId, {
            onSuccess: () => toast.success(t('{name} was removed', { name: member.name })),
            onError: fail,
          });
        }}
      >
        <UserMinus aria-hidden="true" />
        {t('Remove')}
      </Button>
    </div>
  );
}

type InviteValues = z.input<typeof InviteMember>;

function InviteForm({ manufacturerId }: { manufacturerId: number }) {
  const t = useT();
  const invite = useInvite(manufacturerId);
  const form = useForm<InviteValues>({
    resolver: zodResolver(InviteMember) as never,
    defaultValues: { email: '', role: 'sales' },
  });
  const submit = form.handleSubmit((values) =>
    invite.mutate(values as InviteMember, {
      onSuccess: (sent) => {
        toast.success(t('Invitation sent to {email}', { email: sent.email }));
        form.reset({ email: '', role: values.role });
      },
      onError: (error) => {
        if (!applyFieldErrors(error, form.setError, ['email', 'role'])) {
          form.setError('root', { message: isApiError(error) ? error.message : t('Something went wrong') });
        }
      },
    }),
  );
  const role = form.watch('role') as ManufacturerRole;
  return (
    <section aria-labelledby="invite-title" className={card}>
      <h2 id="invite-title" className="flex items-center gap-2 text-base font-semibold text-granite-black">
        <MailPlus aria-hidden="true" className="size-5 text-copper-700" />
        {t('Invite a member')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        {t(
          'We e-mail a link that works once, for {days} days. They sign in or create an account with that address.',
          {
            days: FIRM_INVITATION_DAYS,
          },
        )}
      </p>
      <form
        onSubmit={submit}
        noValidate
        className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-end"
      >
        <Field label={t('E-mail address')} required error={form.formState.errors.email?.message}>
          {(control) => <Input type="email" autoComplete="off" {...control} {...form.register('email')} />}
        </Field>
        <Field label={t('Role')} required error={form.formState.errors.role?.message}>
          {(control) => (
            <Select {...control} {...form.register('role')}>
              {INVITED_ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(ROLE_LABELS[r])}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" disabled={invite.isPending}>
          {t('Send invitation')}
        </Button>
      </form>
      <p className="mt-2 text-sm text-stone-600">
        <RoleBadge role={role} className="mr-2" />
        {t(ROLE_DUTIES[role])}
      </p>
      {form.formState.errors.root?.message && (
        <div className="mt-3">
          <FormAlert>{form.formState.errors.root.message}</FormAlert>
        </div>
      )}
    </section>
  );
}

function Invitations({
  manufacturerId,
  invitations,
}: {
  manufacturerId: number;
  invitations: FirmInvitationView[];
}) {
  const t = useT();
  const locale = useLocale();
  const resend = useResendInvitation(manufacturerId);
  const revoke = useRevokeInvitation(manufacturerId);
  const fail = (error: unknown) => toast.error(isApiError(error) ? error.message : t('Something went wrong'));
  return (
    <section aria-labelledby="invitations-title" className={card} data-testid="team-invitations">
      <h2 id="invitations-title" className="text-base font-semibold text-granite-black">
        {t('Invitations waiting')}
      </h2>
      <ul className="mt-3 divide-y divide-stone-200">
        {invitations.map((i) => (
          <li key={i.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
            <div className="min-w-0 flex-1 basis-56">
              <p className="truncate font-medium text-granite-black">{i.email}</p>
              <p className={i.expired ? 'text-sm text-red-700' : 'text-sm text-stone-600'}>
                {i.expired
                  ? t('Link expired on {date}', { date: formatDay(i.expiresAt, locale) })
                  : t('Link works until {date}', { date: formatDay(i.expiresAt, locale) })}
              </p>
            </div>
            <RoleBadge role={i.role} />
            <div className="flex gap-2">
              <Button
                size="sm"
                variant="secondary"
                disabled={resend.isPending}
                onClick={() =>
                  resend.mutate(i.id, {
                    onSuccess: () => toast.success(t('Invitation sent to {email}', { email: i.email })),
                    onError: fail,
                  })
                }
              >
                <RotateCw aria-hidden="true" />
                {t('Resend')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(i.id, { onError: fail })}
              >
                {t('Revoke')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function LeaveFirm({ view }: { view: TeamView }) {
  const t = useT();
  const navigate = useNavigate();
  const lp = useLocalePath();
  const owners = view.members.filter((m) => m.role === 'owner').length;
  if (view.yourRole === 'owner' && owners < 2) {
    return (
      <p className="text-sm text-stone-600">
        {t('You are the firm’s only owner: hand it over to a member before you can leave.')}
      </p>
    );
  }
  return (
    <div>
      <Button
        variant="secondary"
        onClick={async () => {
          if (!window.confirm(t('Leave {firm}? You lose access to its panel at once.', { firm: view.firm })))
            return;
          try {
            await api.post(`/vendor/manufacturers/${view.manufacturerId}/leave`, {});
            window.location.assign(lp('/'));
          } catch (error) {
            toast.error(isApiError(error) ? error.message : t('Something went wrong'));
            navigate(0);
          }
        }}
      >
        {t('Leave the firm')}
      </Button>
    </div>
  );
}
