import {
  type BooksHsnRow,
  type BooksRegister,
  type BooksRegisterRow,
  type DocumentKind,
  stateName,
  unitLabel,
} from '@granite/shared';
import { ChevronLeft, ChevronRight, Download, FileJson, FileSpreadsheet, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ListLoadError } from '@/components/page-status';
import { formatDay } from '@/components/quote-lifecycle/format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatINR, formatMonthYear } from '@/lib/format';
import { msg, useLocale, useLocalePath, useT } from '@/lib/i18n';
import { type BooksFileKind, booksFileUrl, useManufacturerBooks } from '../api/manufacturer-books';

/** This month in India, 'YYYY-MM' (India keeps +05:30 all year). */
const thisMonth = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);

const shiftMonth = (month: string, by: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};

const KIND_LABELS: Partial<Record<DocumentKind, string>> = {
  tax_invoice: msg('Tax invoice'),
  bill_of_supply: msg('Bill of supply'),
  credit_note: msg('Credit note'),
  debit_note: msg('Debit note'),
};

/** ₹ with both decimals, as a ledger shows them ("₹1,41,600.00", "₹123.40", "-₹11,800.00"). */
const money = (paise: number) => {
  const abs = Math.abs(paise);
  const rupees = formatINR(abs - (abs % 100));
  return `${paise < 0 ? '-' : ''}${rupees}.${String(abs % 100).padStart(2, '0')}`;
};

/**
 * D35, D42: the manufacturer's GST register of a month: every document issued, as issued (a cancelled
 * one listed and struck through, adding nothing), the totals by tax, the HSN summary, and the files
 * an accountant takes away: the register as CSV, the GSTR-1 JSON and the vouchers for Tally.
 */
export function ManufacturerBooksPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  const month = /^20\d\d-(0[1-9]|1[0-2])$/.test(asked) ? asked : thisMonth();
  const books = useManufacturerBooks(month);
  const t = useT();
  const locale = useLocale();
  const go = (m: string) => setParams({ month: m }, { replace: true });
  const label = formatMonthYear(`${month}-15T12:00:00Z`, locale);

  return (
    <>
      <PageHeader
        title={t('GST register')}
        description={t(
          'Every invoice you issued in the month, as issued, with the GST of each. Download it for your accountant, the GST return and Tally.',
        )}
        variant="panel"
        actions={
          <fieldset className="flex items-center gap-1" aria-label={t('Month')}>
            <Button
              variant="secondary"
              size="icon"
              aria-label={t('Previous month')}
              onClick={() => go(shiftMonth(month, -1))}
            >
              <ChevronLeft />
            </Button>
            <label className="sr-only" htmlFor="books-month">
              {t('Month')}
            </label>
            <input
              id="books-month"
              type="month"
              value={month}
              max={thisMonth()}
              onChange={(e) => e.target.value && go(e.target.value)}
              className="h-10 rounded-md border border-stone-300 bg-white px-3 text-sm tabular-nums"
            />
            <Button
              variant="secondary"
              size="icon"
              aria-label={t('Next month')}
              disabled={month >= thisMonth()}
              onClick={() => go(shiftMonth(month, 1))}
            >
              <ChevronRight />
            </Button>
          </fieldset>
        }
      />
      {books.isError && !books.data ? (
        <div className="mt-6">
          <ListLoadError subject={t('Your GST register')} onRetry={() => books.refetch()} />
        </div>
      ) : !books.data ? (
        <div className="mt-6 space-y-4" aria-busy="true">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : (
        <Books data={books.data} month={month} label={label} />
      )}
    </>
  );
}

function Books({ data, month, label }: { data: BooksRegister; month: string; label: string }) {
  const t = useT();
  const localePath = useLocalePath();
  const { totals } = data;
  return (
    <div className="mt-6 space-y-6">
      <section
        aria-labelledby="books-summary"
        className="rounded-lg border border-stone-200 bg-white p-4 sm:p-5"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
          <h2 id="books-summary" className="text-lg font-semibold text-granite-black">
            {label}
          </h2>
          <p className="text-sm text-stone-600">
            {data.manufacturer.name}
            {data.manufacturer.gstin ? (
              <>
                {' · GSTIN '}
                <span className="font-mono">{data.manufacturer.gstin}</span>
              </>
            ) : null}
          </p>
        </div>
        <p className="mt-1 text-sm text-stone-600">
          {t('{count, plural, one {# document in force} other {# documents in force}}', {
            count: totals.documents,
          })}
          {totals.cancelled > 0 ? ` · ${t('{count} cancelled', { count: totals.cancelled })}` : ''}
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3 lg:grid-cols-6">
          <Figure label={t('Taxable value')} paise={totals.taxablePaise} />
          <Figure label="CGST" paise={totals.cgstPaise} />
          <Figure label="SGST" paise={totals.sgstPaise} />
          <Figure label="IGST" paise={totals.igstPaise} />
          <Figure label={t('Cess')} paise={totals.cessPaise} />
          <Figure label={t('Invoice value')} paise={totals.totalPaise} strong />
        </dl>
        <div className="mt-5 flex flex-wrap gap-2 border-t border-stone-200 pt-4">
          <FileLink file="register.csv" month={month} id={data.manufacturer.id} icon={<FileSpreadsheet />}>
            {t('Register (CSV)')}
          </FileLink>
          <FileLink
            file="gstr1.json"
            month={month}
            id={data.manufacturer.id}
            icon={<FileJson />}
            disabled={!data.manufacturer.gstin}
          >
            {t('GSTR-1 (JSON)')}
          </FileLink>
          <FileLink file="tally.xml" month={month} id={data.manufacturer.id} icon={<FileText />}>
            {t('Tally vouchers (XML)')}
          </FileLink>
        </div>
        {!data.manufacturer.gstin ? (
          <p className="mt-2 text-sm text-stone-600">
            {t('GSTR-1 is filed for a GSTIN.')}{' '}
            <a className="text-copper-700 underline" href={localePath('/vendor/settings')}>
              {t('Add your GSTIN in Settings')}
            </a>
          </p>
        ) : null}
      </section>

      <section aria-labelledby="books-documents">
        <h2 id="books-documents" className="text-base font-semibold text-granite-black">
          {t('Documents')}
        </h2>
        {data.rows.length === 0 ? (
          <p className="mt-2 rounded-lg border border-dashed border-stone-300 bg-white p-6 text-sm text-stone-600">
            {t('No invoices were issued in {month}.', { month: label })}
          </p>
        ) : (
          <DocumentTable rows={data.rows} totals={totals} />
        )}
      </section>

      {data.hsn.length > 0 ? (
        <section aria-labelledby="books-hsn">
          <h2 id="books-hsn" className="text-base font-semibold text-granite-black">
            {t('HSN summary')}
          </h2>
          <HsnTable rows={data.hsn} />
        </section>
      ) : null}
    </div>
  );
}

function Figure({ label, paise, strong }: { label: string; paise: number; strong?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-stone-500">{label}</dt>
      <dd
        className={cn(
          'mt-0.5 tabular-nums [overflow-wrap:anywhere] text-granite-black',
          strong ? 'text-lg font-semibold' : 'text-base font-medium',
        )}
      >
        {money(paise)}
      </dd>
    </div>
  );
}

function FileLink({
  file,
  month,
  id,
  icon,
  disabled,
  children,
}: {
  file: BooksFileKind;
  month: string;
  id: number;
  icon: ReactNode;
  disabled?: boolean;
  children: ReactNode;
}) {
  if (disabled)
    return (
      <Button variant="secondary" size="sm" disabled>
        {icon}
        {children}
      </Button>
    );
  return (
    <Button asChild variant="secondary" size="sm">
      <a href={booksFileUrl(file, month, id)} download>
        {icon}
        {children}
        <Download className="text-stone-500" />
      </a>
    </Button>
  );
}

const NUM = 'px-2.5 py-2 text-right tabular-nums whitespace-nowrap';
const HEAD = 'px-2.5 py-2 text-left text-xs font-semibold uppercase tracking-wide text-stone-600';

/** A figure of a ledger column: the column's heading says ₹, so the cell is the number alone. */
const figure = (paise: number) => money(paise).replace('₹', '');

/** The tax of a document as a line of a card: "CGST ₹1,566.00 · SGST ₹1,566.00" or "IGST ₹4,050.00". */
const taxText = (r: BooksRegisterRow) =>
  [
    r.cgstPaise ? `CGST ${money(r.cgstPaise)}` : '',
    r.sgstPaise ? `SGST ${money(r.sgstPaise)}` : '',
    r.igstPaise ? `IGST ${money(r.igstPaise)}` : '',
    r.cessPaise ? `Cess ${money(r.cessPaise)}` : '',
  ]
    .filter(Boolean)
    .join(' · ') || 'GST ₹0.00';

/** The documents: a ledger table from a tablet up, a card per document on a phone. */
function DocumentTable({ rows, totals }: { rows: BooksRegisterRow[]; totals: BooksRegister['totals'] }) {
  return (
    <>
      <DocumentCards rows={rows} totals={totals} />
      <DocumentLedger rows={rows} totals={totals} />
    </>
  );
}

function DocumentHead({ r }: { r: BooksRegisterRow }) {
  const t = useT();
  const locale = useLocale();
  return (
    <span className="block text-xs text-stone-500">
      <span className="whitespace-nowrap">{formatDay(r.date, locale)}</span> ·{' '}
      <span className="whitespace-nowrap">{t(KIND_LABELS[r.kind] ?? r.kind)}</span>
      {r.state === 'cancelled' ? (
        <Badge variant="danger" className="ml-1">
          {t('Cancelled')}
        </Badge>
      ) : null}
    </span>
  );
}

function DocumentCards({ rows, totals }: { rows: BooksRegisterRow[]; totals: BooksRegister['totals'] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <ul className="mt-2 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white md:hidden">
      {rows.map((r) => {
        const cancelled = r.state === 'cancelled';
        return (
          <li key={r.documentId} className={cn('p-3', cancelled && 'bg-stone-50')}>
            <div className="flex items-baseline justify-between gap-3">
              <span className="font-mono text-sm text-granite-black">{r.number}</span>
              <span className={cn('font-semibold tabular-nums', cancelled && 'text-stone-400 line-through')}>
                {money(r.totalPaise)}
              </span>
            </div>
            <DocumentHead r={r} />
            <p className="mt-1 text-sm text-granite-black">{r.buyerName}</p>
            <p className="font-mono text-xs text-stone-500">{r.buyerGstin ?? t('Unregistered')}</p>
            <p className={cn('mt-1 text-xs text-stone-600 tabular-nums', cancelled && 'line-through')}>
              {t('Taxable value')} {money(r.taxablePaise)} · {taxText(r)}
            </p>
            <p className="text-xs text-stone-600">
              {t('Place of supply')}:{' '}
              {r.placeOfSupply ? `${r.placeOfSupplyCode} · ${stateName(r.placeOfSupply, locale)}` : '—'}
            </p>
          </li>
        );
      })}
      <li className="bg-stone-50 p-3">
        <div className="flex items-baseline justify-between gap-3 font-semibold">
          <span>{t('Total of documents in force')}</span>
          <span className="tabular-nums">{money(totals.totalPaise)}</span>
        </div>
      </li>
    </ul>
  );
}

function DocumentLedger({ rows, totals }: { rows: BooksRegisterRow[]; totals: BooksRegister['totals'] }) {
  const t = useT();
  const locale = useLocale();
  const amountHead = cn(HEAD, 'text-right');
  return (
    <div className="mt-2 hidden overflow-x-auto rounded-lg border border-stone-200 bg-white md:block">
      <table className="min-w-full text-sm">
        <thead className="border-b border-stone-200 bg-stone-50">
          <tr>
            <th scope="col" className={HEAD}>
              {t('Number')}
            </th>
            <th scope="col" className={HEAD}>
              {t('Buyer')}
            </th>
            <th scope="col" className={HEAD}>
              {t('Place of supply')}
            </th>
            <th scope="col" className={amountHead}>
              {t('Taxable value')} ₹
            </th>
            <th scope="col" className={amountHead}>
              CGST ₹
            </th>
            <th scope="col" className={amountHead}>
              SGST ₹
            </th>
            <th scope="col" className={amountHead}>
              IGST ₹
            </th>
            <th scope="col" className={amountHead}>
              {t('Total')} ₹
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map((r) => {
            const cancelled = r.state === 'cancelled';
            const amount = cn(NUM, cancelled && 'text-stone-400 line-through');
            return (
              <tr key={r.documentId} className={cancelled ? 'bg-stone-50' : undefined}>
                <td className="px-2.5 py-2 align-top">
                  <span className="font-mono whitespace-nowrap text-granite-black">{r.number}</span>
                  <DocumentHead r={r} />
                </td>
                <td className="px-2.5 py-2 align-top">
                  <span className="block min-w-32 text-granite-black">{r.buyerName}</span>
                  <span className="block font-mono text-xs text-stone-500">
                    {r.buyerGstin ?? t('Unregistered')}
                  </span>
                </td>
                <td className="px-2.5 py-2 align-top">
                  {r.placeOfSupply ? (
                    <>
                      <span className="block font-mono text-xs text-stone-500">{r.placeOfSupplyCode}</span>
                      {stateName(r.placeOfSupply, locale)}
                    </>
                  ) : (
                    '—'
                  )}
                </td>
                <td className={amount}>{figure(r.taxablePaise)}</td>
                <td className={amount}>{figure(r.cgstPaise)}</td>
                <td className={amount}>{figure(r.sgstPaise)}</td>
                <td className={amount}>{figure(r.igstPaise)}</td>
                <td className={cn(amount, 'font-medium')}>{figure(r.totalPaise)}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot className="border-t-2 border-stone-300 bg-stone-50 font-semibold">
          <tr>
            <th scope="row" colSpan={3} className="px-2.5 py-2 text-left">
              {t('Total of documents in force')}
            </th>
            <td className={NUM}>{figure(totals.taxablePaise)}</td>
            <td className={NUM}>{figure(totals.cgstPaise)}</td>
            <td className={NUM}>{figure(totals.sgstPaise)}</td>
            <td className={NUM}>{figure(totals.igstPaise)}</td>
            <td className={NUM}>{figure(totals.totalPaise)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function HsnTable({ rows }: { rows: BooksHsnRow[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="mt-2 overflow-x-auto rounded-lg border border-stone-200 bg-white">
      <table className="min-w-full text-sm">
        <thead className="border-b border-stone-200 bg-stone-50">
          <tr>
            <th scope="col" className={HEAD}>
              HSN
            </th>
            <th scope="col" className={HEAD}>
              {t('Description')}
            </th>
            <th scope="col" className={cn(HEAD, 'text-right whitespace-nowrap')}>
              {t('Quantity')}
            </th>
            <th scope="col" className={cn(HEAD, 'text-right whitespace-nowrap')}>
              {t('Rate')}
            </th>
            <th scope="col" className={cn(HEAD, 'text-right whitespace-nowrap')}>
              {t('Taxable value')} ₹
            </th>
            <th scope="col" className={cn(HEAD, 'text-right whitespace-nowrap')}>
              CGST ₹
            </th>
            <th scope="col" className={cn(HEAD, 'text-right whitespace-nowrap')}>
              SGST ₹
            </th>
            <th scope="col" className={cn(HEAD, 'text-right whitespace-nowrap')}>
              IGST ₹
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map((h) => (
            <tr key={`${h.hsn}-${h.uqc}-${h.rate}`}>
              <td className="px-2.5 py-2 font-mono whitespace-nowrap">{h.hsn ?? '—'}</td>
              <td className="min-w-40 px-2.5 py-2">{h.description}</td>
              <td className={NUM}>
                {(h.quantityX100 / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}{' '}
                {h.uqc === 'SQF' ? unitLabel('sqft', locale) : h.uqc}
              </td>
              <td className={NUM}>{h.rate}%</td>
              <td className={NUM}>{figure(h.taxablePaise)}</td>
              <td className={NUM}>{figure(h.cgstPaise)}</td>
              <td className={NUM}>{figure(h.sgstPaise)}</td>
              <td className={NUM}>{figure(h.igstPaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
