// Constants every storefront page needs in the browser (the footer, the header's list counts), kept
// apart from the zod schemas that are declared next to them: a page that reads them does not
// download zod and every schema of their file. The schema files re-export them.
import { LIMITS } from './limits';
import type { FooterInfo } from './schemas/content';

/** Storefront 2.15: the four fixed legal pages, by slug. */
export const FIXED_LEGAL_PAGES = [
  { slug: 'privacy-policy', key: 'privacyPolicy', title: 'Privacy Policy' },
  { slug: 'terms-of-service', key: 'termsOfService', title: 'Terms of Service' },
  { slug: 'cookie-policy', key: 'cookiePolicy', title: 'Cookie Policy' },
  { slug: 'refund-policy', key: 'refundPolicy', title: 'Refund Policy' },
] as const;
export type FixedLegalKey = (typeof FIXED_LEGAL_PAGES)[number]['key'];

/**
 * Footer defaults (storefront 2.2). Address, phone and e-mail stay empty rather than invented (D25);
 * the footer and /contact leave out what nobody has set. The web app shows these while the setting loads.
 */
export const FOOTER_INFO_DEFAULTS: FooterInfo = {
  businessName: 'Granite Marketplace',
  description:
    'Premium Indian granite direct from verified manufacturers: browse slabs and tiles, compare prices per sq.ft and request quotes in one place.',
  address: '',
  phone: '',
  email: '',
};

/** Spec 3: browser storage keys of the two lists. */
export const WISHLIST_STORAGE_KEY = 'wishlist';
export const COMPARISON_STORAGE_KEY = 'comparison';
/** Saved comparisons of a signed-out visitor (D22). */
export const SAVED_COMPARISONS_STORAGE_KEY = 'savedComparisons';

/** Spec 5: products in the comparison at most. */
export const COMPARISON_MAX = LIMITS.comparisonMax;
