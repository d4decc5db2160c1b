import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api';

/** Puts the server's field errors (`error.fields`) next to the matching inputs; true if any matched. */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  names: readonly Path<T>[],
): boolean {
  if (!isApiError(error) || !error.fields) return false;
  let matched = false;
  for (const [field, message] of Object.entries(error.fields)) {
    if ((names as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: 'server', message });
      matched = true;
    }
  }
  return matched;
}

/** Storefront 8: the error message, else 'Authentication failed'. */
export const authErrorMessage = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Authentication failed';
