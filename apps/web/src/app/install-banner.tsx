// Spec 2.19: the install banner. It shows only when the browser offers installation
// (beforeinstallprompt) and the visitor has not dismissed it; the dismissal is remembered under
// the install-dismissed key; accepting hides it; an installed app (standalone) never shows it.
import { Download, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SITE_NAME } from '@/lib/use-document-title';

export const INSTALL_DISMISSED_KEY = 'install-dismissed';

/** The event Chromium fires when the site can be installed (not yet in TypeScript's DOM types). */
type BeforeInstallPromptEvent = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

function isDismissed(): boolean {
  try {
    return localStorage.getItem(INSTALL_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

function isInstalled(): boolean {
  return window.matchMedia?.('(display-mode: standalone)').matches ?? false;
}

export function InstallBanner() {
  const [prompt, setPrompt] = useState<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    if (isInstalled()) return;
    const offer = (event: Event) => {
      event.preventDefault(); // we show our own banner instead of the browser's mini-infobar
      if (!isDismissed()) setPrompt(event as BeforeInstallPromptEvent);
    };
    const installed = () => setPrompt(null);
    window.addEventListener('beforeinstallprompt', offer);
    window.addEventListener('appinstalled', installed);
    return () => {
      window.removeEventListener('beforeinstallprompt', offer);
      window.removeEventListener('appinstalled', installed);
    };
  }, []);

  if (!prompt) return null;

  const dismiss = () => {
    try {
      localStorage.setItem(INSTALL_DISMISSED_KEY, 'true');
    } catch {
      // Private mode without storage: hide for this visit only.
    }
    setPrompt(null);
  };
  const install = async () => {
    await prompt.prompt();
    const choice = await prompt.userChoice;
    // The browser offers the prompt once per event; either way the banner has done its job.
    setPrompt(null);
    if (choice.outcome === 'dismissed') dismiss();
  };

  return (
    <section
      aria-labelledby="install-banner-title"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-xl rounded-xl border border-stone-200 bg-white p-4 shadow-lg sm:inset-x-auto sm:right-4 sm:left-4"
    >
      <div className="flex items-start gap-3">
        <span className="mt-0.5 grid size-10 shrink-0 place-items-center rounded-lg bg-granite-black text-white">
          <Download aria-hidden className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="install-banner-title" className="font-semibold text-granite-black">
            Install {SITE_NAME}
          </h2>
          <p className="mt-1 text-sm text-stone-600">
            Get faster access and work offline. Install our app for the best experience.
          </p>
          <div className="mt-3 flex gap-2">
            <Button size="sm" onClick={install}>
              Install
            </Button>
            <Button size="sm" variant="secondary" onClick={dismiss}>
              Not now
            </Button>
          </div>
        </div>
        <Button size="icon-sm" variant="ghost" aria-label="Close" onClick={dismiss}>
          <X aria-hidden className="size-4" />
        </Button>
      </div>
    </section>
  );
}
