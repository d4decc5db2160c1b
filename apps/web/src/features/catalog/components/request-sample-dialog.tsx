// D39: "Request a sample" on a lot of the product page: the button, and the dialog whose form
// (request-sample-form.tsx) loads when it first opens.
import { PackageOpen } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTradeCatalog } from '@/components/quote-lifecycle/use-trade-catalog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { translate, useLocale, useT } from '@/lib/i18n';
import { useCloseOnBack } from '@/lib/use-close-on-back';

export type SampleLot = { id: number; blockNumber: string; lotNumber: string; productName: string };

const RequestSampleForm = lazy(() =>
  import('./request-sample-form').then((m) => ({ default: m.RequestSampleForm })),
);

export const lotName = (lot: Pick<SampleLot, 'blockNumber' | 'lotNumber'>, language: 'en' | 'hi' = 'en') =>
  language === 'hi'
    ? lot.lotNumber
      ? translate('hi', 'block {block} (lot {lot})', { block: lot.blockNumber, lot: lot.lotNumber })
      : translate('hi', 'block {block}', { block: lot.blockNumber })
    : lot.lotNumber
      ? `block ${lot.blockNumber} (lot ${lot.lotNumber})`
      : `block ${lot.blockNumber}`;

/** The lot's "Request a sample" button and its dialog. */
export function RequestSampleButton({ lot }: { lot: SampleLot }) {
  const [open, setOpen] = useState(false);
  useCloseOnBack(open, () => setOpen(false));
  const t = useT();
  const locale = useLocale();
  // D40: the dialog's messages are the trade catalogue's, loaded on the product page for this button.
  const ready = useTradeCatalog();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button type="button" variant="secondary" className="min-h-11" onClick={() => setOpen(true)}>
        <PackageOpen aria-hidden="true" />
        {t('Request a sample')}
      </Button>
      {open && ready && (
        <DialogContent
          title={t('Request a sample')}
          description={t(
            'A piece of {product} from {lot}, sent to you. The manufacturer may charge a fee: you are told it when they accept, and may cancel until the sample is dispatched.',
            { product: lot.productName, lot: lotName(lot, locale) },
          )}
        >
          <Suspense fallback={<p className="text-sm text-stone-600">{t('Loading...')}</p>}>
            <RequestSampleForm lot={lot} onDone={() => setOpen(false)} />
          </Suspense>
        </DialogContent>
      )}
    </Dialog>
  );
}
