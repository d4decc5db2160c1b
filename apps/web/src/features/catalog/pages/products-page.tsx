import { ProductBrowser } from '@/components/product-browser/product-browser';
import { SaveSearchButton } from '@/components/saved-searches/save-search-button';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';

/** Storefront 2.6: every live product, searched, filtered and sorted on the server (D11). */
export function ProductsPage() {
  return (
    <>
      <PageHeader
        eyebrow="Catalogue"
        title="All Products"
        description="Every active granite product on the marketplace, with its price per sq.ft."
        breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Products' }]}
        actions={<SaveSearchButton />}
      />
      <Container className="py-8 sm:py-10">
        <ProductBrowser />
      </Container>
    </>
  );
}
