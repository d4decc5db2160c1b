import { msg } from '@/lib/i18n';

/** `label` is a message (D40): the code that shows it translates it, `t(item.label)`. */
export type NavLinkItem = { label: string; to: string };

/** Spec 2.2: desktop navigation of the header (also the mobile menu). */
export const STORE_NAV: NavLinkItem[] = [
  { label: msg('Categories'), to: '/categories' },
  { label: msg('Products'), to: '/products' },
  { label: msg('Manufacturers'), to: '/vendors' },
  { label: msg('About'), to: '/about' },
];

/** Spec 2.2: account buttons for a signed-out visitor. */
export const BUYER_ACCOUNT_LINKS = {
  login: { label: msg('Login'), to: '/login' },
  register: { label: msg('Register'), to: '/login?mode=signup' },
} satisfies Record<string, NavLinkItem>;

export const MANUFACTURER_ACCOUNT_LINKS: NavLinkItem[] = [
  { label: msg('Manufacturers Login'), to: '/vendor/login' },
  { label: msg('Manufacturers Registration'), to: '/vendor/register' },
];

export const ADMIN_ACCOUNT_LINK: NavLinkItem = { label: msg('Admin Login'), to: '/admin/login' };

export const FOOTER_LINK_GROUPS: { title: string; links: NavLinkItem[] }[] = [
  {
    title: msg('Quick Links'),
    links: [
      { label: msg('Home'), to: '/' },
      { label: msg('Categories'), to: '/categories' },
      { label: msg('Products'), to: '/products' },
      { label: msg('Manufacturers'), to: '/vendors' },
      { label: msg('About'), to: '/about' },
      { label: msg('Contact'), to: '/contact' },
    ],
  },
  {
    title: msg('For Vendors'),
    links: [
      { label: msg('Manufacturers Registration'), to: '/vendor/register' },
      { label: msg('Manufacturers Login'), to: '/vendor/login' },
      { label: msg('Vendor FAQ'), to: '/vendor/faq' },
      { label: msg('Vendor Guidelines'), to: '/vendor/guidelines' },
    ],
  },
  {
    title: msg('Legal'),
    links: [
      { label: msg('Privacy Policy'), to: '/legal/privacy-policy' },
      { label: msg('Terms of Service'), to: '/legal/terms-of-service' },
      { label: msg('Cookie Policy'), to: '/legal/cookie-policy' },
      { label: msg('Refund Policy'), to: '/legal/refund-policy' },
    ],
  },
];
