import { ChevronDown } from 'lucide-react';
import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  use,
  useId,
  useState,
} from 'react';
import { joinClasses as cn } from '@/lib/class-join';

/**
 * The WAI-ARIA accordion pattern, as Radix Accordion drew it: each question is a button in a heading
 * (Enter/Space toggles; Up/Down arrows move between questions, Home/End jump) that controls its
 * answer, a region labelled by the question. Any number may be open (`type="multiple"`, the only kind
 * in use). Closed answers stay in the HTML, hidden, so the server's page carries every answer. Its own
 * few lines instead of Radix's 8 KB on the manufacturer FAQ's first download.
 */
type AccordionState = { open: ReadonlySet<string>; toggle: (value: string) => void };
const AccordionContext = createContext<AccordionState | null>(null);
const ItemContext = createContext<{ value: string; id: string } | null>(null);

const TRIGGER = '[data-accordion-trigger]';

function useAccordion() {
  const state = use(AccordionContext);
  const item = use(ItemContext);
  if (!state || !item) throw new Error('An accordion part is used outside <Accordion> and <AccordionItem>.');
  return { ...item, open: state.open.has(item.value), toggle: () => state.toggle(item.value) };
}

/** Moves focus between the questions of the accordion it is on (the pattern's optional keys). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const target = event.target as HTMLElement;
  if (!target.matches(TRIGGER)) return;
  const triggers = [...event.currentTarget.querySelectorAll<HTMLElement>(TRIGGER)];
  const at = triggers.indexOf(target);
  const last = triggers.length - 1;
  const next = {
    ArrowDown: at === last ? 0 : at + 1,
    ArrowUp: at === 0 ? last : at - 1,
    Home: 0,
    End: last,
  }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  triggers[next]?.focus();
}

export function Accordion({
  type: _type,
  defaultValue = [],
  className,
  children,
}: {
  type: 'multiple';
  defaultValue?: string[];
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultValue));
  const toggle = (value: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(value)) next.add(value);
      return next;
    });
  return (
    <AccordionContext value={{ open, toggle }}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys on the questions inside, which are buttons */}
      <div className={className} onKeyDown={moveFocus}>
        {children}
      </div>
    </AccordionContext>
  );
}

export function AccordionItem({ value, className, ...props }: ComponentProps<'div'> & { value: string }) {
  const id = useId();
  return (
    <ItemContext value={{ value, id }}>
      <div className={cn('border-b border-stone-200 last:border-b-0', className)} {...props} />
    </ItemContext>
  );
}

export function AccordionTrigger({ className, children, ...props }: ComponentProps<'button'>) {
  const { id, open, toggle } = useAccordion();
  return (
    <h3>
      <button
        type="button"
        id={`${id}-trigger`}
        aria-expanded={open}
        aria-controls={`${id}-content`}
        data-state={open ? 'open' : 'closed'}
        data-accordion-trigger=""
        onClick={toggle}
        className={cn(
          'group flex w-full items-start justify-between gap-4 py-4 text-left text-base font-medium text-granite-black',
          'rounded-sm transition-colors duration-150 hover:text-copper-800',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-700',
          className,
        )}
        {...props}
      >
        {children}
        <ChevronDown
          aria-hidden="true"
          className="mt-0.5 size-5 shrink-0 text-stone-500 transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
        />
      </button>
    </h3>
  );
}

export function AccordionContent({ className, children, ...props }: ComponentProps<'section'>) {
  const { id, open } = useAccordion();
  return (
    <section
      id={`${id}-content`}
      aria-labelledby={`${id}-trigger`}
      hidden={!open}
      data-state={open ? 'open' : 'closed'}
      className="text-stone-700"
      {...props}
    >
      <div className={cn('space-y-3 pb-5 text-[15px] leading-relaxed', className)}>{children}</div>
    </section>
  );
}
