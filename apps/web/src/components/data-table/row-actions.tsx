import { MoreHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import type { ConfirmOptions } from './confirm-dialog';
import { useTableT } from './i18n';

export type RowAction = {
  label: string;
  icon?: ReactNode;
  /** Shown in red after a separator. */
  destructive?: boolean;
  disabled?: boolean;
  hidden?: boolean;
  /** With `confirm`, onSelect runs only after the user confirms (and gets the reason typed). */
  confirm?: ConfirmOptions;
  onSelect(reason: string): unknown;
};

type RowActionsProps = {
  /** Names the row for screen readers: 'Actions for Black Galaxy'. */
  label: string;
  actions: RowAction[];
  /** From useConfirm(): opens the shared confirmation dialog. */
  confirm(options: ConfirmOptions, action: (reason: string) => unknown): void;
};

/** The ⋯ menu at the end of a row: keyboard-operable (Radix), destructive items last and confirmed. */
export function RowActions({ label, actions, confirm }: RowActionsProps) {
  const t = useTableT();
  const visible = actions.filter((a) => !a.hidden);
  if (visible.length === 0) return null;
  const safe = visible.filter((a) => !a.destructive);
  const destructive = visible.filter((a) => a.destructive);
  const item = (action: RowAction) => (
    <DropdownMenuItem
      key={action.label}
      disabled={action.disabled}
      className={cn(action.destructive && 'text-red-700 data-[highlighted]:bg-red-50 [&_svg]:text-red-700')}
      onSelect={() => {
        if (action.confirm) confirm(action.confirm, action.onSelect);
        else action.onSelect('');
      }}
    >
      {action.icon}
      {action.label}
    </DropdownMenuItem>
  );
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={t('Actions for {label}', { label })}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {safe.map(item)}
        {safe.length > 0 && destructive.length > 0 && <DropdownMenuSeparator />}
        {destructive.map(item)}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
