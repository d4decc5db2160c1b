import { PageHeader } from '@/components/ui/page-header';

export function VendorAnalyticsPage() {
  return (
    <PageHeader
      title="Analytics"
      description="Product views, quote requests and response times for your listings."
      variant="panel"
    />
  );
}
