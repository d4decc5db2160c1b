import { PageHeader } from '@/components/ui/page-header';

export function VendorOrdersPage() {
  return (
    <PageHeader
      title="Orders"
      description="Orders that come from quotes your buyers accepted, and their delivery status."
      variant="panel"
    />
  );
}
