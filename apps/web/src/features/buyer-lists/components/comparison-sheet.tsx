import { ComparisonWidget } from '@/components/comparison-widget';
import type { PopupProps } from '@/components/ui/popup-on-first-use';
import { Sheet, SheetContent, SheetTrigger } from '@/components/ui/sheet';
import { useT } from '@/lib/i18n';

/**
 * Storefront 2.10: the header's comparison sheet. Loaded on its first use (header-list-links.tsx),
 * with the Radix dialog it is built on.
 */
export function ComparisonSheet({ open, onOpenChange, trigger }: PopupProps) {
  const t = useT();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
      <SheetContent title={t('Compare Products')} className="w-[min(30rem,94vw)]">
        <div className="p-4">
          <ComparisonWidget onNavigate={() => onOpenChange(false)} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
