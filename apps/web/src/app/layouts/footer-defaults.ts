/**
 * Spec 2.2: the footer shows the footer_info setting only when all five strings are set; otherwise
 * these defaults. Phone and e-mail stay empty rather than invented, and empty lines are not shown.
 */
export const FOOTER_DEFAULTS = {
  businessName: 'Granite Marketplace',
  description:
    'Premium Indian granite direct from verified manufacturers: browse slabs and tiles, compare prices per sq.ft and request quotes in one place.',
  address: 'India',
  phone: '',
  email: '',
} as const;

export type FooterInfo = {
  businessName: string;
  description: string;
  address: string;
  phone: string;
  email: string;
};
