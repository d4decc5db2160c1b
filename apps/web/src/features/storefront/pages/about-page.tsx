import { PageHeader } from '@/components/ui/page-header';

export function AboutPage() {
  return (
    <PageHeader
      eyebrow="Company"
      title="About Us"
      description="Who we are and how Granite Marketplace connects buyers with Indian granite manufacturers."
    />
  );
}
