import type { HowItWorksContent } from '@granite/shared';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Container } from '@/components/ui/container';
import { joinClasses as cn } from '@/lib/class-join';
import { useT } from '@/lib/i18n';
import { SectionHeading } from './section-heading';

const TABS = [
  { value: 'buyer', label: 'For Buyers', steps: (c: HowItWorksContent) => c.buyerSteps },
  { value: 'vendor', label: 'For Vendors', steps: (c: HowItWorksContent) => c.vendorSteps },
] as const;

/** Storefront 2.3: how-it-works with a tab for buyers and one for manufacturers. */
export function HowItWorksSection({ content }: { content: HowItWorksContent | undefined }) {
  const t = useT();
  if (!content)
    return <section data-home-section="how-it-works" aria-label={t('How It Works')} className="min-h-96" />;
  return (
    <section
      data-home-section="how-it-works"
      aria-labelledby="how-heading"
      className="border-y border-stone-200 bg-white"
    >
      <Container className="py-16 sm:py-20">
        <SectionHeading
          id="how-heading"
          eyebrow={t('Step by step')}
          title={t(content.title)}
          subtitle={content.subtitle && t(content.subtitle)}
        />
        <StepTabs content={content} />
      </Container>
    </section>
  );
}

/**
 * The WAI-ARIA tabs pattern with automatic activation, as Radix Tabs drew it: one tab stop (the
 * selected tab), Left/Right arrows move and select (wrapping), Home/End jump; each panel is labelled
 * by its tab and the hidden one stays in the HTML. Its own few lines instead of Radix's 9 KB on the
 * home page's first download.
 */
function StepTabs({ content }: { content: HowItWorksContent }) {
  const t = useT();
  const id = useId();
  const [active, setActive] = useState<(typeof TABS)[number]['value']>('buyer');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = TABS.findIndex((tab) => tab.value === active);
    const last = TABS.length - 1;
    const next = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(TABS[next]!.value);
    tabs.current[next]?.focus();
  };

  return (
    <div className="mt-10">
      <div
        role="tablist"
        aria-label={t('How it works for')}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        className="inline-flex rounded-lg border border-stone-200 bg-stone-100 p-1"
      >
        {TABS.map((tab, index) => {
          const selected = tab.value === active;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.value}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${tab.value}`}
              tabIndex={selected ? 0 : -1}
              data-state={selected ? 'active' : 'inactive'}
              onClick={() => setActive(tab.value)}
              className={cn(
                'h-10 rounded-md px-4 text-sm font-medium text-stone-700 transition-colors duration-150',
                'hover:text-granite-black data-[state=active]:bg-white data-[state=active]:text-granite-black data-[state=active]:shadow-sm',
              )}
            >
              {t(tab.label)}
            </button>
          );
        })}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab.value}
          role="tabpanel"
          id={`${id}-panel-${tab.value}`}
          aria-labelledby={`${id}-tab-${tab.value}`}
          hidden={tab.value !== active}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: a panel without focusable content is a tab stop
          tabIndex={0}
          className="mt-8 focus-visible:outline-offset-4"
        >
          <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {tab.steps(content).map((step, index) => (
              <li key={step.title} className="relative rounded-lg border border-stone-200 bg-stone-50 p-5">
                <span
                  aria-hidden="true"
                  className="flex size-9 items-center justify-center rounded-full bg-granite-black text-sm font-semibold text-white tabular-nums"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 font-semibold text-granite-black">{t(step.title)}</h3>
                <p className="mt-2 text-sm text-pretty text-stone-600">{t(step.description)}</p>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}
