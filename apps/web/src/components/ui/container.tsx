import type { ComponentProps } from 'react';
import { joinClasses } from '@/lib/class-join';

export const CONTAINER_CLASSES = 'mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8';

/**
 * The page width and side padding used by every storefront section. In every page's first download,
 * so its classes merge with joinClasses, not tailwind-merge (`cn`).
 */
export function Container({ className, ...props }: ComponentProps<'div'>) {
  return <div className={joinClasses(CONTAINER_CLASSES, className)} {...props} />;
}
