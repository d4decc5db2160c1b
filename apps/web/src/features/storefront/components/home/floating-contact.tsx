import type { ContactInfoContent } from '@granite/shared';
import { Mail, MessageCircle } from 'lucide-react';
import { useT } from '@/lib/i18n';

/** wa.me wants the number with country code, digits only. */
export function whatsappLink(info: ContactInfoContent): string | undefined {
  const digits = info.whatsappNumber.replace(/\D/g, '');
  if (!digits) return undefined;
  return `https://wa.me/${digits}${info.whatsappMessage ? `?text=${encodeURIComponent(info.whatsappMessage)}` : ''}`;
}

export function mailtoLink(info: ContactInfoContent): string | undefined {
  if (!info.email) return undefined;
  const params = [
    info.emailSubject && `subject=${encodeURIComponent(info.emailSubject)}`,
    info.emailBody && `body=${encodeURIComponent(info.emailBody)}`,
  ].filter(Boolean);
  return `mailto:${info.email}${params.length ? `?${params.join('&')}` : ''}`;
}

/**
 * Storefront 2.3: the floating chat and e-mail pair, built from contact_info. A button shows only
 * when its number or address is set; nothing is invented.
 */
export function FloatingContact({ info }: { info: ContactInfoContent | undefined }) {
  const t = useT();
  if (!info) return null;
  const chat = whatsappLink(info);
  const mail = mailtoLink(info);
  if (!chat && !mail) return null;
  return (
    <div className="fixed right-4 bottom-4 z-30 flex flex-col gap-3 sm:right-6 sm:bottom-6">
      {chat && (
        <a
          href={chat}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('Chat with us on WhatsApp')}
          title={t('Chat with us on WhatsApp')}
          className="flex size-13 items-center justify-center rounded-full bg-[#128c4a] text-white shadow-lg transition-transform duration-150 hover:scale-105 focus-visible:outline-offset-4"
        >
          <MessageCircle aria-hidden="true" className="size-6" />
        </a>
      )}
      {mail && (
        <a
          href={mail}
          aria-label={t('Send us an e-mail')}
          title={t('Send us an e-mail')}
          className="flex size-13 items-center justify-center rounded-full bg-copper-700 text-white shadow-lg transition-transform duration-150 hover:scale-105 focus-visible:outline-offset-4"
        >
          <Mail aria-hidden="true" className="size-6" />
        </a>
      )}
    </div>
  );
}
