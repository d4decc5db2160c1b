// Business constants and limits of the spec (storefront 9, admin 9), defined once.

export const LIMITS = {
  productsPageSize: 12,
  adminProductsPageSize: 10,
  maxPageSize: 100,
  maxPage: 10_000,
  comparisonMax: 4,
  featuredProducts: 6,
  premiumManufacturersOnHome: 3,
  viewerTextures: 5,
  heroAutoplayMs: 3000,
  headerScrollThresholdPx: 20,
  mobileMenuBelowPx: 1024,
  mobileBreakpointPx: 768,
  priceSliderMin: 0,
  priceSliderMax: 10_000,
  priceSliderStep: 100,
  imageMaxBytes: 5 * 1024 * 1024,
  heroImageMinWidth: 1200,
  textureMinSize: 1024,
  /** D4: the spec's 6 is a floor; we ask for 8. */
  passwordMinLength: 8,
  passwordMaxLength: 128,
  searchMaxLength: 200,
  quoteNotesMaxLength: 2000,
  multiQuoteMaxProducts: 10,
  contactMessageMaxLength: 5000,
} as const;

/** D13: 1 m² = 10.7639 sq.ft. */
export const SQFT_PER_SQM = 10.7639;

export const BUSINESS_HOURS = 'Mon-Sat 9:00 AM - 6:00 PM, Sunday closed';
