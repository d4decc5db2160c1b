// The period's vouchers as XML that TallyPrime imports (Gateway of Tally › Import › Transactions, or
// an HTTP POST to its XML port): ENVELOPE › HEADER › TALLYREQUEST "Import Data", BODY › IMPORTDATA ›
// REQUESTDESC › REPORTNAME "Vouchers", REQUESTDATA › TALLYMESSAGE › VOUCHER. The format is Tally's
// own, read in TallyPrime's developer reference ("Case Study I – XML Request and Response Formats",
// help.tallysolutions.com/developer-reference/integration-capabilities/case-study-1) and its sample
// voucher XML; its sign convention, as Tally itself exports a voucher: a debit is
// ISDEEMEDPOSITIVE Yes with a negative AMOUNT, a credit ISDEEMEDPOSITIVE No with a positive one, and
// a voucher's amounts add up to zero.
// One voucher per document in force: a tax invoice or bill of supply is a Sales voucher (the buyer
// debited with the total; the sales ledger credited with the taxable value, the output tax ledgers
// with each tax), a credit note a Credit Note voucher (the same entries reversed), a debit note a
// Debit Note voucher; each confirmed payment (D36) is a Receipt voucher (the bank debited, the
// buyer credited). Cancelled documents are left out: they are not in the books.
// The ledgers named here must exist in the Tally company (or be renamed there to these names): the
// buyers' ledgers by the names on the documents, and LEDGERS below.
import type { ManufacturerReceipt } from '../payments/payments.service';
import { citedNumberOf, figuresOf, indianDay, type ReadableDocument, rupees } from './register';

export const LEDGERS = {
  sales: 'Sales',
  cgst: 'Output CGST',
  sgst: 'Output SGST',
  igst: 'Output IGST',
  cess: 'Output Cess',
  roundOff: 'Round Off',
  bank: 'Bank',
} as const;

/** XML text: the five characters XML reserves, escaped; control characters XML 1.0 forbids, dropped. */
export const xmlText = (text: string) =>
  text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters XML 1.0 cannot carry
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const tag = (name: string, value: string) => `<${name}>${xmlText(value)}</${name}>`;

/** 'YYYY-MM-DD' → Tally's 'YYYYMMDD'. */
const tallyDate = (day: string) => day.replaceAll('-', '');

/** One ledger entry: `paise` > 0 is a credit, < 0 a debit (Tally's sign). */
type Entry = {
  ledger: string;
  paise: number;
  party?: boolean;
  bill?: { name: string; type: 'New Ref' | 'Agst Ref' };
};

function entryXml(e: Entry): string {
  const amount = rupees(e.paise);
  return [
    '<ALLLEDGERENTRIES.LIST>',
    tag('LEDGERNAME', e.ledger),
    tag('ISDEEMEDPOSITIVE', e.paise < 0 ? 'Yes' : 'No'),
    tag('ISPARTYLEDGER', e.party ? 'Yes' : 'No'),
    tag('AMOUNT', amount),
    e.bill
      ? `<BILLALLOCATIONS.LIST>${tag('NAME', e.bill.name)}${tag('BILLTYPE', e.bill.type)}${tag('AMOUNT', amount)}</BILLALLOCATIONS.LIST>`
      : '',
    '</ALLLEDGERENTRIES.LIST>',
  ].join('');
}

type Voucher = {
  type: 'Sales' | 'Credit Note' | 'Debit Note' | 'Receipt';
  day: string;
  number?: string;
  reference: string;
  party: { name: string; gstin: string | null; state: string | null; placeOfSupply: string | null };
  narration: string;
  entries: Entry[];
};

function voucherXml(v: Voucher): string {
  const gst =
    v.type === 'Receipt'
      ? []
      : [
          tag('GSTREGISTRATIONTYPE', v.party.gstin ? 'Regular' : 'Unregistered/Consumer'),
          v.party.gstin ? tag('PARTYGSTIN', v.party.gstin) : '',
          v.party.state ? tag('STATENAME', v.party.state) : '',
          v.party.placeOfSupply ? tag('PLACEOFSUPPLY', v.party.placeOfSupply) : '',
          tag('COUNTRYOFRESIDENCE', 'India'),
        ];
  return [
    `<TALLYMESSAGE xmlns:UDF="TallyUDF"><VOUCHER VCHTYPE="${xmlText(v.type)}" ACTION="Create" OBJVIEW="Accounting Voucher View">`,
    tag('DATE', tallyDate(v.day)),
    tag('EFFECTIVEDATE', tallyDate(v.day)),
    tag('VOUCHERTYPENAME', v.type),
    v.number ? tag('VOUCHERNUMBER', v.number) : '',
    tag('REFERENCE', v.reference),
    tag('PARTYLEDGERNAME', v.party.name),
    tag('PARTYNAME', v.party.name),
    ...gst,
    tag('NARRATION', v.narration),
    tag('PERSISTEDVIEW', 'Accounting Voucher View'),
    ...v.entries.filter((e) => e.paise !== 0).map(entryXml),
    '</VOUCHER></TALLYMESSAGE>',
  ].join('');
}

const TYPES = {
  tax_invoice: 'Sales',
  bill_of_supply: 'Sales',
  credit_note: 'Credit Note',
  debit_note: 'Debit Note',
} as const;

/** A document's voucher: the buyer against sales and the output taxes, balanced to the paisa. */
export function documentVoucher(d: ReadableDocument): Voucher | null {
  const type = TYPES[d.kind as keyof typeof TYPES];
  if (!type || d.state === 'cancelled') return null;
  const f = figuresOf(d.snapshot);
  // A credit note reverses a sale: the buyer is credited and sales and taxes debited (CGST Act s.34).
  const sign = d.kind === 'credit_note' ? -1 : 1;
  const credits: Entry[] = [
    { ledger: LEDGERS.sales, paise: f.taxable },
    { ledger: LEDGERS.cgst, paise: f.cgst },
    { ledger: LEDGERS.sgst, paise: f.sgst },
    { ledger: LEDGERS.igst, paise: f.igst },
    { ledger: LEDGERS.cess, paise: f.cess },
  ];
  const credited = credits.reduce((sum, e) => sum + e.paise, 0);
  // The document's total as printed; any paisa between it and its parts is the document's rounding.
  if (f.total !== credited) credits.push({ ledger: LEDGERS.roundOff, paise: f.total - credited });
  const s = d.snapshot;
  const cited = citedNumberOf(s);
  const buyerState = s.recipient.billingState ?? s.placeOfSupply;
  return {
    type,
    day: indianDay(d.issuedAt),
    number: d.number,
    reference: d.number,
    party: {
      name: s.recipient.name,
      gstin: s.recipient.gstin,
      state: buyerState,
      placeOfSupply: s.placeOfSupply,
    },
    narration: `Order ${s.orderId}: ${s.productName}`,
    entries: [
      {
        ledger: s.recipient.name,
        paise: -sign * f.total,
        party: true,
        // A note settles against the invoice it cites; an invoice opens its own bill.
        bill: cited ? { name: cited, type: 'Agst Ref' } : { name: d.number, type: 'New Ref' },
      },
      ...credits.map((e) => ({ ...e, paise: sign * e.paise })),
    ],
  };
}

/** A confirmed payment's Receipt voucher: the bank debited, the buyer credited. */
export function receiptVoucher(p: ManufacturerReceipt): Voucher {
  return {
    type: 'Receipt',
    day: p.paidOn,
    reference: p.reference,
    party: { name: p.buyerName, gstin: null, state: null, placeOfSupply: null },
    narration: `Order ${p.orderId}: ${p.method} ${p.reference}`,
    entries: [
      { ledger: LEDGERS.bank, paise: -p.amountPaise },
      {
        ledger: p.buyerName,
        paise: p.amountPaise,
        party: true,
        bill: { name: `Order ${p.orderId}`, type: 'Agst Ref' },
      },
    ],
  };
}

/** The import file; it goes into the company open in Tally (no SVCURRENTCOMPANY to mismatch). */
export function tallyXml(
  docs: readonly ReadableDocument[],
  receipts: readonly ManufacturerReceipt[],
): string {
  const vouchers = [
    ...docs.map(documentVoucher).filter((v): v is Voucher => v !== null),
    ...receipts.map(receiptVoucher),
  ].sort((a, b) => a.day.localeCompare(b.day));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ENVELOPE>',
    '<HEADER><TALLYREQUEST>Import Data</TALLYREQUEST></HEADER>',
    '<BODY><IMPORTDATA>',
    '<REQUESTDESC><REPORTNAME>Vouchers</REPORTNAME></REQUESTDESC>',
    '<REQUESTDATA>',
    ...vouchers.map(voucherXml),
    '</REQUESTDATA>',
    '</IMPORTDATA></BODY>',
    '</ENVELOPE>',
    '',
  ].join('\n');
}
