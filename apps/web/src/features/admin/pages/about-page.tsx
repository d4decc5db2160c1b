import { PageHeader } from '@/components/ui/page-header';

export function AdminAboutPage() {
  return (
    <PageHeader
      title="About Us Editor"
      description="Company information and team members shown on the About page."
      variant="panel"
    />
  );
}
