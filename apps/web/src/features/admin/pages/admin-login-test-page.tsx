import { AuthCard } from '@/components/auth-card';

/** Spec 2.1: a plain page stating that routing works. */
export function AdminLoginTestPage() {
  return (
    <AuthCard
      title="Admin Login Test"
      description="Routing works: this page was rendered by the client-side router."
      links={[{ prompt: 'Continue to', label: 'Admin Login', to: '/admin/login' }]}
    />
  );
}
