import type { BecomeManufacturerContent, CtaContent } from '@granite/shared';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { useLocalePath, useT } from '@/lib/i18n';
import { useWindowLoaded } from '@/lib/window-loaded';

/**
 * Storefront 2.3: the call to action to become a manufacturer, from the cta content block, with the
 * benefits of the become_vendor block (admin Homepage → Manufacturers, ADR 009).
 */
export function BecomeManufacturerSection({
  content,
  benefits,
}: {
  content: CtaContent | undefined;
  benefits?: BecomeManufacturerContent | undefined;
}) {
  const t = useT();
  const lp = useLocalePath();
  // The background is far below the first screen: it starts after the page's load.
  const loaded = useWindowLoaded();
  if (!content)
    return (
      <section data-home-section="become-vendor" aria-label={t('Become a Vendor')} className="min-h-64" />
    );
  return (
    <section
      data-home-section="become-vendor"
      aria-labelledby="cta-heading"
      className="relative overflow-hidden bg-granite-glow text-white"
    >
      {content.backgroundImage && (
        <img
          src={loaded ? content.backgroundImage : undefined}
          alt=""
          className="absolute inset-0 size-full object-cover opacity-25"
        />
      )}
      <Container className="relative flex flex-col gap-8 py-16 sm:py-20 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <p className="text-xs font-semibold tracking-[0.14em] text-copper-300 uppercase [&:lang(hi)]:tracking-normal">
            {t('For manufacturers')}
          </p>
          <h2
            id="cta-heading"
            className="mt-3 text-2xl font-semibold tracking-tight text-balance sm:text-3xl"
          >
            {t(content.title)}
          </h2>
          {content.subtitle && <p className="mt-3 text-pretty text-stone-300">{t(content.subtitle)}</p>}
          {benefits && benefits.benefits.length > 0 && (
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {benefits.benefits.map((benefit) => (
                <li key={benefit.title} className="flex gap-3">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-copper-300" />
                  <div>
                    <p className="font-medium text-white">{t(benefit.title)}</p>
                    {benefit.description && (
                      <p className="mt-0.5 text-sm text-pretty text-stone-300">{t(benefit.description)}</p>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button size="lg" asChild>
            <Link to={lp('/vendor/register')}>{t('Manufacturers Registration')}</Link>
          </Button>
          <Button size="lg" variant="outline-inverse" asChild>
            <Link to={lp('/vendor/faq')}>{t('Vendor FAQ')}</Link>
          </Button>
        </div>
      </Container>
    </section>
  );
}
