// D34: the tax an order's invoice will charge. The rate of a tax invoice is the one in force on its
// date, the time of supply (CGST Act s.12(2)(a) and s.31(1)): a reply shows the rate of its day, and
// when the table changed between the reply and the shipment, the invoice (and the order before it
// ships) charges the new rate. A manufacturer that is not a regular taxpayer charges none (s.32).
import {
  DEFAULT_CURRENCY,
  gstLines,
  INDIAN_STATES,
  type IndianState,
  indiaDay,
  type OrderTaxChange,
  splitOfLines,
  type TaxLine,
  taxOfLines,
} from '@granite/shared';
import { rateInForce } from '../tax/tax.service';
import type { Reader } from './claims.queries';
import { type OrderRow, replyTimes } from './orders.queries';

const asState = (text: string | null | undefined): IndianState | null =>
  text && (INDIAN_STATES as readonly string[]).includes(text) ? (text as IndianState) : null;

/** The order's figures as the invoice will state them, when they differ from the order's. */
export type InvoiceTax = OrderTaxChange & { cgstPaise: number; sgstPaise: number; igstPaise: number };

function withLines(
  order: OrderRow,
  change: Pick<OrderTaxChange, 'reason' | 'fromRate' | 'toRate' | 'effectiveFrom'>,
  taxLines: TaxLine[],
): InvoiceTax {
  const gstPaise = taxOfLines(taxLines);
  const split = splitOfLines(taxLines);
  return {
    ...change,
    taxLines,
    gstPaise,
    totalPaise: order.subtotalPaise + (order.freightPaise ?? 0) + gstPaise,
    cgstPaise: split.cgstPaise,
    sgstPaise: split.sgstPaise,
    igstPaise: split.igstPaise,
  };
}

/**
 * What the invoice of `order`, issued on `day` ('YYYY-MM-DD', India), charges when it is not what
 * the order holds; null when the order's own tax stands (or it has shipped, is cancelled, is an
 * export, or was made before its tax lines were kept). `replyAt` is when the accepted reply was made.
 */
export async function invoiceTaxOf(
  db: Reader,
  order: OrderRow,
  replyAt: Date,
  day: string,
): Promise<InvoiceTax | null> {
  if (order.shippedAt || order.status === 'cancelled' || order.currency !== DEFAULT_CURRENCY) return null;
  if (order.supplierGstStatus && order.supplierGstStatus !== 'regular') {
    // D34: no tax on a bill of supply (CGST Rules r.49); an order kept before with tax loses it.
    if (order.gstPaise === 0 && (order.taxLines?.length ?? 0) === 0) return null;
    return withLines(
      order,
      { reason: 'no_gst', fromRate: order.gstRate, toRate: 0, effectiveFrom: null },
      [],
    );
  }
  const supplierState = asState(order.supplierState);
  const placeOfSupply = asState(order.placeOfSupply);
  if (!order.hsn || !order.taxLines || !supplierState || !placeOfSupply) return null;
  const [then, now] = await Promise.all([
    rateInForce(db, order.hsn, indiaDay(replyAt)),
    rateInForce(db, order.hsn, day),
  ]);
  if (!then || !now || then.ratePercent === now.ratePercent || now.ratePercent === order.gstRate) return null;
  return withLines(
    order,
    { reason: 'rate', fromRate: order.gstRate, toRate: now.ratePercent, effectiveFrom: now.effectiveFrom },
    gstLines(order.subtotalPaise + (order.freightPaise ?? 0), now.ratePercent, supplierState, placeOfSupply),
  );
}

/** invoiceTaxOf for each order still to ship, on `day`. */
export async function invoiceTaxesOf(
  db: Reader,
  orders: OrderRow[],
  day: string,
): Promise<Map<number, InvoiceTax | null>> {
  const open = orders.filter((o) => !o.shippedAt && o.status !== 'cancelled');
  const times = await replyTimes(
    db,
    open.map((o) => o.quoteReplyId),
  );
  const out = new Map<number, InvoiceTax | null>();
  for (const o of open) {
    const at = times.get(o.quoteReplyId);
    out.set(o.id, at ? await invoiceTaxOf(db, o, at, day) : null);
  }
  return out;
}
