// Leaving a tab (or the page) with unsaved changes asks first. Each form reports whether
// it is dirty; the tabs ask before switching, the router before leaving, the browser before closing.
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useBlocker } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';

type Registry = {
  setDirty(id: string, dirty: boolean): void;
  /** Runs `proceed` now, or after the admin agrees to drop their unsaved changes. */
  confirmLeave(proceed: () => void): void;
};

const UnsavedContext = createContext<Registry | null>(null);

/** Wraps an editor page: collects dirty forms and owns the "discard changes?" dialog. */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const dirty = useRef(new Set<string>());
  const [anyDirty, setAnyDirty] = useState(false);
  const [pending, setPending] = useState<(() => void) | null>(null);

  const setDirty = useCallback((id: string, isDirty: boolean) => {
    if (isDirty) dirty.current.add(id);
    else dirty.current.delete(id);
    setAnyDirty(dirty.current.size > 0);
  }, []);

  const confirmLeave = useCallback((proceed: () => void) => {
    if (dirty.current.size === 0) proceed();
    else setPending(() => proceed);
  }, []);

  // Leaving the page through the app's links.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => anyDirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state === 'blocked') setPending(() => () => blocker.proceed());
  }, [blocker]);

  // Closing or reloading the browser tab.
  useEffect(() => {
    if (!anyDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [anyDirty]);

  const registry = useMemo(() => ({ setDirty, confirmLeave }), [setDirty, confirmLeave]);

  function stay() {
    if (blocker.state === 'blocked') blocker.reset();
    setPending(null);
  }

  function leave() {
    const proceed = pending;
    dirty.current.clear();
    setAnyDirty(false);
    setPending(null);
    proceed?.();
  }

  return (
    <UnsavedContext.Provider value={registry}>
      {children}
      <Dialog open={pending !== null} onOpenChange={(open) => !open && stay()}>
        <DialogContent
          title="Discard unsaved changes?"
          description="You have changes that are not saved yet. If you leave now, they are lost."
          className="sm:w-[min(28rem,calc(100vw-2rem))]"
          footer={
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={stay} autoFocus>
                Keep editing
              </Button>
              <Button variant="danger" onClick={leave}>
                Discard changes
              </Button>
            </div>
          }
        >
          <p className="text-sm text-stone-600">
            Save Changes keeps them; Discard changes goes on without them.
          </p>
        </DialogContent>
      </Dialog>
    </UnsavedContext.Provider>
  );
}

/** A form reports whether it has unsaved changes (cleared when it unmounts). */
export function useReportDirty(dirty: boolean) {
  const registry = useContext(UnsavedContext);
  const id = useId();
  useEffect(() => {
    registry?.setDirty(id, dirty);
  }, [registry, id, dirty]);
  useEffect(() => () => registry?.setDirty(id, false), [registry, id]);
}

/** Runs a navigation (a tab change) now, or once the admin agrees to lose their changes. */
export function useConfirmLeave(): (proceed: () => void) => void {
  const registry = useContext(UnsavedContext);
  return registry?.confirmLeave ?? ((proceed) => proceed());
}
