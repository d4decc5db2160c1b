import { type ComparisonRow, paiseToRupees, perSqmPaise } from '@granite/shared';

/** A cell a spreadsheet will not run as a formula (CSV injection) and that survives commas and quotes. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const COMPARISON_CSV_HEADER = [
  'Manufacturer',
  'Location',
  'Verified',
  'Product',
  'Price per sq.ft (INR)',
  'Price per sq.m (INR)',
  'Quality',
  'Thickness',
  'Finish',
  'Type',
  'Status',
  'Product link',
];

/** D22: 'Export Comparison' writes the rows on screen, in their order, with the spec's defaults. */
export function comparisonCsv(rows: ComparisonRow[], origin: string): string {
  const lines = [COMPARISON_CSV_HEADER.map(csvCell).join(',')];
  for (const r of rows) {
    const m = r.manufacturer;
    lines.push(
      [
        m.businessName,
        [m.city, m.state].filter(Boolean).join(', '),
        m.isVerified ? 'Yes' : 'No',
        r.name,
        paiseToRupees(r.pricePaise).toFixed(2),
        paiseToRupees(perSqmPaise(r.pricePaise)).toFixed(2),
        r.materialQuality,
        r.thickness ?? '15-20mm',
        r.finishType ?? 'Polished',
        r.productType,
        r.availabilityStatus,
        `${origin}/product/${r.productId}`,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  // CRLF (RFC 4180) and a byte-order mark so spreadsheet programs read UTF-8 names correctly.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
