import { type SessionView, SignIn } from '@granite/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api';
import { signIn, signOut } from '../api/auth-client';
import { useRefreshSession } from '../api/session';
import { FormAlert, FormField } from './form-field';

/** Admin 8: bad credentials get the spec's sentence; anything else the provider's message. */
export function loginErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 401)
    return 'Invalid email or password. Please check your credentials.';
  return error instanceof Error && error.message ? error.message : 'Login failed. Please try again.';
}

/**
 * Sign-in of the admin and manufacturer entry pages: signs in, reads the session from the server,
 * and lets the page decide; a refusal signs the user out again and shows the reason.
 */
export function PanelSignInForm({
  decide,
}: {
  /** Returns an error message to sign out and show, or undefined when the page navigated on. */
  decide: (session: SessionView | null) => string | undefined;
}) {
  const refreshSession = useRefreshSession();
  const [formError, setFormError] = useState<string>();
  const form = useForm<SignIn>({ resolver: zodResolver(SignIn), defaultValues: { email: '', password: '' } });
  const mutation = useMutation({
    mutationFn: async (values: SignIn) => {
      await signIn(values);
      const session = await refreshSession();
      const refusal = decide(session);
      if (refusal) {
        await signOut().catch(() => {});
        await refreshSession();
        throw new Error(refusal);
      }
    },
    meta: { handlesErrors: true },
    onError: (error) => setFormError(loginErrorMessage(error)),
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((values) => {
        setFormError(undefined);
        mutation.mutate(values);
      })}
    >
      {formError && <FormAlert>{formError}</FormAlert>}
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" className="w-full" size="lg" disabled={mutation.isPending}>
        {mutation.isPending ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
