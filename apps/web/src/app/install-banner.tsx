// Spec 2.19: the install banner. It shows only when the browser offers installation
// (beforeinstallprompt) and the visitor has not dismissed it; the dismissal is remembered under
// the install-dismissed key; accepting hides it; an installed app (standalone) never shows it.
import { lazy, Suspense, useEffect, useState } from 'react';

/** The banner itself loads when the browser offers installation, not with every page. */
const InstallBannerCard = lazy(() =>
  import('./install-banner-card').then((m) => ({ default: m.InstallBannerCard })),
);

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
    <Suspense fallback={null}>
      <InstallBannerCard onInstall={install} onDismiss={dismiss} />
    </Suspense>
  );
}
