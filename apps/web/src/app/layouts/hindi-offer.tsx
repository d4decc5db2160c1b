import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocale } from '@/lib/i18n';
import { OFFER_DISMISSED_KEY, shouldOfferHindi } from '@/lib/i18n/language-choice';

const HindiOfferBar = lazy(() => import('./hindi-offer-bar').then((m) => ({ default: m.HindiOfferBar })));

/**
 * D40: on an English page, a visitor who chose Hindi before (the cookie) or whose browser puts Hindi
 * first is offered the page in Hindi: a small bar they can close. Never a redirect. Decided after
 * hydration (the server's page is the same for everyone); the bar's code loads only when it shows.
 */
export function HindiOffer() {
  const locale = useLocale();
  const [offer, setOffer] = useState(false);
  useEffect(() => {
    if (locale !== 'en') return setOffer(false);
    let dismissed = false;
    try {
      dismissed = sessionStorage.getItem(OFFER_DISMISSED_KEY) === 'true';
    } catch {
      // Storage refused (private mode): the offer shows again on the next page.
    }
    setOffer(!dismissed && shouldOfferHindi(document.cookie, navigator.languages ?? []));
  }, [locale]);
  if (!offer) return null;
  return (
    <Suspense fallback={null}>
      <HindiOfferBar onClose={() => setOffer(false)} />
    </Suspense>
  );
}
