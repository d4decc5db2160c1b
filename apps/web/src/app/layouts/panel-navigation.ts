import {
  BarChart3,
  BookOpenCheck,
  Boxes,
  Building2,
  ClipboardList,
  Coins,
  Container,
  FileText,
  Gem,
  History,
  Inbox,
  Info,
  Layers,
  LayoutDashboard,
  type LucideIcon,
  Megaphone,
  Package,
  PackageOpen,
  Percent,
  Settings,
  ShoppingCart,
  Star,
  UserCheck,
  Users,
} from 'lucide-react';
import { msg } from '@/lib/i18n';
import type { NavLinkItem } from './navigation';

// The panels' sidebars, apart from the storefront's navigation so their icons load with the panels,
// not with every storefront page.
export type PanelNavItem = NavLinkItem & { icon: LucideIcon };

/**
 * Admin spec 2, manufacturer panel sidebar (Logout sits at the sidebar's foot, panel-layout.tsx); in
 * the page's language (D40). The admin sidebar below stays English.
 */
export const MANUFACTURER_PANEL_NAV: PanelNavItem[] = [
  { label: msg('Dashboard'), to: '/vendor/dashboard', icon: LayoutDashboard },
  { label: msg('My Products'), to: '/vendor/products', icon: Package },
  // D32: the lots and slabs of the products.
  { label: msg('Inventory'), to: '/vendor/inventory', icon: Boxes },
  { label: msg('Quote Requests'), to: '/vendor/quotes', icon: FileText },
  { label: msg('Orders'), to: '/vendor/orders', icon: ClipboardList },
  // D39: buyers' requests for samples of the lots.
  { label: msg('Samples'), to: '/vendor/samples', icon: PackageOpen },
  { label: msg('Analytics'), to: '/vendor/analytics', icon: BarChart3 },
  // D35, D42: the month's documents for the accountant, GSTR-1 and Tally.
  { label: msg('GST register'), to: '/vendor/books', icon: BookOpenCheck },
  { label: msg('Reviews'), to: '/vendor/reviews', icon: Star },
  // D46: the firm's members and their roles.
  { label: msg('Team'), to: '/vendor/team', icon: Users },
  { label: msg('Settings'), to: '/vendor/settings', icon: Settings },
];

/**
 * Admin spec 2, admin sidebar, plus the screens the product decisions need: quote requests (D17),
 * users (D6), inbox (D21), activity (D28) and reviews (D26). Logout is the layout's.
 */
export const ADMIN_NAV: PanelNavItem[] = [
  { label: 'Dashboard', to: '/admin/dashboard', icon: LayoutDashboard },
  { label: 'Categories', to: '/admin/categories', icon: Layers },
  // D32: the varieties products name, beside the categories.
  { label: 'Stone Varieties', to: '/admin/stone-varieties', icon: Gem },
  { label: 'Products', to: '/admin/products', icon: Package },
  // D34: GST by HSN code, which products carry and quotes start from.
  { label: 'GST rates', to: '/admin/gst-rates', icon: Percent },
  // D47, D48: the export desk's tables.
  { label: 'Exchange rates', to: '/admin/exchange-rates', icon: Coins },
  { label: 'Payload limits', to: '/admin/payload-limits', icon: Container },
  { label: 'Manufacturers', to: '/admin/vendors', icon: Building2 },
  { label: 'Vendor Approvals', to: '/admin/vendor-approvals', icon: UserCheck },
  { label: 'Quote Requests', to: '/admin/quote-requests', icon: FileText },
  // D38: buyers' open requirements.
  { label: 'Requirements', to: '/admin/requirements', icon: Megaphone },
  // D37: orders with open claims or disputed payments first.
  { label: 'Orders', to: '/admin/orders', icon: ShoppingCart },
  { label: 'Users', to: '/admin/users', icon: Users },
  { label: 'Inbox', to: '/admin/inbox', icon: Inbox },
  { label: 'Activity', to: '/admin/activity', icon: History },
  { label: 'Reviews', to: '/admin/reviews', icon: Star },
  { label: 'About', to: '/admin/about', icon: Info },
  { label: 'Settings', to: '/admin/settings', icon: Settings },
];
