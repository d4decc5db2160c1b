import { PageHeader } from '@/components/ui/page-header';

export function VendorProductsPage() {
  return (
    <PageHeader
      title="My Products"
      description="Add, edit and remove the granite products you list on the marketplace."
      variant="panel"
    />
  );
}
