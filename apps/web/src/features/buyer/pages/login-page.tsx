import { BuyerSignUpForm, SignIn } from '@granite/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { AuthCard, AuthPageFrame } from '@/components/auth-card';
import { EmailField, NEW_PASSWORD_HINT, PasswordField } from '@/components/auth-fields';
import { Button } from '@/components/ui/button';
import { FormAlert, FormField } from '@/components/ui/form-field';
import { useRequestPasswordReset, useSignIn, useSignUp } from '@/lib/auth/auth-client';
import { safeRedirect } from '@/lib/auth/safe-redirect';
import { useSession } from '@/lib/auth/session';
import { useAuthForm } from '@/lib/auth/use-auth-form';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { toast } from '@/lib/toast';

const VERIFY_ERRORS: Record<string, string> = {
  invalid_token: 'This verification link is invalid or has expired. Sign in to receive a new one.',
  token_expired: 'This verification link has expired. Sign in to receive a new one.',
};

/** Spec 2.17: one screen with sign-in and sign-up modes (`?mode=signup`), plus 'Forgot password?' (D5). */
export function LoginPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const mode = searchParams.get('mode');
  const state = useSession();
  const redirect = safeRedirect(searchParams.get('redirect'), '/dashboard');

  const setMode = (next: 'signin' | 'signup' | 'forgot') => {
    const params = new URLSearchParams(searchParams);
    if (next === 'signin') params.delete('mode');
    else params.set('mode', next);
    params.delete('verified');
    params.delete('error');
    setSearchParams(params, { replace: true });
  };

  if (state.status === 'signed-in' && mode !== 'signup') return <Navigate to={redirect} replace />;

  const verified = searchParams.get('verified') === '1';
  const verifyError = searchParams.get('error');
  const notice = verifyError
    ? {
        tone: 'error' as const,
        text: VERIFY_ERRORS[verifyError.toLowerCase()] ?? 'This link could not be used.',
      }
    : verified
      ? { tone: 'success' as const, text: 'Your e-mail address is verified. Please sign in.' }
      : undefined;

  return (
    <AuthPageFrame>
      {mode === 'signup' ? (
        <AuthCard
          eyebrow="Buyers"
          title="Create an account"
          description="Register to keep your quote requests and orders with Granite Marketplace in one place."
          links={[
            { prompt: 'Already have an account?', label: 'Sign in', to: '/login' },
            { prompt: 'Selling granite?', label: 'Manufacturers Registration', to: '/vendor/register' },
          ]}
        >
          <SignUpForm onDone={() => setMode('signin')} />
        </AuthCard>
      ) : mode === 'forgot' ? (
        <AuthCard
          eyebrow="Buyers"
          title="Reset your password"
          description="Enter the e-mail address of your account and we will send you a link to choose a new password."
          links={[{ prompt: 'Remembered it?', label: 'Sign in', to: '/login' }]}
        >
          <ForgotPasswordForm />
        </AuthCard>
      ) : (
        <AuthCard
          eyebrow="Buyers"
          title="Sign in"
          description="Sign in to follow your quote requests and orders with Granite Marketplace."
          links={[
            { prompt: 'New to Granite Marketplace?', label: 'Create an account', to: '/login?mode=signup' },
            { prompt: 'Selling granite?', label: 'Manufacturers Login', to: '/vendor/login' },
          ]}
        >
          {notice && (
            <div className="mb-5">
              <FormAlert tone={notice.tone}>{notice.text}</FormAlert>
            </div>
          )}
          <SignInForm redirect={redirect} onForgot={() => setMode('forgot')} />
        </AuthCard>
      )}
    </AuthPageFrame>
  );
}

function SignInForm({ redirect, onForgot }: { redirect: string; onForgot: () => void }) {
  const navigate = useNavigate();
  const form = useForm<SignIn>({ resolver: zodResolver(SignIn), defaultValues: { email: '', password: '' } });
  const { formError, isPending, submit } = useAuthForm(useSignIn(), {
    onSuccess: () => {
      toast.success('Welcome back!');
      navigate(redirect, { replace: true });
    },
    toastErrors: true,
  });
  const { errors } = form.formState;
  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit(submit)}>
      {formError && <FormAlert>{formError}</FormAlert>}
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <PasswordField
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="flex justify-end">
        <Button type="button" variant="link" onClick={onForgot}>
          Forgot password?
        </Button>
      </div>
      <Button type="submit" className="w-full" size="lg" disabled={isPending}>
        {isPending ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}

function SignUpForm({ onDone }: { onDone: () => void }) {
  const form = useForm<z.input<typeof BuyerSignUpForm>, unknown, BuyerSignUpForm>({
    resolver: zodResolver(BuyerSignUpForm),
    defaultValues: { name: '', email: '', password: '', phone: '', city: '', state: '' },
  });
  const { formError, isPending, submit } = useAuthForm(useSignUp(), {
    onSuccess: () => {
      toast.success('Registration successful! Please check your email to verify your account.');
      form.reset();
      onDone();
    },
    onError: (error) =>
      applyFieldErrors(error, form.setError, ['name', 'email', 'password', 'phone', 'city', 'state']),
    toastErrors: true,
  });
  const { errors } = form.formState;
  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit(submit)}>
      {formError && <FormAlert>{formError}</FormAlert>}
      <FormField
        label="Full name"
        autoComplete="name"
        required
        error={errors.name?.message}
        {...form.register('name')}
      />
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <PasswordField
        autoComplete="new-password"
        hint={NEW_PASSWORD_HINT}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <FormField
        label="Phone"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="City"
          autoComplete="address-level2"
          error={errors.city?.message}
          {...form.register('city')}
        />
        <FormField
          label="State"
          autoComplete="address-level1"
          error={errors.state?.message}
          {...form.register('state')}
        />
      </div>
      <Button type="submit" className="w-full" size="lg" disabled={isPending}>
        {isPending ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  );
}

function ForgotPasswordForm() {
  const [sent, setSent] = useState(false);
  const form = useForm<{ email: string }>({
    resolver: zodResolver(SignIn.pick({ email: true })),
    defaultValues: { email: '' },
  });
  const mutation = useRequestPasswordReset();
  if (sent) {
    return (
      <div className="space-y-4">
        <FormAlert tone="success">
          If an account exists for that address, we have sent it a link to choose a new password. The link is
          valid for 1 hour.
        </FormAlert>
        <Button variant="secondary" className="w-full" asChild>
          <Link to="/login">Back to sign in</Link>
        </Button>
      </div>
    );
  }
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((values) =>
        mutation.mutate(values.email, { onSuccess: () => setSent(true) }),
      )}
    >
      <EmailField error={form.formState.errors.email?.message} {...form.register('email')} />
      <Button type="submit" className="w-full" size="lg" disabled={mutation.isPending}>
        {mutation.isPending ? 'Sending...' : 'Send reset link'}
      </Button>
    </form>
  );
}
