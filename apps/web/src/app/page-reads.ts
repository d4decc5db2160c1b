// The query factories and address readers the storefront routes prefetch with (routes.tsx, ADR 012):
// the pages' own, re-exported in one module that only the server loads, so the browser's first
// download does not carry them for nothing.

export { comparisonQuery } from '@/features/buyer-lists/api/comparisons';
export { readComparisonQuery } from '@/features/buyer-lists/lib/comparison-query';
export { productLotsQuery } from '@/features/catalog/api/product-lots';
export { manufacturerProfileQuery, manufacturersQuery } from '@/features/manufacturers/api/manufacturers';
export { premiumManufacturersQuery } from '@/features/storefront/api/premium-manufacturers';
export { legalPageLinksQuery, siteContentQuery } from '@/features/storefront/api/site-content';
export { categoriesQuery, categoryQuery } from '@/lib/api/categories';
export { graniteImagesQuery } from '@/lib/api/granite-images';
export { productQuery, productsQuery } from '@/lib/api/products';
export { stoneVarietiesQuery } from '@/lib/api/stone-varieties';
export { apiQuery, readFilters } from '@/lib/product-filters';
export { routeIdFrom } from '@/lib/route-id';
