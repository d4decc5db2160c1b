import type { HowItWorksContent } from '@granite/shared';
import { Tabs } from 'radix-ui';
import { Container } from '@/components/ui/container';
import { cn } from '@/lib/cn';
import { SectionHeading } from './section-heading';

const TABS = [
  { value: 'buyer', label: 'For Buyers', steps: (c: HowItWorksContent) => c.buyerSteps },
  { value: 'vendor', label: 'For Vendors', steps: (c: HowItWorksContent) => c.vendorSteps },
] as const;

/** Storefront 2.3: how-it-works with a tab for buyers and one for vendors. */
export function HowItWorksSection({ content }: { content: HowItWorksContent | undefined }) {
  if (!content)
    return <section data-home-section="how-it-works" aria-label="How It Works" className="min-h-96" />;
  return (
    <section
      data-home-section="how-it-works"
      aria-labelledby="how-heading"
      className="border-y border-stone-200 bg-white"
    >
      <Container className="py-16 sm:py-20">
        <SectionHeading
          id="how-heading"
          eyebrow="Step by step"
          title={content.title}
          subtitle={content.subtitle}
        />
        <Tabs.Root defaultValue="buyer" className="mt-10">
          <Tabs.List
            aria-label="How it works for"
            className="inline-flex rounded-lg border border-stone-200 bg-stone-100 p-1"
          >
            {TABS.map((tab) => (
              <Tabs.Trigger
                key={tab.value}
                value={tab.value}
                className={cn(
                  'h-10 rounded-md px-4 text-sm font-medium text-stone-700 transition-colors duration-150',
                  'hover:text-granite-black data-[state=active]:bg-white data-[state=active]:text-granite-black data-[state=active]:shadow-sm',
                )}
              >
                {tab.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Content key={tab.value} value={tab.value} className="mt-8 focus-visible:outline-offset-4">
              <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
                {tab.steps(content).map((step, index) => (
                  <li
                    key={step.title}
                    className="relative rounded-lg border border-stone-200 bg-stone-50 p-5"
                  >
                    <span
                      aria-hidden="true"
                      className="flex size-9 items-center justify-center rounded-full bg-granite-black text-sm font-semibold text-white tabular-nums"
                    >
                      {index + 1}
                    </span>
                    <h3 className="mt-4 font-semibold text-granite-black">{step.title}</h3>
                    <p className="mt-2 text-sm text-pretty text-stone-600">{step.description}</p>
                  </li>
                ))}
              </ol>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Container>
    </section>
  );
}
