import {
  BUYER_COUNTRIES,
  BuyerSignUpForm,
  buyerCountryLabel,
  exportCountry,
  HOME_COUNTRY,
  SignIn,
} from '@granite/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { AuthCard, AuthPageFrame } from '@/components/auth-card';
import { EmailField, NEW_PASSWORD_HINT, PasswordField } from '@/components/auth-fields';
import { Button } from '@/components/ui/button';
import { Field, FormAlert, FormField, Select } from '@/components/ui/form-field';
import { useRequestPasswordReset, useSignIn, useSignUp } from '@/lib/auth/auth-client';
import { safeRedirect } from '@/lib/auth/safe-redirect';
import { useSession } from '@/lib/auth/session';
import { useAuthForm } from '@/lib/auth/use-auth-form';
import { applyFieldErrors, authErrorMessage } from '@/lib/forms/apply-field-errors';
import { useLocale, useLocalePath, useT } from '@/lib/i18n';
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
  const t = useT();
  const lp = useLocalePath();
  // D40: a Hindi sign-in lands on the Hindi dashboard; a redirect given in the link is kept as it is.
  const redirect = safeRedirect(searchParams.get('redirect'), lp('/dashboard'));

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
        text: t(VERIFY_ERRORS[verifyError.toLowerCase()] ?? 'This link could not be used.'),
      }
    : verified
      ? { tone: 'success' as const, text: t('Your e-mail address is verified. Please sign in.') }
      : undefined;

  return (
    <AuthPageFrame>
      {mode === 'signup' ? (
        <AuthCard
          eyebrow={t('Buyers')}
          title={t('Create an account')}
          description={t(
            'Register to keep your quote requests and orders with Granite Marketplace in one place.',
          )}
          links={[
            { prompt: t('Already have an account?'), label: t('Sign in'), to: lp('/login') },
            {
              prompt: t('Selling granite?'),
              label: t('Manufacturers Registration'),
              to: lp('/vendor/register'),
            },
          ]}
        >
          <SignUpForm onDone={() => setMode('signin')} />
        </AuthCard>
      ) : mode === 'forgot' ? (
        <AuthCard
          eyebrow={t('Buyers')}
          title={t('Reset your password')}
          description={t(
            'Enter the e-mail address of your account and we will send you a link to choose a new password.',
          )}
          links={[{ prompt: t('Remembered it?'), label: t('Sign in'), to: lp('/login') }]}
        >
          <ForgotPasswordForm />
        </AuthCard>
      ) : (
        <AuthCard
          eyebrow={t('Buyers')}
          title={t('Sign in')}
          description={t('Sign in to follow your quote requests and orders with Granite Marketplace.')}
          links={[
            {
              prompt: t('New to Granite Marketplace?'),
              label: t('Create an account'),
              to: lp('/login?mode=signup'),
            },
            { prompt: t('Selling granite?'), label: t('Manufacturers Login'), to: lp('/vendor/login') },
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
  const t = useT();
  const form = useForm<SignIn>({ resolver: zodResolver(SignIn), defaultValues: { email: '', password: '' } });
  const { formError, isPending, submit } = useAuthForm(useSignIn(), {
    onSuccess: () => {
      toast.success(t('Welcome back!'));
      navigate(redirect, { replace: true });
    },
    errorMessage: (error) => t(authErrorMessage(error)),
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
          {t('Forgot password?')}
        </Button>
      </div>
      <Button type="submit" className="w-full" size="lg" disabled={isPending}>
        {isPending ? t('Signing in...') : t('Sign in')}
      </Button>
    </form>
  );
}

function SignUpForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const locale = useLocale();
  const form = useForm<z.input<typeof BuyerSignUpForm>, unknown, BuyerSignUpForm>({
    resolver: zodResolver(BuyerSignUpForm),
    defaultValues: {
      name: '',
      email: '',
      password: '',
      country: HOME_COUNTRY,
      phone: '',
      city: '',
      state: '',
    },
  });
  const { formError, isPending, submit } = useAuthForm(useSignUp(), {
    onSuccess: () => {
      toast.success(t('Registration successful! Please check your email to verify your account.'));
      form.reset();
      onDone();
    },
    onError: (error) =>
      applyFieldErrors(error, form.setError, [
        'name',
        'email',
        'password',
        'country',
        'phone',
        'city',
        'state',
      ]),
    errorMessage: (error) => t(authErrorMessage(error)),
    toastErrors: true,
  });
  const { errors } = form.formState;
  // D47: a buyer abroad gives its phone with the country code, and its region instead of an Indian state.
  const abroad = exportCountry(String(form.watch('country') ?? HOME_COUNTRY));
  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit(submit)}>
      {formError && <FormAlert>{formError}</FormAlert>}
      <FormField
        label={t('Full name')}
        autoComplete="name"
        required
        error={errors.name?.message && t(errors.name.message)}
        {...form.register('name')}
      />
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <PasswordField
        autoComplete="new-password"
        hint={NEW_PASSWORD_HINT}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Field label={t('Country')} error={errors.country?.message && t(errors.country.message)}>
        {(control) => (
          <Select {...control} autoComplete="country" {...form.register('country')}>
            {BUYER_COUNTRIES.map((c) => (
              <option key={c.code} value={c.code}>
                {buyerCountryLabel(c.code, locale)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <FormField
        label={t('Phone')}
        type="tel"
        autoComplete="tel"
        hint={abroad ? t('With the country code, e.g. +{code} …', { code: abroad.dialCode }) : undefined}
        error={errors.phone?.message && t(errors.phone.message)}
        {...form.register('phone')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('City')}
          autoComplete="address-level2"
          error={errors.city?.message && t(errors.city.message)}
          {...form.register('city')}
        />
        <FormField
          label={abroad ? t('State or region') : t('State')}
          autoComplete="address-level1"
          error={errors.state?.message && t(errors.state.message)}
          {...form.register('state')}
        />
      </div>
      <Button type="submit" className="w-full" size="lg" disabled={isPending}>
        {isPending ? t('Creating account...') : t('Create account')}
      </Button>
    </form>
  );
}

function ForgotPasswordForm() {
  const [sent, setSent] = useState(false);
  const t = useT();
  const lp = useLocalePath();
  const form = useForm<{ email: string }>({
    resolver: zodResolver(SignIn.pick({ email: true })),
    defaultValues: { email: '' },
  });
  const mutation = useRequestPasswordReset();
  if (sent) {
    return (
      <div className="space-y-4">
        <FormAlert tone="success">
          {t(
            'If an account exists for that address, we have sent it a link to choose a new password. The link is valid for 1 hour.',
          )}
        </FormAlert>
        <Button variant="secondary" className="w-full" asChild>
          <Link to={lp('/login')}>{t('Back to sign in')}</Link>
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
        {mutation.isPending ? t('Sending...') : t('Send reset link')}
      </Button>
    </form>
  );
}
