// D49: reading a slab label's QR code in the browser: the phone's camera, decoded by the browser's
// own BarcodeDetector where it has one and by jsQR (a maintained pure-JS decoder, loaded only when
// needed) elsewhere; or a photo of the label, for a phone that will not share its camera.
import { Camera, ImageUp, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';

type Detector = { detect(source: CanvasImageSource): Promise<{ rawValue: string }[]> };
type DetectorClass = new (options: { formats: string[] }) => Detector;

/** The browser's QR reader when it has one (Chrome on Android), else null. */
function nativeDetector(): Detector | null {
  const Native = (window as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    return new Native({ formats: ['qr_code'] });
  } catch {
    return null;
  }
}

/** The QR code in what `source` shows now, or null. */
async function decode(
  source: HTMLVideoElement | ImageBitmap,
  canvas: HTMLCanvasElement,
): Promise<string | null> {
  const detector = nativeDetector();
  if (detector) {
    try {
      const [found] = await detector.detect(source);
      if (found) return found.rawValue;
      return null;
    } catch {
      // Fall through to jsQR: some builds expose the class without a working QR format.
    }
  }
  const width = source instanceof HTMLVideoElement ? source.videoWidth : source.width;
  const height = source instanceof HTMLVideoElement ? source.videoHeight : source.height;
  if (!width || !height) return null;
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, width, height);
  const { default: jsQR } = await import('jsqr');
  const image = context.getImageData(0, 0, width, height);
  return jsQR(image.data, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

/** A label read from a photo (the file input's fallback), or null when none is found. */
export async function decodeImageFile(file: File): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    return await decode(bitmap, document.createElement('canvas'));
  } finally {
    bitmap.close();
  }
}

/**
 * The camera, reading labels until it is closed: each code is handed on once, and again only after
 * another label was read or two seconds passed (a label held in view is one scan, not ten).
 */
export function QrScanner({ onCode, onClose }: { onCode(code: string): void; onClose(): void }) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const handler = useRef(onCode);
  handler.current = onCode;
  useEffect(() => {
    let stream: MediaStream | undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const canvas = document.createElement('canvas');
    let last = { code: '', at: 0 };
    const tick = async () => {
      if (stopped || !video.current) return;
      const code = await decode(video.current, canvas).catch(() => null);
      const now = Date.now();
      if (code && (code !== last.code || now - last.at > 2000)) {
        last = { code, at: now };
        handler.current(code);
      }
      if (!stopped) timer = setTimeout(() => void tick(), 200);
    };
    (async () => {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera');
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      });
      if (stopped || !video.current) return;
      video.current.srcObject = stream;
      await video.current.play();
      void tick();
    })().catch(() => setFailed(true));
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);
  return (
    <div className="mt-3 rounded border border-stone-300 bg-granite-black p-2">
      <div className="flex items-center justify-between text-sm text-white">
        <span className="flex items-center gap-2">
          <Camera aria-hidden="true" className="size-4" /> {t('Point the camera at a slab label')}
        </span>
        <Button variant="ghost-inverse" size="icon-sm" aria-label={t('Close the camera')} onClick={onClose}>
          <X aria-hidden="true" />
        </Button>
      </div>
      {failed ? (
        <p className="mt-2 text-sm text-amber-200">
          {t('The camera could not be opened. Type the slab number, or read the label from a photo.')}
        </p>
      ) : (
        <video
          ref={video}
          muted
          playsInline
          className="mt-2 aspect-[4/3] w-full rounded bg-black object-cover"
          data-testid="label-camera"
        />
      )}
    </div>
  );
}

/** "Read a label from a photo": a file input whose picture's QR code is handed on. */
export function LabelPhotoReader({ onCode, onNone }: { onCode(code: string): void; onNone(): void }) {
  const t = useT();
  return (
    <label className="btn h-10 cursor-pointer border border-stone-300 bg-white px-4 text-sm text-granite-black shadow-sm hover:bg-stone-100">
      <ImageUp aria-hidden="true" className="size-4" />
      {t('Read a label from a photo')}
      <input
        type="file"
        accept="image/*"
        className="sr-only"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          void decodeImageFile(file)
            .catch(() => null)
            .then((code) => (code ? onCode(code) : onNone()));
        }}
      />
    </label>
  );
}
