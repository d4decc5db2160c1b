import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { authErrorMessage } from '@/lib/forms/apply-field-errors';
import { toast } from '@/lib/toast';

type AuthFormOptions = {
  onSuccess?: () => unknown;
  /** Runs first on a failure, e.g. to put the server's field errors beside their inputs. */
  onError?: (error: unknown) => void;
  /** The sentence for the form's alert; `authErrorMessage` unless the form needs its own. */
  errorMessage?: (error: unknown) => string;
  /** The buyer's sign-in and sign-up also announce a failure as a toast (Storefront 8). */
  toastErrors?: boolean;
  /** The reset form keeps the last failure on screen until the new attempt has its answer. */
  keepErrorWhileRetrying?: boolean;
};

/**
 * The form side of an auth mutation (the mutation itself comes from the API file): the failure
 * is shown in an alert above the fields; `submit` clears that alert and tries again.
 */
export function useAuthForm<TValues>(
  mutation: UseMutationResult<unknown, Error, TValues>,
  {
    onSuccess,
    onError,
    errorMessage = authErrorMessage,
    toastErrors = false,
    keepErrorWhileRetrying = false,
  }: AuthFormOptions = {},
) {
  const [formError, setFormError] = useState<string>();
  const submit = (values: TValues) => {
    if (!keepErrorWhileRetrying) setFormError(undefined);
    mutation.mutate(values, {
      onSuccess: () => onSuccess?.(),
      onError: (error) => {
        onError?.(error);
        const message = errorMessage(error);
        setFormError(message);
        if (toastErrors) toast.error(message);
      },
    });
  };
  return { formError, submit, isPending: mutation.isPending };
}
