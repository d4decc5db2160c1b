import { ManufacturerComparison } from '@/features/buyer-lists/components/manufacturer-comparison';

/** Storefront 2.9: /product/comparison and /product/comparison/:categoryId. */
export function ComparisonPage() {
  return <ManufacturerComparison />;
}
