import { Lock } from 'lucide-react';
import { useLocation } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { useSession } from '@/lib/auth/session';
import { AccountStatusBanner, accountStatusOf } from './account-status-banner';

/** The panel sections and what each holds once the account is approved. */
const SECTIONS: Record<string, { title: string; opens: string }> = {
  '/vendor/dashboard': {
    title: 'Vendor Dashboard',
    opens: 'your products, quote requests and orders at a glance',
  },
  '/vendor/products': { title: 'My Products', opens: 'adding and editing your products, images and prices' },
  '/vendor/inventory': {
    title: 'Inventory',
    opens: 'the lots and slabs of your products, their photos and holds',
  },
  '/vendor/orders': { title: 'Orders', opens: 'the orders buyers place from your accepted quotes' },
  '/vendor/analytics': { title: 'Analytics', opens: 'product views, quote requests and replies over time' },
  '/vendor/settings': { title: 'Settings', opens: 'your business profile, GSTIN and logo' },
};

/**
 * D8: an applicant whose account is not (or no longer) approved sees the panel's shape, the
 * status banner and what each section will hold, instead of a refusal. The server refuses the
 * panel's calls all the same (D1).
 */
export function ApplicantPanel() {
  const { pathname } = useLocation();
  const state = useSession();
  const section = SECTIONS[pathname.replace(/\/$/, '')] ?? SECTIONS['/vendor/dashboard']!;
  const status = state.status === 'signed-in' ? accountStatusOf(state.session) : 'pending';
  const business = state.status === 'signed-in' ? state.session.vendorApplication?.businessName : undefined;
  return (
    <>
      <PageHeader
        title={section.title}
        description={business ? `Manufacturer panel of ${business}` : 'Manufacturer panel'}
        variant="panel"
      />
      <AccountStatusBanner />
      <section
        aria-label={`${section.title} is locked`}
        className="mt-6 flex items-start gap-3 rounded-lg border border-dashed border-stone-300 bg-white p-5 text-sm text-stone-700"
      >
        <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-stone-400" />
        <p>
          {status === 'suspended'
            ? `${section.title} is closed while your account is suspended.`
            : `${section.title} opens once your account is approved: ${section.opens}.`}
        </p>
      </section>
    </>
  );
}
