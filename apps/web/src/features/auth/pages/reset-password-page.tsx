import { ResetPasswordForm } from '@granite/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { AuthCard, AuthPageFrame } from '@/components/auth-card';
import { Button } from '@/components/ui/button';
import { resetPassword } from '../api/auth-client';
import { applyFieldErrors, authErrorMessage } from '../components/apply-field-errors';
import { FormAlert, FormField } from '../components/form-field';

/** D5: the page the reset e-mail's link lands on (`?token=…`, or `?error=…` for a dead link). */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string>();
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(ResetPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const mutation = useMutation({
    mutationFn: (values: ResetPasswordForm) => resetPassword(token ?? '', values.newPassword),
    meta: { handlesErrors: true },
    onSuccess: () => {
      toast.success('Password updated successfully');
      navigate('/login', { replace: true });
    },
    onError: (error) => {
      applyFieldErrors(error, form.setError, ['newPassword']);
      setFormError(authErrorMessage(error));
    },
  });
  const { errors } = form.formState;
  const links = [{ prompt: 'Need a new link?', label: 'Forgot password?', to: '/login?mode=forgot' }];
  return (
    <AuthPageFrame>
      <AuthCard
        eyebrow="Account"
        title="Choose a new password"
        description="Your other sessions will be signed out."
        links={links}
      >
        {!token ? (
          <FormAlert>This password reset link is invalid or has expired. Please ask for a new one.</FormAlert>
        ) : (
          <form
            noValidate
            className="space-y-4"
            onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
          >
            {formError && <FormAlert>{formError}</FormAlert>}
            <FormField
              label="New password"
              type="password"
              autoComplete="new-password"
              required
              hint="At least 8 characters; avoid common passwords."
              error={errors.newPassword?.message}
              {...form.register('newPassword')}
            />
            <FormField
              label="Confirm new password"
              type="password"
              autoComplete="new-password"
              required
              error={errors.confirmPassword?.message}
              {...form.register('confirmPassword')}
            />
            <Button type="submit" className="w-full" size="lg" disabled={mutation.isPending}>
              {mutation.isPending ? 'Saving...' : 'Save new password'}
            </Button>
          </form>
        )}
      </AuthCard>
    </AuthPageFrame>
  );
}
