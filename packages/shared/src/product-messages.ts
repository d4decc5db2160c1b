// The product texts apart from the schemas (zod), so that a storefront page showing one (the empty
// product list) does not download the schemas with it.
/** Spec 5 and 8: the texts of the product forms, used as written (D24). */
export const PRODUCT_MESSAGES = {
  created: 'Product Created',
  updated: 'Product Updated',
  deleted: 'Product Deleted',
  /** The failure toast's text: 'Failed to create product: {message}' (likewise update and delete). */
  failed: (action: string, message: string) => `Failed to ${action} product: ${message}`,
  /** The category page's product list with its search, sort and filters (storefront 2.5). */
  noMatch: 'No products found matching your criteria',
  nameAndPriceRequired: 'Product name and price are required',
  emptyAdminList: 'No products found matching your search criteria',
  emptyManufacturerList: 'No products yet',
} as const;
