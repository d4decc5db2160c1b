// Admin 2, Settings → Security: change password (D4: the current password is checked, at least 8
// characters, not a common one; the spec's messages). Other sessions end; this one stays.

import { ChangePassword } from '@granite/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, EyeOff, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { NEW_PASSWORD_HINT } from '@/components/auth-fields';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, Input } from '@/components/ui/form-field';
import { useChangePassword } from '@/features/admin/api/admin-content';
import { isApiError } from '@/lib/api';
import { useReportDirty } from '../unsaved-changes';

/** The form always sends the confirmation, so a mismatch is 'New passwords do not match' (admin 8). */
const PasswordForm = ChangePassword.superRefine((v, ctx) => {
  if (!v.confirmPassword)
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'New passwords do not match' });
});
type PasswordForm = { currentPassword: string; newPassword: string; confirmPassword: string };
const EMPTY: PasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function SecurityTab() {
  const change = useChangePassword();
  const form = useForm<PasswordForm>({
    resolver: zodResolver(PasswordForm) as never,
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  useReportDirty(form.formState.isDirty);
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      form.reset(EMPTY);
      toast.success('Password updated successfully');
    } catch (error) {
      if (isApiError(error) && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field in EMPTY) form.setError(field as FieldPath<PasswordForm>, { type: 'server', message });
        }
      }
      toast.error(error instanceof Error && error.message ? error.message : 'Failed to update password');
    }
  });

  return (
    <Card className="max-w-xl overflow-hidden">
      <form onSubmit={submit} noValidate aria-labelledby="change-password-heading">
        <div className="border-b border-stone-200 px-5 py-4 sm:px-6">
          <h2 id="change-password-heading" className="text-base font-semibold tracking-tight">
            Change Password
          </h2>
          <p className="mt-1 text-sm text-stone-600">
            Your other signed-in devices are signed out; this one stays signed in.
          </p>
        </div>
        <div className="space-y-4 px-5 py-5 sm:px-6">
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            hint={NEW_PASSWORD_HINT}
            error={errors.newPassword?.message}
            {...form.register('newPassword')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
        </div>
        <div className="flex justify-end border-t border-stone-200 bg-stone-50 px-5 py-3 sm:px-6">
          <Button type="submit" disabled={change.isPending}>
            {change.isPending && (
              <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
            )}
            {change.isPending ? 'Updating...' : 'Update Password'}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** A required password input with a show/hide toggle (admin 2, Security). */
function PasswordInput({
  label,
  hint,
  error,
  ...input
}: { label: string; hint?: string; error?: string } & React.ComponentProps<'input'>) {
  const [shown, setShown] = useState(false);
  return (
    <Field label={label} required error={error} hint={hint}>
      {(control) => (
        <div className="relative">
          <Input {...control} {...input} type={shown ? 'text' : 'password'} className="pr-12" />
          <button
            type="button"
            onClick={() => setShown((s) => !s)}
            aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            aria-pressed={shown}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-stone-600 hover:text-granite-black focus-visible:outline-2 focus-visible:outline-copper-700"
          >
            {shown ? (
              <EyeOff aria-hidden="true" className="size-4" />
            ) : (
              <Eye aria-hidden="true" className="size-4" />
            )}
          </button>
        </div>
      )}
    </Field>
  );
}
