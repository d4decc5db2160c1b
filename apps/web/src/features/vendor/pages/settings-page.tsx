import { PageHeader } from '@/components/ui/page-header';

export function VendorSettingsPage() {
  return (
    <PageHeader
      title="Business Profile"
      description="The business details buyers and administrators see for your company."
      variant="panel"
    />
  );
}
