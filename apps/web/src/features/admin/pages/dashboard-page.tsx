import { PageHeader } from '@/components/ui/page-header';

export function AdminDashboardPage() {
  return (
    <PageHeader
      title="Admin Dashboard"
      description="Categories, products, manufacturers, users and quote requests of the marketplace."
      variant="panel"
    />
  );
}
