import { PageHeader } from '@/components/ui/page-header';

export function AdminSettingsPage() {
  return (
    <PageHeader
      title="Settings"
      description="Contact and footer details, homepage content, images, legal pages, security and SEO."
      variant="panel"
    />
  );
}
