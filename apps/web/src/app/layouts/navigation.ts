export type NavLinkItem = { label: string; to: string };

/** Spec 2.2: desktop navigation of the header (also the mobile menu). */
export const STORE_NAV: NavLinkItem[] = [
  { label: 'Categories', to: '/categories' },
  { label: 'Products', to: '/products' },
  { label: 'Manufacturers', to: '/vendors' },
  { label: 'About', to: '/about' },
];

/** Spec 2.2: account buttons for a signed-out visitor. */
export const BUYER_ACCOUNT_LINKS = {
  login: { label: 'Login', to: '/login' },
  register: { label: 'Register', to: '/login?mode=signup' },
} satisfies Record<string, NavLinkItem>;

export const MANUFACTURER_ACCOUNT_LINKS: NavLinkItem[] = [
  { label: 'Manufacturers Login', to: '/vendor/login' },
  { label: 'Manufacturers Registration', to: '/vendor/register' },
];

export const ADMIN_ACCOUNT_LINK: NavLinkItem = { label: 'Admin Login', to: '/admin/login' };

export const FOOTER_LINK_GROUPS: { title: string; links: NavLinkItem[] }[] = [
  {
    title: 'Quick Links',
    links: [
      { label: 'Home', to: '/' },
      { label: 'Categories', to: '/categories' },
      { label: 'Products', to: '/products' },
      { label: 'Manufacturers', to: '/vendors' },
      { label: 'About', to: '/about' },
      { label: 'Contact', to: '/contact' },
    ],
  },
  {
    title: 'For Vendors',
    links: [
      { label: 'Manufacturers Registration', to: '/vendor/register' },
      { label: 'Manufacturers Login', to: '/vendor/login' },
      { label: 'Vendor FAQ', to: '/vendor/faq' },
      { label: 'Vendor Guidelines', to: '/vendor/guidelines' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: '/legal/privacy-policy' },
      { label: 'Terms of Service', to: '/legal/terms-of-service' },
      { label: 'Cookie Policy', to: '/legal/cookie-policy' },
      { label: 'Refund Policy', to: '/legal/refund-policy' },
    ],
  },
];
