// D42: the correction documents' PDFs, drawn from their record's snapshot only: the credit and debit
// notes (CGST Act s.34, CGST Rules r.53), the receipt voucher of an advance (r.50) and the
// replacement challan (r.55, in three copies), each ending with the manufacturer's signature block.
import { amountInWords } from './amount-words';
import type { CorrectionRecordKind, CorrectionSnapshot } from './corrections';
import {
  CHALLAN_COPIES,
  facts,
  header,
  indianDate,
  parties,
  receivedBy,
  rupees,
  signature,
  slabTable,
  stateWithCode,
  totalsBlock,
  unit,
} from './documents.pdf';
import { irnBlock, type Registration } from './irn-block';
import type { OrderPaper } from './paper';
import { CONTENT_WIDTH, MUTED, PAGE, Pdf, table } from './pdf';
import type { SnapshotTaxLine } from './snapshot';

type Issued = { number: string; issuedAt: Date };

const TITLES: Record<CorrectionRecordKind, string> = {
  credit_note: 'CREDIT NOTE',
  debit_note: 'DEBIT NOTE',
  receipt_voucher: 'RECEIPT VOUCHER',
  replacement_challan: 'REPLACEMENT CHALLAN',
};

const taxLabel = (l: SnapshotTaxLine) => `${l.kind.toUpperCase()} @ ${l.rate}%`;

/** The lines of a note or voucher: description, HSN, quantity and value; returns the y below. */
function linesTable(
  pdf: Pdf,
  y: number,
  p: OrderPaper,
  c: CorrectionSnapshot['correction'],
  valueTitle: string,
) {
  return table(
    pdf,
    y,
    [
      { title: '#', width: 22, align: 'center' },
      { title: 'Description of goods', width: 250 },
      { title: 'HSN', width: 60, align: 'center' },
      { title: 'Quantity', width: 80, align: 'right' },
      { title: `${valueTitle} (${unit(p)})`, width: CONTENT_WIDTH - 412, align: 'right' },
    ],
    c.lines.map((line, i) => [
      `${i + 1}`,
      line.description,
      line.hsn ?? '—',
      line.quantity ?? '—',
      rupees(line.taxable),
    ]),
  );
}

function words(pdf: Pdf, y: number, paise: number): number {
  y += 6;
  pdf.text('Amount in words', PAGE.margin, y, { size: 8, color: MUTED });
  return pdf.text(amountInWords(paise), PAGE.margin, y + 10, { bold: true, size: 9.5 }) + 8;
}

function reason(pdf: Pdf, y: number, text: string): number {
  pdf.text('Reason', PAGE.margin, y, { size: 8, color: MUTED });
  return pdf.text(text, PAGE.margin, y + 10, { size: 9, width: CONTENT_WIDTH }) + 10;
}

const citedText = (c: CorrectionSnapshot['correction']) =>
  c.cites ? `${c.cites.number} of ${indianDate(new Date(c.cites.issuedAt))}` : '—';

/** CGST Act s.34, CGST Rules r.53: a credit note (value reduced) or a debit note (value added). */
function notePdf(
  kind: 'credit_note' | 'debit_note',
  p: OrderPaper,
  s: CorrectionSnapshot,
  issue: Issued,
  registration: Registration | null,
) {
  const c = s.correction;
  const credit = kind === 'credit_note';
  const name = credit ? 'Credit note' : 'Debit note';
  const pdf = new Pdf(`${name} ${issue.number}`, p.supplier.name, issue.issuedAt);
  let y = header(pdf, p, { title: TITLES[kind] }, 'ORIGINAL FOR RECIPIENT');
  y = facts(
    pdf,
    y,
    [
      [`${name} number`, issue.number],
      [`${name} date`, indianDate(issue.issuedAt)],
      ['Place of supply', stateWithCode(p.placeOfSupply)],
      ['Reverse charge', 'No'],
    ],
    [
      ['Against tax invoice', citedText(c)],
      ['Order', `#${p.orderId} of ${indianDate(p.createdAt)}`],
      ...(c.claimId ? ([['Quality claim', `#${c.claimId}`]] as [string, string][]) : []),
    ],
  );
  // D43: a note registered with the IRP prints its IRN, acknowledgement and signed QR code.
  if (registration) y = irnBlock(pdf, y, registration);
  y = parties(pdf, y, p);
  y = linesTable(pdf, y, p, c, credit ? 'Value reduced' : 'Value added');
  y = totalsBlock(pdf, y, [
    [credit ? 'Taxable value reduced' : 'Taxable value added', rupees(c.taxableValue)],
    ...c.taxLines.map((l): [string, string] => [taxLabel(l), rupees(l.amount)]),
    [`${credit ? 'Total credit' : 'Total debit'} (${unit(p)})`, rupees(c.total)],
  ]);
  y = words(pdf, y, c.total);
  y = reason(pdf, y, c.reason);
  signature(
    pdf,
    y,
    p,
    credit
      ? 'Issued under section 34(1) of the CGST Act, 2017 and rule 53 of the CGST Rules: the taxable value and the tax above are reduced from the tax invoice cited, at its rates.'
      : 'Issued under section 34(3) of the CGST Act, 2017 and rule 53 of the CGST Rules: the taxable value and the tax above are added to the tax invoice cited, at its rates.',
  );
  return pdf.finish(`${name} ${issue.number}`);
}

/** CGST Rules r.50: the receipt voucher of an advance received before the tax invoice. */
function receiptVoucherPdf(p: OrderPaper, s: CorrectionSnapshot, issue: Issued) {
  const c = s.correction;
  const a = c.advance!;
  const pdf = new Pdf(`Receipt voucher ${issue.number}`, p.supplier.name, issue.issuedAt);
  let y = header(pdf, p, { title: TITLES.receipt_voucher }, 'ADVANCE RECEIVED BEFORE THE TAX INVOICE');
  y = facts(
    pdf,
    y,
    [
      ['Voucher number', issue.number],
      ['Voucher date', indianDate(issue.issuedAt)],
      ['Place of supply', stateWithCode(p.placeOfSupply)],
      ['Reverse charge', 'No'],
    ],
    [
      ['Order', `#${p.orderId} of ${indianDate(p.createdAt)}`],
      ['Paid on', indianDate(new Date(`${a.paidOn}T12:00:00+05:30`))],
      ['Mode', a.method],
      ['Reference', a.reference],
    ],
  );
  y = parties(pdf, y, p);
  y = linesTable(pdf, y, p, c, 'Advance received');
  y = totalsBlock(pdf, y, [
    ...c.taxLines.map((l): [string, string] => [`${taxLabel(l)}: tax on this advance`, 'Nil']),
    [`Amount received (${unit(p)})`, rupees(c.total)],
  ]);
  y = words(pdf, y, c.total);
  signature(
    pdf,
    y,
    p,
    'Issued under rule 50 of the CGST Rules. Tax on an advance received for goods falls due with the tax invoice (Notification No. 66/2017–Central Tax), which will show this advance adjusted against its value.',
  );
  return pdf.finish(`Receipt voucher ${issue.number}`);
}

/**
 * D42, CGST Rules r.55: the challan of replacement slabs sent under a quality claim, in three copies,
 * listing the slabs with their value and each tax at the invoice's rates, shown but not charged.
 */
function replacementChallanPdf(p: OrderPaper, s: CorrectionSnapshot, issue: Issued) {
  const c = s.correction;
  const pdf = new Pdf(`Replacement challan ${issue.number}`, p.supplier.name, issue.issuedAt);
  CHALLAN_COPIES.forEach((copy, i) => {
    if (i > 0) pdf.doc.addPage();
    let y = header(pdf, p, { title: TITLES.replacement_challan }, copy);
    y = facts(
      pdf,
      y,
      [
        ['Challan number', issue.number],
        ['Challan date', indianDate(issue.issuedAt)],
        ['Place of supply', stateWithCode(p.placeOfSupply)],
      ],
      [
        ['Against tax invoice', citedText(c)],
        ['Order', `#${p.orderId}`],
        ...(c.claimId ? ([['Quality claim', `#${c.claimId}`]] as [string, string][]) : []),
      ],
    );
    y = parties(pdf, y, p);
    y = pdf.text(`${p.productName} · HSN ${p.hsn ?? '—'}`, PAGE.margin, y, { bold: true, size: 10 }) + 4;
    y = slabTable(pdf, y, c.slabs);
    y = totalsBlock(pdf, y, [
      ['Taxable value of the slabs', rupees(c.taxableValue)],
      ...c.taxLines.map((l): [string, string] => [`${taxLabel(l)} (not charged)`, rupees(l.amount)]),
      [`Value of goods with tax (${unit(p)})`, rupees(c.total)],
    ]);
    y += 6;
    y = reason(pdf, y, c.reason);
    y = pdf.ensure(y, 120);
    receivedBy(pdf, y);
    signature(
      pdf,
      y,
      p,
      'Replacement of goods found defective, without consideration: no tax is charged on this movement (CBIC Circular No. 195/07/2023-GST); value and tax are shown for transport (rule 55).',
    );
  });
  return pdf.finish(`Replacement challan ${issue.number}`);
}

/** The PDF of a correction document. */
export function correctionPdf(
  kind: CorrectionRecordKind,
  p: OrderPaper,
  snapshot: CorrectionSnapshot,
  issue: Issued,
  registration: Registration | null = null,
): Promise<Buffer> {
  switch (kind) {
    case 'credit_note':
    case 'debit_note':
      return notePdf(kind, p, snapshot, issue, registration);
    case 'receipt_voucher':
      return receiptVoucherPdf(p, snapshot, issue);
    case 'replacement_challan':
      return replacementChallanPdf(p, snapshot, issue);
  }
}
