import { PageHeader } from '@/components/ui/page-header';

export function ManufacturerProfilePage() {
  return (
    <PageHeader
      breadcrumbs={[
        { label: 'Home', to: '/' },
        { label: 'Manufacturers', to: '/vendors' },
        { label: 'Manufacturer Profile' },
      ]}
      title="Manufacturer Profile"
      description="Business details of this manufacturer and the products it lists."
    />
  );
}
