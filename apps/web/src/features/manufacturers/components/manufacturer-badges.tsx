import { BadgeCheck, Crown } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** D14: "Verified" only when an admin approved the GSTIN; Premium when flagged. No ratings. */
export function ManufacturerBadges({ isVerified, isPremium }: { isVerified: boolean; isPremium: boolean }) {
  if (!isVerified && !isPremium) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {isVerified && (
        <Badge variant="success">
          <BadgeCheck aria-hidden="true" />
          Verified
        </Badge>
      )}
      {isPremium && (
        <Badge variant="accent">
          <Crown aria-hidden="true" />
          Premium
        </Badge>
      )}
    </div>
  );
}

export function ManufacturerLogo({
  name,
  logoUrl,
  size = 'md',
}: {
  name: string;
  logoUrl: string | null;
  size?: 'md' | 'lg';
}) {
  const box = size === 'lg' ? 'size-20 text-2xl' : 'size-12 text-base';
  if (logoUrl) {
    return (
      <img
        src={logoUrl}
        alt={`${name} logo`}
        width={size === 'lg' ? 80 : 48}
        height={size === 'lg' ? 80 : 48}
        className={`${box} shrink-0 rounded-lg border border-stone-200 bg-white object-contain`}
      />
    );
  }
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return (
    <span
      aria-hidden="true"
      className={`${box} bg-granite inline-flex shrink-0 border border-white/20 items-center justify-center rounded-lg font-semibold text-white`}
    >
      {initials}
    </span>
  );
}
