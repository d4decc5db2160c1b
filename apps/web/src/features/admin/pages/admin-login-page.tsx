import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { AuthCard } from '@/components/auth-card';
import { PanelSignInForm } from '@/components/panel-sign-in-form';
import { safeRedirect } from '@/lib/auth/safe-redirect';
import { hasRole, useSession } from '@/lib/auth/session';

/** Admin 2 "Admin login": no demo credentials (D3); a signed-in administrator goes to the dashboard. */
export function AdminLoginPage() {
  const state = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = safeRedirect(searchParams.get('redirect'), '/admin/dashboard');
  if (state.status === 'signed-in' && hasRole(state.session, 'admin'))
    return <Navigate to={redirect} replace />;
  return (
    <AuthCard
      eyebrow="Administrators"
      title="Admin Login"
      description="Sign in with your administrator account to manage the marketplace."
      links={[{ prompt: 'Not an administrator?', label: 'Back to the marketplace', to: '/' }]}
    >
      <PanelSignInForm
        decide={(session) => {
          if (!hasRole(session, 'admin')) return 'You do not have administrator privileges.';
          toast.success('Login successful', { description: 'Welcome to your dashboard' });
          navigate(redirect, { replace: true });
          return undefined;
        }}
      />
    </AuthCard>
  );
}
