import { PageHeader } from '@/components/ui/page-header';
import { AccountStatusBanner } from '../components/account-status-banner';

export function VendorDashboardPage() {
  return (
    <>
      <PageHeader
        title="Vendor Dashboard"
        description="Your account status, products, quote requests and orders at a glance."
        variant="panel"
      />
      <AccountStatusBanner />
    </>
  );
}
