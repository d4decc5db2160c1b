import { IMAGE_ACCEPT, IMAGE_MESSAGES, type ImageRef } from '@granite/shared';
import { CheckCircle2, ImageUp, Loader2, TriangleAlert } from 'lucide-react';
import { type ChangeEvent, type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { checkImageFile, type UploadTarget, uploadImage } from '@/lib/api/upload-image';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { Picture } from './picture';

/** Admin spec 4: an image upload is uploading, then success or error. */
type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number; preview: string }
  | { status: 'success' }
  | { status: 'error'; message: string };

export type ImageUploadFieldProps = {
  label: string;
  target: UploadTarget;
  /** The image shown now (from the record being edited; content blocks keep a plain URL). */
  value: ImageRef | string | null | undefined;
  onUploaded: (image: ImageRef) => void;
  /** The spec's guideline for this image, e.g. 'Minimum 1200px width, 16:9 landscape'. */
  hint?: string;
  aspect?: string;
  className?: string;
  /** The failure toast's title: 'Upload Failed' unless the spec names another for this field. */
  failedTitle?: string;
};

/**
 * The upload field of the admin and manufacturer forms: pick or drop a file, see a preview and the
 * progress, then the stored image. Toasts 'Upload Successful' / 'Upload Failed' (admin spec 8).
 */
export function ImageUploadField({
  label,
  target,
  value,
  onUploaded,
  hint,
  aspect = '4/3',
  className,
  failedTitle = IMAGE_MESSAGES.uploadFailed,
}: ImageUploadFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const t = useT();
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const [dragging, setDragging] = useState(false);

  const preview = useRef<string | null>(null);
  const dropPreview = () => {
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = null;
  };
  useEffect(
    () => () => {
      if (preview.current) URL.revokeObjectURL(preview.current);
    },
    [],
  );

  async function send(file: File) {
    const problem = checkImageFile(file);
    if (problem) {
      setState({ status: 'error', message: t(problem) });
      toast.error(t(failedTitle), { description: t(problem) });
      return;
    }
    dropPreview();
    preview.current = URL.createObjectURL(file);
    setState({ status: 'uploading', progress: 0, preview: preview.current });
    try {
      const { image } = await uploadImage(target, file, {
        onProgress: (progress) => setState((s) => (s.status === 'uploading' ? { ...s, progress } : s)),
      });
      setState({ status: 'success' });
      onUploaded(image);
      toast.success(t(IMAGE_MESSAGES.uploadSuccess), { description: t('The image has been saved.') });
    } catch (error) {
      const message = t(error instanceof Error ? error.message : 'Please try again');
      setState({ status: 'error', message });
      toast.error(t(failedTitle), { description: t('Upload failed: {message}', { message }) });
    } finally {
      dropPreview();
    }
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // picking the same file again still uploads
    if (file) void send(file);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && state.status !== 'uploading') void send(file);
  }

  const uploading = state.status === 'uploading';
  return (
    <div className={cn('space-y-2', className)}>
      <label htmlFor={inputId} className="block text-sm font-medium text-granite-black">
        {label}
      </label>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is a mouse shortcut; the button below is the keyboard path */}
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'relative overflow-hidden rounded-lg border-2 border-dashed transition-colors duration-150',
          dragging ? 'border-copper-700 bg-copper-50' : 'border-stone-300',
        )}
      >
        {uploading ? (
          <div className="relative bg-stone-200" style={{ aspectRatio: aspect }}>
            <img src={state.preview} alt="" className="size-full object-cover opacity-60" />
          </div>
        ) : (
          <Picture image={value} alt={label} aspect={aspect} sizes="(min-width: 768px) 24rem, 100vw" />
        )}
        {uploading && (
          <div className="absolute inset-x-0 bottom-0 bg-granite-black/80 p-3 text-white" aria-live="polite">
            <div className="flex items-center gap-2 text-sm">
              <Loader2 aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
              {t('Uploading… {percent}%', { percent: Math.round(state.progress * 100) })}
            </div>
            <progress
              className="mt-2 h-1.5 w-full overflow-hidden rounded-full accent-copper-600"
              max={1}
              value={state.progress}
              aria-label={t('Upload progress')}
            />
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={IMAGE_ACCEPT}
          onChange={onChange}
          disabled={uploading}
          aria-describedby={hint ? hintId : undefined}
          className="sr-only"
        />
        <button
          type="button"
          onClick={() => input.current?.click()}
          disabled={uploading}
          className="inline-flex h-9 items-center gap-2 rounded-md border border-stone-300 bg-white px-3 text-sm font-medium shadow-sm hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-700 disabled:opacity-50"
        >
          <ImageUp aria-hidden="true" className="size-4" />
          {value ? t('Replace image') : t('Upload image')}
        </button>
        {state.status === 'success' && (
          <span className="inline-flex items-center gap-1.5 text-sm text-green-700" role="status">
            <CheckCircle2 aria-hidden="true" className="size-4" />
            {t(IMAGE_MESSAGES.uploadSuccess)}
          </span>
        )}
        {state.status === 'error' && (
          <span className="inline-flex items-start gap-1.5 text-sm text-red-700" role="alert">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {state.message}
          </span>
        )}
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-stone-600">
          {hint}
        </p>
      )}
    </div>
  );
}
