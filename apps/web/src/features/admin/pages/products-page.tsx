import { PageHeader } from '@/components/ui/page-header';

export function AdminProductsPage() {
  return (
    <PageHeader
      title="All Granite Products"
      description="Every product on the marketplace, with search, category filter and status."
      variant="panel"
    />
  );
}
