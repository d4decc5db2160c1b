import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { PopupProps } from '@/components/ui/popup-on-first-use';
import { isApiError } from '@/lib/api';
import { useLocalePath, useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { comparisonHref, type useSavedComparisons } from '../lib/saved-comparisons';

export type SavedComparisonsMenuProps = PopupProps & { saved: ReturnType<typeof useSavedComparisons> };

/**
 * D22: reopen a saved comparison (account or browser). Loaded on its first use
 * (manufacturer-comparison.tsx), with the Radix menu it is built on.
 */
export function SavedComparisonsMenu({ open, onOpenChange, trigger, saved }: SavedComparisonsMenuProps) {
  const t = useT();
  const lp = useLocalePath();
  return (
    <DropdownMenu modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80">
        <DropdownMenuLabel>
          {saved.signedIn ? t('Saved on your account') : t('Saved in this browser')}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {saved.items.length === 0 && (
          <p className="px-3 py-2 text-sm text-stone-600">{t('No saved comparisons yet.')}</p>
        )}
        {saved.items.map((item) => (
          <div key={item.id} className="flex items-center gap-1">
            <DropdownMenuItem asChild className="min-w-0 flex-1">
              <Link to={lp(comparisonHref(item.query))}>
                <span className="truncate">{item.name}</span>
              </Link>
            </DropdownMenuItem>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={t('Delete saved comparison {name}', { name: item.name })}
              onClick={() =>
                saved.remove(item.id).catch((e: unknown) =>
                  toast.error(t('Error'), {
                    description: isApiError(e) ? t(e.message) : t('Could not delete it'),
                  }),
                )
              }
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
