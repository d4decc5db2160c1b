import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { joinClasses } from '@/lib/class-join';
import { Slot } from './slot';

export const buttonVariants = cva(
  // `btn` (index.css) is the shared look, once in the stylesheet rather than in every button's class
  // list (smaller HTML). The icon rule stays a utility: it outranks a class on the icon itself.
  ['btn', '[&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0'],
  {
    variants: {
      variant: {
        /** The one action colour: copper. */
        primary: 'bg-copper-700 text-white shadow-sm hover:bg-copper-800 active:bg-copper-900',
        secondary:
          'border border-stone-300 bg-white text-granite-black shadow-sm hover:border-stone-400 hover:bg-stone-100',
        dark: 'bg-granite-black text-white shadow-sm hover:bg-granite-gray',
        ghost: 'text-granite-black hover:bg-stone-200/70',
        /** For dark surfaces (hero, sidebars). */
        'ghost-inverse': 'text-stone-200 hover:bg-white/10 hover:text-white focus-visible:outline-copper-400',
        'outline-inverse':
          'border border-white/30 text-white hover:border-white/60 hover:bg-white/10 focus-visible:outline-copper-400',
        danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
        link: 'h-auto px-0 text-copper-700 underline-offset-4 hover:text-copper-800 hover:underline',
      },
      size: {
        sm: 'h-8 px-3 text-sm',
        md: 'h-10 px-4 text-sm',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10',
        'icon-sm': 'size-8',
      },
    },
    compoundVariants: [{ variant: 'link', className: 'h-auto px-0' }],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (e.g. a router <Link>) with button styling instead of a <button>. */
    asChild?: boolean;
  };

/**
 * Icon-only buttons (size "icon") must be given an `aria-label`. In every page's first download (the
 * header's buttons), so its classes merge with joinClasses, not tailwind-merge (`cn`).
 */
export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      className={joinClasses(buttonVariants({ variant, size }), className)}
      // A plain <button> inside a form must not submit by accident.
      type={asChild ? type : (type ?? 'button')}
      {...props}
    />
  );
}
