import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useSendContactMessage } from '../api/send-contact-message';
import type { ContactFormLiveProps } from './contact-form-live';
import { ContactFormView, EMPTY, type FieldName } from './contact-form-view';

const loadLive = () => import('./contact-form-live');
const whenIdle = (run: () => void) => {
  if (typeof requestIdleCallback !== 'function') {
    const id = setTimeout(run, 200);
    return () => clearTimeout(id);
  }
  const id = requestIdleCallback(run, { timeout: 2000 });
  return () => cancelIdleCallback(id);
};

/**
 * Storefront 2.14 and 5 (see contact-form-live). The contact page's first download leaves out
 * react-hook-form (15 KB). The server draws the form; its logic loads when the browser is idle
 * after hydration, or at once on the form's first focus or submit, and takes over what was typed, the
 * focused field and a submit already asked for.
 */
export function ContactForm() {
  const form = useRef<HTMLFormElement>(null);
  const submitAsked = useRef(false);
  const [live, setLive] = useState<{
    Form: ComponentType<ContactFormLiveProps>;
    handOver: ContactFormLiveProps['handOver'];
  }>();
  const loading = useRef(false);

  const takeOver = () => {
    if (loading.current) return;
    loading.current = true;
    loadLive().then(
      ({ ContactFormLive }) => {
        const element = form.current;
        const values = { ...EMPTY };
        let focused: ContactFormLiveProps['handOver']['focused'];
        if (element) {
          for (const name of Object.keys(EMPTY) as FieldName[]) {
            const field = element.elements.namedItem(name) as HTMLInputElement | null;
            values[name] = field?.value ?? '';
            if (field && field === document.activeElement)
              focused = { name, selection: [field.selectionStart, field.selectionEnd] };
          }
        }
        setLive({ Form: ContactFormLive, handOver: { values, focused, submit: submitAsked.current } });
      },
      () => {
        loading.current = false; // a dropped connection: the next focus or submit tries again
      },
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration (takeOver runs at most once)
  useEffect(() => whenIdle(takeOver), []);

  const send = useSendContactMessage();
  if (live) return <live.Form handOver={live.handOver} send={send} />;
  return (
    <ContactFormView
      formRef={form}
      control={(name) => ({ name })}
      error={() => undefined}
      onFocus={takeOver}
      onSubmit={(event) => {
        event.preventDefault();
        submitAsked.current = true;
        takeOver();
      }}
    />
  );
}
