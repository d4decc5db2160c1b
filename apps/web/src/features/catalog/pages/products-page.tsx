import { PageHeader } from '@/components/ui/page-header';

export function ProductsPage() {
  return (
    <PageHeader
      eyebrow="Catalogue"
      title="All Products"
      description="Every active granite product on the marketplace, with its price per sq.ft."
    />
  );
}
