import type { QuoteMessageFile } from '@granite/shared';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useT } from '@/lib/i18n';

/** Sizes as a trader reads them: "2.4 MB", "850 KB". */
export function fileSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * ADR 021: a photo sent in the thread shows small (its 480 px copy) and opens large; a video plays in
 * place (the server answers the player's byte ranges). Both can be downloaded.
 */
export function MessageFile({ file, from }: { file: QuoteMessageFile; from: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (file.kind === 'video') {
    return (
      <div className="space-y-1">
        {/* biome-ignore lint/a11y/useMediaCaption: a trader's own clip of a slab has no spoken words to caption */}
        <video
          controls
          preload="metadata"
          playsInline
          src={file.url}
          aria-label={t('Video from {name}', { name: from })}
          className="max-h-72 w-72 max-w-full rounded-md bg-granite-black"
          data-testid="message-video"
        />
        <a
          href={file.url}
          download
          className="inline-flex items-center gap-1 text-xs underline-offset-2 hover:underline"
        >
          <Download aria-hidden="true" className="size-3.5" />
          {t('Download the video ({size})', { size: fileSize(file.bytes) })}
        </a>
      </div>
    );
  }
  const label = t('Photo from {name}', { name: from });
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="block overflow-hidden rounded-md focus-visible:outline-2 focus-visible:outline-copper-700"
        aria-label={t('Open the photo from {name}', { name: from })}
      >
        <img
          src={file.previewUrl ?? file.url}
          alt={label}
          loading="lazy"
          className="h-44 w-60 max-w-full bg-stone-200 object-cover"
          data-testid="message-photo"
        />
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title={label} className="sm:w-[min(64rem,calc(100vw-2rem))]">
          <img
            src={file.url}
            alt={label}
            className="mx-auto max-h-[70dvh] w-auto max-w-full"
            data-testid="photo-large"
          />
          <p className="mt-3 text-right text-sm">
            <a
              href={file.url}
              download
              className="inline-flex items-center gap-1 text-copper-800 hover:underline"
            >
              <Download aria-hidden="true" className="size-4" />
              {t('Download the photo ({size})', { size: fileSize(file.bytes) })}
            </a>
          </p>
        </DialogContent>
      </Dialog>
    </>
  );
}
