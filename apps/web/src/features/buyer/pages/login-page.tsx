import { useSearchParams } from 'react-router';
import { AuthCard, AuthPageFrame } from '@/components/auth-card';

/** Spec 2.17: one screen with two modes; `?mode=signup` opens the sign-up mode. */
export function LoginPage() {
  const [searchParams] = useSearchParams();
  const signUp = searchParams.get('mode') === 'signup';

  return (
    <AuthPageFrame>
      {signUp ? (
        <AuthCard
          eyebrow="Buyers"
          title="Create an account"
          description="Register to keep your quote requests and orders with Granite Marketplace in one place."
          links={[
            { prompt: 'Already have an account?', label: 'Sign in', to: '/login' },
            { prompt: 'Selling granite?', label: 'Manufacturers Registration', to: '/vendor/register' },
          ]}
        />
      ) : (
        <AuthCard
          eyebrow="Buyers"
          title="Sign in"
          description="Sign in to follow your quote requests and orders with Granite Marketplace."
          links={[
            { prompt: 'New to Granite Marketplace?', label: 'Create an account', to: '/login?mode=signup' },
            { prompt: 'Selling granite?', label: 'Manufacturers Login', to: '/vendor/login' },
          ]}
        />
      )}
    </AuthPageFrame>
  );
}
