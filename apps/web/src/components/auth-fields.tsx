import type { ComponentProps } from 'react';
import { FormField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n';

type FixedFieldProps<Fixed extends keyof ComponentProps<typeof FormField>> = Omit<
  ComponentProps<typeof FormField>,
  Fixed
>;

/** The required e-mail input of the sign-in, sign-up and reset forms. */
export function EmailField({
  error,
  ...props
}: FixedFieldProps<'label' | 'type' | 'autoComplete' | 'required'>) {
  const t = useT();
  return (
    <FormField
      label={t('Email')}
      type="email"
      autoComplete="email"
      required
      error={typeof error === 'string' ? t(error) : error}
      {...props}
    />
  );
}

/** The hint under every field where a new password is chosen. */
export const NEW_PASSWORD_HINT = 'At least 8 characters; avoid common passwords.';

/**
 * A required password input. `autoComplete` is asked for because password managers need it:
 * `current-password` to sign in, `new-password` to choose one.
 */
export function PasswordField({
  label = 'Password',
  error,
  hint,
  ...props
}: FixedFieldProps<'label' | 'type' | 'required' | 'autoComplete'> & {
  label?: string;
  autoComplete: 'current-password' | 'new-password';
}) {
  // D40: the label, hint and the schema's message are English ids, shown in the page's language.
  const t = useT();
  return (
    <FormField
      label={t(label)}
      type="password"
      required
      hint={typeof hint === 'string' ? t(hint) : hint}
      error={typeof error === 'string' ? t(error) : error}
      {...props}
    />
  );
}
