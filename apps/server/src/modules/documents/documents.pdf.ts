// D35: the order's three PDFs (proforma invoice, tax invoice, delivery challan), in the
// manufacturer's name, drawn from the order's stored snapshot only (see paper.ts).
import { gstStateCode, type IndianState, QUANTITY_UNIT_LABELS } from '@granite/shared';
import { amountInWords } from './amount-words';
import { irnBlock, type Registration } from './irn-block';
import type { Issue, OrderPaper, PaperSlab } from './paper';
import { CONTENT_WIDTH, MUTED, PAGE, Pdf, table } from './pdf';

const inr = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 123456789 paise → "12,34,567.89" (Indian grouping). */
export const rupees = (paise: number) => inr.format(paise / 100);
const sqftFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The day in India, dd/mm/yyyy, as invoices and the e-way bill write it. */
export function indianDate(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(at);
  return parts;
}

/** "29-Karnataka": the state's GST code and name, as the place of supply is written. */
export const stateWithCode = (state: IndianState | null) => (state ? `${gstStateCode(state)}-${state}` : '—');

/** The quantity billed: the slabs' billed sq.ft, or the order's typed sq.ft. */
export const billedSqft = (p: OrderPaper) =>
  p.billedSqftX100 !== null ? p.billedSqftX100 / 100 : p.quantitySqft;

/** D34: the quantity's unit as the papers write it: "sq.ft", or "CBM" / "MTS" for blocks. */
export const unitOf = (p: Pick<OrderPaper, 'unit'>) => QUANTITY_UNIT_LABELS[p.unit ?? 'SQF'];

/** The taxable value: goods plus freight (GST is charged on both, D34). */
export const taxableOf = (p: OrderPaper) => p.subtotalPaise + (p.freightPaise ?? 0);

/** "Lot L-7 · block B114 · slabs 1–4, 9 (5 slabs)" per lot and block. */
export function slabSummary(slabs: PaperSlab[]): string {
  const groups = new Map<string, PaperSlab[]>();
  for (const s of slabs) {
    const key = `Lot ${s.lotNumber} · block ${s.blockNumber}`;
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  return [...groups]
    .map(([key, group]) => {
      const seqs = group.map((s) => s.sequence).sort((a, b) => a - b);
      const ranges: string[] = [];
      for (let i = 0; i < seqs.length; i++) {
        let j = i;
        while (j + 1 < seqs.length && seqs[j + 1] === seqs[j]! + 1) j++;
        ranges.push(i === j ? `${seqs[i]}` : `${seqs[i]}–${seqs[j]}`);
        i = j;
      }
      return `${key} · slab${seqs.length > 1 ? 's' : ''} ${ranges.join(', ')} (${seqs.length} slab${seqs.length > 1 ? 's' : ''})`;
    })
    .join('; ');
}

const TITLES = {
  proforma: 'PROFORMA INVOICE',
  'tax-invoice': 'TAX INVOICE',
  'bill-of-supply': 'BILL OF SUPPLY',
  challan: 'DELIVERY CHALLAN',
} as const;
type PdfKind = keyof typeof TITLES;

/** The supplier's block and the document's title (a kind's, or one given); returns the y below. */
export function header(pdf: Pdf, p: OrderPaper, kind: PdfKind | { title: string }, subtitle: string): number {
  const s = p.supplier;
  const left = CONTENT_WIDTH * 0.62;
  let y = PAGE.margin;
  y = pdf.text(s.name, PAGE.margin, y, { width: left, bold: true, size: 15 });
  const address = [s.address, [s.city, s.state, s.pincode].filter(Boolean).join(', ')]
    .filter(Boolean)
    .join('\n');
  if (address) y = pdf.text(address, PAGE.margin, y + 2, { width: left, size: 8.5, color: MUTED });
  y = pdf.text(`GSTIN: ${s.gstin ?? 'Not registered'}`, PAGE.margin, y + 2, {
    width: left,
    bold: true,
    size: 9,
  });
  y = pdf.text(`State: ${stateWithCode(s.state)}`, PAGE.margin, y, { width: left, size: 8.5 });
  const contact = [s.phone && `Phone: ${s.phone}`, s.email && `E-mail: ${s.email}`]
    .filter(Boolean)
    .join(' · ');
  if (contact) y = pdf.text(contact, PAGE.margin, y, { width: left, size: 8.5, color: MUTED });
  const rightX = PAGE.margin + left;
  const rightW = CONTENT_WIDTH - left;
  let ry = pdf.text(typeof kind === 'string' ? TITLES[kind] : kind.title, rightX, PAGE.margin, {
    width: rightW,
    align: 'right',
    bold: true,
    size: 16,
  });
  ry = pdf.text(subtitle, rightX, ry + 1, {
    width: rightW,
    align: 'right',
    size: 8,
    bold: true,
    color: MUTED,
  });
  y = Math.max(y, ry) + 8;
  pdf.line(PAGE.margin, y, PAGE.margin + CONTENT_WIDTH, y, '#374151');
  return y + 8;
}

/** Two label/value columns side by side; returns the y below. */
export function facts(pdf: Pdf, y: number, left: [string, string][], right: [string, string][]): number {
  const half = CONTENT_WIDTH / 2;
  const column = (x: number, rows: [string, string][]) => {
    let cy = y;
    for (const [label, value] of rows) {
      pdf.text(label, x, cy, { width: 95, size: 8.5, color: MUTED });
      cy = Math.max(cy + 12, pdf.text(value, x + 95, cy, { width: half - 105, size: 8.5, bold: true }));
    }
    return cy;
  };
  return Math.max(column(PAGE.margin, left), column(PAGE.margin + half, right)) + 6;
}

/** The recipient (billed to) and the consignee (shipped to); returns the y below. */
export function parties(pdf: Pdf, y: number, p: OrderPaper): number {
  const half = CONTENT_WIDTH / 2;
  const r = p.recipient;
  const block = (x: number, title: string, lines: string[], bold: string) => {
    let cy = pdf.text(title, x + 6, y + 5, { width: half - 12, size: 7.5, bold: true, color: MUTED });
    cy = pdf.text(bold, x + 6, cy + 1, { width: half - 12, size: 9.5, bold: true });
    for (const line of lines) cy = pdf.text(line, x + 6, cy + 1, { width: half - 12, size: 8.5 });
    return cy + 6;
  };
  const bottom = Math.max(
    block(
      PAGE.margin,
      'DETAILS OF RECIPIENT (BILLED TO)',
      [
        r.billingAddress ?? r.deliveryAddress,
        `GSTIN: ${r.gstin ?? 'Unregistered'}`,
        `State: ${stateWithCode(r.billingState ?? p.placeOfSupply)}`,
      ],
      r.name,
    ),
    r.consignee
      ? // D34: bill-to-ship-to: the consignee the buyer directed the goods to, with its own GSTIN.
        block(
          PAGE.margin + half,
          'SHIP TO: DETAILS OF CONSIGNEE',
          [
            `${r.consignee.address}, ${r.consignee.city} ${r.consignee.pin}`,
            `GSTIN: ${r.consignee.gstin ?? 'Unregistered'}`,
            `State: ${stateWithCode(r.consignee.state)}`,
          ],
          r.consignee.name,
        )
      : block(
          PAGE.margin + half,
          'DETAILS OF CONSIGNEE (SHIPPED TO)',
          [r.deliveryAddress, ...(r.phone ? [`Phone: ${r.phone}`] : [])],
          r.name,
        ),
  );
  pdf.box(PAGE.margin, y, half, bottom - y);
  pdf.box(PAGE.margin + half, y, half, bottom - y);
  return bottom + 10;
}

function goodsDescription(p: OrderPaper): string {
  const lines = [p.productName, p.slabs.length ? slabSummary(p.slabs) : '', p.sampleCitation ?? ''];
  return lines.filter(Boolean).join('\n');
}

/** ADR 016: the currency the amounts are in: ₹, or the ISO 4217 code of another (D47). */
export const unit = (p: Pick<OrderPaper, 'currency'>) =>
  !p.currency || p.currency === 'INR' ? '₹' : p.currency;

/**
 * ADR 016: the invoice's tax rows, one per tax line ("CGST @ 9%", "IGST @ 0% (export under LUT)");
 * a paper without lines (made before them) from its three figures, as before.
 */
export function taxRows(p: OrderPaper): [string, string][] {
  // D34: a supplier that is not a regular taxpayer charges no tax: no tax rows at all (r.49).
  if (p.taxLines && p.taxLines.length === 0) return [];
  if (p.taxLines?.length)
    return p.taxLines.map((l) => [
      `${l.kind.toUpperCase()} @ ${l.rate}%${l.reason === 'export_lut' ? ' (export under LUT)' : ''}`,
      rupees(l.amount),
    ]);
  if (p.igstPaise > 0 || (p.cgstPaise === 0 && p.sgstPaise === 0 && p.gstPaise > 0))
    return [[`IGST @ ${p.gstRate}%`, rupees(p.igstPaise || p.gstPaise)]];
  return [
    [`CGST @ ${p.gstRate / 2}%`, rupees(p.cgstPaise)],
    [`SGST @ ${p.gstRate / 2}%`, rupees(p.sgstPaise)],
  ];
}

/**
 * Label/amount rows right-aligned under a table, the last in bold above a rule; returns the y below.
 * `boldRows` names other rows set in bold.
 */
export function totalsBlock(
  pdf: Pdf,
  y: number,
  totals: [string, string][],
  boldRows: number[] = [],
): number {
  const x = PAGE.margin + CONTENT_WIDTH - 300;
  y += 6;
  totals.forEach(([label, value], i) => {
    const last = i === totals.length - 1;
    const bold = last || boldRows.includes(i);
    if (bold) pdf.line(x, y, PAGE.margin + CONTENT_WIDTH, y, '#374151');
    pdf.text(label, x, y + 3, { width: 200, bold, size: bold ? 10 : 9 });
    y =
      Math.max(
        pdf.text(value, x + 200, y + 3, { width: 100, align: 'right', bold, size: bold ? 10 : 9 }),
        y + 3 + pdf.heightOf(label, { width: 200, bold, size: bold ? 10 : 9 }),
      ) + 1;
  });
  return y;
}

/** The invoice's goods, freight, taxes and total (less advances received, r.50); returns the y below. */
function invoiceTable(pdf: Pdf, y: number, p: OrderPaper): number {
  const qty = billedSqft(p);
  const rows: string[][] = [
    [
      '1',
      goodsDescription(p),
      p.hsn ?? '—',
      `${sqftFormat.format(qty)} ${unitOf(p)}`,
      rupees(p.pricePaise),
      rupees(p.subtotalPaise),
    ],
  ];
  if (p.freightPaise)
    rows.push(['2', 'Freight to the delivery address', p.hsn ?? '—', '', '', rupees(p.freightPaise)]);
  y = table(
    pdf,
    y,
    [
      { title: '#', width: 22, align: 'center' },
      { title: 'Description of goods', width: 195 },
      { title: 'HSN', width: 55, align: 'center' },
      { title: 'Quantity', width: 78, align: 'right' },
      { title: `Rate/${unitOf(p)} (${unit(p)})`, width: 78, align: 'right' },
      {
        title: `${p.taxLines?.length === 0 ? 'Value' : 'Taxable value'} (${unit(p)})`,
        width: CONTENT_WIDTH - 428,
        align: 'right',
      },
    ],
    rows,
  );
  const taxable = taxableOf(p);
  const untaxed = p.taxLines?.length === 0;
  const totals: [string, string][] = untaxed ? [] : [['Taxable value', rupees(taxable)], ...taxRows(p)];
  totals.push([`Total ${untaxed ? 'value' : 'invoice value'} (${unit(p)})`, rupees(p.totalPaise)]);
  // D42, CGST Rules r.50: advances received before this invoice, each with its receipt voucher.
  const advances = p.advances ?? [];
  if (advances.length) {
    const invoiceRow = totals.length - 1;
    for (const a of advances)
      totals.push([
        `Less: advance received, receipt voucher ${a.voucherNumber} of ${indianDate(new Date(a.voucherDate))}`,
        `-${rupees(a.amountPaise)}`,
      ]);
    const received = advances.reduce((sum, a) => sum + a.amountPaise, 0);
    totals.push([`Balance payable (${unit(p)})`, rupees(p.totalPaise - received)]);
    y = totalsBlock(pdf, y, totals, [invoiceRow]);
  } else y = totalsBlock(pdf, y, totals);
  y += 6;
  pdf.text('Amount in words', PAGE.margin, y, { size: 8, color: MUTED });
  y = pdf.text(amountInWords(p.totalPaise), PAGE.margin, y + 10, { bold: true, size: 9.5 });
  return y + 8;
}

/**
 * D42: the signature block every document ends with: "For <the manufacturer's name>", room to sign,
 * the signatory's name when the manufacturer gave one, and "Authorised Signatory"; `note` on the left.
 */
export function signature(pdf: Pdf, y: number, p: OrderPaper, note: string): number {
  y = pdf.ensure(y, 120);
  const noteBottom = pdf.text(note, PAGE.margin, y, { width: CONTENT_WIDTH * 0.55, size: 7.5, color: MUTED });
  const x = PAGE.margin + CONTENT_WIDTH * 0.55;
  const w = CONTENT_WIDTH * 0.45;
  const top = y + 6;
  pdf.text(`For ${p.supplier.name}`, x, top, { width: w, align: 'right', bold: true, size: 9 });
  pdf.line(x + 60, top + 58, x + w, top + 58);
  let bottom = top + 62;
  if (p.supplier.signatory)
    bottom = pdf.text(p.supplier.signatory, x, bottom, { width: w, align: 'right', bold: true, size: 8.5 });
  bottom = pdf.text('Authorised Signatory', x, bottom, { width: w, align: 'right', size: 8.5 });
  return Math.max(bottom, noteBottom);
}

/** D36: "30% advance before dispatch; balance on delivery" as the terms are written. */
function termsText(t: NonNullable<OrderPaper['payment']>): string {
  const balance =
    t.balanceDue === 'before-dispatch'
      ? 'before dispatch'
      : t.balanceDue === 'on-delivery'
        ? 'on delivery'
        : `${t.balanceDays ?? 0} days after delivery`;
  if (t.advancePercent >= 100) return '100% advance before dispatch';
  if (t.advancePercent <= 0) return `Full amount ${balance}`;
  return `${t.advancePercent}% advance before dispatch; balance ${balance}`;
}

/**
 * D44: the bank block: the terms, the amounts they make due (the advance on confirmation, the
 * balance as the terms say) and the account the order was given at acceptance, never a later one.
 */
function bankBlock(pdf: Pdf, y: number, p: OrderPaper): number {
  const t = p.payment;
  if (!t) return y;
  y = pdf.ensure(y, 120);
  pdf.text('Payment', PAGE.margin, y + 2, { bold: true, size: 9.5 });
  y = pdf.text(`Terms: ${termsText(t)}`, PAGE.margin, y + 16, { size: 8.5 }) + 4;
  const advance = Math.floor((p.totalPaise * Math.max(0, Math.min(100, t.advancePercent)) + 50) / 100);
  const due: [string, string][] = [];
  if (advance > 0) due.push(['Advance due on confirmation', `${unit(p)} ${rupees(advance)}`]);
  if (p.totalPaise - advance > 0) due.push(['Balance due', `${unit(p)} ${rupees(p.totalPaise - advance)}`]);
  const bank = t.payee?.bank;
  const pay: [string, string][] = bank
    ? [
        ['Account holder', bank.accountHolder],
        ['Account number', bank.accountNumber],
        ['IFSC', bank.ifsc],
        ['Bank and branch', `${bank.bankName}, ${bank.branch}`],
      ]
    : [];
  if (t.payee?.upiId) pay.push(['UPI ID', t.payee.upiId]);
  if (!pay.length) pay.push(['Pay to', 'Ask the supplier for its bank details before paying']);
  const half = CONTENT_WIDTH / 2;
  let left = y;
  let right = y;
  for (const [label, value] of due) {
    pdf.text(label, PAGE.margin, left, { width: 130, size: 8, color: MUTED });
    left = pdf.text(value, PAGE.margin + 130, left, { width: half - 140, size: 8.5 }) + 2;
  }
  for (const [label, value] of pay) {
    pdf.text(label, PAGE.margin + half, right, { width: 90, size: 8, color: MUTED });
    right = pdf.text(value, PAGE.margin + half + 90, right, { width: half - 90, size: 8.5, bold: true }) + 2;
  }
  const bottom = Math.max(left, right) + 4;
  pdf.line(PAGE.margin, bottom, PAGE.margin + CONTENT_WIDTH, bottom);
  return bottom + 8;
}

/**
 * D35: the tax invoice issued when the order ships (GST rule 46); once registered with the IRP, with
 * its IRN, acknowledgement and signed QR code (D43).
 */
export async function taxInvoicePdf(
  p: OrderPaper,
  issue: Issue,
  registration?: Registration | null,
): Promise<Buffer> {
  const pdf = new Pdf(`Tax invoice ${issue.number}`, p.supplier.name, issue.issuedAt);
  let y = header(pdf, p, 'tax-invoice', 'Original for recipient');
  y = facts(
    pdf,
    y,
    [
      ['Invoice number', issue.number],
      ['Invoice date', indianDate(issue.issuedAt)],
      ['Place of supply', stateWithCode(p.placeOfSupply)],
      ['Reverse charge', 'No'],
    ],
    [
      ['Order', `#${p.orderId} of ${indianDate(p.createdAt)}`],
      ['Transporter', p.transport.transporter ?? (p.exWorks ? 'Collected by the buyer' : '—')],
      ['Vehicle number', p.transport.vehicleNumber ?? '—'],
      ['LR number', p.transport.lrNumber ?? '—'],
    ],
  );
  if (registration) y = irnBlock(pdf, y, registration);
  y = parties(pdf, y, p);
  y = invoiceTable(pdf, y, p);
  y = bankBlock(pdf, y, p);
  signature(
    pdf,
    y,
    p,
    'Declaration: we declare that this invoice shows the actual price of the goods described and that all particulars are true and correct. Tax is not payable on reverse charge.',
  );
  return pdf.finish(`Tax invoice ${issue.number}`);
}

/**
 * D34: the declaration a composition taxpayer prints at the top of its bill of supply (CGST Act
 * s.10, CGST Rules r.5(1)(g)); an unregistered supplier says it is not registered.
 */
export const BILL_OF_SUPPLY_NOTE = {
  composition: 'composition taxable person, not eligible to collect tax on supplies',
  unregistered: 'Supplier not registered under GST: no tax is charged on this supply',
} as const;

/**
 * D34, D35: the bill of supply a manufacturer that is not a regular taxpayer issues when the order
 * ships, instead of a tax invoice (CGST Rules r.49): the same parties, goods and value, no tax.
 */
export async function billOfSupplyPdf(p: OrderPaper, issue: Issue): Promise<Buffer> {
  const pdf = new Pdf(`Bill of supply ${issue.number}`, p.supplier.name, issue.issuedAt);
  const status = p.supplierGstStatus === 'composition' ? 'composition' : 'unregistered';
  let y = header(pdf, p, 'bill-of-supply', BILL_OF_SUPPLY_NOTE[status]);
  y = facts(
    pdf,
    y,
    [
      ['Bill number', issue.number],
      ['Bill date', indianDate(issue.issuedAt)],
      ['Place of supply', stateWithCode(p.placeOfSupply)],
    ],
    [
      ['Order', `#${p.orderId} of ${indianDate(p.createdAt)}`],
      ['Transporter', p.transport.transporter ?? (p.exWorks ? 'Collected by the buyer' : '—')],
      ['Vehicle number', p.transport.vehicleNumber ?? '—'],
      ['LR number', p.transport.lrNumber ?? '—'],
    ],
  );
  y = parties(pdf, y, p);
  y = invoiceTable(pdf, y, p);
  signature(
    pdf,
    y,
    p,
    `Declaration: ${BILL_OF_SUPPLY_NOTE[status]}. We declare that this bill shows the actual price of the goods described and that all particulars are true and correct.`,
  );
  return pdf.finish(`Bill of supply ${issue.number}`);
}

/** D35: the proforma invoice of an accepted quote (no tax is charged by it). */
export async function proformaPdf(p: OrderPaper, issue: Issue): Promise<Buffer> {
  const pdf = new Pdf(`Proforma invoice ${issue.number}`, p.supplier.name, issue.issuedAt);
  let y = header(pdf, p, 'proforma', 'Not a tax invoice');
  y = facts(
    pdf,
    y,
    [
      ['Proforma number', issue.number],
      ['Date', indianDate(issue.issuedAt)],
      ['Place of supply', stateWithCode(p.placeOfSupply)],
    ],
    [
      ['Order', `#${p.orderId}`],
      ['Delivery', p.exWorks ? 'Ex-works (collected by the buyer)' : 'Delivered to the consignee'],
    ],
  );
  y = parties(pdf, y, p);
  y = invoiceTable(pdf, y, p);
  y = bankBlock(pdf, y, p);
  signature(
    pdf,
    y,
    p,
    'This proforma invoice states the price agreed for the order; the tax invoice is issued when the goods are dispatched.',
  );
  return pdf.finish(`Proforma invoice ${issue.number}`);
}

/** CGST Rules r.55(2): a delivery challan is made out in triplicate, each copy marked for its holder. */
export const CHALLAN_COPIES = [
  'ORIGINAL FOR CONSIGNEE',
  'DUPLICATE FOR TRANSPORTER',
  'TRIPLICATE FOR CONSIGNER',
] as const;

/** The slabs a challan lists, by lot, block and sequence, with their total; returns the y below. */
export function slabTable(pdf: Pdf, y: number, list: PaperSlab[]): number {
  const slabs = [...list].sort(
    (a, b) =>
      a.lotNumber.localeCompare(b.lotNumber) ||
      a.blockNumber.localeCompare(b.blockNumber) ||
      a.sequence - b.sequence,
  );
  const total = slabs.reduce((sum, s) => sum + Math.round(s.billedSqft * 100), 0) / 100;
  return table(
    pdf,
    y,
    [
      { title: '#', width: 28, align: 'center' },
      { title: 'Lot', width: 95 },
      { title: 'Block', width: 95 },
      { title: 'Slab', width: 50, align: 'center' },
      { title: 'Size (mm)', width: 130, align: 'center' },
      { title: 'sq.ft', width: CONTENT_WIDTH - 398, align: 'right' },
    ],
    [
      ...slabs.map((s, i) => [
        `${i + 1}`,
        s.lotNumber,
        s.blockNumber,
        `${s.sequence}`,
        `${s.lengthMm.toLocaleString('en-IN')} × ${s.widthMm.toLocaleString('en-IN')}`,
        sqftFormat.format(s.billedSqft),
      ]),
      ['', `${slabs.length} slab${slabs.length === 1 ? '' : 's'}`, '', '', 'Total', sqftFormat.format(total)],
    ],
    { bold: [slabs.length] },
  );
}

/** "Received the goods above in good condition" with room for the consignee to sign, at `yy` (room ensured). */
export function receivedBy(pdf: Pdf, yy: number): void {
  pdf.line(PAGE.margin, yy + 64, PAGE.margin + 200, yy + 64);
  pdf.text(
    "Received the goods above in good condition (consignee's signature and date)",
    PAGE.margin,
    yy + 68,
    {
      width: 220,
      size: 8,
      color: MUTED,
    },
  );
}

/**
 * D35, CGST Rules r.55: the delivery challan that travels with the goods, in three copies (one page
 * each, marked for the consignee, the transporter and the consigner): its number from its own series
 * and date, consigner and consignee with GSTINs, place of supply, HSN, description, the slabs or the
 * quantity, the taxable value and each tax with its rate, and the signature.
 */
export async function challanPdf(p: OrderPaper, issue: Issue, invoiceNumber: string | null): Promise<Buffer> {
  const pdf = new Pdf(`Delivery challan ${issue.number}`, p.supplier.name, issue.issuedAt);
  CHALLAN_COPIES.forEach((copy, i) => {
    if (i > 0) pdf.doc.addPage();
    let y = header(pdf, p, 'challan', copy);
    y = facts(
      pdf,
      y,
      [
        ['Challan number', issue.number],
        ['Challan date', indianDate(issue.issuedAt)],
        ['Tax invoice', invoiceNumber ?? '—'],
        ['Place of supply', stateWithCode(p.placeOfSupply)],
      ],
      [
        ['Transporter', p.transport.transporter ?? (p.exWorks ? 'Collected by the buyer' : '—')],
        ['Vehicle number', p.transport.vehicleNumber ?? '—'],
        ['LR number', p.transport.lrNumber ?? '—'],
        ['Distance', p.transport.distanceKm ? `${p.transport.distanceKm} km` : '—'],
      ],
    );
    y = parties(pdf, y, p);
    y = pdf.text(`${p.productName} · HSN ${p.hsn ?? '—'}`, PAGE.margin, y, { bold: true, size: 10 }) + 4;
    if (p.sampleCitation) y = pdf.text(p.sampleCitation, PAGE.margin, y, { size: 9 }) + 4;
    if (p.slabs.length) y = slabTable(pdf, y, p.slabs);
    else
      y = table(
        pdf,
        y,
        [
          { title: 'Description of goods', width: 320 },
          { title: 'Quantity', width: CONTENT_WIDTH - 320, align: 'right' },
        ],
        [[p.productName, `${sqftFormat.format(billedSqft(p))} ${unitOf(p)}`]],
      );
    // r.55(1): the taxable value, and each tax with its rate and amount.
    y = totalsBlock(pdf, y, [
      ['Taxable value', rupees(taxableOf(p))],
      ...taxRows(p),
      [`Value of goods with tax (${unit(p)})`, rupees(p.totalPaise)],
    ]);
    y = pdf.ensure(y + 10, 120);
    receivedBy(pdf, y);
    signature(pdf, y, p, '');
  });
  return pdf.finish(`Delivery challan ${issue.number}`);
}
