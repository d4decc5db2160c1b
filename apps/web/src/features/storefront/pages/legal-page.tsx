import { FIXED_LEGAL_PAGES } from '@granite/shared';
import { Link, useParams } from 'react-router';
import { Markdown } from '@/components/markdown';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { NotFoundStatus } from '@/lib/http-status';
import { useLocalePath, useT } from '@/lib/i18n';
import { useContentBlock } from '../api/site-content';

/** Storefront 2.15: "Privacy policy content not available." and likewise for the other three. */
const MISSING_TEXT: Record<string, string> = {
  'privacy-policy': 'Privacy policy content not available.',
  'terms-of-service': 'Terms of service content not available.',
  'cookie-policy': 'Cookie policy content not available.',
  'refund-policy': 'Refund policy content not available.',
};

/** Storefront 2.15: the four fixed pages and the extra pages of legal_info, Markdown rendered sanitised (D20). */
export function LegalPage() {
  const t = useT();
  const lp = useLocalePath();
  const { slug = '' } = useParams();
  const legal = useContentBlock('legal_info');
  const fixed = FIXED_LEGAL_PAGES.find((page) => page.slug === slug);

  if (legal.isPending && !legal.value) {
    return (
      <>
        <PageHeader eyebrow={t('Legal')} title={t(fixed?.title ?? 'Legal')} />
        <Container className="max-w-3xl space-y-3 py-12">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-11/12" />
          <Skeleton className="h-5 w-4/5" />
        </Container>
      </>
    );
  }

  const legalDoc = fixed
    ? {
        title: legal.value?.[fixed.key].title || t(fixed.title),
        content: legal.value?.[fixed.key].content ?? '',
      }
    : legal.value?.additionalPages.find((page) => page.slug === slug);

  if (!legalDoc) {
    return (
      <>
        {legal.value && <NotFoundStatus />}
        <PageHeader
          eyebrow={t('Legal')}
          title={t('Page Not Found')}
          description={t('The requested legal page could not be found.')}
          actions={
            <Button variant="secondary" asChild>
              <Link to={lp('/')}>{t('Return to Home')}</Link>
            </Button>
          }
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        eyebrow={t('Legal')}
        title={legalDoc.title}
        breadcrumbs={[{ label: t('Home'), to: lp('/') }, { label: legalDoc.title }]}
      />
      <Container className="py-12 sm:py-16">
        <article className="mx-auto max-w-3xl rounded-lg border border-stone-200 bg-white p-6 shadow-xs sm:p-10">
          {legalDoc.content.trim() ? (
            <Markdown>{legalDoc.content}</Markdown>
          ) : (
            <p className="text-stone-600">{t(MISSING_TEXT[slug] ?? 'Content not available.')}</p>
          )}
        </article>
      </Container>
    </>
  );
}
