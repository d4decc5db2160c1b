import { AuthCard, AuthPageFrame } from '@/components/auth-card';

export function VendorRegisterPage() {
  return (
    <AuthPageFrame>
      <AuthCard
        eyebrow="Manufacturers"
        title="Manufacturer Registration"
        description="Apply to sell on Granite Marketplace. An administrator reviews each registration before the account is approved."
        links={[
          { prompt: 'Already registered?', label: 'Manufacturer Login', to: '/vendor/login' },
          { prompt: 'Questions first?', label: 'Read the Vendor FAQ', to: '/vendor/faq' },
        ]}
      />
    </AuthPageFrame>
  );
}
