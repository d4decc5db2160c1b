// Slab photos in bulk (D32): each file finds its slab by its name (B114-07.jpg → block B114, slab 7)
// among all the manufacturer's slabs. Files go up a few at a time so a long upload shows its
// progress and a failure loses little; the report lists what matched and why the others did not.
import { parseSlabPhotoName, type SlabPhotoMatchReport } from '@granite/shared';
import { CircleAlert, CircleCheck, Images } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import {
  uploadSlabPhotos,
  useInvalidateInventoryAfter,
} from '@/features/manufacturer-panel/api/manufacturer-lots';
import { slabName } from '@/features/manufacturer-panel/lib/slab-format';
import { checkImageFile } from '@/lib/api/upload-image';
import { useT } from '@/lib/i18n';

/** Files per request: small enough to show progress, far below the server's limit. */
const BATCH_FILES = 8;
const BATCH_BYTES = 24 * 1024 * 1024;

export const NAME_UNREADABLE = 'The name does not end in a slab number (name files like B114-07.jpg)';

/** The files a request can take, in batches; files whose name or type cannot match are kept apart. */
export function planPhotoUpload(files: File[]): {
  batches: File[][];
  refused: SlabPhotoMatchReport['unmatched'];
} {
  const refused: SlabPhotoMatchReport['unmatched'] = [];
  const batches: File[][] = [];
  let batch: File[] = [];
  let bytes = 0;
  for (const file of files) {
    const typeError = checkImageFile(file);
    if (typeError) refused.push({ fileName: file.name, reason: typeError });
    else if (!parseSlabPhotoName(file.name)) refused.push({ fileName: file.name, reason: NAME_UNREADABLE });
    else {
      if (batch.length === BATCH_FILES || (batch.length > 0 && bytes + file.size > BATCH_BYTES)) {
        batches.push(batch);
        batch = [];
        bytes = 0;
      }
      batch.push(file);
      bytes += file.size;
    }
  }
  if (batch.length > 0) batches.push(batch);
  return { batches, refused };
}

type Props = { open: boolean; onOpenChange(open: boolean): void };

export function SlabPhotosUploadDialog({ open, onOpenChange }: Props) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('Upload slab photos')}
        description={t(
          'Name each photo after its slab: block number, hyphen, slab number (B114-07.jpg is slab 7 of block B114).',
        )}
        className="sm:w-[min(44rem,calc(100vw-2rem))]"
      >
        {open && <PhotoUpload onClose={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function PhotoUpload({ onClose }: { onClose(): void }) {
  const id = useId();
  const invalidate = useInvalidateInventoryAfter();
  const [progress, setProgress] = useState<{ done: number; total: number }>();
  const [report, setReport] = useState<SlabPhotoMatchReport>();
  const t = useT();

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    const { batches, refused } = planPhotoUpload(files);
    const result: SlabPhotoMatchReport = { matched: [], unmatched: [...refused] };
    const total = batches.reduce((n, b) => n + b.length, 0);
    setReport(undefined);
    setProgress({ done: 0, total });
    let done = 0;
    for (const batch of batches) {
      try {
        const answer = await uploadSlabPhotos(batch);
        result.matched.push(...answer.matched);
        result.unmatched.push(...answer.unmatched);
      } catch (error) {
        const reason = error instanceof Error ? error.message : t('The upload failed');
        result.unmatched.push(...batch.map((f) => ({ fileName: f.name, reason })));
      }
      done += batch.length;
      setProgress({ done, total });
    }
    setProgress(undefined);
    setReport(result);
    if (result.matched.length > 0) {
      await invalidate();
      toast.success(
        t('{count, plural, one {# photo} other {# photos}} saved', { count: result.matched.length }),
      );
    }
  }

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={id}
          aria-disabled={progress ? true : undefined}
          className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md bg-copper-700 px-4 text-sm font-medium text-white shadow-sm hover:bg-copper-800 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-copper-700 aria-disabled:pointer-events-none aria-disabled:opacity-60"
        >
          <Images aria-hidden="true" className="size-4" />
          {report ? t('Choose more photos') : t('Choose photos')}
          <input
            id={id}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            disabled={Boolean(progress)}
            className="sr-only"
            onChange={(e) => void choose(e)}
          />
        </label>
        <p className="text-xs text-stone-600">
          {t("JPEG, PNG or WebP, 5 MB each. A new photo replaces the slab's old one.")}
        </p>
      </div>

      {progress && (
        <div role="status" className="space-y-2 text-sm text-stone-700">
          <p>{t('Uploading {done} of {total} photos…', { done: progress.done, total: progress.total })}</p>
          <progress className="h-2 w-full accent-copper-700" max={progress.total} value={progress.done} />
        </div>
      )}

      {report && (
        <section aria-label={t('Upload report')} className="space-y-3">
          <p
            role="status"
            className="flex flex-wrap gap-x-4 gap-y-1 rounded-md border border-stone-200 bg-white px-3 py-2.5 text-sm"
          >
            <span className="inline-flex items-center gap-1.5 text-success-800">
              <CircleCheck aria-hidden="true" className="size-4" />
              {t('{count} matched', { count: report.matched.length })}
            </span>
            {report.unmatched.length > 0 && (
              <span className="inline-flex items-center gap-1.5 text-red-700">
                <CircleAlert aria-hidden="true" className="size-4" />
                {t('{count} not matched', { count: report.unmatched.length })}
              </span>
            )}
          </p>
          {report.unmatched.length > 0 && (
            <div>
              <h3 className="mb-1.5 text-sm font-semibold text-granite-black">{t('Not matched')}</h3>
              <ul className="max-h-56 divide-y divide-stone-200 overflow-auto rounded-md border border-red-200 bg-red-50/50 text-sm">
                {report.unmatched.map((u) => (
                  <li key={`${u.fileName}-${u.reason}`} className="px-3 py-2">
                    <span className="font-medium break-all text-granite-black">{u.fileName}</span>
                    <span className="block text-red-800">{t(u.reason)}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {report.matched.length > 0 && (
            <details className="rounded-md border border-stone-200 px-3 py-2 text-sm">
              <summary className="cursor-pointer font-medium text-granite-black">
                {t('Matched photos ({count})', { count: report.matched.length })}
              </summary>
              <ul className="mt-2 max-h-48 space-y-1 overflow-auto">
                {report.matched.map((m) => (
                  <li key={`${m.fileName}-${m.slabId}`} className="flex justify-between gap-3">
                    <span className="break-all text-stone-700">{m.fileName}</span>
                    <span className="shrink-0 font-medium tabular-nums">
                      {t('slab {name}', { name: slabName(m.blockNumber, m.sequence) })}
                    </span>
                  </li>
                ))}
              </ul>
            </details>
          )}
        </section>
      )}

      <div className="flex justify-end border-t border-stone-200 pt-4">
        <Button variant="secondary" onClick={onClose} disabled={Boolean(progress)}>
          {report ? t('Done') : t('Cancel')}
        </Button>
      </div>
    </div>
  );
}
