import { type ReactNode, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field, Textarea } from '@/components/ui/form-field';
import { useTableT } from './i18n';

export type ConfirmOptions = {
  title: string;
  description?: ReactNode;
  /** The confirming button's text, e.g. 'Delete' or 'Suspend user'. */
  confirmLabel: string;
  /** Red confirm button for destructive actions (the default). */
  destructive?: boolean;
  /** Ask for a reason (suspension, rejection, cancellation); `required` refuses an empty one. */
  reason?: {
    label: string;
    required?: boolean;
    requiredMessage?: string;
    placeholder?: string;
    maxLength?: number;
  };
};

type ConfirmDialogProps = ConfirmOptions & {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Runs on confirm with the reason typed (or ''); the dialog stays open with its spinner until it settles. */
  onConfirm(reason: string): Promise<unknown> | unknown;
};

/**
 * The confirmation every destructive admin or manufacturer action asks for. Focus starts on Cancel
 * (Radix traps focus; Escape cancels); the confirm button shows progress and the dialog closes when
 * the action succeeds. A failed action leaves it open so the reason is not lost (its toast says why).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  onConfirm,
  title,
  description,
  confirmLabel,
  destructive = true,
  reason,
}: ConfirmDialogProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const reasonId = useId();
  const t = useTableT();

  useEffect(() => {
    if (open) {
      setText('');
      setError(undefined);
      setPending(false);
    }
  }, [open]);

  async function confirm() {
    if (reason?.required && text.trim() === '') {
      setError(reason.requiredMessage ?? t('{label} is required', { label: reason.label }));
      return;
    }
    setPending(true);
    try {
      await onConfirm(text.trim());
      onOpenChange(false);
    } catch {
      // The caller's mutation shows the error toast; keep the dialog and what was typed.
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent
        title={title}
        description={description}
        className="sm:w-[min(30rem,calc(100vw-2rem))]"
        footer={
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending} autoFocus>
              {t('Cancel')}
            </Button>
            <Button variant={destructive ? 'danger' : 'primary'} onClick={confirm} disabled={pending}>
              {pending && (
                <span
                  aria-hidden="true"
                  className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
                />
              )}
              {confirmLabel}
            </Button>
          </div>
        }
      >
        {reason ? (
          <Field label={reason.label} id={reasonId} required={reason.required} error={error}>
            {(control) => (
              <Textarea
                {...control}
                value={text}
                maxLength={reason.maxLength ?? 1000}
                placeholder={reason.placeholder}
                onChange={(e) => {
                  setText(e.target.value);
                  setError(undefined);
                }}
              />
            )}
          </Field>
        ) : (
          <p className="text-sm text-stone-600">{t('This cannot be undone from here.')}</p>
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * `const { confirm, dialog } = useConfirm()` — render `dialog` once; `confirm(options, action)` opens it
 * and runs `action(reason)` when the user confirms.
 */
export function useConfirm() {
  const [state, setState] = useState<{ options: ConfirmOptions; action(reason: string): unknown } | null>(
    null,
  );
  const [open, setOpen] = useState(false);
  const dialog = state ? (
    <ConfirmDialog {...state.options} open={open} onOpenChange={setOpen} onConfirm={state.action} />
  ) : null;
  return {
    confirm(options: ConfirmOptions, action: (reason: string) => unknown) {
      setState({ options, action });
      setOpen(true);
    },
    dialog,
  };
}
