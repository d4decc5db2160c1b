import { AuthCard, AuthPageFrame } from '@/components/auth-card';

export function VendorLoginPage() {
  return (
    <AuthPageFrame>
      <AuthCard
        eyebrow="Manufacturers"
        title="Manufacturer Login"
        description="Sign in to your manufacturer panel to manage products, quote requests and orders."
        links={[
          { prompt: 'Not registered yet?', label: 'Manufacturers Registration', to: '/vendor/register' },
          { prompt: 'Buying granite?', label: 'Buyer sign in', to: '/login' },
        ]}
      />
    </AuthPageFrame>
  );
}
