import { PageHeader } from '@/components/ui/page-header';

export function AdminVendorApprovalsPage() {
  return (
    <PageHeader
      title="Vendor Registration Management"
      description="Review manufacturer registrations and approve or reject them."
      variant="panel"
    />
  );
}
