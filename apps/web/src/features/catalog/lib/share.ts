import { formatINR, formatPricePerSqft } from '@/lib/format';
import { type Locale, translate } from '@/lib/i18n';

/** Storefront 2.8: the text shared with a product link. */
export function shareText(
  name: string,
  manufacturer: string | null | undefined,
  pricePaise: number,
  locale: Locale = 'en',
): string {
  if (locale === 'en')
    return `Check out this ${name} from ${manufacturer || 'Verified Supplier'} at ${formatINR(pricePaise)}/sq.ft`;
  return translate(locale, 'Check out this {name} from {vendor} at {price}', {
    name,
    vendor: manufacturer || translate(locale, 'Verified Supplier'),
    price: formatPricePerSqft(pricePaise, locale),
  });
}

/** Copies text with the Clipboard API, falling back to the older selection copy (storefront 2.8). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}

export type ShareResult = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The device's share sheet where there is one, otherwise the link goes to the clipboard. */
export async function shareLink(data: { title: string; text: string; url: string }): Promise<ShareResult> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  return (await copyText(data.url)) ? 'copied' : 'failed';
}
