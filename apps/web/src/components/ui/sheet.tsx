import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A slide-over panel built on Radix Dialog: focus is trapped inside and Escape closes it. */
export const Sheet = Dialog.Root;
export const SheetTrigger = Dialog.Trigger;
export const SheetClose = Dialog.Close;

type SheetContentProps = ComponentProps<typeof Dialog.Content> & {
  side?: 'left' | 'right';
  /** The dialog's accessible name; shown as the panel heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  description?: string;
  header?: ReactNode;
};

export function SheetContent({
  side = 'right',
  title,
  hideTitle = false,
  description,
  header,
  className,
  children,
  ...props
}: SheetContentProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-granite-black/50 backdrop-blur-[2px] motion-safe:animate-fade-in" />
      <Dialog.Content
        className={cn(
          'fixed inset-y-0 z-50 flex w-[min(20rem,88vw)] flex-col bg-white shadow-xl outline-none',
          side === 'right'
            ? 'right-0 border-l border-stone-200 motion-safe:animate-slide-in-right'
            : 'left-0 border-r border-stone-200 motion-safe:animate-slide-in-left',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
      >
        <div className="flex h-16 shrink-0 items-center justify-between gap-3 border-b border-stone-200 px-4">
          {header}
          <Dialog.Title className={cn('text-base font-semibold', hideTitle && 'sr-only')}>
            {title}
          </Dialog.Title>
          <Dialog.Close
            aria-label="Close menu"
            className="ml-auto inline-flex size-10 items-center justify-center rounded-md text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-copper-700"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </div>
        {description && <Dialog.Description className="sr-only">{description}</Dialog.Description>}
        <div className="flex-1 overflow-y-auto">{children}</div>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
