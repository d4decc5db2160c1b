import { ResetPasswordForm } from '@granite/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard, AuthPageFrame } from '@/components/auth-card';
import { NEW_PASSWORD_HINT, PasswordField } from '@/components/auth-fields';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { useResetPassword } from '@/lib/auth/auth-client';
import { useAuthForm } from '@/lib/auth/use-auth-form';
import { applyFieldErrors, authErrorMessage } from '@/lib/forms/apply-field-errors';
import { useLocalePath, useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';

/** D5: the page the reset e-mail's link lands on (`?token=…`, or `?error=…` for a dead link). */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const navigate = useNavigate();
  const t = useT();
  const lp = useLocalePath();
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(ResetPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  // Unlike the sign-in forms, a new attempt keeps the last failure on screen until it has its answer.
  const { formError, isPending, submit } = useAuthForm(useResetPassword(), {
    onSuccess: () => {
      toast.success(t('Password updated successfully'));
      navigate(lp('/login'), { replace: true });
    },
    onError: (error) => applyFieldErrors(error, form.setError, ['newPassword']),
    errorMessage: (error) => t(authErrorMessage(error)),
    keepErrorWhileRetrying: true,
  });
  const { errors } = form.formState;
  const links = [
    { prompt: t('Need a new link?'), label: t('Forgot password?'), to: lp('/login?mode=forgot') },
  ];
  return (
    <AuthPageFrame>
      <AuthCard
        eyebrow={t('Account')}
        title={t('Choose a new password')}
        description={t('Your other sessions will be signed out.')}
        links={links}
      >
        {!token ? (
          <FormAlert>
            {t('This password reset link is invalid or has expired. Please ask for a new one.')}
          </FormAlert>
        ) : (
          <form
            noValidate
            className="space-y-4"
            onSubmit={form.handleSubmit((values) => submit({ token, newPassword: values.newPassword }))}
          >
            {formError && <FormAlert>{formError}</FormAlert>}
            <PasswordField
              label="New password"
              autoComplete="new-password"
              hint={NEW_PASSWORD_HINT}
              error={errors.newPassword?.message}
              {...form.register('newPassword')}
            />
            <PasswordField
              label="Confirm new password"
              autoComplete="new-password"
              error={errors.confirmPassword?.message}
              {...form.register('confirmPassword')}
            />
            <Button type="submit" className="w-full" size="lg" disabled={isPending}>
              {isPending ? t('Saving...') : t('Save new password')}
            </Button>
          </form>
        )}
      </AuthCard>
    </AuthPageFrame>
  );
}
