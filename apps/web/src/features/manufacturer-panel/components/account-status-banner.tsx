import { formatDay, type SessionView } from '@granite/shared';
import { Ban, CheckCircle2, Clock, LifeBuoy, PencilLine, XCircle } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/auth/session';
import { cn } from '@/lib/cn';
import { useLocale, useLocalePath, useT } from '@/lib/i18n';
import { ResubmitApplicationForm } from './resubmit-application-form';

export type AccountStatus = 'approved' | 'pending' | 'rejected' | 'suspended';

/**
 * Admin 4 "Manufacturer account status in the panel": approved when the user owns an active
 * manufacturer; else the status of the latest application ('Account Under Review' when pending or
 * none). An approved application without an active manufacturer means an admin suspended it.
 */
export function accountStatusOf(session: SessionView): AccountStatus {
  if (session.roles.includes('vendor')) return 'approved';
  const status = session.vendorApplication?.status ?? 'pending';
  return status === 'approved' ? 'suspended' : status;
}

function Support() {
  const t = useT();
  const lp = useLocalePath();
  return (
    <Button variant="secondary" size="sm" asChild>
      <Link to={lp('/contact')}>
        <LifeBuoy aria-hidden="true" />
        {t('Contact Support')}
      </Link>
    </Button>
  );
}

/** The banner at the top of the manufacturer panel, for every account state. */
export function AccountStatusBanner() {
  const state = useSession();
  const [correcting, setCorrecting] = useState(false);
  const t = useT();
  const lp = useLocalePath();
  const locale = useLocale();
  if (state.status !== 'signed-in') return null;
  const { session } = state;
  const status = accountStatusOf(session);
  const application = session.vendorApplication;

  if (status === 'approved') {
    return (
      <Banner tone="success" icon={CheckCircle2} title={t('Account Approved')}>
        <p>
          {t(
            'Your manufacturer account is active. Buyers can find your products and send you quote requests.',
          )}
        </p>
      </Banner>
    );
  }

  if (status === 'suspended') {
    return (
      <Banner tone="danger" icon={Ban} title={t('Account Suspended')}>
        <p>
          {t(
            'Your manufacturer account is suspended by an administrator: your products are hidden from buyers for now. Please contact support to have it reviewed.',
          )}
        </p>
        <div className="mt-3">
          <Support />
        </div>
      </Banner>
    );
  }

  if (status === 'rejected') {
    return (
      <Banner tone="danger" icon={XCircle} title={t('Account Rejected')}>
        <p>
          {application
            ? t('Your application for {businessName} was not approved.', {
                businessName: application.businessName,
              })
            : t('Your application was not approved.')}
        </p>
        {application?.rejectionReason && (
          <blockquote className="mt-3 rounded-md border border-red-200 bg-white/70 px-3 py-2 text-granite-black">
            <span className="block text-xs font-semibold tracking-wide text-red-800 uppercase">
              {t('Reason from our team')}
            </span>
            {application.rejectionReason}
          </blockquote>
        )}
        <p className="mt-3">
          {t(
            'Correct your application and submit it again; it goes back to review. Questions? Contact support.',
          )}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          {!correcting && (
            <Button size="sm" onClick={() => setCorrecting(true)}>
              <PencilLine aria-hidden="true" />
              {t('Correct and resubmit')}
            </Button>
          )}
          <Support />
        </div>
        {correcting && (
          <div className="mt-5 rounded-lg border border-stone-200 bg-white p-4 text-granite-black sm:p-5">
            <ResubmitApplicationForm
              onCancel={() => setCorrecting(false)}
              onDone={() => setCorrecting(false)}
            />
          </div>
        )}
      </Banner>
    );
  }

  const submitted = application ? formatDay(application.createdAt, locale, 'long') : undefined;
  return (
    <Banner tone="warning" icon={Clock} title={t('Account Under Review')}>
      <p>
        {application
          ? submitted
            ? t('Your application for {businessName}, submitted on {date}, is being processed.', {
                businessName: application.businessName,
                date: submitted,
              })
            : t('Your application for {businessName} is being processed.', {
                businessName: application.businessName,
              })
          : t('Your vendor application is being processed.')}{' '}
        {t('An administrator reviews each registration within 2-3 business days.')}
      </p>
      <h3 className="mt-4 font-semibold">{t('What happens next')}</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5">
        <li>{t('We check your business details and the GSTIN you gave.')}</li>
        <li>{t('You receive an e-mail with the decision.')}</li>
        <li>
          {t(
            "Once approved, this panel opens: complete your business profile, add your products and answer buyers' quote requests.",
          )}
        </li>
      </ol>
      <p className="mt-3">
        {t('Meanwhile, read the')}{' '}
        <Link to={lp('/vendor/guidelines')} className="font-medium underline underline-offset-2">
          {t('Vendor Guidelines')}
        </Link>{' '}
        {t('and the')}{' '}
        <Link to={lp('/vendor/faq')} className="font-medium underline underline-offset-2">
          {t('Vendor FAQ')}
        </Link>
        {t('.')}
      </p>
    </Banner>
  );
}

const TONES = {
  success: 'border-success-200 bg-success-50 text-success-800',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  danger: 'border-red-200 bg-red-50 text-red-900',
} as const;

function Banner({
  tone,
  icon: Icon,
  title,
  children,
}: {
  tone: keyof typeof TONES;
  icon: typeof Clock;
  title: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <section
      aria-label={t('Account status')}
      className={cn('mt-6 flex gap-3 rounded-lg border p-4 sm:p-5', TONES[tone])}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1 text-sm">
        <h2 className="text-base font-semibold">{title}</h2>
        <div className="mt-1">{children}</div>
      </div>
    </section>
  );
}
