import { PageHeader } from '@/components/ui/page-header';

export function ProductPage() {
  return (
    <PageHeader
      breadcrumbs={[
        { label: 'Home', to: '/' },
        { label: 'Products', to: '/products' },
        { label: 'Product Details' },
      ]}
      title="Product Details"
      description="Specifications, price per sq.ft and supplier details for this product."
    />
  );
}
