import type { StoreCategory } from '@granite/shared';
import type { ReactNode } from 'react';
import { joinClasses as cn } from '@/lib/class-join';

/**
 * A category's colour band. `color` is a hex code or a style class (spec 3: default bg-granite-gray),
 * `text_color` a class; the header image, when set, replaces the plain colour.
 */
export function CategorySwatch({
  category,
  className,
  children,
}: {
  category: StoreCategory;
  className?: string;
  children?: ReactNode;
}) {
  const hex = category.color.startsWith('#') ? category.color : undefined;
  return (
    <div
      className={cn(
        'relative flex items-end overflow-hidden p-5',
        !hex && category.color,
        category.textColor || 'text-white',
        className,
      )}
      style={{
        backgroundColor: hex,
        backgroundImage: category.headerImageUrl ? `url(${category.headerImageUrl})` : undefined,
        backgroundSize: category.headerImageUrl ? 'cover' : undefined,
        backgroundPosition: 'center',
      }}
    >
      <span aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-black/25 to-transparent" />
      <span className="relative">{children}</span>
    </div>
  );
}
