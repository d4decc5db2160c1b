import type { HomeAboutContent } from '@granite/shared';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Markdown } from '@/components/markdown';
import { Container } from '@/components/ui/container';
import { useLocalePath, useT } from '@/lib/i18n';
import { SectionHeading } from './section-heading';

/**
 * ADR 009: the home page's short about text (admin Homepage → About Us, Markdown rendered
 * sanitised, D20), linking to /about. An empty text hides the section.
 */
export function HomeAboutSection({ content }: { content: HomeAboutContent | undefined }) {
  const t = useT();
  const lp = useLocalePath();
  if (!content?.body.trim()) return null;
  return (
    <section data-home-section="about" aria-labelledby="home-about-heading" className="bg-white">
      <Container className="grid gap-6 py-16 sm:py-20 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:gap-16">
        <SectionHeading id="home-about-heading" eyebrow={t('About us')} title={t(content.title)} />
        <div>
          <Markdown className="text-base sm:text-lg [&_p]:my-3">{t(content.body)}</Markdown>
          <Link
            to={lp('/about')}
            className="mt-4 inline-flex items-center gap-1.5 font-medium text-copper-700 hover:text-copper-800 hover:underline"
          >
            {t('Learn more about us')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </Container>
    </section>
  );
}
