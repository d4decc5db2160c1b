import { type ComponentProps, useId } from 'react';
import { cn } from '@/lib/cn';

type FormFieldProps = ComponentProps<'input'> & {
  label: string;
  error?: string;
  hint?: string;
};

/** A labelled input with its error announced to screen readers (aria-describedby). */
export function FormField({ label, error, hint, className, id, required, ...props }: FormFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const messageId = `${inputId}-message`;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={inputId} className="block text-sm font-medium text-granite-black">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-copper-700">
            *
          </span>
        )}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        aria-required={required || undefined}
        className={cn(
          'block h-11 w-full rounded-md border bg-white px-3 text-base text-granite-black shadow-xs sm:text-sm',
          'placeholder:text-stone-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-copper-700',
          error ? 'border-red-600' : 'border-stone-300 hover:border-stone-400',
        )}
        {...props}
      />
      {error ? (
        <p id={messageId} className="text-sm text-red-700">
          {error}
        </p>
      ) : (
        hint && (
          <p id={messageId} className="text-xs text-stone-600">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

type FixedFieldProps<Fixed extends keyof FormFieldProps> = Omit<FormFieldProps, Fixed>;

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

/** A form-level message (role=alert so it is read out when it appears). */
export function FormAlert({
  tone = 'error',
  children,
}: {
  tone?: 'error' | 'success' | 'info';
  children: string;
}) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-md border px-3 py-2.5 text-sm',
        tone === 'error' && 'border-red-200 bg-red-50 text-red-800',
        tone === 'success' && 'border-success-200 bg-success-50 text-success-800',
        tone === 'info' && 'border-stone-200 bg-stone-50 text-stone-700',
      )}
    >
      {children}
    </p>
  );
}
