import { Lock } from 'lucide-react';
import { useLocation } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { useSession } from '@/lib/auth/session';
import { msg, useT } from '@/lib/i18n';
import { AccountStatusBanner, accountStatusOf } from './account-status-banner';

/** The panel sections and what each holds once the account is approved. */
const SECTIONS: Record<string, { title: string; opens: string }> = {
  '/vendor/dashboard': {
    title: msg('Vendor Dashboard'),
    opens: msg('your products, quote requests and orders at a glance'),
  },
  '/vendor/products': {
    title: msg('My Products'),
    opens: msg('adding and editing your products, images and prices'),
  },
  '/vendor/inventory': {
    title: msg('Inventory'),
    opens: msg('the lots and slabs of your products, their photos and holds'),
  },
  '/vendor/orders': { title: msg('Orders'), opens: msg('the orders buyers place from your accepted quotes') },
  '/vendor/analytics': {
    title: msg('Analytics'),
    opens: msg('product views, quote requests and replies over time'),
  },
  '/vendor/settings': { title: msg('Settings'), opens: msg('your business profile, GSTIN and logo') },
};

/**
 * D8: an applicant whose account is not (or no longer) approved sees the panel's shape, the
 * status banner and what each section will hold, instead of a refusal. The server refuses the
 * panel's calls all the same (D1).
 */
export function ApplicantPanel() {
  const { pathname } = useLocation();
  const state = useSession();
  const t = useT();
  // The Hindi panel's addresses are the English ones under /hi (D40).
  const path = pathname.replace(/\/$/, '').replace(/^\/hi(?=\/)/, '');
  const found = SECTIONS[path] ?? SECTIONS['/vendor/dashboard']!;
  const section = { title: t(found.title), opens: t(found.opens) };
  const status = state.status === 'signed-in' ? accountStatusOf(state.session) : 'pending';
  const business = state.status === 'signed-in' ? state.session.vendorApplication?.businessName : undefined;
  return (
    <>
      <PageHeader
        title={section.title}
        description={business ? t('Manufacturer panel of {business}', { business }) : t('Manufacturer panel')}
        variant="panel"
      />
      <AccountStatusBanner />
      <section
        aria-label={t('{section} is locked', { section: section.title })}
        className="mt-6 flex items-start gap-3 rounded-lg border border-dashed border-stone-300 bg-white p-5 text-sm text-stone-700"
      >
        <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-stone-400" />
        <p>
          {status === 'suspended'
            ? t('{section} is closed while your account is suspended.', { section: section.title })
            : t('{section} opens once your account is approved: {opens}.', {
                section: section.title,
                opens: section.opens,
              })}
        </p>
      </section>
    </>
  );
}
