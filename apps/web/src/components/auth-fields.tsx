import type { ComponentProps } from 'react';
import { FormField } from '@/components/ui/form-field';

type FixedFieldProps<Fixed extends keyof ComponentProps<typeof FormField>> = Omit<
  ComponentProps<typeof FormField>,
  Fixed
>;

/** The required e-mail input of the sign-in, sign-up and reset forms. */
export function EmailField(props: FixedFieldProps<'label' | 'type' | 'autoComplete' | 'required'>) {
  return <FormField label="Email" type="email" autoComplete="email" required {...props} />;
}

/** The hint under every field where a new password is chosen. */
export const NEW_PASSWORD_HINT = 'At least 8 characters; avoid common passwords.';

/**
 * A required password input. `autoComplete` is asked for because password managers need it:
 * `current-password` to sign in, `new-password` to choose one.
 */
export function PasswordField({
  label = 'Password',
  ...props
}: FixedFieldProps<'label' | 'type' | 'required' | 'autoComplete'> & {
  label?: string;
  autoComplete: 'current-password' | 'new-password';
}) {
  return <FormField label={label} type="password" required {...props} />;
}
