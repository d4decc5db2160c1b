import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets a later Tailwind class override an earlier one (`px-4` then `px-2`). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
