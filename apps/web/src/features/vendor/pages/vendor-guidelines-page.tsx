import { ContactPrompt } from '@/components/contact-prompt';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';

export function VendorGuidelinesPage() {
  return (
    <>
      <PageHeader
        eyebrow="For vendors"
        title="Vendor Guidelines"
        description="The standards for product listings, quality, customer service and business practice on the marketplace."
      />
      <Container className="py-12 sm:py-16">
        <ContactPrompt text="Ask us about any guideline or policy before you list." />
      </Container>
    </>
  );
}
