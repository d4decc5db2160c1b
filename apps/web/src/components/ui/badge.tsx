import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { joinClasses } from '@/lib/class-join';

export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap [&_svg]:size-3',
  {
    variants: {
      variant: {
        neutral: 'border-stone-200 bg-stone-100 text-stone-700',
        accent: 'border-copper-200 bg-copper-50 text-copper-800',
        success: 'border-success-200 bg-success-50 text-success-800',
        warning: 'border-amber-200 bg-amber-50 text-amber-800',
        danger: 'border-red-200 bg-red-50 text-red-800',
        dark: 'border-transparent bg-granite-black text-white',
      },
    },
    defaultVariants: { variant: 'neutral' },
  },
);

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={joinClasses(badgeVariants({ variant }), className)} {...props} />;
}
