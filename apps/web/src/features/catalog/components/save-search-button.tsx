// D41: "Save this search" on the catalogue lists (all products, a category, search results). The
// saved address is the page's own (path and filters); the server normalises it with the catalogue's
// query schema. Signed out, the dialog asks the visitor to sign in and brings them back. The dialog
// and its form (Radix, the form fields, the saved-search API) load on the button's first use, so the
// list pages' first download does not carry them.
import { BellPlus } from 'lucide-react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { lazyPopup, PopupOnFirstUse } from '@/components/ui/popup-on-first-use';
import { useT } from '@/lib/i18n';
import { searchWords } from '@/lib/search-words';
import type { SaveSearchDialogProps } from './save-search-dialog';

/**
 * A name that says what the filters are ("Kashmir White, Polished, 18 mm in stock granite under
 * ₹300/sq.ft"), in English: it is the buyer's own text from then on, theirs to change.
 */
export function suggestedName(search: string, place?: string): string {
  const { filters, price } = searchWords(search);
  return `${filters.join(', ') || 'All'} ${place ?? 'granite'}${price ? ` ${price}` : ''}`
    .trim()
    .slice(0, 80);
}

const saveSearchDialog = lazyPopup<SaveSearchDialogProps>(() =>
  import('./save-search-dialog').then((m) => m.SaveSearchDialog),
);

export function SaveSearchButton({ place }: { place?: string }) {
  const location = useLocation();
  const t = useT();
  return (
    <PopupOnFirstUse
      popup={saveSearchDialog}
      kind="dialog"
      props={{ defaultName: suggestedName(location.search, place) }}
      trigger={
        <Button type="button" variant="secondary">
          <BellPlus aria-hidden="true" />
          {t('Save this search')}
        </Button>
      }
    />
  );
}
