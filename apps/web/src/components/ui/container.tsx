import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** The page width and side padding used by every storefront section. */
export function Container({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8', className)} {...props} />;
}
