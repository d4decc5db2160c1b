import type { ImageRef } from '@granite/shared';
import { formatSlabSize, unitLabel } from '@granite/shared';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { KeyboardEvent, ReactNode } from 'react';
import { useLocale, useT } from '@/lib/i18n';
import { formatSqft } from './slab-text';
import { ZoomableImage } from './zoomable-image';

/** A slab as the viewer shows it, whoever lists it (a lot on the product page, a reply's offer). */
export type ViewerSlab = {
  id: number;
  /** "B114-07". */
  code: string;
  photo: ImageRef | null;
  lengthMm: number;
  widthMm: number;
  usableSqft: number;
  grossSqft: number;
  defects?: string | null;
  /** Held for another buyer's quote: shown, not offered (D32). */
  held?: boolean;
};

type SlabViewerProps = {
  slabs: ViewerSlab[];
  /** The slab shown; null while the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** What the slabs belong to, for the title: "Block B114". */
  context?: string;
  /** Controls for the shown slab under its facts (the product page's "Select"). */
  actions?: (slab: ViewerSlab) => ReactNode;
};

/**
 * D32: one slab large, over the page. Radix Dialog keeps the focus inside and Escape closes it, as
 * every dialog of the house; ← and → (and the buttons, and a swipe on a phone) go to the previous
 * and next slab; the photo zooms (ZoomableImage). Only the shown slab's photo is loaded.
 */
export function SlabViewer({ slabs, index, onIndexChange, onClose, context, actions }: SlabViewerProps) {
  const slab = index === null ? undefined : slabs[index];
  const count = slabs.length;
  const t = useT();
  const locale = useLocale();
  const go = (step: number) => {
    if (index === null || count < 2) return;
    onIndexChange((index + step + count) % count);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };

  return (
    <RadixDialog.Root open={slab !== undefined} onOpenChange={(open) => !open && onClose()}>
      {slab && (
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="fixed inset-0 z-50 bg-granite-black/95 motion-safe:animate-fade-in" />
          <RadixDialog.Content
            onKeyDown={onKeyDown}
            data-testid="slab-viewer"
            className="fixed inset-0 z-50 flex flex-col text-white outline-none motion-safe:animate-fade-in"
          >
            <div className="flex shrink-0 items-center justify-between gap-3 px-4 py-2 sm:px-6">
              <div className="min-w-0">
                <RadixDialog.Title className="truncate text-base font-semibold sm:text-lg">
                  {t('Slab {code}', { code: slab.code })}
                  {context && <span className="font-normal text-stone-300"> · {context}</span>}
                </RadixDialog.Title>
                <p className="text-sm text-stone-300" aria-live="polite">
                  {t('{n} of {count}', { n: index! + 1, count })}
                </p>
              </div>
              <RadixDialog.Close
                aria-label={t('Close')}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
              >
                <X aria-hidden="true" className="size-6" />
              </RadixDialog.Close>
            </div>

            <div className="relative min-h-0 flex-1">
              <ZoomableImage
                key={slab.id}
                image={slab.photo}
                alt={t('Slab {code}, {size}', {
                  code: slab.code,
                  size: formatSlabSize(slab.lengthMm, slab.widthMm, locale),
                })}
                onSwipe={(direction) => go(direction === 'next' ? 1 : -1)}
              />
              {count > 1 && (
                <>
                  <StepButton label={t('Previous slab')} side="left" onClick={() => go(-1)}>
                    <ChevronLeft aria-hidden="true" className="size-6" />
                  </StepButton>
                  <StepButton label={t('Next slab')} side="right" onClick={() => go(1)}>
                    <ChevronRight aria-hidden="true" className="size-6" />
                  </StepButton>
                </>
              )}
            </div>

            <div className="shrink-0 border-t border-white/10 px-4 py-3 sm:px-6">
              <RadixDialog.Description asChild>
                <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm">
                  <span className="font-medium tabular-nums">
                    {formatSlabSize(slab.lengthMm, slab.widthMm, locale)}
                  </span>
                  <span className="tabular-nums">
                    {formatSqft(slab.usableSqft)} {unitLabel('sqft', locale)}
                    {slab.usableSqft !== slab.grossSqft && (
                      <span className="text-stone-300">
                        {' '}
                        {t('usable of {gross} gross', { gross: formatSqft(slab.grossSqft) })}
                      </span>
                    )}
                  </span>
                  {slab.held && (
                    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                      {t('On hold')}
                    </span>
                  )}
                  {slab.defects && (
                    <span className="basis-full text-stone-300">
                      {t('Defects: {defects}', { defects: slab.defects })}
                    </span>
                  )}
                </div>
              </RadixDialog.Description>
              <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
                <p className="text-xs text-stone-400">
                  <span className="sm:hidden">{t('Pinch or double-tap to zoom')}</span>
                  <span className="hidden sm:inline">
                    {t('Double-click or scroll to zoom · ← → for other slabs')}
                  </span>
                </p>
                {actions?.(slab)}
              </div>
            </div>
          </RadixDialog.Content>
        </RadixDialog.Portal>
      )}
    </RadixDialog.Root>
  );
}

function StepButton({
  label,
  side,
  onClick,
  children,
}: {
  label: string;
  side: 'left' | 'right';
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={`absolute top-1/2 ${side === 'left' ? 'left-2 sm:left-4' : 'right-2 sm:right-4'} inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-granite-black/70 text-white hover:bg-granite-black focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white`}
    >
      {children}
    </button>
  );
}
