import type { ImageRef } from '@granite/shared';
import { ManufacturerStatusBadges } from '@/components/manufacturer-status-badges';
import { Picture } from '@/components/picture';
import { useT } from '@/lib/i18n';

/** The status badges in a row of their own, or nothing when there are none. */
export function ManufacturerBadges({ isVerified, isPremium }: { isVerified: boolean; isPremium: boolean }) {
  if (!isVerified && !isPremium) return null;
  return (
    <div className="flex flex-wrap gap-2">
      <ManufacturerStatusBadges isVerified={isVerified} isPremium={isPremium} />
    </div>
  );
}

export function ManufacturerLogo({
  name,
  logoUrl,
  logo,
  size = 'md',
}: {
  name: string;
  logoUrl: string | null;
  /** The stored renditions; the 320 px one is plenty for these boxes, even on 3x screens. */
  logo?: ImageRef | null;
  size?: 'md' | 'lg';
}) {
  const t = useT();
  const box = size === 'lg' ? 'size-20 text-2xl' : 'size-12 text-base';
  if (logo || logoUrl) {
    return (
      <Picture
        image={logo ?? logoUrl}
        alt={t('{name} logo', { name })}
        sizes={size === 'lg' ? '80px' : '48px'}
        aspect="1/1"
        hideWhenBroken
        className={`${box} shrink-0 rounded-lg border border-stone-200 bg-white`}
        imgClassName="object-contain"
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
