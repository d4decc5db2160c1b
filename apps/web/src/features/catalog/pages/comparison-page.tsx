import { PageHeader } from '@/components/ui/page-header';

export function ComparisonPage() {
  return (
    <PageHeader
      eyebrow="Compare"
      title="Product Comparison"
      description="Compare granite manufacturers and their offerings"
    />
  );
}
