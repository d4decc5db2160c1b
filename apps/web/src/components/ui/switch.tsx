import { Switch as RadixSwitch } from 'radix-ui';
import type { ComponentProps } from 'react';
import { joinClasses } from '@/lib/class-join';

/**
 * An on/off control that takes effect at once (premium, visibility): Radix Switch, role="switch"
 * with aria-checked, operable with Space. Give it an accessible name (`aria-label` or a <label>).
 */
export function Switch({ className, ...props }: ComponentProps<typeof RadixSwitch.Root>) {
  return (
    <RadixSwitch.Root
      className={joinClasses(
        'peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors duration-150',
        'bg-stone-300 data-[state=checked]:bg-copper-700 disabled:cursor-not-allowed disabled:opacity-50',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-700',
        className,
      )}
      {...props}
    >
      <RadixSwitch.Thumb className="pointer-events-none block size-5 rounded-full bg-white shadow-sm ring-0 transition-transform duration-150 data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0 motion-reduce:transition-none" />
    </RadixSwitch.Root>
  );
}
