import {
  type ComponentProps,
  type ComponentType,
  cloneElement,
  type LazyExoticComponent,
  lazy,
  type ReactElement,
  Suspense,
  useState,
} from 'react';

/** What a popup module's component receives: its open state and the button that toggles it. */
export type PopupProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button, to be wrapped in the popup's Radix trigger (`asChild`). */
  trigger: ReactElement;
};

export type LazyPopup<P extends PopupProps> = {
  Popup: LazyExoticComponent<ComponentType<P>>;
  /** Starts the download ahead of the click (pointer over the button, keyboard focus on it). */
  preload: () => void;
};

/**
 * A menu, sheet or dialog whose code (Radix, its content) loads on first use instead of with every
 * storefront page (less JavaScript before the first interaction).
 */
export function lazyPopup<P extends PopupProps>(load: () => Promise<ComponentType<P>>): LazyPopup<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const module = () => {
    loading ??= load().then(
      (Component) => ({ default: Component }),
      (error: unknown) => {
        loading = undefined; // the next attempt fetches again (a dropped connection is not final)
        throw error;
      },
    );
    return loading;
  };
  return {
    Popup: lazy(module),
    preload: () => {
      module().catch(() => undefined);
    },
  };
}

type TriggerProps = ComponentProps<'button'> & { 'data-state'?: 'open' | 'closed' };

type PopupOnFirstUseProps<P extends PopupProps> = {
  popup: LazyPopup<P>;
  /** The button; drawn the same before and after the popup's code is there, so nothing moves. */
  trigger: ReactElement<TriggerProps>;
  /** What the button opens, for assistive technology (Radix's triggers say the same once loaded). */
  kind: 'menu' | 'dialog';
  /** The popup's own props besides open, onOpenChange and trigger. */
  props?: Omit<P, keyof PopupProps>;
};

/**
 * Renders `trigger` alone (in the server's HTML too, so hydration matches) until it is first used; the
 * first click loads the popup and opens it once its code has arrived, with the same button in place
 * meanwhile. From then on the popup's own Radix trigger takes over (focus return, aria-controls).
 */
export function PopupOnFirstUse<P extends PopupProps>({
  popup,
  trigger,
  kind,
  props,
}: PopupOnFirstUseProps<P>) {
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const placeholder = cloneElement(trigger, {
    'aria-haspopup': kind,
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: popup.preload,
    onFocus: popup.preload,
    onClick: () => {
      setUsed(true);
      setOpen(true);
    },
  });
  if (!used) return placeholder;
  const popupProps = { ...props, open, onOpenChange: setOpen, trigger } as P;
  return (
    <Suspense fallback={placeholder}>
      <popup.Popup {...popupProps} />
    </Suspense>
  );
}
