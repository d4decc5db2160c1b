// Photos of a lot's bundle (D32, at most LOT_LIMITS.photosMax): chosen before the lot is saved
// (uploaded right after it), or managed on a saved lot. The server makes the WebP renditions.
import { LOT_LIMITS, type LotPhotoView } from '@granite/shared';
import { ImagePlus, Trash2 } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useMemo } from 'react';
import { toast } from 'sonner';
import { Picture } from '@/components/picture';
import { Button } from '@/components/ui/button';
import { useDeleteLotPhoto, useUploadLotPhoto } from '@/features/manufacturer-panel/api/manufacturer-lots';
import { checkImageFile } from '@/lib/api/upload-image';
import { useT } from '@/lib/i18n';

function PhotoInput({
  label,
  disabled,
  onFiles,
}: {
  label: string;
  disabled?: boolean;
  onFiles(files: File[]): void;
}) {
  const id = useId();
  const t = useT();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const refused = files.map((f) => [f, checkImageFile(f)] as const).filter(([, e]) => e);
    for (const [file, error] of refused) toast.error(`${file.name}: ${t(error ?? '')}`);
    onFiles(files.filter((f) => !checkImageFile(f)));
  };
  return (
    <label
      htmlFor={id}
      aria-disabled={disabled || undefined}
      className="inline-flex h-24 w-32 cursor-pointer flex-col items-center justify-center gap-1 rounded-md border border-dashed border-stone-300 bg-stone-50 text-xs font-medium text-stone-700 hover:border-copper-700 hover:text-copper-800 focus-within:outline-2 focus-within:outline-copper-700 aria-disabled:pointer-events-none aria-disabled:opacity-50"
    >
      <ImagePlus aria-hidden="true" className="size-5" />
      {label}
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        disabled={disabled}
        className="sr-only"
        onChange={choose}
      />
    </label>
  );
}

/** Files chosen for a lot not saved yet, with their previews. */
export function PendingLotPhotos({ files, onChange }: { files: File[]; onChange(files: File[]): void }) {
  const t = useT();
  const previews = useMemo(() => files.map((f) => ({ file: f, url: URL.createObjectURL(f) })), [files]);
  useEffect(
    () => () => {
      for (const p of previews) URL.revokeObjectURL(p.url);
    },
    [previews],
  );
  const room = LOT_LIMITS.photosMax - files.length;
  return (
    <div>
      <ul className="flex flex-wrap gap-3" aria-label={t('Bundle photos to upload')}>
        {previews.map(({ file, url }) => (
          <li key={url} className="relative">
            <img
              src={url}
              alt={file.name}
              className="h-24 w-32 rounded-md border border-stone-200 object-cover"
            />
            <Button
              variant="secondary"
              size="icon-sm"
              className="absolute top-1 right-1"
              aria-label={t('Remove {name}', { name: file.name })}
              onClick={() => onChange(files.filter((f) => f !== file))}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
        {room > 0 && (
          <li>
            <PhotoInput
              label={t('Add photos')}
              onFiles={(picked) => onChange([...files, ...picked].slice(0, LOT_LIMITS.photosMax))}
            />
          </li>
        )}
      </ul>
      <p className="mt-2 text-xs text-stone-500">
        {t('Up to {count} photos of the bundle in the yard (JPEG, PNG or WebP, 5 MB each).', {
          count: LOT_LIMITS.photosMax,
        })}
      </p>
    </div>
  );
}

/** A saved lot's bundle photos: each uploaded at once, each removable. */
export function LotPhotosManager({ lotId, photos }: { lotId: number; photos: LotPhotoView[] }) {
  const upload = useUploadLotPhoto();
  const remove = useDeleteLotPhoto();
  const t = useT();
  const room = LOT_LIMITS.photosMax - photos.length;
  async function add(files: File[]) {
    for (const file of files.slice(0, room)) {
      await upload.mutateAsync({ lotId, file }).catch(() => undefined);
    }
  }
  return (
    <ul className="flex flex-wrap gap-3" aria-label={t('Bundle photos')}>
      {photos.map((photo, i) => (
        <li key={photo.id} className="relative">
          <Picture
            image={photo.image}
            alt={t('Bundle photo {n}', { n: i + 1 })}
            sizes="128px"
            className="h-24 w-32 rounded-md border border-stone-200"
            imgClassName="h-full w-full object-cover"
          />
          <Button
            variant="secondary"
            size="icon-sm"
            className="absolute top-1 right-1"
            aria-label={t('Remove bundle photo {n}', { n: i + 1 })}
            disabled={remove.isPending}
            onClick={() => remove.mutate({ lotId, photoId: photo.id })}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </li>
      ))}
      {room > 0 && (
        <li>
          <PhotoInput
            label={upload.isPending ? t('Uploading…') : t('Add photos')}
            disabled={upload.isPending}
            onFiles={(files) => void add(files)}
          />
        </li>
      )}
    </ul>
  );
}
