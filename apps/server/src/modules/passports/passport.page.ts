// D49: the slab passport as one small HTML page, rendered here and sent with no JavaScript at all:
// a phone in a yard or on a building site opens it from the label's QR code and sees the slab at once
// (ADR 011's aim for the storefront, without its bundle). English at /slab/<token>, Hindi at
// /hi/slab/<token> (D40), the words from the server's catalogue.
import { formatFeetInches, type ImageRef, type Language, unitLabel } from '@granite/shared';
import { escapeHtml as e } from '../../lib/html';
import { translate } from '../../lib/i18n';
import { passportPath, type SlabPassport } from './passports.service';

const t = (language: Language, message: string, values?: Record<string, string | number>) =>
  e(translate(language, message, values));

const number = (value: number, digits = 2) =>
  value.toLocaleString('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: digits });

/** The site's tokens (apps/web/src/design.css): granite black, stone surfaces, the copper accent. */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Devanagari",sans-serif;color:#17171a;background:#f6f5f3}
header{background:#17171a;color:#f6f5f3;padding:10px 16px;display:flex;justify-content:space-between;align-items:center;gap:12px}
header a{color:#f6f5f3;text-decoration:none;font-weight:600}
header nav a{font-weight:400;text-decoration:underline;text-underline-offset:3px}
main{max-width:860px;margin:0 auto;padding:16px}
.kicker{margin:0;color:#8a4b22;font-size:.8rem;font-weight:700;letter-spacing:.08em;text-transform:uppercase}
h1{margin:2px 0 4px;font-size:2.2rem;line-height:1.1;font-variant-numeric:tabular-nums}
.sub{margin:0 0 16px;color:#3f3f46}
.grid{display:grid;gap:16px}
@media(min-width:768px){.grid{grid-template-columns:1.2fr 1fr}}
figure{margin:0}
.photo{display:block;width:100%;height:auto;aspect-ratio:4/3;object-fit:cover;border-radius:8px;background:#e7e5e1}
.none{display:flex;align-items:center;justify-content:center;aspect-ratio:4/3;border-radius:8px;background:#e7e5e1;color:#3f3f46;padding:16px;text-align:center}
dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:6px 16px;background:#fff;border:1px solid #dedbd6;border-radius:8px;padding:14px 16px}
dt{color:#52525b}
dd{margin:0;font-weight:600;font-variant-numeric:tabular-nums}
h2{font-size:1.15rem;margin:24px 0 8px}
.bundle{display:grid;grid-template-columns:repeat(2,1fr);gap:8px}
@media(min-width:768px){.bundle{grid-template-columns:repeat(4,1fr)}}
.bundle img{width:100%;height:auto;aspect-ratio:4/3;object-fit:cover;border-radius:6px;background:#e7e5e1}
.note{color:#52525b;font-size:.9rem;border-top:1px solid #dedbd6;margin-top:24px;padding-top:12px}
`;

function srcset(image: ImageRef): string {
  return image.variants.map((v) => `${e(v.url)} ${v.width}w`).join(', ');
}

function img(image: ImageRef, alt: string, sizes: string, cls: string, eager: boolean): string {
  return `<img class="${cls}" src="${e(image.url)}" srcset="${srcset(image)}" sizes="${sizes}" width="${image.width}" height="${image.height}" alt="${alt}"${eager ? ' fetchpriority="high"' : ' loading="lazy"'} decoding="async">`;
}

function shell(language: Language, title: string, body: string, other: { path: string } | null): string {
  const switchLink = other
    ? `<nav><a href="${e(other.path)}" hreflang="${language === 'hi' ? 'en' : 'hi'}" lang="${language === 'hi' ? 'en' : 'hi'}">${language === 'hi' ? 'English' : 'हिन्दी'}</a></nav>`
    : '';
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${STYLE}</style>
</head><body>
<header><a href="${language === 'hi' ? '/hi' : '/'}">Granite Marketplace</a>${switchLink}</header>
<main>${body}</main>
</body></html>`;
}

/** The passport page of one slab in `language`. */
export function passportPage(p: SlabPassport, language: Language): string {
  const mm = unitLabel('mm', language);
  const sqft = unitLabel('sqft', language);
  const name = e(p.name);
  const photo = p.photo
    ? img(
        p.photo,
        t(language, 'Photo of slab {name}', { name: p.name }),
        '(min-width: 768px) 480px, 100vw',
        'photo',
        true,
      )
    : `<div class="none">${t(language, 'No photo of this slab yet')}</div>`;
  const rows: [string, string][] = [
    [t(language, 'Block'), e(p.blockNumber)],
    [t(language, 'Slab number'), e(String(p.sequence).padStart(2, '0'))],
    [
      t(language, 'Size'),
      `${p.lengthMm} × ${p.widthMm} ${mm}<br><span style="font-weight:400">${e(formatFeetInches(p.lengthMm))} × ${e(formatFeetInches(p.widthMm))}</span>`,
    ],
    [t(language, 'Thickness'), `${p.thicknessMm} ${mm}`],
    [
      t(language, 'Area'),
      `${number(p.grossSqft)} ${sqft} (${t(language, 'usable {area}', { area: `${number(p.usableSqft)} ${sqft}` })})`,
    ],
    [t(language, 'Finish'), t(language, p.finish)],
    [t(language, 'Grade'), t(language, p.grade)],
    [t(language, 'Defects'), p.defects ? e(p.defects) : t(language, 'None recorded')],
    [t(language, 'Lot'), p.lot.number ? e(p.lot.number) : t(language, 'The whole block')],
    [t(language, 'Stock yard'), e(p.lot.yardCity)],
    [t(language, 'Manufacturer'), e(p.manufacturerName)],
  ];
  const bundle = p.lot.photos.length
    ? `<h2>${t(language, 'Bundle photos')}</h2><div class="bundle">${p.lot.photos
        .map((photo, i) =>
          img(
            photo,
            t(language, 'Bundle photo {number} of block {block}', { number: i + 1, block: p.blockNumber }),
            '(min-width: 768px) 200px, 50vw',
            '',
            false,
          ),
        )
        .join('')}</div>`
    : '';
  const body = `
<p class="kicker">${t(language, 'Slab passport')}</p>
<h1>${name}</h1>
<p class="sub">${e(p.productName)}</p>
<div class="grid"><figure>${photo}</figure>
<dl>${rows.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join('')}</dl></div>
${bundle}
<p class="note">${t(language, 'This page shows the slab as its manufacturer recorded it, with no price and no buyer. The QR code on the slab’s label opens it.')}</p>`;
  return shell(language, `${t(language, 'Slab passport')} ${name} · ${e(p.productName)}`, body, {
    path: passportPath(p.token, language === 'hi' ? 'en' : 'hi'),
  });
}

/** The one answer for a token that names no slab, whatever it looked like. */
export function missingPassportPage(language: Language): string {
  const body = `<p class="kicker">${t(language, 'Slab passport')}</p>
<h1 style="font-size:1.6rem">${t(language, 'No slab has this passport address')}</h1>
<p class="sub">${t(language, 'Check the address on the label, or scan its QR code again.')}</p>`;
  return shell(language, t(language, 'Slab passport'), body, null);
}

/** Too many addresses asked from one place (429). */
export function busyPassportPage(language: Language): string {
  const body = `<p class="kicker">${t(language, 'Slab passport')}</p>
<h1 style="font-size:1.6rem">${t(language, 'Too many passports asked from this connection')}</h1>
<p class="sub">${t(language, 'Please try again in a few minutes.')}</p>`;
  return shell(language, t(language, 'Slab passport'), body, null);
}
