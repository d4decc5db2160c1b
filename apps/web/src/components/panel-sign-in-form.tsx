import { type SessionView, SignIn } from '@granite/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { EmailField, PasswordField } from '@/components/auth-fields';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api';
import { usePanelSignIn } from '@/lib/auth/auth-client';
import { useAuthForm } from '@/lib/auth/use-auth-form';
import { useT } from '@/lib/i18n';

/** Admin 8: bad credentials get the spec's sentence; anything else the provider's message. */
export function loginErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 401)
    return 'Invalid email or password. Please check your credentials.';
  return error instanceof Error && error.message ? error.message : 'Login failed. Please try again.';
}

/** Sign-in of the admin and manufacturer entry pages (usePanelSignIn); a refusal shows its reason. */
export function PanelSignInForm({
  decide,
}: {
  /** Returns an error message to sign out and show, or undefined when the page navigated on. */
  decide: (session: SessionView | null) => string | undefined;
}) {
  const form = useForm<SignIn>({ resolver: zodResolver(SignIn), defaultValues: { email: '', password: '' } });
  const { formError, isPending, submit } = useAuthForm(usePanelSignIn(decide), {
    errorMessage: loginErrorMessage,
  });
  const { errors } = form.formState;
  const t = useT();
  /** A validation message (from the shared schema) in the page's language, when the catalogue has it. */
  const tm = (message: string | undefined) => (message ? t(message) : undefined);
  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit(submit)}>
      {formError && <FormAlert>{t(formError)}</FormAlert>}
      <EmailField error={tm(errors.email?.message)} {...form.register('email')} />
      <PasswordField
        autoComplete="current-password"
        error={tm(errors.password?.message)}
        {...form.register('password')}
      />
      <Button type="submit" className="w-full" size="lg" disabled={isPending}>
        {isPending ? t('Signing in...') : t('Sign in')}
      </Button>
    </form>
  );
}
