import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { AuthCard, AuthPageFrame } from '@/components/auth-card';
import { PanelSignInForm } from '@/components/panel-sign-in-form';
import { FormAlert } from '@/components/ui/form-field';
import { safeRedirect } from '@/lib/auth/safe-redirect';
import { hasRole, useSession } from '@/lib/auth/session';
import { useLocalePath, useT } from '@/lib/i18n';
import { usePanelCatalog } from '../lib/use-panel-catalog';

/**
 * Admin 6, three outcomes: an approved manufacturer goes to the dashboard; an applicant goes to the
 * dashboard, which says the application is being processed; anyone else is signed out again.
 */
export function ManufacturerLoginPage() {
  const state = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const t = useT();
  const lp = useLocalePath();
  const ready = usePanelCatalog();
  const redirect = safeRedirect(searchParams.get('redirect'), lp('/vendor/dashboard'));
  if (state.status === 'signed-in' && hasRole(state.session, 'vendor'))
    return <Navigate to={redirect} replace />;
  // An applicant who is already signed in reads the status of the application in the panel.
  if (state.status === 'signed-in' && state.session.vendorApplication)
    return <Navigate to={lp('/vendor/dashboard')} replace />;
  if (!ready) return <AuthPageFrame>{null}</AuthPageFrame>;
  return (
    <AuthPageFrame>
      <AuthCard
        eyebrow={t('Manufacturers')}
        title={t('Manufacturer Login')}
        description={t('Sign in to your manufacturer panel to manage products, quote requests and orders.')}
        links={[
          {
            prompt: t('Not registered yet?'),
            label: t('Manufacturers Registration'),
            to: lp('/vendor/register'),
          },
          { prompt: t('Buying granite?'), label: t('Buyer sign in'), to: lp('/login') },
        ]}
      >
        {searchParams.get('verified') === '1' && (
          <div className="mb-5">
            <FormAlert tone="success">{t('Your e-mail address is verified. Please sign in.')}</FormAlert>
          </div>
        )}
        <PanelSignInForm
          decide={(session) => {
            if (hasRole(session, 'vendor')) {
              toast.success(t('Login successful'), { description: t('Welcome to your dashboard') });
              navigate(redirect, { replace: true });
              return undefined;
            }
            if (session?.vendorApplication) {
              const status = session.vendorApplication.status;
              toast.success(t('Login successful'), {
                description:
                  status === 'pending'
                    ? t('Your vendor application is being processed.')
                    : status === 'rejected'
                      ? t(
                          'Your vendor application was not approved: see the reason and correct it in your panel.',
                        )
                      : t('Your manufacturer account is suspended: see your panel for details.'),
              });
              navigate(lp('/vendor/dashboard'), { replace: true });
              return undefined;
            }
            return t('You do not have vendor access. Please register as a vendor first.');
          }}
        />
      </AuthCard>
    </AuthPageFrame>
  );
}
