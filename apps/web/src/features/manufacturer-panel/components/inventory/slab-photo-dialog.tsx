// One slab's photo, chosen and uploaded here; the server turns it into WebP renditions (EXIF
// orientation honoured, location stripped).
import type { InventorySlabView } from '@granite/shared';
import { Camera } from 'lucide-react';
import { type ChangeEvent, useId } from 'react';
import { toast } from 'sonner';
import { Picture } from '@/components/picture';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useUploadSlabPhoto } from '@/features/manufacturer-panel/api/manufacturer-lots';
import { slabName } from '@/features/manufacturer-panel/lib/slab-format';
import { checkImageFile } from '@/lib/api/upload-image';
import { useT } from '@/lib/i18n';

export function SlabPhotoDialog({ slab, onClose }: { slab: InventorySlabView | undefined; onClose(): void }) {
  const id = useId();
  const upload = useUploadSlabPhoto();
  const t = useT();
  const name = slab ? slabName(slab.blockNumber, slab.sequence) : '';
  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !slab) return;
    const refused = checkImageFile(file);
    if (refused) return void toast.error(t(refused));
    upload.mutate(
      { slabId: slab.id, file },
      {
        onSuccess: () => {
          toast.success(t('Photo of slab {name} saved', { name }));
          onClose();
        },
      },
    );
  }
  return (
    <Dialog open={slab !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t('Photo of slab {name}', { name })}
        description={t('A straight, well-lit photo of the whole face.')}
      >
        {slab && (
          <div className="space-y-4">
            <Picture
              image={slab.photo}
              alt={t('Slab {name}', { name })}
              aspect="4/3"
              sizes="(min-width: 640px) 36rem, 100vw"
              className="rounded-md border border-stone-200"
              imgClassName="h-full w-full object-cover"
            />
            <label
              htmlFor={id}
              aria-disabled={upload.isPending || undefined}
              className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md bg-copper-700 px-4 text-sm font-medium text-white shadow-sm hover:bg-copper-800 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-copper-700 aria-disabled:pointer-events-none aria-disabled:opacity-60"
            >
              <Camera aria-hidden="true" className="size-4" />
              {upload.isPending
                ? t('Uploading…')
                : slab.photo
                  ? t('Choose another photo')
                  : t('Choose a photo')}
              <input
                id={id}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                className="sr-only"
                disabled={upload.isPending}
                onChange={choose}
              />
            </label>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
