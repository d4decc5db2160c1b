// D34: how a reply's or an order's GST reads: CGST + SGST halves within a state, IGST across states,
// each line in rupees; D36: the payment terms in the trade's words. Shared by the manufacturer's
// reply form and history, the buyer's quote sheet and both order pages.
import type { BalanceDueTerm, Language, QuoteReplyView, TaxLine } from '@granite/shared';
import { stateName } from '@granite/shared';
import { Fragment } from 'react';
import { translate, useLocale, useT } from '@/lib/i18n';
import { formatMoney } from './format';

type Split = Pick<QuoteReplyView, 'cgst' | 'sgst' | 'igst' | 'gstRate' | 'taxLines' | 'currency'>;

/** A rate as the trade writes it: 9 %, 2.5 %. */
const percent = (rate: number) => `${rate.toLocaleString('en-IN', { maximumFractionDigits: 2 })} %`;

/** "CGST 9 % + SGST 9 %" or "IGST 18 %". */
export function splitLabel(rate: number, intraState: boolean): string {
  return intraState ? `CGST ${percent(rate / 2)} + SGST ${percent(rate / 2)}` : `IGST ${percent(rate)}`;
}

/** "IGST 0 % (export, LUT)": a tax line's kind, rate and, for an export, why it is zero-rated (D47). */
const lineLabel = (line: TaxLine) =>
  `${line.kind.toUpperCase()} ${percent(line.rate)}${line.reason === 'export_lut' ? ' (export, LUT)' : ''}`;

/**
 * The tax lines of a reply or order (ADR 016): [label, minor units][], from the lines the server
 * stored, or from the three figures of a view without them; null for a row without a split (before D34).
 */
export function taxLines(row: Split): [string, number][] | null {
  if (row.taxLines) return row.taxLines.map((line) => [lineLabel(line), line.amount]);
  if (row.cgst == null && row.igst == null) return null;
  if ((row.igst ?? 0) > 0 || ((row.cgst ?? 0) === 0 && (row.sgst ?? 0) === 0 && row.igst != null)) {
    return [[`IGST ${percent(row.gstRate)}`, row.igst ?? 0]];
  }
  return [
    [`CGST ${percent(row.gstRate / 2)}`, row.cgst ?? 0],
    [`SGST ${percent(row.gstRate / 2)}`, row.sgst ?? 0],
  ];
}

/** "CGST 9 % ₹9,450 + SGST 9 % ₹9,450", or "GST 18 % ₹18,900" for a row without a split. */
export function taxText(row: Split, gstPaise: number): string {
  const lines = taxLines(row);
  if (!lines) return `GST ${percent(row.gstRate)} ${formatMoney(gstPaise, row.currency)}`;
  if (!lines.length) return 'No GST (bill of supply)';
  return lines.map(([label, amount]) => `${label} ${formatMoney(amount, row.currency)}`).join(' + ');
}

const BALANCE_WORDS: Record<BalanceDueTerm, (days: number | null | undefined) => string> = {
  'before-dispatch': () => 'before dispatch',
  'on-delivery': () => 'on delivery',
  'days-after-delivery': (days) => `${days ?? 0} days after delivery`,
};

/** D40: the terms in Hindi, whole sentences so the words fall in Hindi order. */
function hindiTerms(advance: number, due: BalanceDueTerm, days: number): string {
  if (advance >= 100) return translate('hi', '100 % advance before dispatch');
  const when =
    due === 'before-dispatch'
      ? translate('hi', 'before dispatch')
      : due === 'on-delivery'
        ? translate('hi', 'on delivery')
        : translate('hi', '{days} days after delivery', { days });
  if (advance <= 0) return translate('hi', 'Full payment {due}', { due: when });
  return translate('hi', '{advance} % advance, balance {due}', { advance, due: when });
}

/** D36: "30 % advance, balance 15 days after delivery" or "Full payment on delivery" (D40: or in Hindi). */
export function termsText(
  terms: {
    advancePercent?: number;
    balanceDue?: BalanceDueTerm;
    balanceDays?: number | null;
  },
  language: Language = 'en',
): string {
  const advance = terms.advancePercent ?? 0;
  if (language === 'hi')
    return hindiTerms(advance, terms.balanceDue ?? 'on-delivery', terms.balanceDays ?? 0);
  const due = BALANCE_WORDS[terms.balanceDue ?? 'on-delivery'](terms.balanceDays);
  if (advance >= 100) return '100 % advance before dispatch';
  if (advance <= 0) return `Full payment ${due}`;
  return `${advance} % advance, balance ${due}`;
}

/**
 * D34: an order's GST as rows of a <dl>: CGST and SGST, or IGST (one "GST n %" row for orders made
 * before the split), then the place of supply and the payment terms (D36).
 */
export function OrderTaxRows({
  order,
  dtClassName = 'text-stone-600',
  ddClassName = 'text-right tabular-nums',
}: {
  order: Split & {
    gstPaise: number;
    placeOfSupply?: string | null;
    advancePercent?: number;
    balanceDue?: BalanceDueTerm;
    balanceDays?: number | null;
  };
  dtClassName?: string;
  ddClassName?: string;
}) {
  const t = useT();
  const locale = useLocale();
  const lines = taxLines(order) ?? [[`GST ${percent(order.gstRate)}`, order.gstPaise]];
  return (
    <>
      {/* D34: a manufacturer that is not a regular taxpayer charges no GST (a bill of supply). */}
      {order.taxLines?.length === 0 && (
        <>
          <dt className={dtClassName}>GST</dt>
          <dd className={ddClassName}>{t('Not charged (bill of supply)')}</dd>
        </>
      )}
      {lines.map(([label, paise]) => (
        <Fragment key={label}>
          <dt className={dtClassName}>{label}</dt>
          <dd className={ddClassName}>{formatMoney(paise, order.currency)}</dd>
        </Fragment>
      ))}
      {order.placeOfSupply && (
        <>
          <dt className={dtClassName}>{t('Place of supply')}</dt>
          <dd className={ddClassName}>{stateName(order.placeOfSupply, locale)}</dd>
        </>
      )}
      {order.balanceDue && (
        <>
          <dt className={dtClassName}>{t('Payment terms')}</dt>
          <dd className={ddClassName}>{termsText(order, locale)}</dd>
        </>
      )}
    </>
  );
}
