import type { StoreCategory } from '@granite/shared';
import type { ReactNode } from 'react';
import { joinClasses as cn } from '@/lib/class-join';
import { useWindowLoaded } from '@/lib/window-loaded';

/**
 * A category's colour band. `color` is a hex code or a style class (spec 3: default bg-granite-gray),
 * `text_color` a class; the header image, when set, replaces the plain colour.
 */
export function CategorySwatch({
  category,
  className,
  children,
  afterLoad = false,
}: {
  category: StoreCategory;
  className?: string;
  children?: ReactNode;
  /** Far below the fold: the header image is set after the window's `load` event (see Picture). */
  afterLoad?: boolean;
}) {
  const hex = category.color.startsWith('#') ? category.color : undefined;
  const image = useWindowLoaded(afterLoad) ? category.headerImageUrl : undefined;
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
        backgroundImage: image ? `url(${image})` : undefined,
        backgroundSize: image ? 'cover' : undefined,
        backgroundPosition: 'center',
      }}
    >
      <span aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-black/25 to-transparent" />
      <span className="relative">{children}</span>
    </div>
  );
}
