import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/auth/session';
import { cn } from '@/lib/cn';

/**
 * Admin 4 "Manufacturer account status in the panel": approved when the user owns a manufacturer,
 * else the status of the latest application; 'Account Under Review' when pending or none.
 */
export function AccountStatusBanner() {
  const state = useSession();
  if (state.status !== 'signed-in') return null;
  const { session } = state;
  const application = session.vendorApplication;
  const status = session.roles.includes('vendor') ? 'approved' : (application?.status ?? 'pending');

  const view = {
    approved: {
      icon: CheckCircle2,
      title: 'Account Approved',
      text: 'Your manufacturer account is active. Buyers can find your products and send you quote requests.',
      tone: 'border-success-200 bg-success-50 text-success-800',
    },
    rejected: {
      icon: XCircle,
      title: 'Account Rejected',
      text: application?.rejectionReason
        ? `Your application was not approved: ${application.rejectionReason}`
        : 'Your application was not approved.',
      tone: 'border-red-200 bg-red-50 text-red-800',
    },
    pending: {
      icon: Clock,
      title: 'Account Under Review',
      text: 'Your vendor application is being processed. An administrator reviews each registration within 2-3 business days.',
      tone: 'border-amber-200 bg-amber-50 text-amber-900',
    },
  }[status];
  const Icon = view.icon;
  return (
    <section aria-label="Account status" className={cn('mt-6 flex gap-3 rounded-lg border p-4', view.tone)}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <h2 className="font-semibold">{view.title}</h2>
        <p className="mt-1 text-sm">{view.text}</p>
        {status === 'rejected' && (
          <Button variant="secondary" size="sm" className="mt-3" asChild>
            <Link to="/contact">Contact Support</Link>
          </Button>
        )}
      </div>
    </section>
  );
}
