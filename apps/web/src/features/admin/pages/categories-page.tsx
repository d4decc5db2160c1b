import { PageHeader } from '@/components/ui/page-header';

export function AdminCategoriesPage() {
  return (
    <PageHeader
      title="Manage Granite Categories"
      description="Add, edit and deactivate the categories buyers browse."
      variant="panel"
    />
  );
}
