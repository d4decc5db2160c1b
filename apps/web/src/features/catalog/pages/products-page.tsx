import { ProductBrowser } from '@/components/product-browser/product-browser';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { SaveSearchButton } from '@/features/catalog/components/save-search-button';
import { useLocalePath, useT } from '@/lib/i18n';

/** Storefront 2.6: every live product, searched, filtered and sorted on the server (D11). */
export function ProductsPage() {
  const t = useT();
  const lp = useLocalePath();
  return (
    <>
      <PageHeader
        eyebrow={t('Catalogue')}
        title={t('All Products')}
        description={t('Every active granite product on the marketplace, with its price per sq.ft.')}
        breadcrumbs={[{ label: t('Home'), to: lp('/') }, { label: t('Products') }]}
        actions={<SaveSearchButton />}
      />
      <Container className="py-8 sm:py-10">
        <ProductBrowser />
      </Container>
    </>
  );
}
