// D35, ADR 014: the e-way bill's data as the portal's bulk generation takes it (JSON version
// 1.0.0621, its schema in eway-bill.schema.json): the manufacturer uploads it to generate the bill.
// Field meanings as NIC publishes them for the e-way bill (EWB-API technical document, "Generate
// e-way bill", https://docs.ewaybillgst.gov.in/apidocs/version1.03/generate-eway-bill.html, and the
// bulk generation tool's format): the "from" state code is the supplier's (bill-from) state and the
// actual-from state, PIN and address the place of dispatch; the "to" state code is the recipient's
// (bill-to) state and the actual-to state, PIN, place and address where the goods are delivered
// (ship-to); transaction type 1 regular, 2 bill-to-ship-to, 3 bill-from-dispatch-from, 4 both;
// the transport document number is at most 15 characters (letters, digits, / and -) with its own
// date; vehicle type R regular or O over-dimensional cargo. Nothing is made up: a missing fact is an
// EwayBillIncomplete naming it, never PIN 999999 or state 99.
import {
  buyerStateOf,
  deliveryStateOf,
  gstStateCode,
  type IndianState,
  isTransporterId,
  pinStateProblem,
  stateOfPin,
} from '@granite/shared';
import { billedSqft, indianDate, taxableOf } from './documents.pdf';
import type { OrderPaper } from './paper';

export const EWAY_BILL_JSON_VERSION = '1.0.0621';

/** The e-way bill's transaction types (NIC's master codes). */
export const EWAY_TRANSACTION_TYPES = {
  regular: 1,
  billToShipTo: 2,
  billFromDispatchFrom: 3,
  combination: 4,
} as const;

/**
 * The e-way bill cannot be made without these facts: each keyed by the field that holds it (the ship
 * form's, or the order's and the manufacturer's), with what is missing or wrong.
 */
export class EwayBillIncomplete extends Error {
  constructor(readonly missing: Record<string, string>) {
    super(
      `The e-way bill data cannot be made: ${Object.entries(missing)
        .map(([field, why]) => `${field} ${why}`)
        .join('; ')}`,
    );
    this.name = 'EwayBillIncomplete';
  }
}

const rupees = (paise: number) => Math.round(paise) / 100;
const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);
const pinIn = (text: string | null | undefined) => /\b([1-9][0-9]{5})\s*$/.exec(text ?? '')?.[1] ?? null;

/**
 * The lorry receipt's number as the e-way bill takes it: letters, digits, / and - only, and at most 15
 * characters, the LAST 15 (a transporter's series prefix goes, the running number that tells one LR
 * from another stays).
 */
export function transportDocNo(lrNumber: string): string {
  return lrNumber.replace(/[^A-Za-z0-9/-]/g, '').slice(-15);
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'. */
const dayToIndian = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** Where the goods go: the paper's delivery, or (papers kept before it) the PIN ending its address. */
function shipTo(p: OrderPaper) {
  const r = p.recipient;
  if (r.consignee)
    return {
      address: r.consignee.address,
      city: r.consignee.city,
      pin: r.consignee.pin,
      state: r.consignee.state,
    };
  const pin = r.delivery?.pin ?? pinIn(r.deliveryAddress);
  return {
    address: r.deliveryAddress,
    city: r.delivery?.city ?? null,
    pin,
    state: pin ? deliveryStateOf(pin, r.delivery?.state) : null,
  };
}

/** The bulk-generation file of the tax invoice `invoiceNumber` issued on `issuedAt`. */
export function ewayBillJson(p: OrderPaper, invoiceNumber: string, issuedAt: Date) {
  const missing: Record<string, string> = {};
  const need = <T>(value: T | null | undefined, field: string, what: string): T | null => {
    if (value === null || value === undefined || value === '')
      missing[field] = `is needed for the e-way bill: ${what}`;
    return value ?? null;
  };
  const code = (state: IndianState | null) => (state ? Number(gstStateCode(state)) : 0);

  // Bill from: the manufacturer's GSTIN and its state. Dispatch from: its address, or the yard given.
  const supplierGstin = need(p.supplier.gstin, 'supplierGstin', "the manufacturer's GSTIN (Settings)");
  const supplierState = need(p.supplier.state, 'supplierState', "the manufacturer's state (Settings)");
  const dispatch = p.transport.dispatchFrom ?? {
    address: p.supplier.address ?? '',
    city: p.supplier.city ?? '',
    pin: p.supplier.pincode ?? '',
    state: supplierState,
  };
  const dispatchField = p.transport.dispatchFrom ? 'dispatchFrom' : 'supplier';
  need(dispatch.pin, `${dispatchField}.pin`, 'the PIN the goods are dispatched from');
  need(dispatch.city, `${dispatchField}.city`, 'the place the goods are dispatched from');
  if (dispatch.pin && dispatch.state) {
    const problem = pinStateProblem(dispatch.pin, dispatch.state);
    if (problem) missing[`${dispatchField}.pin`] = `must lie in the dispatch state: ${problem}`;
  }

  // Bill to: the buyer (its GSTIN's state, else its billing state); ship to: the delivery address.
  const to = shipTo(p);
  need(to.pin, 'deliveryPin', 'the delivery PIN of the order');
  // A paper kept before its delivery was recorded apart has only the address line (and its PIN).
  if (p.recipient.delivery || p.recipient.consignee)
    need(to.city, 'deliveryCity', 'the delivery city of the order');
  need(to.state, 'deliveryState', "the delivery PIN's state");
  const billToState =
    buyerStateOf({ gstin: p.recipient.gstin, billingState: p.recipient.billingState }) ??
    (p.recipient.consignee ? null : to.state);
  need(billToState, 'billingState', "the buyer's state (its GSTIN or billing address)");

  // Part B: the vehicle, the transporter's ID (its check character), the distance, the LR and its date.
  const t = p.transport;
  need(t.distanceKm, 'distanceKm', 'the distance in km');
  if (t.transporterGstin && !isTransporterId(t.transporterGstin))
    missing.transporterGstin = 'must be a GSTIN or transporter ID whose check character matches';
  // A paper kept before the LR date was asked (lrDate absent) leaves the LR out rather than date it.
  if (t.lrNumber && t.lrDate !== undefined) need(t.lrDate, 'lrDate', 'the LR date');
  const hsn = need(p.hsn, 'hsn', 'the HSN code of the product');

  if (Object.keys(missing).length) throw new EwayBillIncomplete(missing);

  const billToShipTo = Boolean(p.recipient.consignee);
  const billFromDispatchFrom = Boolean(p.transport.dispatchFrom);
  const transType = billToShipTo
    ? billFromDispatchFrom
      ? EWAY_TRANSACTION_TYPES.combination
      : EWAY_TRANSACTION_TYPES.billToShipTo
    : billFromDispatchFrom
      ? EWAY_TRANSACTION_TYPES.billFromDispatchFrom
      : EWAY_TRANSACTION_TYPES.regular;
  const taxable = taxableOf(p);
  const intra = p.igstPaise === 0 && (p.cgstPaise > 0 || p.sgstPaise > 0 || p.gstPaise === 0);
  const consignee = p.recipient.consignee;
  return {
    version: EWAY_BILL_JSON_VERSION,
    billLists: [
      {
        userGstin: supplierGstin!,
        supplyType: 'O',
        subSupplyType: 1,
        subSupplyDesc: '',
        docType: 'INV',
        docNo: invoiceNumber,
        docDate: indianDate(issuedAt),
        transType,
        fromGstin: supplierGstin!,
        fromTrdName: clip(p.supplier.name, 100),
        fromAddr1: clip(dispatch.address, 120),
        fromAddr2: '',
        fromPlace: clip(dispatch.city, 50),
        fromPincode: Number(dispatch.pin),
        fromStateCode: code(supplierState),
        actualFromStateCode: code(dispatch.state ?? stateOfPin(dispatch.pin)),
        // Bill-from-dispatch-from: the party the goods leave from (here the manufacturer's own yard).
        ...(billFromDispatchFrom && {
          dispatchFromGSTIN: supplierGstin!,
          dispatchFromTradeName: clip(p.supplier.name, 100),
        }),
        toGstin: p.recipient.gstin ?? 'URP',
        toTrdName: clip(p.recipient.name, 100),
        toAddr1: clip(to.address, 120),
        toAddr2: '',
        toPlace: clip(to.city ?? '', 50),
        toPincode: Number(to.pin),
        toStateCode: code(billToState),
        actualToStateCode: code(to.state),
        // Bill-to-ship-to (IGST Act s.10(1)(b)): the consignee the buyer directed the goods to.
        ...(consignee && {
          shipToGSTIN: consignee.gstin ?? 'URP',
          shipToTradeName: clip(consignee.name, 100),
        }),
        totalValue: rupees(taxable),
        cgstValue: rupees(p.cgstPaise),
        sgstValue: rupees(p.sgstPaise),
        igstValue: rupees(intra ? 0 : p.igstPaise || p.gstPaise),
        cessValue: 0,
        TotNonAdvolVal: 0,
        OthValue: 0,
        totInvValue: rupees(p.totalPaise),
        transMode: 1,
        transDistance: t.distanceKm!,
        transporterName: clip(t.transporter ?? '', 100),
        transporterId: t.transporterGstin ?? '',
        transDocNo: t.lrNumber && t.lrDate ? transportDocNo(t.lrNumber) : '',
        transDocDate: t.lrNumber && t.lrDate ? dayToIndian(t.lrDate) : '',
        vehicleNo: t.vehicleNumber ?? '',
        vehicleType: t.vehicleType ?? 'R',
        mainHsnCode: Number(hsn),
        itemList: [
          {
            itemNo: 1,
            productName: clip(p.productName, 100),
            productDesc: clip(p.productName, 100),
            hsnCode: Number(hsn),
            quantity: billedSqft(p),
            qtyUnit: p.unit ?? 'SQF',
            taxableAmount: rupees(taxable),
            sgstRate: intra ? p.gstRate / 2 : 0,
            cgstRate: intra ? p.gstRate / 2 : 0,
            igstRate: intra ? 0 : p.gstRate,
            cessRate: 0,
            cessNonAdvol: 0,
          },
        ],
      },
    ],
  };
}
