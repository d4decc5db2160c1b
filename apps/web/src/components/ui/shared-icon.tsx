import { Award, GitCompareArrows, Heart, Scale } from 'lucide-react';

/**
 * Icons a page repeats on every product card. Each is drawn once per page (SharedIconDefinitions) and
 * each card refers to it (`<use>`): a fifth of the markup and of the elements that the full drawing
 * per card took (smaller HTML, less parsing and hydration). They look exactly as lucide's.
 */
const SHARED_ICONS = { award: Award, compare: GitCompareArrows, heart: Heart, scale: Scale } as const;

export type SharedIconName = keyof typeof SHARED_ICONS;

/**
 * The drawings <SharedIcon> refers to, once in every page (AppProviders). Their fill follows the icon
 * that shows them (`fill-current` fills the wishlist heart); the stroke follows its colour.
 */
export function SharedIconDefinitions() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute size-0 overflow-hidden">
      {Object.entries(SHARED_ICONS).map(([name, Icon]) => (
        <symbol key={name} id={`icon-${name}`} viewBox="0 0 24 24">
          <Icon fill="inherit" />
        </symbol>
      ))}
    </svg>
  );
}

/** A decorative icon (aria-hidden) drawn from the page's shared definitions; sized by CSS like lucide's. */
export function SharedIcon({ name, className }: { name: SharedIconName; className?: string }) {
  return (
    <svg aria-hidden="true" width="24" height="24" fill="none" className={className}>
      <use href={`#icon-${name}`} />
    </svg>
  );
}
