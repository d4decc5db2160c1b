import { PageHeader } from '@/components/ui/page-header';

export function AdminVendorsPage() {
  return (
    <PageHeader
      title="Manufacturer Management"
      description="Create and edit manufacturers and choose which are featured as premium."
      variant="panel"
    />
  );
}
