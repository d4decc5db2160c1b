// The gallery of the product form: up to 8 images through the media pipeline; the first
// is the main image (shown on cards and first on the product page). Reorder by dragging or, from the
// keyboard, with the move buttons; choose the main image; remove. Uploads go to POST /media?kind=product
// and are attached when the product is saved.
import { IMAGE_ACCEPT, IMAGE_MESSAGES, type ImageRef, PRODUCT_LIMITS } from '@granite/shared';
import { ArrowLeft, ArrowRight, ImagePlus, Loader2, Star, Trash2 } from 'lucide-react';
import { type ChangeEvent, type DragEvent, useId, useRef, useState } from 'react';
import { Picture } from '@/components/picture';
import { Button } from '@/components/ui/button';
import { checkImageFile, uploadImage } from '@/lib/api/upload-image';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useTableT } from '../data-table/i18n';

export type GalleryItem = { mediaId: string; url: string; image: ImageRef | null };

type GalleryManagerProps = {
  items: GalleryItem[];
  onChange(items: GalleryItem[]): void;
  /** Called for each image uploaded here (the form deletes those it never saves). */
  onUploaded(mediaId: string): void;
  error?: string;
};

function moved<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

export function GalleryManager({ items, onChange, onUploaded, error }: GalleryManagerProps) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<{ done: number; total: number; progress: number } | null>(null);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const room = PRODUCT_LIMITS.galleryMax - items.length;
  const t = useTableT();
  const max = PRODUCT_LIMITS.galleryMax;

  function change(next: GalleryItem[], message: string) {
    onChange(next);
    setAnnouncement(message);
  }

  async function upload(files: File[]) {
    const accepted = files.slice(0, room);
    if (files.length > room) {
      toast.error(t(IMAGE_MESSAGES.uploadFailed), {
        description: t('A product shows at most {max} images; {count} not added.', {
          max,
          count: files.length - room,
        }),
      });
    }
    let next = items;
    setUploading({ done: 0, total: accepted.length, progress: 0 });
    for (const [index, file] of accepted.entries()) {
      const problem = checkImageFile(file);
      if (problem) {
        toast.error(t(IMAGE_MESSAGES.uploadFailed), { description: `${file.name}: ${t(problem)}` });
        continue;
      }
      try {
        const { image } = await uploadImage({ kind: 'product' }, file, {
          onProgress: (progress) => setUploading((u) => (u ? { ...u, progress } : u)),
        });
        onUploaded(image.id);
        if (!next.some((i) => i.mediaId === image.id)) {
          next = [...next, { mediaId: image.id, url: image.url, image }];
          onChange(next);
        }
      } catch (e) {
        const message = e instanceof Error ? e.message : t('Please try again');
        toast.error(t(IMAGE_MESSAGES.uploadFailed), {
          description: t('Upload failed: {message}', { message }),
        });
      }
      setUploading((u) => (u ? { ...u, done: index + 1, progress: 0 } : u));
    }
    setUploading(null);
    setAnnouncement(t('{count} of {max} images.', { count: next.length, max }));
  }

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length) void upload(files);
  }

  function onDropFiles(event: DragEvent) {
    if (dragFrom !== null || !event.dataTransfer.files.length) return;
    event.preventDefault();
    if (!uploading && room > 0) void upload([...event.dataTransfer.files]);
  }

  return (
    <div className="space-y-3">
      <div className="flex items-baseline justify-between gap-3">
        <span className="text-sm font-medium text-granite-black" id={`${inputId}-label`}>
          {t('Images')}
        </span>
        <span className="text-xs text-stone-600 tabular-nums">
          {t('{count} of {max}', { count: items.length, max })}
        </span>
      </div>
      <p id={hintId} className="text-xs text-stone-600">
        {t(
          'The first image is the main one. Square, 800×800px or larger; JPG, PNG, WebP or GIF up to 5MB. Drag to reorder, or use the arrow buttons.',
        )}
      </p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a mouse shortcut; the Add images button is the keyboard path */}
      <div
        onDragOver={(e) => e.preventDefault()}
        onDrop={onDropFiles}
        aria-describedby={hintId}
        className={cn(
          'grid grid-cols-2 gap-3 sm:grid-cols-4',
          error && 'rounded-lg outline-2 outline-offset-4 outline-red-600',
        )}
      >
        {items.map((item, index) => (
          <figure
            key={item.mediaId}
            draggable
            onDragStart={(e) => {
              setDragFrom(index);
              e.dataTransfer.effectAllowed = 'move';
            }}
            onDragEnd={() => setDragFrom(null)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              if (dragFrom === null) return;
              e.preventDefault();
              e.stopPropagation();
              if (dragFrom !== index)
                change(moved(items, dragFrom, index), t('Image moved to position {n}.', { n: index + 1 }));
              setDragFrom(null);
            }}
            className={cn(
              'group relative overflow-hidden rounded-lg border bg-white',
              index === 0 ? 'border-copper-600 ring-1 ring-copper-600' : 'border-stone-200',
              dragFrom === index && 'opacity-50',
            )}
          >
            <Picture
              image={item.image ?? item.url}
              alt={t('Product image {n}', { n: index + 1 })}
              aspect="1/1"
              sizes="(min-width: 640px) 10rem, 45vw"
              className="cursor-grab active:cursor-grabbing"
            />
            {index === 0 && (
              <span className="absolute top-2 left-2 rounded-full bg-granite-black/85 px-2 py-0.5 text-xs font-medium text-white">
                {t('Main image')}
              </span>
            )}
            <figcaption className="flex items-center justify-between gap-1 border-t border-stone-200 p-1">
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={t('Move image {n} earlier', { n: index + 1 })}
                disabled={index === 0}
                onClick={() =>
                  change(moved(items, index, index - 1), t('Image moved to position {n}.', { n: index }))
                }
              >
                <ArrowLeft aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={t('Make image {n} the main image', { n: index + 1 })}
                disabled={index === 0}
                onClick={() => change(moved(items, index, 0), t('This image is now the main image.'))}
              >
                <Star aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={t('Move image {n} later', { n: index + 1 })}
                disabled={index === items.length - 1}
                onClick={() =>
                  change(moved(items, index, index + 1), t('Image moved to position {n}.', { n: index + 2 }))
                }
              >
                <ArrowRight aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={t('Remove image {n}', { n: index + 1 })}
                className="text-red-700 hover:bg-red-50"
                onClick={() =>
                  change(
                    items.filter((_, i) => i !== index),
                    t('Image {n} removed. It is deleted when you save.', { n: index + 1 }),
                  )
                }
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </figcaption>
          </figure>
        ))}
        {room > 0 && (
          <div className="flex aspect-square flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-stone-300 bg-stone-50 p-3 text-center">
            {uploading ? (
              <p className="flex flex-col items-center gap-2 text-sm text-stone-700" aria-live="polite">
                <Loader2 aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
                {t('Uploading {n} of {total}…', {
                  n: Math.min(uploading.done + 1, uploading.total),
                  total: uploading.total,
                })}{' '}
                {Math.round(uploading.progress * 100)}%
              </p>
            ) : (
              <>
                <ImagePlus aria-hidden="true" className="size-6 text-stone-500" />
                <Button type="button" variant="secondary" size="sm" onClick={() => input.current?.click()}>
                  {t('Add images')}
                </Button>
                <span className="text-xs text-stone-500">{t('or drop them here')}</span>
              </>
            )}
            <input
              ref={input}
              id={inputId}
              type="file"
              accept={IMAGE_ACCEPT}
              multiple
              className="sr-only"
              aria-labelledby={`${inputId}-label`}
              tabIndex={-1}
              onChange={onPick}
            />
          </div>
        )}
      </div>
      {error && <p className="text-sm text-red-700">{error}</p>}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
