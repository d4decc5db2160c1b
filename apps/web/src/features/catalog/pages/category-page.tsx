import { PageHeader } from '@/components/ui/page-header';

export function CategoryPage() {
  return (
    <PageHeader
      breadcrumbs={[
        { label: 'Home', to: '/' },
        { label: 'Categories', to: '/categories' },
        { label: 'Category' },
      ]}
      title="Category"
      description="The granite products listed in this category."
    />
  );
}
