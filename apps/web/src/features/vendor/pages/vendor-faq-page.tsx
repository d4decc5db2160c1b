import { ContactPrompt } from '@/components/contact-prompt';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';

export function VendorFaqPage() {
  return (
    <>
      <PageHeader
        eyebrow="For vendors"
        title="Vendor FAQ"
        description="Answers to common questions about selling granite on Granite Marketplace."
      />
      <Container className="py-12 sm:py-16">
        <ContactPrompt text="Our team can help with registration, listings and orders." />
      </Container>
    </>
  );
}
