// Settings tabs that work at 360 px: a select on small screens, a tab row from `sm` up. Both drive
// the same Radix Tabs value, and every change asks first when a form has unsaved changes.
import { type ReactNode, useId } from 'react';
import { Select } from '@/components/ui/form-field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import { useConfirmLeave } from './unsaved-changes';

export type TabItem = { value: string; label: string; icon?: ReactNode; content: () => ReactNode };

export function ResponsiveTabs({
  label,
  items,
  value,
  onChange,
  variant = 'primary',
  className,
}: {
  /** Names the tab list and the small-screen select, e.g. 'Settings sections'. */
  label: string;
  items: readonly TabItem[];
  value: string;
  onChange(value: string): void;
  /** 'secondary': the nested tabs (homepage sections), drawn lighter. */
  variant?: 'primary' | 'secondary';
  className?: string;
}) {
  const selectId = useId();
  const confirmLeave = useConfirmLeave();
  const change = (next: string) => {
    if (next !== value) confirmLeave(() => onChange(next));
  };

  return (
    <Tabs value={value} onValueChange={change} className={className}>
      <div className="sm:hidden">
        <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-granite-black">
          {label}
        </label>
        <Select id={selectId} value={value} onChange={(e) => change(e.target.value)}>
          {items.map((item) => (
            <option key={item.value} value={item.value}>
              {item.label}
            </option>
          ))}
        </Select>
      </div>
      <TabsList
        aria-label={label}
        className={cn(
          'hidden sm:flex',
          variant === 'secondary' && 'flex-wrap gap-x-0 gap-y-1 border-b-0 rounded-lg bg-stone-100 p-1',
        )}
      >
        {items.map((item) => (
          <TabsTrigger
            key={item.value}
            value={item.value}
            className={cn(
              variant === 'secondary' &&
                'mb-0 h-9 rounded-md border-b-0 px-3 data-[state=active]:bg-white data-[state=active]:shadow-xs',
            )}
          >
            {item.icon}
            {item.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {items.map((item) => (
        <TabsContent
          key={item.value}
          value={item.value}
          className={variant === 'secondary' ? 'pt-5' : undefined}
        >
          {item.value === value && item.content()}
        </TabsContent>
      ))}
    </Tabs>
  );
}
