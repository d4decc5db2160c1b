// The one form-field kit of the app (STYLE: no second kit): a label, one control, and its error or
// hint, with the error announced through aria-invalid and aria-describedby.
import { type ComponentProps, type ReactNode, useId } from 'react';
import { joinClasses } from '@/lib/class-join';
import { useT } from '@/lib/i18n';

const control = joinClasses(
  'block w-full rounded-md border border-stone-300 bg-white px-3 text-base text-granite-black shadow-xs sm:text-sm',
  'placeholder:text-stone-400 hover:border-stone-400',
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-copper-700',
  'aria-invalid:border-red-600 aria-invalid:hover:border-red-600',
);

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={joinClasses(control, 'h-11', className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={joinClasses(control, 'h-11 pr-8', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={joinClasses(control, 'min-h-24 py-2.5', className)} {...props} />;
}

/** The props a Field hands its control: its id and the aria that ties it to the message. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

type FieldProps = {
  label: string;
  /** Generated when not given. */
  id?: string;
  required?: boolean;
  /** Writes '(optional)' after the label of a form whose other fields are mostly required. */
  markOptional?: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** A labelled control: `children` renders the control with the props it is given. */
export function Field({ label, id, required, markOptional, error, hint, className, children }: FieldProps) {
  const t = useT();
  const generated = useId();
  const controlId = id ?? generated;
  const messageId = `${controlId}-message`;
  return (
    <div className={joinClasses('space-y-1.5', className)}>
      <label htmlFor={controlId} className="block text-sm font-medium text-granite-black">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-copper-700">
            *
          </span>
        ) : (
          markOptional && <span className="ml-1 font-normal text-stone-500">{t('(optional)')}</span>
        )}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error || hint ? messageId : undefined,
        'aria-required': required || undefined,
      })}
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

type FormFieldProps = ComponentProps<'input'> & {
  label: string;
  error?: string;
  hint?: string;
  markOptional?: boolean;
};

/** The common case: a Field with a text input. */
export function FormField({
  label,
  error,
  hint,
  markOptional,
  className,
  id,
  required,
  ...props
}: FormFieldProps) {
  return (
    <Field
      label={label}
      id={id}
      required={required}
      markOptional={markOptional}
      error={error}
      hint={hint}
      className={className}
    >
      {(control) => <Input required={required} {...control} {...props} />}
    </Field>
  );
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
      className={joinClasses(
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
