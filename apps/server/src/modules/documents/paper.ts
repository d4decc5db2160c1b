// D35: everything a document of an order prints, taken from the order's stored snapshot (the
// accepted reply's amounts and tax split, the parties as they were) and the event's date, so a
// document made later reads exactly as one made at the event.
import type {
  BalanceDueTerm,
  Consignee,
  Currency,
  DispatchFrom,
  GstStatus,
  IndianState,
  OrderDocumentKind,
  PayeeDetails,
  QuantityUnit,
  TaxLine,
  VehicleType,
} from '@granite/shared';

export type PaperSlab = {
  lotNumber: string;
  blockNumber: string;
  sequence: number;
  lengthMm: number;
  widthMm: number;
  billedSqft: number;
};

export type OrderPaper = {
  orderId: number;
  vendorId: number;
  status: string;
  supplier: {
    name: string;
    address: string | null;
    city: string | null;
    state: IndianState | null;
    pincode: string | null;
    gstin: string | null;
    phone: string | null;
    email: string | null;
    /** D42: the name printed under "Authorised Signatory", when the manufacturer gave one. */
    signatory?: string | null;
  };
  recipient: {
    name: string;
    gstin: string | null;
    billingAddress: string | null;
    billingState: IndianState | null;
    deliveryAddress: string;
    phone: string | null;
    /**
     * D34: where the goods go: city, PIN and state (the e-way bill's ship-to). Absent on papers kept
     * before it was; their PIN is then read from the end of `deliveryAddress`.
     */
    delivery?: { city: string | null; pin: string | null; state: IndianState | null };
    /** D34: the party the buyer had the goods delivered to (bill-to-ship-to), printed as "Ship to". */
    consignee?: Consignee | null;
  };
  /**
   * D34: the supplier's GST status for this order: a 'regular' taxpayer issues a tax invoice, the
   * others a bill of supply without tax (CGST Rules r.49). Absent on papers made before it: regular.
   */
  supplierGstStatus?: GstStatus;
  productName: string;
  hsn: string | null;
  /** The quantity in `unit`: sq.ft for slabs and tiles, cubic metres or tonnes for blocks. */
  quantitySqft: number;
  /** D34: the quantity's unit quantity code (UQC); absent on papers made before it: SQF. */
  unit?: QuantityUnit;
  /** D33: billed sq.ft of an order of slabs, hundredths; null for a typed quantity. */
  billedSqftX100: number | null;
  pricePaise: number;
  subtotalPaise: number;
  freightPaise: number | null;
  exWorks: boolean;
  gstRate: number;
  gstPaise: number;
  /**
   * ADR 016: the currency of every amount here and the tax as lines (what the invoice prints); the
   * three figures are the lines' sums, for the e-way bill's fields. Optional in the type only so that
   * papers built before lines stay valid; the order's paper always has them.
   */
  currency?: Currency;
  taxLines?: TaxLine[];
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  placeOfSupply: IndianState | null;
  slabs: PaperSlab[];
  /** D39: "As per sample S-12 from block B-114 (lot 2)" when the order's request cited a sample. */
  sampleCitation?: string | null;
  /**
   * D42, CGST Rules r.50: advances received before the invoice, each with its receipt voucher; the tax
   * invoice shows them adjusted. Set on the tax invoice's snapshot only.
   */
  advances?: PaperAdvance[];
  /**
   * D44: the terms (D36) and where to pay: the account the order was given at acceptance (null when
   * the manufacturer had given none). Optional so that papers kept before it stay valid.
   */
  payment?: {
    advancePercent: number;
    balanceDue: BalanceDueTerm;
    balanceDays: number | null;
    payee: PayeeDetails | null;
  };
  createdAt: Date;
  shippedAt: Date | null;
  transport: {
    transporter: string | null;
    transporterGstin: string | null;
    vehicleNumber: string | null;
    distanceKm: number | null;
    lrNumber: string | null;
    /** D35: the lorry receipt's date, YYYY-MM-DD (the e-way bill's transport document date). */
    lrDate?: string | null;
    /** D35: R regular, O over-dimensional cargo (a block on a trailer). */
    vehicleType?: VehicleType | null;
    /** D35: where the goods left from, when not the manufacturer's address (a yard, a quarry). */
    dispatchFrom?: DispatchFrom | null;
  };
};

/** An advance adjusted on a tax invoice: its receipt voucher's number and date, and the amount. */
export type PaperAdvance = { voucherNumber: string; voucherDate: string; amountPaise: number };

/** A document's identity as issued: its number and the date of the event that issued it. */
export type Issue = { kind: OrderDocumentKind; number: string; issuedAt: Date };
