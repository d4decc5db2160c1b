import type { ReactNode } from 'react';
import type { PopupProps } from '@/components/ui/popup-on-first-use';
import { Sheet, SheetContent, SheetTrigger } from '@/components/ui/sheet';
import { useT } from '@/lib/i18n';
import { useCloseOnBack } from '@/lib/use-close-on-back';

export type FilterSheetProps = PopupProps & { panel: ReactNode };

/**
 * Below 1024 px the filters open in a slide-over sheet (storefront 2.6). Loaded on its first use
 * (product-browser.tsx), with the Radix dialog it is built on.
 */
export function FilterSheet({ open, onOpenChange, trigger, panel }: FilterSheetProps) {
  useCloseOnBack(open, () => onOpenChange(false));
  const t = useT();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
      <SheetContent side="left" title={t('Filters')} className="w-[min(22rem,92vw)]">
        <div className="p-4">{panel}</div>
      </SheetContent>
    </Sheet>
  );
}
