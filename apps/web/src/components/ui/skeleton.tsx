import type { ComponentProps } from 'react';
import { joinClasses } from '@/lib/class-join';

/** A loading placeholder; decorative, so hidden from assistive technology. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={joinClasses('animate-pulse rounded-md bg-stone-200/80', className)}
      {...props}
    />
  );
}
