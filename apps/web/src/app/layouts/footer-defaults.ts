import { FOOTER_INFO_DEFAULTS } from '@granite/shared';

/** Storefront 2.2: the footer defaults (shared with the server), shown while footer_info loads. */
export const FOOTER_DEFAULTS = FOOTER_INFO_DEFAULTS;

export type { FooterInfo } from '@granite/shared';
