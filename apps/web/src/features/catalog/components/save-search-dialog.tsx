// D41: the dialog of "Save this search" (save-search-button.tsx), loaded on the button's first use.
import type { AlertFrequency } from '@granite/shared';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Field, FormAlert, Input, Select } from '@/components/ui/form-field';
import type { PopupProps } from '@/components/ui/popup-on-first-use';
import { Switch } from '@/components/ui/switch';
import { isApiError } from '@/lib/api';
import { useSaveSearch } from '@/lib/api/saved-searches';
import { useSession } from '@/lib/auth/session';
import { useLocalePath, useT } from '@/lib/i18n';
import { FREQUENCY_LABELS } from '@/lib/saved-search-frequency';
import { toast } from '@/lib/toast';

export type SaveSearchDialogProps = PopupProps & {
  /** The name offered for the search (suggestedName of the page's filters). */
  defaultName: string;
};

export function SaveSearchDialog({ open, onOpenChange, trigger, defaultName }: SaveSearchDialogProps) {
  const location = useLocation();
  const session = useSession();
  const here = `${location.pathname}${location.search}`;
  const t = useT();
  const lp = useLocalePath();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        title={t('Save this search')}
        description={t('We tell you when new products or lots match it, and when their prices drop.')}
      >
        {session.status === 'signed-in' ? (
          <SaveSearchForm
            key={here}
            url={here}
            defaultName={defaultName}
            onDone={() => onOpenChange(false)}
          />
        ) : (
          <div className="space-y-4 text-sm text-stone-700">
            <p>{t('Sign in to save this search and receive its alerts. You will come back to this list.')}</p>
            <Button asChild>
              <Link to={lp(`/login?redirect=${encodeURIComponent(here)}`)}>{t('Sign in')}</Link>
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function SaveSearchForm({ url, defaultName, onDone }: { url: string; defaultName: string; onDone(): void }) {
  const [name, setName] = useState(defaultName);
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const [priceDrops, setPriceDrops] = useState(true);
  const [errors, setErrors] = useState<{ name?: string; form?: string }>({});
  const save = useSaveSearch();
  const t = useT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setErrors({ name: t('Name is required') });
    if (trimmed.length > 80) return setErrors({ name: t('Name must be at most 80 characters') });
    setErrors({});
    save.mutate(
      { name: trimmed, url, frequency, priceDrops },
      {
        onSuccess: () => {
          toast.success(t('Search saved'), {
            description: t('Find it under Saved searches in your dashboard.'),
          });
          onDone();
        },
        onError: (err) => {
          const fields = isApiError(err) ? err.fields : undefined;
          if (fields?.name) setErrors({ name: t(fields.name) });
          else setErrors({ form: t(err.message) });
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('Save this search')}>
      {errors.form && <FormAlert>{errors.form}</FormAlert>}
      <Field label={t('Name')} required error={errors.name}>
        {(control) => (
          <Input {...control} value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
        )}
      </Field>
      <Field
        label={t('Alerts')}
        hint={t('One e-mail and one bell notification per alert, with a link to stop it.')}
      >
        {(control) => (
          <Select
            {...control}
            value={frequency}
            onChange={(e) => setFrequency(e.target.value as AlertFrequency)}
          >
            {Object.entries(FREQUENCY_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {t(label)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="flex items-center justify-between gap-4">
        <label htmlFor="save-search-price-drops" className="text-sm font-medium text-granite-black">
          {t('Tell me about price drops')}
        </label>
        <Switch id="save-search-price-drops" checked={priceDrops} onCheckedChange={setPriceDrops} />
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('Saving...') : t('Save search')}
      </Button>
    </form>
  );
}
