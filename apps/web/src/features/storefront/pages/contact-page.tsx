import { BUSINESS_HOURS } from '@granite/shared';
import { Clock } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';

export function ContactPage() {
  return (
    <>
      <PageHeader
        eyebrow="Support"
        title="Contact Us"
        description="Reach the Granite Marketplace team about products, quote requests or selling on the marketplace."
      />
      <Container className="py-12 sm:py-16">
        <Card className="flex max-w-md items-start gap-4 p-5">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-copper-50 text-copper-700">
            <Clock aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h2 className="text-sm font-semibold">Business hours</h2>
            <p className="mt-1 text-sm text-stone-600">{BUSINESS_HOURS}</p>
          </div>
        </Card>
      </Container>
    </>
  );
}
