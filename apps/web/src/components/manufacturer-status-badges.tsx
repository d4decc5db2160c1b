import { BadgeCheck, Crown } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n';

/**
 * D14: "Verified" only when an admin approved the GSTIN, Premium when flagged; no ratings.
 * Only the badges: each place wraps them in its own row.
 */
export function ManufacturerStatusBadges({
  isVerified,
  isPremium,
  premiumLabel = 'Premium',
}: {
  isVerified: boolean;
  isPremium: boolean;
  premiumLabel?: string;
}) {
  const t = useT();
  return (
    <>
      {isVerified && (
        <Badge variant="success">
          <BadgeCheck aria-hidden="true" />
          {t('Verified')}
        </Badge>
      )}
      {isPremium && (
        <Badge variant="accent">
          <Crown aria-hidden="true" />
          {t(premiumLabel)}
        </Badge>
      )}
    </>
  );
}
