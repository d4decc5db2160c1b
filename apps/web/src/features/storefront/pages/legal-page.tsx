import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';

/** Spec 2.15: the four fixed legal pages; extra pages from the legal_info setting come later. */
const LEGAL_PAGES: Record<string, { title: string; description: string }> = {
  'privacy-policy': {
    title: 'Privacy Policy',
    description: 'How Granite Marketplace collects, uses and protects your personal information.',
  },
  'terms-of-service': {
    title: 'Terms of Service',
    description: 'The terms that apply when you buy or sell through Granite Marketplace.',
  },
  'cookie-policy': {
    title: 'Cookie Policy',
    description: 'How Granite Marketplace uses cookies and browser storage.',
  },
  'refund-policy': {
    title: 'Refund Policy',
    description: 'When and how refunds are handled for orders placed through Granite Marketplace.',
  },
};

export function LegalPage() {
  const { slug = '' } = useParams();
  const page = Object.hasOwn(LEGAL_PAGES, slug) ? LEGAL_PAGES[slug] : undefined;

  if (!page) {
    return (
      <PageHeader
        eyebrow="Legal"
        title="Page Not Found"
        description="The requested legal page could not be found."
        actions={
          <Button variant="secondary" asChild>
            <Link to="/">Return to Home</Link>
          </Button>
        }
      />
    );
  }
  return <PageHeader eyebrow="Legal" title={page.title} description={page.description} />;
}
