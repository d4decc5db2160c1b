import { AuthCard } from '@/components/auth-card';

export function AdminLoginPage() {
  return (
    <AuthCard
      eyebrow="Administrators"
      title="Admin Login"
      description="Sign in with your administrator account to manage the marketplace."
      links={[{ prompt: 'Not an administrator?', label: 'Back to the marketplace', to: '/' }]}
    />
  );
}
