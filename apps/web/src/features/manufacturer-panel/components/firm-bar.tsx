// D46: above every page of the manufacturer panel, the firm the person acts for and their role in
// it; a person of several firms switches here (the server keeps the choice in a cookie).
import type { SessionView } from '@granite/shared';
import { Building2 } from 'lucide-react';
import { Select } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n';
import { useChooseFirm } from '../api/team';
import { RoleBadge } from './role-badge';

export function FirmBar({ session }: { session: SessionView }) {
  const t = useT();
  const choose = useChooseFirm();
  const firms = session.vendors;
  const current = firms.find((f) => f.id === session.activeFirmId) ?? firms[0];
  if (!current) return null;
  return (
    <div
      className="mb-6 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-stone-200 bg-white px-4 py-2.5 text-sm shadow-xs"
      data-testid="firm-bar"
    >
      <Building2 aria-hidden="true" className="size-4 shrink-0 text-copper-700" />
      {firms.length > 1 ? (
        <>
          <label htmlFor="firm-switcher" className="text-stone-600">
            {t('Firm')}
          </label>
          <Select
            id="firm-switcher"
            className="h-9 w-auto max-w-full min-w-48 flex-1 sm:flex-none"
            value={current.id}
            disabled={choose.isPending}
            onChange={(e) => choose.mutate(Number(e.target.value))}
          >
            {firms.map((f) => (
              <option key={f.id} value={f.id}>
                {f.businessName}
              </option>
            ))}
          </Select>
        </>
      ) : (
        <span className="font-semibold text-granite-black" data-testid="firm-name">
          {current.businessName}
        </span>
      )}
      <span className="text-stone-500">{t('You are')}</span>
      <RoleBadge role={current.role} />
    </div>
  );
}
