// The invoice register as a CSV file an accountant opens in a spreadsheet: one row per document and
// a last row with the totals of the documents in force (cancelled ones add nothing).
import type { BooksRegister, DocumentKind } from '@granite/shared';
import { toCsv } from '../products/product-csv';
import { rupees } from './register';

export const KIND_TITLES: Partial<Record<DocumentKind, string>> = {
  tax_invoice: 'Tax invoice',
  bill_of_supply: 'Bill of supply',
  credit_note: 'Credit note',
  debit_note: 'Debit note',
};

const HEADER = [
  'Kind',
  'Number',
  'Date',
  'Buyer',
  'Buyer GSTIN',
  'Place of supply',
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
  'Cess',
  'Total',
  'State',
] as const;

/** 'YYYY-MM-DD' → 'DD-MM-YYYY', as invoices and the GST portal write a date. */
export const indianDate = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

export function registerCsv(register: BooksRegister): string {
  const rows = register.rows.map((r) => [
    KIND_TITLES[r.kind] ?? r.kind,
    r.number,
    indianDate(r.date),
    r.buyerName,
    r.buyerGstin ?? '',
    r.placeOfSupply ? `${r.placeOfSupplyCode}-${r.placeOfSupply}` : '',
    rupees(r.taxablePaise),
    rupees(r.cgstPaise),
    rupees(r.sgstPaise),
    rupees(r.igstPaise),
    rupees(r.cessPaise),
    rupees(r.totalPaise),
    r.state,
  ]);
  const t = register.totals;
  rows.push([
    `Total of ${t.documents} in force (${t.cancelled} cancelled)`,
    '',
    '',
    '',
    '',
    '',
    rupees(t.taxablePaise),
    rupees(t.cgstPaise),
    rupees(t.sgstPaise),
    rupees(t.igstPaise),
    rupees(t.cessPaise),
    rupees(t.totalPaise),
    '',
  ]);
  return toCsv(HEADER, rows);
}
