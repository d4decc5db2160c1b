// D39: "Request a sample" on a lot of the product page: the button, and the dialog whose form
// (request-sample-form.tsx) loads when it first opens.
import { PackageOpen } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';

export type SampleLot = { id: number; blockNumber: string; lotNumber: string; productName: string };

const RequestSampleForm = lazy(() =>
  import('./request-sample-form').then((m) => ({ default: m.RequestSampleForm })),
);

export const lotName = (lot: Pick<SampleLot, 'blockNumber' | 'lotNumber'>) =>
  lot.lotNumber ? `block ${lot.blockNumber} (lot ${lot.lotNumber})` : `block ${lot.blockNumber}`;

/** The lot's "Request a sample" button and its dialog. */
export function RequestSampleButton({ lot }: { lot: SampleLot }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button type="button" variant="secondary" className="min-h-11" onClick={() => setOpen(true)}>
        <PackageOpen aria-hidden="true" />
        Request a sample
      </Button>
      {open && (
        <DialogContent
          title="Request a sample"
          description={`A piece of ${lot.productName} from ${lotName(lot)}, sent to you. The manufacturer may charge a fee: you are told it when they accept, and may cancel until the sample is dispatched.`}
        >
          <Suspense fallback={<p className="text-sm text-stone-600">Loading...</p>}>
            <RequestSampleForm lot={lot} onDone={() => setOpen(false)} />
          </Suspense>
        </DialogContent>
      )}
    </Dialog>
  );
}
