// D46: an invitation's link. It names the firm and the role; the invited person signs in with the
// invited address (or creates an account with it and verifies it, D5) and accepts, once.
import { type AcceptedInvitation, formatDay, type InvitationLinkView } from '@granite/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { AuthCard, AuthPageFrame } from '@/components/auth-card';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { api, isApiError } from '@/lib/api';
import { sessionQueryKey, useSession } from '@/lib/auth/session';
import { useLocale, useLocalePath, useT } from '@/lib/i18n';
import { ROLE_DUTIES, ROLE_LABELS } from '../components/role-badge';

export function InvitationPage() {
  const { token = '' } = useParams();
  const t = useT();
  const lp = useLocalePath();
  const locale = useLocale();
  const navigate = useNavigate();
  const client = useQueryClient();
  const state = useSession();
  const link = useQuery({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => api.get<InvitationLinkView>(`/invitations/${token}`, { signal }),
    retry: false,
  });
  const accept = useMutation({
    mutationFn: () => api.post<AcceptedInvitation>(`/me/invitations/${token}/accept`, {}),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: sessionQueryKey });
      navigate(lp('/vendor/dashboard'));
    },
    meta: { handlesErrors: true },
  });

  if (link.isPending) {
    return (
      <AuthPageFrame>
        <p role="status" className="text-sm text-stone-600">
          {t('Loading...')}
        </p>
      </AuthPageFrame>
    );
  }
  if (link.isError) {
    return (
      <AuthPageFrame>
        <AuthCard
          title={t('This invitation link does not work')}
          description={t('Ask the firm’s owner to send the invitation again.')}
        />
      </AuthPageFrame>
    );
  }
  const view = link.data;
  const here = lp(`/invitations/${token}`);
  const role = t(ROLE_LABELS[view.role]);
  const signedIn = state.status === 'signed-in';
  const rightAccount = signedIn && state.session.user.email.toLowerCase() === view.email;
  return (
    <AuthPageFrame>
      <AuthCard
        eyebrow={t('Invitation')}
        title={t('Join {firm} as {role}', { firm: view.firm, role })}
        description={t(ROLE_DUTIES[view.role])}
      >
        <div className="mt-6 space-y-4 text-sm" data-testid="invitation">
          <p className="text-stone-700">
            {t('For {email}', { email: view.email })}
            {view.status === 'open' && (
              <>
                {' · '}
                {t('Link works until {date}', { date: formatDay(view.expiresAt, locale) })}
              </>
            )}
          </p>
          {view.status === 'accepted' && (
            <FormAlert tone="info">{t('This invitation was already used.')}</FormAlert>
          )}
          {view.status === 'revoked' && <FormAlert>{t('The firm revoked this invitation.')}</FormAlert>}
          {view.status === 'expired' && (
            <FormAlert>{t('This invitation expired: ask the firm’s owner to send it again.')}</FormAlert>
          )}
          {view.status === 'open' && !signedIn && (
            <div className="flex flex-wrap gap-2">
              <Button asChild>
                <Link to={`${lp('/login')}?redirect=${encodeURIComponent(here)}`}>
                  {t('Sign in to accept')}
                </Link>
              </Button>
              <Button variant="secondary" asChild>
                <Link to={`${lp('/login')}?mode=signup&redirect=${encodeURIComponent(here)}`}>
                  {t('Create an account')}
                </Link>
              </Button>
            </div>
          )}
          {view.status === 'open' && signedIn && !rightAccount && (
            <FormAlert>
              {t('You are signed in as {signedIn}. Sign in with {email} to accept.', {
                signedIn: state.session.user.email,
                email: view.email,
              })}
            </FormAlert>
          )}
          {view.status === 'open' && rightAccount && (
            <Button
              onClick={() => accept.mutate()}
              disabled={accept.isPending}
              data-testid="accept-invitation"
            >
              {t('Accept and open the panel')}
            </Button>
          )}
          {accept.isError && (
            <FormAlert>
              {isApiError(accept.error) ? accept.error.message : t('Something went wrong')}
            </FormAlert>
          )}
        </div>
      </AuthCard>
    </AuthPageFrame>
  );
}
