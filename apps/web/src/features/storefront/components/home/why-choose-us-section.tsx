import type { WhyChooseUsContent } from '@granite/shared';
import { BadgeCheck, Gem, IndianRupee, type LucideIcon, ShieldCheck, Truck, Users } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { useT } from '@/lib/i18n';
import { SectionHeading } from './section-heading';

/** Icons by position: the content block holds text only. */
const ICONS: LucideIcon[] = [BadgeCheck, IndianRupee, ShieldCheck, Truck, Gem, Users];

/** Storefront 2.3: why-choose-us from its content block. */
export function WhyChooseUsSection({ content }: { content: WhyChooseUsContent | undefined }) {
  const t = useT();
  if (!content)
    return <section data-home-section="why-choose-us" aria-label={t('Why Choose Us')} className="min-h-96" />;
  return (
    <section
      data-home-section="why-choose-us"
      aria-labelledby="why-heading"
      className="bg-granite text-white"
    >
      <Container className="py-16 sm:py-20">
        <SectionHeading
          id="why-heading"
          eyebrow={t('Our promise')}
          title={t(content.title)}
          subtitle={content.subtitle && t(content.subtitle)}
          inverse
        />
        {content.features.length > 0 && (
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {content.features.map((feature, index) => {
              const Icon = ICONS[index % ICONS.length]!;
              return (
                <li key={feature.title} className="rounded-lg border border-white/10 bg-white/[0.04] p-5">
                  <span className="flex size-10 items-center justify-center rounded-md bg-copper-700/20 text-copper-300 ring-1 ring-copper-400/30">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <h3 className="mt-4 font-semibold text-white">{t(feature.title)}</h3>
                  <p className="mt-2 text-sm text-pretty text-stone-300">{t(feature.description)}</p>
                </li>
              );
            })}
          </ul>
        )}
      </Container>
    </section>
  );
}
