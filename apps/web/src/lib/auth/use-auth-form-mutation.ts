import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { authErrorMessage } from '@/lib/forms/apply-field-errors';

type AuthFormMutationOptions<TValues> = {
  mutationFn: (values: TValues) => Promise<unknown>;
  onSuccess?: () => unknown;
  /** Runs first on a failure, e.g. to put the server's field errors beside their inputs. */
  onError?: (error: unknown) => void;
  /** The sentence for the form's alert; `authErrorMessage` unless the form needs its own. */
  errorMessage?: (error: unknown) => string;
  /** The buyer's sign-in and sign-up also announce a failure as a toast (Storefront 8). */
  toastErrors?: boolean;
};

/**
 * The mutation behind an auth form. The form shows its own failures (so the global error toast stays
 * out of it, `handlesErrors`) in an alert above the fields; `submit` clears that alert and tries again.
 */
export function useAuthFormMutation<TValues>({
  mutationFn,
  onSuccess,
  onError,
  errorMessage = authErrorMessage,
  toastErrors = false,
}: AuthFormMutationOptions<TValues>) {
  const [formError, setFormError] = useState<string>();
  const mutation = useMutation({
    mutationFn,
    meta: { handlesErrors: true },
    onSuccess,
    onError: (error) => {
      onError?.(error);
      const message = errorMessage(error);
      setFormError(message);
      if (toastErrors) toast.error(message);
    },
  });
  const submit = (values: TValues) => {
    setFormError(undefined);
    mutation.mutate(values);
  };
  return { formError, mutation, submit };
}
