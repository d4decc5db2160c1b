import { PageHeader } from '@/components/ui/page-header';

export function DashboardPage() {
  return (
    <PageHeader
      eyebrow="Your account"
      title="My Dashboard"
      description="Your products, comparisons and quote requests in one place."
    />
  );
}
