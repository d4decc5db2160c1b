import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A loading placeholder; decorative, so hidden from assistive technology. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-stone-200/80', className)}
      {...props}
    />
  );
}
