// D46: the firm's team — members and roles, invitations by e-mail, hand-over — and the switcher
// between a person's firms.
import type {
  ChangeMemberRole,
  FirmInvitationView,
  HandOverFirm,
  InviteMember,
  TeamView,
} from '@granite/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sessionQueryKey } from '@/lib/auth/session';

const base = (manufacturerId: number) => `/vendor/manufacturers/${manufacturerId}`;

export const teamQuery = (manufacturerId: number) =>
  queryOptions({
    queryKey: ['vendor', 'team', manufacturerId],
    queryFn: ({ signal }) => api.get<TeamView>(`${base(manufacturerId)}/team`, { signal }),
  });

export const useTeam = (manufacturerId: number) => useQuery(teamQuery(manufacturerId));

/** Every change of the team reloads it (and the session, whose firms and roles may change). */
function useTeamChange<I, O>(manufacturerId: number, send: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: teamQuery(manufacturerId).queryKey });
      await client.invalidateQueries({ queryKey: sessionQueryKey });
    },
    meta: { handlesErrors: true },
  });
}

export const useInvite = (manufacturerId: number) =>
  useTeamChange(manufacturerId, (input: InviteMember) =>
    api.post<FirmInvitationView>(`${base(manufacturerId)}/invitations`, input),
  );

export const useResendInvitation = (manufacturerId: number) =>
  useTeamChange(manufacturerId, (id: number) =>
    api.post<FirmInvitationView>(`${base(manufacturerId)}/invitations/${id}/resend`, {}),
  );

export const useRevokeInvitation = (manufacturerId: number) =>
  useTeamChange(manufacturerId, (id: number) =>
    api.delete<null>(`${base(manufacturerId)}/invitations/${id}`),
  );

export const useChangeRole = (manufacturerId: number) =>
  useTeamChange(manufacturerId, ({ userId, ...body }: ChangeMemberRole & { userId: string }) =>
    api.patch<TeamView>(`${base(manufacturerId)}/members/${encodeURIComponent(userId)}`, body),
  );

export const useRemoveMember = (manufacturerId: number) =>
  useTeamChange(manufacturerId, (userId: string) =>
    api.delete<null>(`${base(manufacturerId)}/members/${encodeURIComponent(userId)}`),
  );

export const useHandOver = (manufacturerId: number) =>
  useTeamChange(manufacturerId, (input: HandOverFirm) =>
    api.post<TeamView>(`${base(manufacturerId)}/owner`, input),
  );

/** The switcher: the firm the person acts for (null: all of theirs); every panel query reloads. */
export function useChooseFirm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (manufacturerId: number | null) =>
      api.put<{ manufacturerId: number | null }>('/me/firm', { manufacturerId }),
    onSuccess: async () => {
      await client.invalidateQueries();
    },
  });
}
