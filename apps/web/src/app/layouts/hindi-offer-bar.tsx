import { Languages, X } from 'lucide-react';
import { Link } from 'react-router';
import { OFFER_DISMISSED_KEY } from '@/lib/i18n/language-choice';
import { useChooseLanguage, useSamePageIn } from './language-switch';

/** HindiOffer's bar (hindi-offer.tsx): this page in Hindi, and a button that closes the offer. */
export function HindiOfferBar({ onClose }: { onClose: () => void }) {
  const choose = useChooseLanguage();
  const href = useSamePageIn('hi');
  const dismiss = () => {
    onClose();
    try {
      sessionStorage.setItem(OFFER_DISMISSED_KEY, 'true');
    } catch {
      // Storage refused (private mode): the offer shows again on the next page.
    }
  };
  return (
    <aside
      lang="hi"
      aria-label="हिंदी"
      className="fixed inset-x-0 top-16 z-30 flex items-center justify-center gap-2 border-b border-copper-200 bg-copper-50/95 px-3 py-1 text-sm text-granite-black shadow-xs backdrop-blur"
    >
      <Languages aria-hidden="true" className="size-4 shrink-0 text-copper-700" />
      <Link
        to={href}
        hrefLang="hi"
        onClick={() => choose('hi')}
        className="font-medium text-copper-800 underline underline-offset-4"
      >
        यह पेज हिंदी में देखें
      </Link>
      <button
        type="button"
        onClick={dismiss}
        aria-label="बंद करें"
        className="ml-1 inline-flex size-8 items-center justify-center rounded-md text-stone-600 hover:bg-copper-100 hover:text-granite-black"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </aside>
  );
}
