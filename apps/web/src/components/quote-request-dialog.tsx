import type { MaterialQuality, ProductType } from '@granite/shared';
import { type ComponentProps, lazy, Suspense, useState } from 'react';
import { useTradeCatalog } from './quote-lifecycle/use-trade-catalog';
import type { SelectedSlabs } from './slabs/selected-slabs';

/** What a quote is asked for: prefilled from the page that opened the form (D16). */
export type QuoteProduct = {
  id: number;
  name: string;
  vendorName: string;
  pricePaise?: number;
  materialQuality?: MaterialQuality;
  productType?: ProductType;
};

export type QuoteTarget =
  /** With `slabs`: a quote for exactly the slabs the buyer ticked; their sq.ft is the quantity (D33). */
  | {
      kind: 'single';
      product: QuoteProduct;
      slabs?: SelectedSlabs;
      /** D39: the buyer's sample the request cites ("As per sample S-12 from block B-114"). */
      sample?: { id: number; citation: string };
    }
  | { kind: 'multi'; products: QuoteProduct[] }
  /**
   * The dashboard's 'New Quote Request': the buyer picks the product in the form; from a public
   * manufacturer profile the choice is limited to that manufacturer's products.
   */
  | { kind: 'pick'; manufacturer?: { id: number; businessName: string } };

// The form (react-hook-form, the shared zod schema) loads when a quote is first asked for, not with
// the product, profile or comparison page: no zod where a page does not validate.
const Content = lazy(() =>
  import('./quote-request-dialog-content').then((m) => ({ default: m.QuoteRequestDialogContent })),
);

/** The quote request form in a dialog (D16); nothing is rendered or downloaded until it first opens. */
export function QuoteRequestDialog(props: ComponentProps<typeof Content>) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  // D40: the form's messages are the trade catalogue's; a product page loads it with the form.
  const ready = useTradeCatalog();
  if (!wanted || !ready) return null;
  return (
    <Suspense fallback={null}>
      <Content {...props} />
    </Suspense>
  );
}
